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
    /// first wrong character; a type or range error points at the value itself. What a setting
    /// may be comes from `registry`.
    public static func parse(_ text: String, path: String, registry: SettingsRegistry = .standard) -> Outcome {
        let table: TOMLTable
        do {
            table = try TOML.parse(text)
        } catch {
            let diagnostic = SettingsDiagnostic(
                path: path, line: error.line, column: error.column, text: DiagnosticText(error.template, error.values))
            return Outcome(settings: nil, diagnostics: [diagnostic])
        }
        var reader = Reader(table: table, path: path, registry: registry)
        let settings = reader.read()
        if text.allSatisfy(\.isWhitespace) {
            reader.diagnostics.append(
                SettingsDiagnostic(path: path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.empty), severity: .warning))
        }
        let failed = reader.diagnostics.contains { $0.severity == .error }
        return Outcome(settings: failed ? nil : settings, diagnostics: listed(reader.diagnostics, path: path))
    }

    /// What `edit` made of a change.
    public enum Edit: Sendable {
        /// The text with only the change's value rewritten (or its line added), and what it reads as.
        case edited(String, Settings)
        /// The text does not read: it is not to be written.
        case refused(SettingsDiagnostic)
        case failed(reason: String)
    }

    /// `text` with `change` made in place, by the TOML editor at the setting's path, so every
    /// other byte stays. The edit must read back as exactly the intended settings.
    public static func edit(_ text: String, applying change: SettingsChange, path: String, registry: SettingsRegistry = .standard) -> Edit {
        let before = parse(text, path: path, registry: registry)
        guard let settings = before.settings else {
            let problem = before.diagnostics.first { $0.severity == .error } ?? before.diagnostics.first
            return .refused(
                problem ?? SettingsDiagnostic(path: path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.unreadable, ["reason": "?"])))
        }
        let edited: String
        do {
            edited = try TOMLEditor.setting(change.value, at: change.keyPath, in: text)
        } catch {
            return .failed(reason: "\(error)")
        }
        let intended = change.applied(to: settings)
        guard let after = parse(edited, path: path, registry: registry).settings, after == intended else {
            return .failed(reason: "the edited file did not read back as intended")
        }
        return .edited(edited, after)
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

    /// Walks the parsed table: unknown keys warn; each setting of the registry is checked
    /// against its kind, then each bound between two settings.
    private struct Reader {
        let table: TOMLTable
        let path: String
        let registry: SettingsRegistry
        var diagnostics: [SettingsDiagnostic] = []

        mutating func read() -> Settings {
            var settings = Settings()
            let topLevel = Set(registry.topLevelKeys)
            let tables = Set(registry.tables)
            // The player's own keys and buttons: tables of actions, read by `Bindings`.
            if let keys = bindings(KeyBindings.self) { settings.keyBindings = keys }
            if let buttons = bindings(ButtonBindings.self) { settings.buttonBindings = buttons }
            for entry in table.entries
            where !topLevel.contains(entry.key) && !tables.contains(entry.key) && ![KeyScheme.table, ButtonScheme.table].contains(entry.key) {
                warn(
                    entry.keyPlace,
                    DiagnosticText(
                        DiagnosticText.unknownKey, ["key": entry.key, "known": (topLevel.sorted() + tables.sorted()).joined(separator: ", ")]))
            }
            for section in tables.sorted() {
                guard let value = table[section] else { continue }
                guard let sectionTable = value.table else {
                    fail(value.place, DiagnosticText(DiagnosticText.mustBeTable, ["key": section]))
                    continue
                }
                let keys = Set(registry.settings.filter { $0.table == section }.map(\.name))
                for entry in sectionTable.entries where !keys.contains(entry.key) {
                    warn(
                        entry.keyPlace,
                        DiagnosticText(DiagnosticText.unknownKey, ["key": "\(section).\(entry.key)", "known": keys.sorted().joined(separator: ", ")]))
                }
            }
            for setting in registry.settings {
                guard let value = table[path: setting.path], let read = read(value, as: setting) else { continue }
                settings[setting] = read
            }
            for setting in registry.settings {
                guard let bound = setting.bound, let other = registry.descriptor(at: bound.other),
                    let mine = Double(setting: settings[setting]), let limit = Double(setting: settings[other])
                else { continue }
                let (broken, template) =
                    switch bound.side {
                    case .atLeast: (mine < limit, DiagnosticText.atLeast)
                    case .atMost: (mine > limit, DiagnosticText.atMost)
                    }
                guard broken else { continue }
                fail(
                    table[path: setting.path]?.place,
                    DiagnosticText(template, ["key": setting.name, "value": "\(mine)", "other": other.name, "limit": "\(limit)"]))
            }
            return settings
        }

        /// The value as `setting` holds it, or nil with the reason recorded.
        private mutating func read(_ value: TOMLValue, as setting: SettingDescriptor) -> SettingValue? {
            let key = setting.key
            switch setting.kind {
            case .boolean:
                guard let flag = value.boolean else {
                    fail(value.place, DiagnosticText(DiagnosticText.mustBeBool, ["key": key]))
                    return nil
                }
                return .boolean(flag)
            case .integer(let range):
                if let off = setting.off, value.integer == Int64(off) { return .integer(off) }
                return bounded(value, key: key, in: range, off: setting.off, template: DiagnosticText.mustBeWholeNumber) {
                    $0.integer.flatMap { Int(exactly: $0) }
                }
                .map(SettingValue.integer)
            case .number(let range):
                return bounded(value, key: key, in: range, template: DiagnosticText.mustBeNumber) { $0.number.flatMap { $0.isFinite ? $0 : nil } }
                    .map(SettingValue.number)
            case .choice(let choices):
                guard let name = value.string, let choice = choices.first(where: { $0.isNamed(name) }) else {
                    fail(value.place, DiagnosticText(DiagnosticText.mustBeOneOf, ["key": key, "choices": Self.quoted(choices.map(\.value))]))
                    return nil
                }
                return .text(choice.value)
            case .color:
                guard let text = value.string else {
                    fail(value.place, DiagnosticText(DiagnosticText.mustBeColor, ["key": key]))
                    return nil
                }
                guard let color = ColorValue.parse(text) else {
                    fail(value.place, DiagnosticText(DiagnosticText.unknownColor, ["key": key, "value": text]))
                    return nil
                }
                return .color(color)
            }
        }

        /// The value read by `read`, when it is one and lies in `range`; otherwise nil, with the
        /// reason recorded.
        private mutating func bounded<Number: Comparable>(
            _ value: TOMLValue, key: String, in range: ClosedRange<Number>, off: Int? = nil, template: String, read: (TOMLValue) -> Number?
        ) -> Number? {
            let (low, high) = ("\(range.lowerBound)", "\(range.upperBound)")
            guard let number = read(value) else {
                let text =
                    off.map { DiagnosticText(DiagnosticText.mustBeOffOrWholeNumber, ["key": key, "off": "\($0)", "low": low, "high": high]) }
                    ?? DiagnosticText(template, ["key": key, "low": low, "high": high])
                fail(value.place, text)
                return nil
            }
            guard range.contains(number) else {
                let text =
                    off.map {
                        DiagnosticText(DiagnosticText.offOrOutOfRange, ["key": key, "value": "\(number)", "off": "\($0)", "low": low, "high": high])
                    }
                    ?? DiagnosticText(DiagnosticText.outOfRange, ["key": key, "value": "\(number)", "low": low, "high": high])
                fail(value.place, text)
                return nil
            }
            return number
        }

        /// The scheme's table, read; nil where the file has none (or it is not a table).
        private mutating func bindings<Scheme>(_ kind: Bindings<Scheme>.Type) -> Bindings<Scheme>? {
            guard let value = table[Scheme.table] else { return nil }
            guard let inputs = value.table else {
                fail(value.place, DiagnosticText(DiagnosticText.mustBeTable, ["key": Scheme.table]))
                return nil
            }
            return Bindings<Scheme>.read(inputs) { place, text, isError in
                if isError { fail(place, text) } else { warn(place, text) }
            }
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
