import Drawing
import Platform
import Preferences

/// The dialogs' buttons as large as their labels, and how the screens drawn as a stack scroll.
extension GameRenderer {
    struct MenuFitKey: Hashable {
        let scale: Double
        let textScale: Double
        let face: FontFace
        let language: Language
    }

    /// The stacked screen last drawn, and where it scrolls, its rows and scroll buttons as drawn:
    /// what was seen is what a click uses.
    struct StackPages: Hashable {
        var screen: AppModel.StackedScreen?
        /// Its rows' heights against its view, where it is taller than the view.
        var rows: ScrollRows?
        /// The scroll buttons and the room the rows scroll in (window points).
        var column: ScrollColumn?
        /// Each row's text, as the voice reads what comes into view.
        var texts: [String] = []

        init() {}

        /// The stack `laid`, drawn for `screen`: where it scrolls, how, in window points.
        init(screen: AppModel.StackedScreen?, laid: OverlayPainter.StackLayout?, scale: Double) {
            guard let laid, let screen else { return }
            self.screen = screen
            guard let scroll = laid.scroll, scroll.scrolls, let column = laid.column else { return }
            rows = scroll
            self.column = column.scaled(by: 1 / scale)
            texts = laid.texts
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
