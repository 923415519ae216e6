import Preferences

/// Changes as the tests write them: `.shapesPerTurn(4)`, each the registry's setting to a value.
extension SettingsChange {
    public static func theme(_ theme: ThemeName) -> SettingsChange { SettingsChange(SettingsRegistry.keys.theme, to: theme) }
    public static func language(_ language: LanguageSetting) -> SettingsChange { SettingsChange(SettingsRegistry.keys.language, to: language) }
    public static func soundEnabled(_ on: Bool) -> SettingsChange { SettingsChange(SettingsRegistry.keys.soundEnabled, to: on) }
    public static func soundVolume(_ volume: Int) -> SettingsChange { SettingsChange(SettingsRegistry.keys.soundVolume, to: volume) }
    public static func shapesPerTurn(_ count: Int) -> SettingsChange { SettingsChange(SettingsRegistry.keys.shapesPerTurn, to: count) }
    public static func adaptive(_ on: Bool) -> SettingsChange { SettingsChange(SettingsRegistry.keys.adaptive, to: on) }
    public static func outlineWidth(_ width: Double) -> SettingsChange { SettingsChange(SettingsRegistry.keys.outlineWidth, to: width) }
}
