import GameApp
import GameCommandLine
import Platform
import RunOptions
import SystemIO

/// The command line: reads it (`GameCommandLine`) and hands the options to the composition root.
@main
enum TapTheLargerShape {
    static func main() {
        let invocation: GameCommandLine.Invocation
        do {
            invocation = try GameCommandLine.interpret(Array(CommandLine.arguments.dropFirst()), version: Release.version)
        } catch {
            StandardError.write(HelpPage.error(error))
            ProcessControl.exit(64)
        }
        switch invocation {
        case .help: print(HelpPage.text(keys: Hotkeys.keyHelp), terminator: "")
        case .version:
            // The game's version alone on the first line (scripts read it), then what it was
            // built with and runs on.
            print(Release.version)
            for library in PlatformInfo.libraries() { print("\(library.name) \(library.running) (built with \(library.built))") }
        case .completionScript(let shell): print(CompletionScript.text(for: shell), terminator: "")
        case .manualPage(let section, let date):
            print(ManualPage.text(section: section, date: date, version: Release.version, keys: Hotkeys.keyHelp), terminator: "")
        case .play(let options):
            let status = MainActor.assumeIsolated { Launcher.launch(options) }
            ProcessControl.exit(status)
        }
    }
}
