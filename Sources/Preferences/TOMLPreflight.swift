/// A look at TOML text before toml++ (inside TOMLKit) parses it, for the mistakes that library
/// does not report but trips over: its parser assumes a table header's name starts with a key
/// character, so `[.]`, `[`, `[!]` or `[[[x]]]` stop the whole process on an assertion instead of
/// returning an error. This pass finds every table header the parser would reach and checks that
/// one character, so such a file gets a `path:line:column` message like any other mistake.
///
/// It tokenizes only as far as it must to tell a header from a value: strings (basic, literal,
/// multi-line), comments and brackets. Where the text stops making sense to it, it stops looking:
/// the text is invalid there, so the parser reports an error at or before that point and never
/// reaches a header after it. It never rejects valid TOML: a header's name always starts with a
/// key character.
///
/// The game does not rely on it alone: the file is parsed in a child process (`SettingsParser`),
/// so whatever else the library trips over costs a diagnostic, never the game.
enum TOMLPreflight {
    struct Problem: Equatable {
        let line: Int
        let column: Int
        let text: DiagnosticText

        var message: String { text.english }
    }

    /// The first header whose name cannot start where it does, or nil.
    static func check(_ text: String) -> Problem? {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        return scanner.run()
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var lineStart = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func skipBlanks() -> Bool {
            let start = index
            while let scalar = current, scalar == " " || scalar == "\t" { advance() }
            return index > start
        }

        /// Statement by statement: a header or a key/value line, each to its end.
        mutating func run() -> Problem? {
            // toml++ skips a byte order mark, so the first header may follow one. Columns count
            // from after it, as an editor shows them.
            if current == "\u{FEFF}" {
                index += 1
                lineStart = 1
            }
            while true {
                // Between statements: blank lines, indentation, comments.
                while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { advance() }
                guard let scalar = current else { return nil }
                if scalar == "#" {
                    skipComment()
                    continue
                }
                if scalar == "[" {
                    switch header() {
                    case .next: continue
                    case .stop: return nil
                    case .problem(let problem): return problem
                    }
                } else {
                    guard keyValue() else { return nil }
                }
            }
        }

        enum Step {
            /// Go on to the next statement.
            case next
            /// Stop looking: the parser reports what is here itself.
            case stop
            case problem(Problem)
        }

        /// `[name]` or `[[name]]` and the rest of its line.
        mutating func header() -> Step {
            advance()  // the '['
            let blank = skipBlanks()
            if current == "[" {
                // `[ [` is reported by the parser ("brackets must be contiguous").
                guard !blank else { return .stop }
                advance()
                _ = skipBlanks()
            }
            guard let first = current else { return .stop }  // the parser reports the end
            if first == "]" { return .stop }  // the parser reports the empty name
            guard Self.startsKey(first) else {
                let found = first == "\n" || first == "\r" ? "the end of the line" : "'\(first.escaped(asASCII: false))'"
                return .problem(
                    Problem(
                        line: line, column: index - lineStart + 1,
                        text: DiagnosticText(DiagnosticText.tableName, ["found": found])))
            }
            // The name, to its closing bracket.
            while let scalar = current, scalar != "]" {
                if scalar == "\"" || scalar == "'" {
                    guard string() else { return .stop }
                } else if scalar == "\n" {
                    return .stop
                } else {
                    advance()
                }
            }
            guard current == "]" else { return .stop }
            advance()
            if current == "]" { advance() }
            // The rest of the line may only hold a comment; anything else is the parser's to report.
            _ = skipBlanks()
            if current == "#" { skipComment() }
            if current == "\r" { advance() }
            guard current == nil || current == "\n" else { return .stop }
            return .next
        }

        /// A key, `=`, and a value that may span lines inside brackets or multi-line strings.
        /// False where the text stops making sense.
        mutating func keyValue() -> Bool {
            var depth = 0
            while let scalar = current {
                switch scalar {
                case "\"", "'":
                    guard string() else { return false }
                case "#":
                    skipComment()
                case "[", "{":
                    depth += 1
                    advance()
                case "]", "}":
                    guard depth > 0 else { return false }
                    depth -= 1
                    advance()
                case "\n":
                    advance()
                    if depth == 0 { return true }
                default:
                    advance()
                }
            }
            return true
        }

        mutating func skipComment() {
            while let scalar = current, scalar != "\n" { advance() }
        }

        /// Any of TOML's four strings, from its opening quote to past its closing one.
        mutating func string() -> Bool {
            guard let quote = current else { return false }
            let isBasic = quote == "\""
            if peek(1) == quote, peek(2) == quote {
                // Multi-line: ends at three quotes, which may be followed by up to two more.
                index += 3
                while let scalar = current {
                    if isBasic, scalar == "\\" {
                        advance()
                        if current != nil { advance() }
                    } else if scalar == quote, peek(1) == quote, peek(2) == quote {
                        index += 3
                        var extra = 0
                        while current == quote, extra < 2 {
                            index += 1
                            extra += 1
                        }
                        return true
                    } else {
                        advance()
                    }
                }
                return false
            }
            index += 1
            while let scalar = current {
                if scalar == "\n" { return false }
                if isBasic, scalar == "\\" {
                    index += 1
                    guard let escaped = current, escaped != "\n" else { return false }
                    index += 1
                } else if scalar == quote {
                    index += 1
                    return true
                } else {
                    index += 1
                }
            }
            return false
        }

        /// What toml++ accepts as the first character of a key: a bare key character or a quote.
        static func startsKey(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "_", "-", "\"", "'": true
            default: false
            }
        }
    }
}
