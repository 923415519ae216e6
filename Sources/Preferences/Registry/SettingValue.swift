import Drawing
import GameCore
import TOML

/// A setting's value as the settings file holds it, whatever Swift type the game reads it as.
public enum SettingValue: Hashable, Sendable {
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    /// A choice, by the name the file writes (`"classic"`, `"zh-Hans"`, `"circle"`).
    case text(String)
    case color(RGBA)

    /// The value as the TOML editor writes it. Whole numbers are written as integers, as the
    /// template writes them.
    public var toml: TOMLValue.Kind {
        switch self {
        case .boolean(let flag): .boolean(flag)
        case .integer(let number): .integer(Int64(number))
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? .integer(Int64(number)) : .float(number)
        case .text(let text): .string(text)
        case .color(let color): .string(ColorValue.format(color))
        }
    }

    /// The value as the file writes it: `true`, `80`, `0.3`, `"classic"`, `"#ff8000"`.
    public var literal: String { TOMLWriter.text(of: toml) }

    /// The value as a person reads it: a number without quotes or trailing zeros, a name as it is.
    public var plain: String {
        switch self {
        case .text(let text): text
        case .color(let color): ColorValue.format(color)
        default: literal
        }
    }
}

/// A Swift type a setting can be read as. `Optional` is one too: nil is a setting left unset.
public protocol SettingRepresentable: Hashable, Sendable {
    /// Nil when `value` is not one of this type's values (nil `value`: the setting is unset).
    init?(setting value: SettingValue?)
    /// Nil for a setting left unset.
    var setting: SettingValue? { get }
}

extension Bool: SettingRepresentable {
    public init?(setting value: SettingValue?) {
        guard case .boolean(let flag) = value else { return nil }
        self = flag
    }
}

extension Int: SettingRepresentable {
    public init?(setting value: SettingValue?) {
        guard case .integer(let number) = value else { return nil }
        self = number
    }
}

extension Double: SettingRepresentable {
    public init?(setting value: SettingValue?) {
        switch value {
        case .number(let number): self = number
        case .integer(let number): self = Double(number)
        default: return nil
        }
    }
}

extension RGBA: SettingRepresentable {
    public init?(setting value: SettingValue?) {
        guard case .color(let color) = value else { return nil }
        self = color
    }
}

/// A choice read by its name: the theme, the language, the mode.
extension SettingRepresentable where Self: RawRepresentable, RawValue == String {
    public init?(setting value: SettingValue?) {
        guard case .text(let name) = value else { return nil }
        self.init(rawValue: name)
    }
}

extension ThemeName: SettingRepresentable {}
extension LanguageSetting: SettingRepresentable {}
extension GameMode: SettingRepresentable {}

extension Optional: SettingRepresentable where Wrapped: SettingRepresentable {
    public init?(setting value: SettingValue?) {
        guard let value else {
            self = .none
            return
        }
        guard let wrapped = Wrapped(setting: value) else { return nil }
        self = .some(wrapped)
    }
    public var setting: SettingValue? { self?.setting }
}
