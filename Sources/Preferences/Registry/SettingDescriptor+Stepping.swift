extension SettingDescriptor {
    /// The value one step from `value` (forward, or back): a switch flips, a choice cycles, a
    /// number moves to the next multiple of the preference's step within its range. Nil when the
    /// step changes nothing (a number at the end of its range) or the setting does not step.
    public func stepped(from value: SettingValue?, forward: Bool) -> SettingValue? {
        switch kind {
        case .boolean:
            guard case .boolean(let flag)? = value ?? defaultValue else { return .boolean(true) }
            return .boolean(!flag)
        case .choice(let choices):
            guard !choices.isEmpty else { return nil }
            let current = choices.firstIndex { value == .text($0.value) } ?? 0
            let next = (current + (forward ? 1 : choices.count - 1)) % choices.count
            return next == current ? nil : .text(choices[next].value)
        case .integer(let range):
            guard let current = Double(setting: value ?? defaultValue) else { return nil }
            // Off comes before the range: a step forward from it is the range's first value.
            if let off, Int(current) == off { return forward ? .integer(range.lowerBound) : nil }
            if let off, !forward, Int(current) <= range.lowerBound { return .integer(off) }
            let next = Int(
                min(max(Self.step(current, by: preference?.step ?? 1, forward: forward), Double(range.lowerBound)), Double(range.upperBound)))
            return Double(next) == current ? nil : .integer(next)
        case .number(let range):
            guard let current = Double(setting: value ?? defaultValue) else { return nil }
            let next = min(max(Self.step(current, by: preference?.step ?? 1, forward: forward), range.lowerBound), range.upperBound)
            return next == current ? nil : .number(next)
        case .color:
            return nil
        }
    }

    /// The next multiple of `size` above `value` (or below it, going back).
    private static func step(_ value: Double, by size: Double, forward: Bool) -> Double {
        guard size > 0 else { return value }
        return forward ? ((value / size).rounded(.down) + 1) * size : ((value / size).rounded(.up) - 1) * size
    }

    /// How the preferences screen writes a value: a switch's and a choice's words in English (for
    /// the catalog), a number with its unit (which the catalog writes too).
    public func shown(_ value: SettingValue?) -> ShownValue {
        switch value ?? defaultValue {
        case .boolean(let flag)?: .words(flag ? "on" : "off")
        case .integer(let number)? where number == off: .words("off")
        case .text(let name)?: .words(choices.first { $0.value == name }?.label ?? name)
        case let number?: preference?.unit.map { .quantity(number.plain, $0) } ?? .verbatim(number.plain)
        case nil: .verbatim("–")
        }
    }

    public enum ShownValue: Hashable, Sendable {
        /// English words, to be translated.
        case words(String)
        /// As it is: a number.
        case verbatim(String)
        /// A number and its unit, to be written as the language writes them (`80 %` in German,
        /// `80%` in English).
        case quantity(String, Preference.Unit)
    }
}
