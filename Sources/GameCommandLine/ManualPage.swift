import GameCore
import RunOptions
import SystemIO

/// The man page (roff, man(7) macros), written from the same options, modes and keys as
/// `--help`, with what only a manual holds: the files the game keeps, the environment it reads,
/// its exit status and where to look next.
public enum ManualPage {
    public static func text(section: String, date: String, version: String, keys: KeyHelp, options: [CommandOption] = GameCommandLine.options)
        -> String
    {
        let name = roffName(GameCommandLine.commandName)
        var page = [
            #".\" The manual of tap-the-larger-shape, written by the game itself from its list of options."#,
            ".TH \(roffName(GameCommandLine.commandName.uppercased())) \(section) \"\(date)\" \"\(name) \(version)\" \"Games Manual\"",
            ".SH NAME", "\(name) \\- click the larger shape by area",
            ".SH SYNOPSIS", ".B \(name)",
        ]
        page += options.filter { !$0.isHidden }.map { option in
            "[\\fB\(roffName("--" + option.name))\\fR" + (option.placeholder.map { " \\fI\(escape($0))\\fR" } ?? "") + "]"
        }
        page += [
            ".SH DESCRIPTION",
            escape(
                "Two or more shapes appear; click (or tap, or pick with the keyboard or a controller) the one with the larger area to score a point. Tapping a smaller one costs a point, and streaks of five in a row earn bonuses. The preferences (O) change the theme, the sound and its volume, the language, the text size, reduced motion, speech, one-switch scanning, numbers on the shapes, rumble, the shapes per turn, adaptive difficulty, the outline's width and the race's target; the settings file holds every setting, the colours and the mode to start in among them."
            ),
            ".SH OPTIONS",
        ]
        for option in options where !option.isHidden {
            page.append(".TP")
            let names = (option.short.map { "\\fB\(roffName("-" + String($0)))\\fR, " } ?? "") + "\\fB\(roffName("--" + option.name))\\fR"
            page.append(names + (option.placeholder.map { " \\fI\(escape($0))\\fR" } ?? ""))
            var help = option.help
            if case .choices(let values) = option.completion { help += " Values: \(values.joined(separator: ", "))." }
            if let defaultValue = option.defaultValue { help += " Default: \(defaultValue)." }
            page.append(escape(help))
        }
        page.append(".SH MODES")
        for mode in GameMode.allCases {
            page += [
                ".TP", "\\fB\(escape(mode.rawValue))\\fR" + (mode.hotkey.map { " (key \(String($0).uppercased()))" } ?? ""), escape(mode.summary),
            ]
        }
        page.append(".SH KEYS")
        page.append(
            escape(
                "The keys by default. A [keys] table in the settings file gives an action another key (pause = \"q\"), a [buttons] table a pad's; the settings file lists every action, commented out. Esc, Enter, Ctrl+Q, Ctrl+C and 1 to 5 stay as they are, as do a pad's A, B and D-pad."
            ))
        for entry in keys.keyboard { page += [".TP", "\\fB\(escape(entry.keys.plainText))\\fR", escape(entry.action)] }
        page.append(".SH CONTROLLER")
        page.append(escape("Any pad SDL knows; SDL_GAMECONTROLLERCONFIG adds mappings."))
        for entry in keys.controller { page += [".TP", "\\fB\(escape(entry.keys.plainText))\\fR", escape(entry.action)] }
        page.append(".SH FILES")
        for (path, about) in files { page += [".TP", "\\fI\(escape(path))\\fR", escape(about)] }
        page.append(".SH ENVIRONMENT")
        for (variable, about) in environment { page += [".TP", "\\fB\(escape(variable))\\fR", escape(about)] }
        page += [
            ".SH EXIT STATUS",
            escape(
                "0 when the game ends normally (Ctrl+Q, the window's close button, Quit); 1 when it cannot start (no display, say), with one line on standard error saying why; 64 for a command line it cannot read."
            ),
            ".SH SEE ALSO",
            ".BR fc\\-match (1),", ".BR xdg\\-user\\-dir (1),", ".BR locale (7)",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    static let files: [(String, String)] = [
        (
            "$XDG_CONFIG_HOME/tap-the-larger-shape/settings.toml",
            "The settings (default ~/.config/tap-the-larger-shape/settings.toml). Made with every setting and its default, commented, at the first start. The game changes only the value changed in its preferences or by a key (N, + and -, D), in place, and never rewrites a file it cannot read; --settings names another file."
        ),
        (
            "$XDG_STATE_HOME/tap-the-larger-shape/state.json",
            "What the game remembers (default ~/.local/state/tap-the-larger-shape/state.json): the mode last played, high scores, lifetime stats, the window's size and place. Written atomically. A copy is set aside as state.json.reset-SECONDS before the stats are reset, and a file that reads but is not the game's state (damaged, cut short, too large) is moved to state.json.corrupt-SECONDS; the newest five of each kind are kept. A file that is there but cannot be read (no permission, a folder, a FIFO) is left as it is, and the game saves nothing over it that run."
        ),
        ("$XDG_STATE_HOME/tap-the-larger-shape/tap-the-larger-shape.log", "The log, beside the state."),
        (
            "$XDG_PICTURES_DIR/tap-the-larger-shape-DATE-TIME.png",
            "Screenshots (F12), in the pictures folder xdg-user-dirs names (default ~/Pictures); a picture never replaces another."
        ),
    ]

    static let environment: [(String, String)] = [
        ("TAP_FONT", "A TrueType or OpenType font file to draw the text with, before the desktop's own choice."),
        ("TAP_THE_LARGER_SHAPE_RESOURCES", "The folder of the game's sounds and fonts, instead of the installed one."),
        (
            "SDL_VIDEODRIVER",
            "The display to use: wayland, x11, or offscreen for runs without one. Unset, the game opens a native Wayland window in a Wayland session, else an X11 one."
        ),
        ("SDL_AUDIODRIVER", "The sound system to use; dummy plays silently."),
        ("SDL_GAMECONTROLLERCONFIG", "More controller mappings, in SDL's game controller format, for pads SDL does not know."),
        (
            "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
            "The language of the game's text, in this order, when its language setting is auto: English, German (de), Japanese (ja) or Simplified Chinese (zh_CN)."
        ),
        ("XDG_CONFIG_HOME, XDG_STATE_HOME", "Where the settings and the state are kept (absolute paths only)."),
    ]

    /// A command or option name: hyphens as roff's minus signs, so they copy and search as typed.
    static func roffName(_ text: String) -> String {
        escape(text).replacingAll("-", with: "\\-")
    }

    /// Text as roff prints it: backslashes escaped, and a line that would start with a control
    /// character kept as text.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingAll("\\", with: "\\e")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
