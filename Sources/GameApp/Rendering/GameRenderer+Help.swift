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

    /// The help's and About's layouts and the preferences' fit as last measured, each with what
    /// it was measured for.
    struct PagedLayouts {
        var help: (key: Key, layout: OverlayPainter.HelpLayout)?
        var about: (key: Key, layout: OverlayPainter.AboutLayout)?
        var preferences: (key: PreferencesFitKey, fit: PreferencesScreen.Fit)?
        var menu: (key: MenuFitKey, fit: MenuFit)?
        var notice: (key: NoticeKey, layout: OverlayPainter.NoticeLayout)?
        /// The page count and the page buttons of the stacked screen last drawn (a dialog, the
        /// results, the race's joining screen), in window points: what was seen is what a click uses.
        var stack = StackPages()
        /// The "how it works" panel's last layout, and how many pages it had as last drawn (1
        /// while it is not drawn): its page buttons are controls only where it has more.
        var inside: (key: InsideKey, layout: InsideLayout)?
        var insidePages = 1

        /// Everything a layout depends on.
        struct Key: Hashable {
            let covered: Rect
            let hudHeight: Double
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

    /// How many pages the help has in the window as it is now: one where it fits at a readable
    /// size, more where it would have to shrink below it. One when it cannot be measured.
    func helpPageCount(buttons: HelpButtons, pad: ControllerFamily, game: Game, band: Double = 0) -> Int {
        (try? helpLayout(buttons: buttons, pad: pad, game: game, band: band))?.pages.count ?? 1
    }

    /// How many pages About has in the window as it is now (see `helpPageCount`).
    func aboutPageCount(_ about: About, buttons: HelpButtons, game: Game, band: Double = 0) -> Int {
        (try? aboutLayout(about, buttons: buttons, game: game, band: band))?.pages.count ?? 1
    }

    /// How many pages the stats take in the window as it is now (see `helpPageCount`).
    func statsPageCount(_ model: StatsModel, buttons: HelpButtons, game: Game, band: Double = 0) -> Int {
        guard let scale = try? renderer.pixelScale() else { return 1 }
        let covered = Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale)
        let frame = StatsPainter.Frame(covered: covered, hudHeight: game.layout.hudHeight * scale + band, buttons: buttons, scale: scale)
        return (try? statsPainter.pageCount(model, in: frame, theme: theme, catalog: catalog)) ?? 1
    }

    /// The help laid out for the window as it is now, measured again only when that changed.
    func helpLayout(buttons: HelpButtons, pad: ControllerFamily, game: Game, band: Double = 0) throws(PlatformError) -> OverlayPainter.HelpLayout {
        let key = try layoutKey(buttons: buttons, game: game, band: band, pad: pad, about: nil)
        if let cached = pagedLayouts.help, cached.key == key { return cached.layout }
        let layout = try overlays.helpLayout(
            in: key.covered, below: key.hudHeight, buttons: key.buttons, pad: pad, keys: keyBindings, padButtons: buttonBindings,
            catalog: catalog, scale: key.scale)
        pagedLayouts.help = (key, layout)
        return layout
    }

    /// About laid out for the window as it is now, measured again only when that changed.
    func aboutLayout(_ about: About, buttons: HelpButtons, game: Game, band: Double = 0) throws(PlatformError) -> OverlayPainter.AboutLayout {
        let key = try layoutKey(buttons: buttons, game: game, band: band, pad: nil, about: about)
        if let cached = pagedLayouts.about, cached.key == key { return cached.layout }
        let layout = try overlays.aboutLayout(
            about, in: key.covered, below: key.hudHeight, buttons: key.buttons, theme: theme, catalog: catalog, scale: key.scale)
        pagedLayouts.about = (key, layout)
        return layout
    }

    private func layoutKey(buttons: HelpButtons, game: Game, band: Double, pad: ControllerFamily?, about: About?) throws(PlatformError)
        -> PagedLayouts.Key
    {
        let scale = try renderer.pixelScale()
        return PagedLayouts.Key(
            covered: Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale),
            hudHeight: game.layout.hudHeight * scale + band, buttons: buttons.about.scaled(by: scale), scale: scale, textScale: text.scale,
            face: text.face, language: catalog.language, theme: theme, pad: pad, about: about, keys: keyBindings, padButtons: buttonBindings)
    }
}
