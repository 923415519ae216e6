import Drawing
import Foundation
import GameApp
import GameCommandLine
import GameCore
import Preferences
import RunOptions
import Testing

/// The command line: what it reads, what it refuses, and the help, man page and completions
/// written from the one list of options.
@Suite struct GameCommandLineTests {
    static func play(_ arguments: [String]) throws -> GameOptions {
        guard case .play(let options) = try GameCommandLine.interpret(arguments, version: "9.9") else {
            throw UsageError("not a game")
        }
        return options
    }

    @Test func readsEveryOptionInBothSpellings() throws {
        let options = try Self.play([
            "--mode", "cross", "--seed=42", "--window", "800X600", "--fullscreen", "--mute", "--adaptive", "--event-log", "-",
            "--settings=/tmp/s.toml", "--autoplay", "--autoplay-accuracy", "0.5", "--autoplay-delay=0", "--turns", "3", "--verbose",
        ])
        #expect(options.mode == .cross && options.seed == 42 && options.windowSize?.width == 800 && options.windowSize?.height == 600)
        #expect(options.fullscreen && options.mute && options.adaptive && options.autoplay && options.verbose)
        #expect(options.eventLogPath == "-" && options.settingsPath == "/tmp/s.toml" && options.version == "9.9")
        #expect(options.autoplayAccuracy == 0.5 && options.autoplayDelay == .zero && options.turns == 3)
        let defaults = try Self.play([])
        #expect(defaults.mode == nil && defaults.autoplayDelay == .milliseconds(600) && defaults.autoplayAccuracy == 1 && !defaults.autoplay)
        #expect(try Self.play(["--seed", "1", "--seed", "2"]).seed == 2)
    }

    @Test func helpAndVersionWinOverEverythingElse() throws {
        guard case .help = try GameCommandLine.interpret(["--mode", "square", "-h"], version: "1") else { throw UsageError("no help") }
        guard case .version = try GameCommandLine.interpret(["--version", "--mute"], version: "1") else { throw UsageError("no version") }
    }

    @Test(arguments: [
        (["--mode", "octagon"], "octagon"), (["--seed", "-1"], "--seed"), (["--seed", "x"], "--seed"), (["--window", "50x50"], "--window"),
        (["--window", "800x"], "--window"), (["--autoplay-accuracy", "1.5"], "--autoplay-accuracy"),
        (["--autoplay-accuracy", "nan"], "--autoplay-accuracy"), (["--autoplay-delay", "-5"], "--autoplay-delay"), (["--turns", "0"], "--turns"),
        (["--frobnicate"], "--frobnicate"), (["-x"], "-x"), (["play"], "play"), (["--mute=yes"], "--mute"), (["--mode"], "--mode"),
        (["--mode", "--mute"], "--mode"), (["--generate-completion-script", "tcsh"], "tcsh"), (["--", "--mute"], "--"),
    ])
    func refusesWhatItCannotRunNamingIt(arguments: [String], named: String) {
        let error = #expect(throws: UsageError.self) { try GameCommandLine.interpret(arguments, version: "1") }
        #expect(error?.message.contains(named) == true, "\(error?.message ?? "")")
        #expect(error.map { HelpPage.error($0) }?.hasPrefix("Error: ") == true)
    }

    /// Each option's range is written once: the help says what the parser checks, and the error
    /// says the same words (they were typed again in each).
    @Test func helpAndErrorsSayTheSameRange() throws {
        // NB: the help wraps at 80 columns; its words are read as one line.
        let help = HelpPage.text(keys: Hotkeys.keyHelp).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // The window's range is the settings file's and the window's own (WindowLimits).
        let windows = ["50x50", "100x100", "319x240", "320x239", "8193x600"].map { ["--window", $0] }
        for (arguments, expected) in windows.map({ ($0, "WIDTHxHEIGHT, 320x240 to 8192x8192") }) + [(["--mode", "x"], "one of square, ")] {
            let error = #expect(throws: UsageError.self) { try GameCommandLine.interpret(arguments, version: "1") }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
        }
        #expect(help.contains("WIDTHxHEIGHT, 320x240 to 8192x8192"))
        #expect(try Self.play(["--window", "320x240"]).windowSize == Size(width: 320, height: 240))
        #expect(SettingsRegistry.keys.windowWidth.descriptor.kind == .integer(WindowLimits.widths))
        #expect(SettingsRegistry.keys.windowHeight.descriptor.kind == .integer(WindowLimits.heights))
        // Every option lands somewhere: given a valid value, what it asks for changes.
        let samples = [
            "settings": "/x.toml", "mode": "star", "seed": "5", "window": "640x480", "event-log": "-", "autoplay-accuracy": "0.25",
            "autoplay-delay": "7", "autoplay-device": "controller", "turns": "4", "today": "2027-01-02",
        ]
        let plain = try Self.play([])
        for option in GameCommandLine.options where !["help", "version", "generate-completion-script", "generate-manual"].contains(option.name) {
            guard option.takesValue else {
                let flagged = try Self.play(["--\(option.name)"])
                #expect("\(flagged)" != "\(plain)", "--\(option.name) lands nowhere")
                continue
            }
            guard let sample = samples[option.name] else { continue }
            #expect("\(try Self.play(["--\(option.name)", sample]))" != "\(plain)", "--\(option.name) lands nowhere")
        }
    }

    /// `-` is a value (standard output), as is a negative number after an option that takes one.
    @Test func aDashAloneIsAValue() throws {
        #expect(try Self.play(["--event-log", "-"]).eventLogPath == "-")
        let negative = #expect(throws: UsageError.self) { try Self.play(["--turns", "-3"]) }
        #expect(negative?.message.contains("'-3'") == true)
    }

    @Test func helpShowsPlayersOptionsKeysAndButtonsButNotTheTooling() {
        let help = HelpPage.text(keys: Hotkeys.keyHelp)
        for option in GameCommandLine.options {
            #expect(help.contains("--\(option.name)") != option.isHidden, "\(option.name)")
        }
        for entry in Hotkeys.help + Hotkeys.controllerHelp() {
            #expect(help.contains(entry.action), "\(entry.action)")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= HelpPage.width })
        #expect(help.contains("(values: square, circle, triangle,"))
    }

    @Test func theManualHasEverySectionAPlayerLooksFor() {
        let page = ManualPage.text(section: "6", date: "2026-11-24", version: "9.9", keys: Hotkeys.keyHelp)
        #expect(page.contains(#".TH TAP\-THE\-LARGER\-SHAPE 6 "2026-11-24" "tap\-the\-larger\-shape 9.9" "Games Manual""#))
        var sections: [String] = []
        for line in page.split(separator: "\n") where line.hasPrefix(".SH ") { sections.append(String(line.dropFirst(4))) }
        #expect(
            sections == [
                "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "MODES", "KEYS", "CONTROLLER", "FILES", "ENVIRONMENT", "EXIT STATUS", "SEE ALSO",
            ])
        #expect(!page.lowercased().contains("subcommand"))
        for variable in ["TAP_FONT", "TAP_THE_LARGER_SHAPE_RESOURCES", "SDL_VIDEODRIVER", "SDL_GAMECONTROLLERCONFIG", "LANGUAGE"] {
            #expect(page.contains(variable), "\(variable)")
        }
        for file in ["settings.toml", "state.json", "tap-the-larger-shape.log", "PICTURES"] { #expect(page.contains(file), "\(file)") }
        for mode in GameMode.allCases { #expect(page.contains("\\fB\(mode.rawValue)\\fR"), "\(mode)") }
        // Every line is text or a request roff knows; none starts with a stray control character.
        for line in page.split(separator: "\n") where line.hasPrefix(".") || line.hasPrefix("'") {
            #expect([".TH", ".SH", ".TP", ".B ", ".BR", ".\\\""].contains { line.hasPrefix($0) }, "\(line)")
        }
    }

    /// groff formats the page without a warning.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
    func groffReadsTheManualWithoutAWarning() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/groff")
        process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(ManualPage.text(section: "6", date: "2026-11-24", version: "1", keys: Hotkeys.keyHelp).utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0 && warnings.isEmpty, "\(warnings)")
    }

    /// bash's completion, run: option names, the modes, and file names for the path options.
    @Test func bashCompletesOptionsModesAndFiles() throws {
        let script = CompletionScript.text(for: .bash)
        func complete(_ words: [String]) throws -> [String] {
            let line = words.map { "'\($0)'" }.joined(separator: " ")
            let program =
                script + """
                    COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1)
                    _tap_the_larger_shape
                    printf '%s\\n' "${COMPREPLY[@]}"
                    """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", program]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        }
        #expect(try complete(["tap-the-larger-shape", "--mo"]) == ["--mode"])
        #expect(try complete(["tap-the-larger-shape", "--mode", "c"]) == ["circle", "cross"])
        #expect(try complete(["tap-the-larger-shape", "--settings", "x"]).isEmpty)
        #expect(try complete(["tap-the-larger-shape", "--auto"]).isEmpty)
        #expect(script.contains("--settings) compopt -o default") && script.contains("--event-log) compopt -o default"))
    }

    @Test func zshAndFishCompleteFilesForPathsAndListTheModes() {
        let zsh = CompletionScript.text(for: .zsh)
        #expect(zsh.hasPrefix("#compdef tap-the-larger-shape\n"))
        #expect(zsh.contains("'--settings=[The settings file (TOML) to read and write instead of the usual one]:path:_files'"))
        #expect(zsh.contains("--event-log=") && zsh.contains(":mode:(square circle triangle star hexagon parallelogram mixed cross)"))
        #expect(!zsh.contains("--autoplay") && !zsh.contains("--turns"))
        let fish = CompletionScript.text(for: .fish)
        #expect(fish.contains("complete -c tap-the-larger-shape -l settings -r -F"))
        #expect(fish.contains("complete -c tap-the-larger-shape -l event-log -r -F"))
        #expect(fish.contains("-l mode -x -a 'square circle triangle star hexagon parallelogram mixed cross'"))
        #expect(fish.contains("-l help -s h -d 'Show help information'"))
    }
}
