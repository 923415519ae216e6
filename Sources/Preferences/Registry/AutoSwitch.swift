/// A three-way setting: the desktop decides (`auto`), or the player does.
public enum AutoSwitch: String, CaseIterable, Hashable, Sendable, SettingRepresentable, SettingScalar {
    case auto
    case on
    case off

    public var settingValue: SettingValue { .text(rawValue) }

    /// On or off: the player's choice, or the desktop's answer when there is one (else `fallback`).
    public func resolved(desktop: Bool?, fallback: Bool = false) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .auto: desktop ?? fallback
        }
    }

    /// The choices as the registry lists them.
    static func choices(desktop: String) -> [SettingDescriptor.Choice] {
        [.init("auto", label: "automatic", note: desktop), .init("on", label: "on"), .init("off", label: "off")]
    }
}
