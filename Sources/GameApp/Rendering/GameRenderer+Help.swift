import Drawing
import GameCore
import Platform
import Preferences

extension GameRenderer {
    /// Where a notice may go: the covered area, above `top` (in window coordinates), the top of
    /// the buttons showing over the game (the pause's, a question's, the results', the help's or
    /// About's row), so it never hides one.
    static func room(for covered: Rect, above top: Double?, scale: Double) -> Rect {
        guard let top else { return covered }
        return Rect(x: covered.minX, y: covered.minY, width: covered.width, height: min(covered.height, top * scale))
    }

    /// The help's and About's layouts and the preferences' sheet as last measured, each with what
    /// it was measured for.
    struct PagedLayouts {
        var help: (key: Key, layout: OverlayPainter.HelpLayout)?
        var about: (key: Key, layout: OverlayPainter.AboutLayout)?
        var preferences: (key: PreferencesSheetKey, sheet: PreferencesSheet)?
        var menu: (key: MenuFitKey, fit: MenuFit)?
        var notice: (key: NoticeKey, layout: OverlayPainter.NoticeLayout)?
        /// The page count and the page buttons of the stacked screen last drawn (a dialog, the
        /// results, the race's joining screen), in window points: what was seen is what a click uses.
        var stack = StackPages()
        /// The "how it works" panel's last layout, and how its rows scrolled as last drawn (nil
        /// where they fitted, or it was not drawn): its scroll buttons are controls only then.
        var inside: (key: InsideKey, layout: InsideLayout)?
        var insideScroll: ScrollRows?
        /// The panel's buttons as last drawn, in window points: what each does, and where.
        var insideButtons: [(action: AppCommand, frame: Rect)] = []
        /// The panel's picture as last drawn, shown again while nothing in it changes.
        var insideCanvas: InsideCanvas?
        /// While a band of the panel's canvas is drawn (not nil): what it draws over the panel,
        /// in output pixels, which a new turn's words take back where they do not cover it.
        var insideInk: [Rect]?

        /// Everything a layout depends on.
        struct Key: Hashable {
            let covered: Rect
            let buttons: Rect
            let scale: Double
            let textScale: Double
            let face: FontFace
            let language: Language
            let theme: Theme
            let pad: ControllerFamily?
            let about: About?
            let keys: KeyBindings
            let padButtons: ButtonBindings
        }
    }

    /// The rows of the screen that scrolls on top (the help, About) as laid out for the window
    /// now; nil for another screen, or where it cannot be measured.
    func scrollRows(for app: AppModel, about: About, stats: StatsModel, buttons: HelpButtons, game: Game) -> ScrollRows? {
        switch app.top {
        case .overlay(.help)?: (try? helpLayout(buttons: buttons, pad: app.padFamily, game: game))?.scroll
        case .overlay(.about)?: (try? aboutLayout(about, buttons: buttons, game: game))?.scroll
        case .overlay(.stats)?:
            statsFrame(buttons: buttons, game: game).flatMap { try? statsPainter.scrollRows(stats, in: $0, theme: theme, catalog: catalog) }
        default: nil
        }
    }

    /// The text of each of those rows, as the voice reads it (a key and what it does).
    func scrollText(for app: AppModel, about: About, stats: StatsModel, buttons: HelpButtons, game: Game) -> [String] {
        switch app.top {
        case .overlay(.help)?:
            return (try? helpLayout(buttons: buttons, pad: app.padFamily, game: game))?.rows.map { row in
                row.map { [$0.keys, $0.action].filter { !$0.isEmpty }.joined(separator: " ") } ?? ""
            } ?? []
        case .overlay(.about)?: return (try? aboutLayout(about, buttons: buttons, game: game))?.pages.first?.map(\.text) ?? []
        case .overlay(.stats)?:
            return statsFrame(buttons: buttons, game: game).flatMap { try? statsPainter.listText(stats, in: $0, theme: theme, catalog: catalog) }
                ?? []
        default: return []
        }
    }

    /// Where the stats go in the window as it is now (nil where it cannot be measured).
    func statsFrame(buttons: HelpButtons, game: Game) -> StatsPainter.Frame? {
        guard let scale = try? renderer.pixelScale() else { return nil }
        let covered = Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale)
        return StatsPainter.Frame(covered: covered, column: buttons.column(for: .overlay(.stats)), scale: scale)
    }

    /// The help laid out for the window as it is now, measured again only when that changed.
    func helpLayout(buttons: HelpButtons, pad: ControllerFamily, game: Game) throws(PlatformError) -> OverlayPainter.HelpLayout {
        let key = try layoutKey(buttons: buttons, game: game, pad: pad, about: nil)
        if let cached = pagedLayouts.help, cached.key == key { return cached.layout }
        let layout = try overlays.helpLayout(
            in: key.buttons, pad: pad, keys: keyBindings, padButtons: buttonBindings, catalog: catalog, scale: key.scale)
        pagedLayouts.help = (key, layout)
        return layout
    }

    /// About laid out for the window as it is now, measured again only when that changed.
    func aboutLayout(_ about: About, buttons: HelpButtons, game: Game) throws(PlatformError) -> OverlayPainter.AboutLayout {
        let key = try layoutKey(buttons: buttons, game: game, pad: nil, about: about)
        if let cached = pagedLayouts.about, cached.key == key { return cached.layout }
        let layout = try overlays.aboutLayout(about, in: key.buttons, theme: theme, catalog: catalog, scale: key.scale)
        pagedLayouts.about = (key, layout)
        return layout
    }

    /// What the help's or About's layout depends on; its room (`buttons`) is the text's, in
    /// output pixels.
    private func layoutKey(buttons: HelpButtons, game: Game, pad: ControllerFamily?, about: About?) throws(PlatformError) -> PagedLayouts.Key {
        let scale = try renderer.pixelScale()
        return PagedLayouts.Key(
            covered: Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale),
            buttons: (about == nil ? buttons.help : buttons.alone).text.scaled(by: scale), scale: scale, textScale: text.scale,
            face: text.face, language: catalog.language, theme: theme, pad: pad, about: about, keys: keyBindings, padButtons: buttonBindings)
    }
}
