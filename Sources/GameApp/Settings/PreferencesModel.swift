import Preferences

/// What the preferences screen shows: where its lines are, the values in force, the line the
/// focus ring is on.
struct PreferencesModel {
    var screen: PreferencesScreen
    /// The settings as the player hears and sees them (sound off under the run's --mute).
    var settings: Settings
    var selected: PreferenceRow?
    /// A choice's list, open over the screen.
    var choiceList: ChoiceList?

    /// Whether a switch's setting is on.
    func isOn(_ row: PreferenceRow) -> Bool {
        guard case .setting(let setting) = row, case .boolean(let on)? = settings[setting] else { return false }
        return on
    }

    /// A line's value in words; nil for the reset line.
    func value(of row: PreferenceRow, in catalog: Catalog) -> String? {
        guard case .setting(let setting) = row else { return nil }
        return catalog(setting.shown(settings[setting]))
    }
}
