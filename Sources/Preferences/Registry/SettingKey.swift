import Drawing
import GameCore

/// A setting with the Swift type the game reads it as: `settings[SettingsRegistry.keys.soundVolume]`
/// is an `Int`. Its descriptor says everything else.
public struct SettingKey<Value: SettingRepresentable>: Sendable {
    public let descriptor: SettingDescriptor
    public let defaultValue: Value

    public init(_ descriptor: SettingDescriptor, default defaultValue: Value) {
        self.descriptor = descriptor
        self.defaultValue = defaultValue
    }

    /// The same key, whose value in play holds until the file changes it.
    public func held(inPlay field: GameSettings.Field) -> SettingKey {
        SettingKey(descriptor.held(inPlay: field), default: defaultValue)
    }
}

/// What the registry reads off each key, whatever its value's type.
protocol DescribesSetting {
    var descriptor: SettingDescriptor { get }
}

extension SettingKey: DescribesSetting {}

/// A value a setting can be changed to in the game (a key, the preferences screen): never unset.
public protocol SettingScalar: SettingRepresentable {
    var settingValue: SettingValue { get }
}

extension SettingScalar {
    public var setting: SettingValue? { settingValue }
}

extension Bool: SettingScalar { public var settingValue: SettingValue { .boolean(self) } }
extension Int: SettingScalar { public var settingValue: SettingValue { .integer(self) } }
extension Double: SettingScalar { public var settingValue: SettingValue { .number(self) } }
extension RGBA: SettingScalar { public var settingValue: SettingValue { .color(self) } }
extension ThemeName: SettingScalar { public var settingValue: SettingValue { .text(rawValue) } }
extension LanguageSetting: SettingScalar { public var settingValue: SettingValue { .text(rawValue) } }
extension GameMode: SettingScalar { public var settingValue: SettingValue { .text(rawValue) } }

// MARK: - One initializer per kind

extension SettingKey where Value == Bool {
    public init(_ path: [String], default defaultValue: Bool, comment: String = "{values}", preference: SettingDescriptor.Preference? = nil) {
        self.init(
            SettingDescriptor(path: path, kind: .boolean, defaultValue: .boolean(defaultValue), comment: comment, preference: preference),
            default: defaultValue)
    }
}

extension SettingKey where Value == Int {
    /// - Parameters:
    ///   - path: the table and the key.
    ///   - defaultValue: its value where the file does not set it.
    ///   - range: the whole numbers it may be.
    ///   - off: a number outside `range` it may also be, meaning off (`0`).
    ///   - comment: the template's words about it.
    ///   - preference: its line on the preferences screen.
    public init(
        _ path: [String], default defaultValue: Int, in range: ClosedRange<Int>, off: Int? = nil, comment: String = "{values}",
        preference: SettingDescriptor.Preference? = nil
    ) {
        self.init(
            SettingDescriptor(
                path: path, kind: .integer(range), defaultValue: .integer(defaultValue), comment: comment, off: off, preference: preference),
            default: defaultValue)
    }
}

extension SettingKey where Value == Double {
    public init(
        _ path: [String], default defaultValue: Double, in range: ClosedRange<Double>, bound: SettingDescriptor.Bound? = nil,
        comment: String = "{values}", preference: SettingDescriptor.Preference? = nil
    ) {
        self.init(
            SettingDescriptor(
                path: path, kind: .number(range), defaultValue: .number(defaultValue), comment: comment, bound: bound, preference: preference),
            default: defaultValue)
    }
}

extension SettingKey where Value: SettingScalar {
    /// A setting that takes one of `choices` (by their names).
    public init(
        _ path: [String], default defaultValue: Value, choices: [SettingDescriptor.Choice], comment: String,
        preference: SettingDescriptor.Preference? = nil
    ) {
        self.init(
            SettingDescriptor(
                path: path, kind: .choice(choices), defaultValue: defaultValue.settingValue, comment: comment, preference: preference),
            default: defaultValue)
    }
}

extension SettingKey {
    /// A choice left unset unless the player sets it; the template shows `example`, commented out.
    public init<Wrapped: SettingScalar>(_ path: [String], unsetChoices choices: [SettingDescriptor.Choice], example: Wrapped, comment: String)
    where Value == Wrapped? {
        self.init(
            SettingDescriptor(path: path, kind: .choice(choices), defaultValue: nil, comment: comment, example: example.settingValue),
            default: nil)
    }

    /// A color left unset unless the player sets it; the template shows `example`, commented out.
    public init(_ path: [String], unsetColor example: RGBA) where Value == RGBA? {
        self.init(SettingDescriptor(path: path, kind: .color, defaultValue: nil, comment: "", example: .color(example)), default: nil)
    }
}
