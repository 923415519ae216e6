import Drawing
import Preferences

/// The colors around the shapes (the shapes' own come from the builder's style).
public struct Theme: Hashable, Sendable {
    public var background: RGBA
    public var text: RGBA
    public var correct: RGBA
    public var wrong: RGBA
    public var panel: RGBA

    public init(background: RGBA, text: RGBA, correct: RGBA, wrong: RGBA, panel: RGBA) {
        self.background = background
        self.text = text
        self.correct = correct
        self.wrong = wrong
        self.panel = panel
    }

    public static let standard = Theme(
        background: RGBA(rgb: 0x1E_25_2D),
        text: RGBA(rgb: 0xEC_EF_F4),
        correct: RGBA(rgb: 0x2E_9E_4F),
        wrong: RGBA(rgb: 0xD2_3C_3C),
        panel: RGBA(red: 0x0E, green: 0x12, blue: 0x16, alpha: 225)
    )

    /// The theme for the player's colors: the panel behind overlays is the background, darkened.
    public init(_ colors: ResolvedColors) {
        let background = colors.background
        self.init(
            background: background, text: colors.text, correct: colors.correct, wrong: colors.wrong,
            panel: RGBA(red: background.red / 2, green: background.green / 2, blue: background.blue / 2, alpha: 225))
    }
}
