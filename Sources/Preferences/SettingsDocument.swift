import Drawing
import GameCore
import TOML

/// Reads settings from TOML text. Any error rejects the whole file (the last good settings stay
/// in force: a typo never half-applies); unknown keys are warnings and the rest applies. Every
/// diagnostic says where, as `path:line:column`.
public enum SettingsDocument {
    public struct Outcome: Sendable {
        /// The settings read, nil when the file has errors.
        public let settings: Settings?
        public let diagnostics: [SettingsDiagnostic]

        public init(settings: Settings?, diagnostics: [SettingsDiagnostic]) {
            self.settings = settings
            self.diagnostics = diagnostics
        }
    }

    /// Reads the text with the game's own TOML reader: a syntax error is one diagnostic at its
    /// first wrong character; a type or range error points at the value itself.
    public static func parse(_ text: String, path: String) -> Outcome {
        let table: TOMLTable
        do {
            table = try TOML.parse(text)
        } catch {
            let diagnostic = SettingsDiagnostic(
                path: path, line: error.line, column: error.column, text: DiagnosticText(error.template, error.values))
            return Outcome(settings: nil, diagnostics: [diagnostic])
        }
        var reader = Reader(table: table, path: path)
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
        let path: String
        var diagnostics: [SettingsDiagnostic] = []

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
            for entry in table.entries where !Self.topLevel.contains(entry.key) && Self.sections[entry.key] == nil {
                let key = entry.key
                warn(
                    entry.keyPlace,
                    DiagnosticText(
                        DiagnosticText.unknownKey,
                        ["key": key, "known": (Self.topLevel.sorted() + Self.sections.keys.sorted()).joined(separator: ", ")]))
            }
            if let value = table["language"] {
                if let name = value.string, let language = LanguageSetting.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
                    settings.language = language
                } else {
                    fail(
                        value.place,
                        DiagnosticText(
                            DiagnosticText.mustBeOneOf, ["key": "language", "choices": Self.quoted(LanguageSetting.allCases.map(\.rawValue))]))
                }
            }
            if let value = table["theme"] {
                if let name = value.string, let theme = ThemeName(rawValue: name.lowercased()) {
                    settings.theme = theme
                } else {
                    fail(
                        value.place,
                        DiagnosticText(DiagnosticText.mustBeOneOf, ["key": "theme", "choices": Self.quoted(ThemeName.allCases.map(\.rawValue))]))
                }
            }
            for (section, keys) in Self.sections.sorted(by: { $0.key < $1.key }) {
                guard let value = table[section] else { continue }
                guard let sectionTable = value.table else {
                    fail(value.place, DiagnosticText(DiagnosticText.mustBeTable, ["key": section]))
                    continue
                }
                for entry in sectionTable.entries where !keys.contains(entry.key) {
                    let key = entry.key
                    warn(
                        entry.keyPlace,
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
                        value.place,
                        DiagnosticText(DiagnosticText.mustBeOneOf, ["key": "game.mode", "choices": Self.quoted(GameMode.allCases.map(\.rawValue))]))
                }
            }
            settings.adaptive = bool(["game", "adaptive"]) ?? settings.adaptive
            settings.adaptiveStart = number(["game", "adaptive_start"], in: 1.01...4) ?? settings.adaptiveStart
            settings.adaptiveFloor = number(["game", "adaptive_floor"], in: 1.001...4) ?? settings.adaptiveFloor
            if settings.adaptiveFloor > settings.adaptiveStart {
                fail(
                    place(["game", "adaptive_floor"]),
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
                    place(["game", "max_proportion"]),
                    DiagnosticText(
                        DiagnosticText.atLeast,
                        [
                            "key": "max_proportion", "value": "\(settings.maxProportion)", "other": "min_proportion",
                            "limit": "\(settings.minProportion)",
                        ]))
            }
            return settings
        }

        private func value(_ keyPath: [String]) -> TOMLValue? {
            table[path: keyPath]
        }

        /// Where the value at `keyPath` is written; the file's start when it is not.
        private func place(_ keyPath: [String]) -> TOMLPlace? {
            value(keyPath)?.place
        }

        private mutating func color(_ keyPath: [String]) -> RGBA? {
            guard let value = value(keyPath) else { return nil }
            guard let text = value.string else {
                fail(value.place, DiagnosticText(DiagnosticText.mustBeColor, ["key": keyPath.joined(separator: ".")]))
                return nil
            }
            guard let color = ColorValue.parse(text) else {
                fail(value.place, DiagnosticText(DiagnosticText.unknownColor, ["key": keyPath.joined(separator: "."), "value": text]))
                return nil
            }
            return color
        }

        private mutating func bool(_ keyPath: [String]) -> Bool? {
            guard let value = value(keyPath) else { return nil }
            guard let bool = value.boolean else {
                fail(value.place, DiagnosticText(DiagnosticText.mustBeBool, ["key": keyPath.joined(separator: ".")]))
                return nil
            }
            return bool
        }

        private mutating func integer(_ keyPath: [String], in range: ClosedRange<Int>) -> Int? {
            bounded(keyPath, in: range, template: DiagnosticText.mustBeWholeNumber) { $0.integer.flatMap { Int(exactly: $0) } }
        }

        private mutating func number(_ keyPath: [String], in range: ClosedRange<Double>) -> Double? {
            bounded(keyPath, in: range, template: DiagnosticText.mustBeNumber) { value in
                value.number.flatMap { $0.isFinite ? $0 : nil }
            }
        }

        /// The value at `keyPath` read by `read`, when it is one and lies in `range`; otherwise nil,
        /// with the reason recorded.
        private mutating func bounded<Number: Comparable>(
            _ keyPath: [String], in range: ClosedRange<Number>, template: String, read: (TOMLValue) -> Number?
        ) -> Number? {
            guard let value = value(keyPath) else { return nil }
            let name = keyPath.joined(separator: ".")
            guard let number = read(value) else {
                fail(value.place, DiagnosticText(template, ["key": name, "low": "\(range.lowerBound)", "high": "\(range.upperBound)"]))
                return nil
            }
            guard range.contains(number) else {
                fail(
                    value.place,
                    DiagnosticText(
                        DiagnosticText.outOfRange, ["key": name, "value": "\(number)", "low": "\(range.lowerBound)", "high": "\(range.upperBound)"]))
                return nil
            }
            return number
        }

        private mutating func fail(_ place: TOMLPlace?, _ text: DiagnosticText) {
            diagnostics.append(SettingsDiagnostic(path: path, line: place?.line ?? 1, column: place?.column ?? 1, text: text))
        }

        private mutating func warn(_ place: TOMLPlace, _ text: DiagnosticText) {
            diagnostics.append(SettingsDiagnostic(path: path, line: place.line, column: place.column, text: text, severity: .warning))
        }

        /// `"a", "b", "c"`.
        static func quoted(_ names: [String]) -> String {
            names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}
