import Desktop
import Preferences

/// The player's settings as they are put in force beside the desktop's wishes: the rule, written
/// once and tested without a window.
///
/// - `theme = "auto"` is the desktop's: high contrast when it asks for it, the light tutorial
///   theme for a light desktop, else the dark classic one (also with no desktop to ask).
/// - The text size is the player's times the desktop's text scaling: 100% is the desktop's own
///   size. It stays within 100% to 200%, the sizes every screen is checked to fit.
/// - `reduce_motion` and `speech` are the player's `on` or `off`, or with `auto` the desktop's
///   reduced-motion switch and its screen reader (off with no desktop).
struct SettingsInForce: Equatable {
    /// Where the theme in force came from, as the event log writes it.
    enum ThemeSource: String {
        /// The settings file names it.
        case settings
        /// `auto`, and the desktop answered.
        case desktop
        /// `auto`, and no desktop answered: the classic theme.
        case fallback = "default"
    }

    /// The player's settings with the theme and text size in force.
    var settings: Settings
    var themeSource: ThemeSource
    var reducesMotion: Bool
    var speaks: Bool

    init(file: Settings, desktop: DesktopWishes?) {
        var settings = file
        if file.theme == .auto {
            let dark: Bool? =
                switch desktop?.colorScheme {
                case .dark?: true
                case .light?: false
                case .noPreference?, nil: nil
                }
            settings.theme = file.theme.following(dark: dark, highContrast: desktop?.highContrast ?? false)
            themeSource = desktop == nil ? .fallback : .desktop
        } else {
            themeSource = .settings
        }
        if let scale = desktop?.textScale, scale != 1 {
            var range = 100...200
            if case .integer(let declared) = SettingsRegistry.keys.textSize.descriptor.kind { range = declared }
            // NB: clamped before it is a whole number: a desktop's 1e300 must not trap.
            let scaled = min(max(Double(file.textSize) * scale, Double(range.lowerBound)), Double(range.upperBound))
            settings.textSize = Int(scaled.rounded())
        }
        self.settings = settings
        reducesMotion = file.reduceMotion.resolved(desktop: desktop?.reducedMotion)
        speaks = file.speech.resolved(desktop: desktop?.screenReader)
    }
}
