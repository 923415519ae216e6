/// What the desktop asks of every app, as its Settings portal says: dark or light, high
/// contrast, less motion, larger text, and whether a screen reader is on. A plain value the game
/// weighs against its own settings (`theme = "auto"` and the rest).
public struct DesktopWishes: Hashable, Sendable {
    public enum ColorScheme: String, Hashable, Sendable {
        case noPreference = "no-preference"
        case dark
        case light
    }

    public var colorScheme: ColorScheme
    public var highContrast: Bool
    public var reducedMotion: Bool
    /// The desktop's text scaling: 1 is its normal size.
    public var textScale: Double
    public var screenReader: Bool

    public init(
        colorScheme: ColorScheme = .noPreference, highContrast: Bool = false, reducedMotion: Bool = false, textScale: Double = 1,
        screenReader: Bool = false
    ) {
        self.colorScheme = colorScheme
        self.highContrast = highContrast
        self.reducedMotion = reducedMotion
        self.textScale = textScale
        self.screenReader = screenReader
    }

    /// The wishes the portal's settings express, by namespace and key. What the portal leaves
    /// out, or gives in a type it should not, is no wish.
    ///
    /// - `org.freedesktop.appearance`: `color-scheme` (1 dark, 2 light), `contrast` (1 high),
    ///   `reduced-motion` (1 reduced).
    /// - `org.gnome.desktop.interface`: `enable-animations` (false: reduced motion),
    ///   `text-scaling-factor`.
    /// - `org.gnome.desktop.a11y.interface`: `high-contrast`.
    /// - `org.gnome.desktop.a11y.applications`: `screen-reader-enabled`.
    public init(portal settings: [PortalKey: BusValue]) {
        self.init()
        switch settings[.colorScheme]?.whole {
        case 1: colorScheme = .dark
        case 2: colorScheme = .light
        default: break
        }
        highContrast = settings[.contrast]?.whole == 1 || settings[.gnomeHighContrast]?.flag == true
        reducedMotion = settings[.reducedMotion]?.whole == 1 || settings[.gnomeAnimations]?.flag == false
        if case .double(let factor)? = settings[.gnomeTextScaling], factor.isFinite, factor > 0 { textScale = factor }
        screenReader = settings[.gnomeScreenReader]?.flag == true
    }
}

/// A setting of the Settings portal: its namespace and key.
public struct PortalKey: Hashable, Sendable, CustomStringConvertible {
    public let namespace: String
    public let key: String

    public init(_ namespace: String, _ key: String) {
        self.namespace = namespace
        self.key = key
    }

    public var description: String { "\(namespace) \(key)" }

    public static let colorScheme = PortalKey("org.freedesktop.appearance", "color-scheme")
    public static let contrast = PortalKey("org.freedesktop.appearance", "contrast")
    public static let reducedMotion = PortalKey("org.freedesktop.appearance", "reduced-motion")
    public static let gnomeAnimations = PortalKey("org.gnome.desktop.interface", "enable-animations")
    public static let gnomeTextScaling = PortalKey("org.gnome.desktop.interface", "text-scaling-factor")
    public static let gnomeHighContrast = PortalKey("org.gnome.desktop.a11y.interface", "high-contrast")
    public static let gnomeScreenReader = PortalKey("org.gnome.desktop.a11y.applications", "screen-reader-enabled")

    /// Every key the game reads.
    public static let all: [PortalKey] = [
        colorScheme, contrast, reducedMotion, gnomeAnimations, gnomeTextScaling, gnomeHighContrast, gnomeScreenReader,
    ]
    /// Their namespaces, as `ReadAll` is asked for them.
    public static var namespaces: [String] {
        var seen: [String] = []
        for key in all where !seen.contains(key.namespace) { seen.append(key.namespace) }
        return seen
    }
}

extension BusValue {
    /// An enumeration's number, whichever integer type it came in.
    fileprivate var whole: Int? {
        switch self {
        case .unsigned(let number): Int(number)
        case .integer(let number): Int(number)
        default: nil
        }
    }

    fileprivate var flag: Bool? {
        if case .boolean(let flag) = self { flag } else { nil }
    }
}
