import Drawing
import Platform
import Preferences

/// The dialogs' buttons as large as their labels, and the pages of the screens drawn as a stack.
extension GameRenderer {
    struct MenuFitKey: Hashable {
        let scale: Double
        let textScale: Double
        let face: FontFace
        let language: Language
    }

    /// The pages a stacked screen was drawn with, and where its page buttons were.
    struct StackPages: Hashable {
        var screen: AppModel.StackedScreen?
        var count = 1
        var previous: Rect?
        var next: Rect?

        init() {}

        /// The pages of `laid`, drawn for `screen`, its page buttons in window points.
        init(screen: AppModel.StackedScreen?, laid: OverlayPainter.StackLayout?, scale: Double) {
            guard let laid, let screen else { return }
            self.screen = screen
            count = laid.pages.count
            previous = laid.previous.map { $0.scaled(by: 1 / scale) }
            next = laid.next.map { $0.scaled(by: 1 / scale) }
        }
    }

    /// Every label a dialog's button, the help's About or the preferences' Close shows.
    static let menuLabels: [Message] = [
        UIText.resumeButton, UIText.quitButton, UIText.raceLeave, UIText.restartYes, UIText.resetYes, UIText.cancel, UIText.dailyCopy,
        UIText.dailyBack,
        UIText.rematch, UIText.about, UIText.close,
    ]

    /// The label size a dialog's button holds at least, at scale 1, before the player's text
    /// size: the type scale's heading, as every button's label is drawn.
    static let menuLabelSize = TypeRole.heading.points

    /// Each button's label at `menuLabelSize` and the player's text size, in window points:
    /// measured again only when the language, face or text size changes.
    func menuFit() -> MenuFit {
        guard let scale = try? renderer.pixelScale() else { return MenuFit() }
        let key = MenuFitKey(scale: scale, textScale: text.scale, face: text.face, language: catalog.language)
        if let cached = pagedLayouts.menu, cached.key == key { return cached.fit }
        var fit = MenuFit()
        let size = Int((Self.menuLabelSize * scale).rounded(.up))
        for label in Self.menuLabels {
            guard let measured = try? text.measure(catalog(label), size: size) else { continue }
            fit.labels[label] = Size(width: Double(measured.width) / scale, height: Double(measured.height) / scale)
        }
        pagedLayouts.menu = (key, fit)
        return fit
    }
}
