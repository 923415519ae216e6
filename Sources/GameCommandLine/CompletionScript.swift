import SystemIO

/// Shell completion for the game's options, from the same list as `--help`: option names, the
/// modes for `--mode`, and file names for `--settings` and `--event-log`. Tooling options are
/// left out, as they are from `--help`.
public enum CompletionScript {
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    public static func text(for shell: Shell, options: [CommandOption] = GameCommandLine.options) -> String {
        let shown = options.filter { !$0.isHidden }
        return switch shell {
        case .bash: bash(shown)
        case .zsh: zsh(shown)
        case .fish: fish(shown)
        }
    }

    static let command = GameCommandLine.commandName
    static let function = "_" + command.replacingAll("-", with: "_")

    static func bash(_ options: [CommandOption]) -> String {
        var lines = [
            "# bash completion for \(command) (written by \(command) --generate-completion-script bash)",
            "\(function)() {",
            "    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}",
            "    case $previous in",
        ]
        for option in options where option.takesValue {
            switch option.completion {
            case .files:
                // NB: readline's own file-name completion, which quotes spaces as typed.
                lines.append("    --\(option.name)) compopt -o default 2>/dev/null; COMPREPLY=(); return ;;")
            case .choices(let values):
                lines.append("    --\(option.name)) COMPREPLY=($(compgen -W '\(values.joined(separator: " "))' -- \"$current\")); return ;;")
            case .nothing:
                lines.append("    --\(option.name)) COMPREPLY=(); return ;;")
            }
        }
        let names = options.flatMap { option in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) }
        lines += [
            "    esac",
            "    COMPREPLY=($(compgen -W '\(names.joined(separator: " "))' -- \"$current\"))",
            "}",
            "complete -F \(function) \(command)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    static func zsh(_ options: [CommandOption]) -> String {
        var lines = [
            "#compdef \(command)", "# zsh completion for \(command) (written by \(command) --generate-completion-script zsh)", "", "_arguments -s \\",
        ]
        for option in options {
            let description = "[\(zshEscape(option.help))]"
            let argument: String =
                switch (option.placeholder, option.completion) {
                case (nil, _): ""
                case (let placeholder?, .files): ":\(placeholder):_files"
                case (let placeholder?, .choices(let values)): ":\(placeholder):(\(values.joined(separator: " ")))"
                case (let placeholder?, .nothing): ":\(placeholder): "
                }
            let exclusive = option.name == "help" || option.name == "version" ? "(- *)" : ""
            let spelling = option.takesValue ? "--\(option.name)=" : "--\(option.name)"
            if let short = option.short {
                lines.append("  '\(exclusive)'{-\(short),\(spelling)}'\(description)\(argument)' \\")
            } else {
                lines.append("  '\(exclusive)\(spelling)\(description)\(argument)' \\")
            }
        }
        lines.append("  && return 0")
        return lines.joined(separator: "\n") + "\n"
    }

    static func fish(_ options: [CommandOption]) -> String {
        var lines = ["# fish completion for \(command) (written by \(command) --generate-completion-script fish)", "complete -c \(command) -f"]
        for option in options {
            var line = "complete -c \(command) -l \(option.name)"
            if let short = option.short { line += " -s \(short)" }
            switch (option.takesValue, option.completion) {
            case (false, _): break
            case (true, .files): line += " -r -F"
            case (true, .choices(let values)): line += " -x -a '\(values.joined(separator: " "))'"
            case (true, .nothing): line += " -x"
            }
            lines.append(line + " -d '\(fishEscape(firstSentence(option.help)))'")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Inside zsh's single-quoted `[description]`: quotes closed and reopened, brackets and colons
    /// escaped.
    static func zshEscape(_ text: String) -> String {
        firstSentence(text).replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll("]", with: "\\]").replacingAll(
            ":", with: "\\:")
    }

    static func fishEscape(_ text: String) -> String {
        text.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'")
    }

    /// The help up to its first full stop or colon outside brackets: a completion menu's line.
    static func firstSentence(_ text: String) -> String {
        var depth = 0
        var previous: Character = " "
        var head = ""
        for character in text + " " {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " ", depth == 0, previous == "." || previous == ":" { return String(head.dropLast()) }
            head.append(character)
            previous = character
        }
        return text
    }
}
