import Drawing
import GameCore
import TOMLKit

/// Reads settings from TOML text. Any error rejects the whole file (the last good settings stay
/// in force: a typo never half-applies); unknown keys are warnings and the rest applies. Every
/// diagnostic says where, as `path:line:column`.
public enum SettingsDocument {
    public struct Outcome: Sendable, Codable {
        /// The settings read, nil when the file has errors.
        public let settings: Settings?
        public let diagnostics: [SettingsDiagnostic]

        public init(settings: Settings?, diagnostics: [SettingsDiagnostic]) {
            self.settings = settings
            self.diagnostics = diagnostics
        }
    }

    /// Parses in this process. The game calls it only inside its settings checker, a child
    /// process (see `SettingsParser`); tests and the fuzzer call it directly.
    public static func parse(_ text: String, path: String) -> Outcome {
        if let problem = TOMLPreflight.check(text) {
            return Outcome(
                settings: nil, diagnostics: [SettingsDiagnostic(path: path, line: problem.line, column: problem.column, text: problem.text)])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let diagnostic = SettingsDiagnostic(
                path: path, line: error.source.begin.line, column: error.source.begin.column, message: error.description)
            return Outcome(settings: nil, diagnostics: [diagnostic])
        } catch {
            return Outcome(settings: nil, diagnostics: [SettingsDiagnostic(path: path, line: 1, column: 1, message: "\(error)")])
        }
        var reader = Reader(table: table, text: text, path: path)
        let settings = reader.read()
        if text.allSatisfy(\.isWhitespace) {
            reader.diagnostics.append(
                SettingsDiagnostic(path: path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.empty), severity: .warning))
        }
        let failed = reader.diagnostics.contains { $0.severity == .error }
        return Outcome(settings: failed ? nil : settings, diagnostics: listed(reader.diagnostics, path: path))
    }

    /// At most this many diagnostics are listed; a summary counts the rest.
    public static let diagnosticLimit = 100

    /// The first `diagnosticLimit - 1` diagnostics and, when there are more, one that counts them.
    static func listed(_ diagnostics: [SettingsDiagnostic], path: String) -> [SettingsDiagnostic] {
        guard diagnostics.count > diagnosticLimit else { return diagnostics }
        let shown = diagnostics.prefix(diagnosticLimit - 1)
        let rest = diagnostics.dropFirst(diagnosticLimit - 1)
        let errors = rest.filter { $0.severity == .error }.count
        let first = rest[rest.startIndex]
        let summary = SettingsDiagnostic(
            path: path, line: first.line, column: first.column,
            text: DiagnosticText(DiagnosticText.more, ["count": "\(rest.count)", "errors": "\(errors)"]),
            severity: errors > 0 ? .error : .warning)
        return Array(shown) + [summary]
    }

    /// Walks the parsed table key by key, checking types and ranges.
    private struct Reader {
        let table: TOMLTable
        let locator: KeyLocator
        let path: String
        var diagnostics: [SettingsDiagnostic] = []

        init(table: TOMLTable, text: String, path: String) {
            self.table = table
            locator = KeyLocator(text: text)
            self.path = path
        }

        static let topLevel: Set<String> = ["theme", "language"]

        static let sections: [String: Set<String>] = [
            "colors": ["background", "fill", "outline", "text", "correct", "wrong"],
            "shapes": ["show_fill", "show_outline", "outline_width"],
            "sound": ["enabled", "volume"],
            "window": ["width", "height", "fullscreen"],
            "game": ["mode", "shapes_per_turn", "min_proportion", "max_proportion", "adaptive", "adaptive_start", "adaptive_floor"],
        ]

        mutating func read() -> Settings {
            var settings = Settings()
            for key in table.keys where !Self.topLevel.contains(key) && Self.sections[key] == nil {
                warn(
                    [key],
                    DiagnosticText(
                        DiagnosticText.unknownKey,
                        ["key": key, "known": (Self.topLevel.sorted() + Self.sections.keys.sorted()).joined(separator: ", ")]))
            }
            if let value = table["language"] {
                if let name = value.string, let language = LanguageSetting.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
                    settings.language = language
                } else {
                    fail(
                        ["language"],
                        DiagnosticText(
                            DiagnosticText.mustBeOneOf, ["key": "language", "choices": Self.quoted(LanguageSetting.allCases.map(\.rawValue))]))
                }
            }
            if let value = table["theme"] {
                if let name = value.string, let theme = ThemeName(rawValue: name.lowercased()) {
                    settings.theme = theme
                } else {
                    fail(
                        ["theme"],
                        DiagnosticText(DiagnosticText.mustBeOneOf, ["key": "theme", "choices": Self.quoted(ThemeName.allCases.map(\.rawValue))]))
                }
            }
            for (section, keys) in Self.sections.sorted(by: { $0.key < $1.key }) {
                guard let value = table[section] else { continue }
                guard let sectionTable = value.table else {
                    fail([section], DiagnosticText(DiagnosticText.mustBeTable, ["key": section]))
                    continue
                }
                for key in sectionTable.keys where !keys.contains(key) {
                    warn(
                        [section, key],
                        DiagnosticText(DiagnosticText.unknownKey, ["key": "\(section).\(key)", "known": keys.sorted().joined(separator: ", ")]))
                }
            }
            for role in ["background", "fill", "outline", "text", "correct", "wrong"] {
                guard let color = color(["colors", role]) else { continue }
                switch role {
                case "background": settings.colorOverrides.background = color
                case "fill": settings.colorOverrides.fill = color
                case "outline": settings.colorOverrides.outline = color
                case "text": settings.colorOverrides.text = color
                case "correct": settings.colorOverrides.correct = color
                default: settings.colorOverrides.wrong = color
                }
            }
            settings.showFill = bool(["shapes", "show_fill"]) ?? settings.showFill
            settings.showOutline = bool(["shapes", "show_outline"]) ?? settings.showOutline
            settings.outlineWidth = number(["shapes", "outline_width"], in: 0...30) ?? settings.outlineWidth
            settings.soundEnabled = bool(["sound", "enabled"]) ?? settings.soundEnabled
            settings.soundVolume = integer(["sound", "volume"], in: 0...100) ?? settings.soundVolume
            settings.windowWidth = integer(["window", "width"], in: 320...8192) ?? settings.windowWidth
            settings.windowHeight = integer(["window", "height"], in: 240...8192) ?? settings.windowHeight
            settings.fullscreen = bool(["window", "fullscreen"]) ?? settings.fullscreen
            settings.shapesPerTurn = integer(["game", "shapes_per_turn"], in: 2...5) ?? settings.shapesPerTurn
            settings.minProportion = number(["game", "min_proportion"], in: 0.05...1) ?? settings.minProportion
            settings.maxProportion = number(["game", "max_proportion"], in: 0.05...1) ?? settings.maxProportion
            if let value = value(["game", "mode"]) {
                if let name = value.string, let mode = GameMode(rawValue: name.lowercased()) {
                    settings.mode = mode
                } else {
                    fail(
                        ["game", "mode"],
                        DiagnosticText(DiagnosticText.mustBeOneOf, ["key": "game.mode", "choices": Self.quoted(GameMode.allCases.map(\.rawValue))]))
                }
            }
            settings.adaptive = bool(["game", "adaptive"]) ?? settings.adaptive
            settings.adaptiveStart = number(["game", "adaptive_start"], in: 1.01...4) ?? settings.adaptiveStart
            settings.adaptiveFloor = number(["game", "adaptive_floor"], in: 1.001...4) ?? settings.adaptiveFloor
            if settings.adaptiveFloor > settings.adaptiveStart {
                fail(
                    ["game", "adaptive_floor"],
                    DiagnosticText(
                        DiagnosticText.atMost,
                        [
                            "key": "adaptive_floor", "value": "\(settings.adaptiveFloor)", "other": "adaptive_start",
                            "limit": "\(settings.adaptiveStart)",
                        ]))
                settings.adaptiveFloor = min(Settings.defaults.adaptiveFloor, settings.adaptiveStart)
            }
            if settings.minProportion > settings.maxProportion {
                fail(
                    ["game", "max_proportion"],
                    DiagnosticText(
                        DiagnosticText.atLeast,
                        [
                            "key": "max_proportion", "value": "\(settings.maxProportion)", "other": "min_proportion",
                            "limit": "\(settings.minProportion)",
                        ]))
            }
            return settings
        }

        private func value(_ keyPath: [String]) -> TOMLValueConvertible? {
            guard keyPath.count == 2 else { return table[keyPath[0]] }
            return table[keyPath[0]]?.table?[keyPath[1]]
        }

        private mutating func color(_ keyPath: [String]) -> RGBA? {
            guard let value = value(keyPath) else { return nil }
            guard let text = value.string else {
                fail(keyPath, DiagnosticText(DiagnosticText.mustBeColor, ["key": keyPath.joined(separator: ".")]))
                return nil
            }
            guard let color = ColorValue.parse(text) else {
                fail(keyPath, DiagnosticText(DiagnosticText.unknownColor, ["key": keyPath.joined(separator: "."), "value": text]))
                return nil
            }
            return color
        }

        private mutating func bool(_ keyPath: [String]) -> Bool? {
            guard let value = value(keyPath) else { return nil }
            guard let bool = value.bool else {
                fail(keyPath, DiagnosticText(DiagnosticText.mustBeBool, ["key": keyPath.joined(separator: ".")]))
                return nil
            }
            return bool
        }

        private mutating func integer(_ keyPath: [String], in range: ClosedRange<Int>) -> Int? {
            bounded(keyPath, in: range, template: DiagnosticText.mustBeWholeNumber) { $0.int }
        }

        private mutating func number(_ keyPath: [String], in range: ClosedRange<Double>) -> Double? {
            bounded(keyPath, in: range, template: DiagnosticText.mustBeNumber) { value in
                (value.double ?? value.int.map(Double.init)).flatMap { $0.isFinite ? $0 : nil }
            }
        }

        /// The value at `keyPath` read by `read`, when it is one and lies in `range`; otherwise nil,
        /// with the reason recorded.
        private mutating func bounded<Number: Comparable>(
            _ keyPath: [String], in range: ClosedRange<Number>, template: String, read: (TOMLValueConvertible) -> Number?
        ) -> Number? {
            guard let value = value(keyPath) else { return nil }
            let name = keyPath.joined(separator: ".")
            guard let number = read(value) else {
                fail(keyPath, DiagnosticText(template, ["key": name, "low": "\(range.lowerBound)", "high": "\(range.upperBound)"]))
                return nil
            }
            guard range.contains(number) else {
                fail(
                    keyPath,
                    DiagnosticText(
                        DiagnosticText.outOfRange, ["key": name, "value": "\(number)", "low": "\(range.lowerBound)", "high": "\(range.upperBound)"]))
                return nil
            }
            return number
        }

        private mutating func fail(_ keyPath: [String], _ text: DiagnosticText) {
            let (line, column) = locator.locate(keyPath)
            diagnostics.append(SettingsDiagnostic(path: path, line: line, column: column, text: text))
        }

        private mutating func warn(_ keyPath: [String], _ text: DiagnosticText) {
            let (line, column) = locator.locate(keyPath)
            diagnostics.append(SettingsDiagnostic(path: path, line: line, column: column, text: text, severity: .warning))
        }

        /// `"a", "b", "c"`.
        static func quoted(_ names: [String]) -> String {
            names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}

/// Finds where a key's value is written in the TOML source, for diagnostics: `[table]` headers
/// followed by `key = value`, or a dotted `table.key = value` at the top. The text is indexed
/// once, so a file with thousands of diagnostics costs one pass, not one per diagnostic.
struct KeyLocator {
    /// The first place each full key's value is written.
    private var values: [String: (line: Int, column: Int)] = [:]
    /// The last header of each table.
    private var headers: [String: (line: Int, column: Int)] = [:]

    init(text: String) {
        var table = ""
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            let indent = raw.count - line.count
            if line.hasPrefix("[") {
                table = line.dropFirst().prefix { $0 != "]" }.trimmingSpaces()
                headers[table] = (index + 1, indent + 1)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingSpaces().replacingQuotes()
            let fullKey = table.isEmpty ? key : "\(table).\(key)"
            guard values[fullKey] == nil else { continue }
            let afterEquals = line[line.index(after: equals)...]
            let valueOffset =
                line.distance(from: line.startIndex, to: line.index(after: equals))
                + (afterEquals.count - afterEquals.drop { $0 == " " || $0 == "\t" }.count)
            values[fullKey] = (index + 1, indent + valueOffset + 1)
        }
    }

    /// Line and column (1-based) of the value of `keyPath`, or of its table header, else 1:1.
    func locate(_ keyPath: [String]) -> (line: Int, column: Int) {
        if let value = values[keyPath.joined(separator: ".")] { return value }
        if let first = keyPath.first, let header = headers[first] { return header }
        return (1, 1)
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

extension String {
    fileprivate func replacingQuotes() -> String {
        filter { $0 != "\"" && $0 != "'" }
    }
}
