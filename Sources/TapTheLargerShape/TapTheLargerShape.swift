import GameCommandLine
import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

/// The command line: reads it (`GameCommandLine`) and hands the options to the composition root.
@main
enum TapTheLargerShape {
    static func main() {
        let invocation: GameCommandLine.Invocation
        do {
            invocation = try GameCommandLine.interpret(Array(CommandLine.arguments.dropFirst()), version: Release.version)
        } catch {
            StandardError.write(HelpPage.error(error))
            exit(64)
        }
        switch invocation {
        case .help: print(HelpPage.text(), terminator: "")
        case .version: print(Release.version)
        case .completionScript(let shell): print(CompletionScript.text(for: shell), terminator: "")
        case .manualPage(let section, let date): print(ManualPage.text(section: section, date: date, version: Release.version), terminator: "")
        case .play(let options):
            let status = MainActor.assumeIsolated { Launcher.launch(options) }
            exit(status)
        }
    }
}
