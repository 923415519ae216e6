import Drawing
import Preferences

/// The colours around the shapes (the shapes' own come from the builder's style), by the role
/// each plays on screen. Two surfaces carry text: `background` (the play area and the HUD) and
/// `panel` (every screen drawn over the shapes, and the bar), which is solid, so nothing shows
/// through under the text. Every text role reads on both at 4.5:1 or more (WCAG's measure for
/// text), in every theme and with the player's own colours: `Theme(_:)` makes it so, darkening or
/// lightening a colour that does not, and `ContrastTests` holds every role to it.
public struct Theme: Hashable, Sendable {
    /// The play area's and the HUD's surface.
    public var background: RGBA
    /// The surface of the screens over the play area, and of the bar.
    public var panel: RGBA
    /// A chosen row on the panel (the preferences' selected line).
    public var selection: RGBA
    /// Body text.
    public var text: RGBA
    /// Text of less weight: page numbers, captions, what is only waiting.
    public var muted: RGBA
    /// A section's heading (drawn bold, in the text's colour's family).
    public var heading: RGBA
    /// A key's or a button's name in the help.
    public var keyName: RGBA
    /// A setting's value.
    public var value: RGBA
    /// The one colour that marks what is chosen or what to press first.
    public var accent: RGBA
    /// A right answer (text and marks).
    public var correct: RGBA
    /// A wrong answer.
    public var wrong: RGBA
    /// The shapes' outline and fill colours (what a race player's ring must stand out from).
    public var shapeOutline: RGBA
    public var shapeFill: RGBA

    /// Text on the surfaces reads at this ratio or more (WCAG AA for body text).
    public static let textContrast = 4.5

    /// The classic theme's colors, as the settings define them.
    public static let standard = Theme(ThemeName.classic.colors)

    /// The roles for the player's colours: the panel is the background taken halfway towards
    /// black (a dark background) or white (a light one), solid; each text role is its colour,
    /// moved towards black or white only as far as it must to read on both surfaces.
    public init(_ colors: ResolvedColors) {
        let background = colors.background
        let light = background.relativeLuminance > 0.18
        let panel = background.mixed(with: light ? .white : .black, by: light ? 0.55 : 0.5)
        let selection = panel.mixed(with: colors.text, by: 0.12)
        let surfaces = [background, panel, selection]
        func readable(_ color: RGBA) -> RGBA { color.readable(on: surfaces, ratio: Self.textContrast) }
        self.background = background
        self.panel = panel
        self.selection = selection
        text = readable(colors.text)
        muted = readable(colors.text.mixed(with: background, by: 0.3))
        heading = text
        accent = readable(colors.outline)
        keyName = accent
        value = accent
        correct = readable(colors.correct)
        wrong = readable(colors.wrong)
        shapeOutline = colors.outline
        shapeFill = colors.fill
    }

    /// Every text role, by name, for the checks and the log.
    public var textRoles: [(name: String, color: RGBA)] {
        [
            ("text", text), ("muted", muted), ("heading", heading), ("key name", keyName), ("value", value), ("accent", accent),
            ("right", correct), ("wrong", wrong),
        ]
    }
}

extension RGBA {
    /// This colour and `other`, mixed: `amount` 0 is this one, 1 the other (opaque).
    func mixed(with other: RGBA, by amount: Double) -> RGBA {
        let share = min(max(amount, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - share) + Double(b) * share).rounded()) }
        return RGBA(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue), alpha: 255)
    }

    /// The nearest colour to this one that reads at `ratio` on every one of `surfaces`: this
    /// one where it does; else it taken step by step towards black or white, whichever reads
    /// better on the surfaces, until it does (at the worst, black or white itself).
    func readable(on surfaces: [RGBA], ratio: Double) -> RGBA {
        let opaque = withAlpha(255)
        func worst(_ color: RGBA) -> Double { surfaces.map { color.contrast(with: $0) }.min() ?? 21 }
        guard worst(opaque) < ratio else { return opaque }
        let end: RGBA = worst(.white) >= worst(.black) ? .white : .black
        for step in 1...20 {
            let candidate = opaque.mixed(with: end, by: Double(step) / 20)
            if worst(candidate) >= ratio { return candidate }
        }
        return end
    }
}
