import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// Draws a frame of the game: background, shapes, right/wrong feedback, HUD, and the pause, help
/// and notice overlays, each by its own painter, then presents it.
@MainActor
final class GameRenderer {
    /// What a frame draws, bottom to top: a thing may cover one in a layer below it.
    enum Layer: Int {
        case scene, daily, race, screen, bar, notice
    }

    let renderer: Renderer
    let text: TextPainter
    private let shapes: ShapePainter
    private let hud: HUDPainter
    let overlays: OverlayPainter
    private let controls: ControlBarPainter
    let statsPainter: StatsPainter
    let dailyResults: DailyResultsPainter
    var theme: Theme
    var catalog: Catalog = .english {
        didSet { text.language = catalog.language }
    }
    /// Whether each shape shows its number key (`[accessibility] labels`); the keys the help shows.
    var labelsShapes = false
    var keyBindings = KeyBindings()
    var buttonBindings = ButtonBindings()
    /// The help's and About's last layouts, by what they depend on: the controls (for the page
    /// buttons) and the frame both ask for them, measured once until something changes.
    var pagedLayouts = PagedLayouts()

    init(renderer: Renderer, context: SDLContext, font: FontFace, theme: Theme) throws(PlatformError) {
        self.renderer = renderer
        self.theme = theme
        let pool = TexturePool(renderer: renderer)
        text = try TextPainter(context: context, renderer: renderer, face: font, pool: pool)
        shapes = ShapePainter(renderer: renderer, pool: pool)
        hud = HUDPainter(renderer: renderer, text: text)
        overlays = OverlayPainter(renderer: renderer, text: text)
        controls = ControlBarPainter(renderer: renderer, text: text, pool: pool)
        statsPainter = StatsPainter(renderer: renderer, text: text, pool: pool)
        dailyResults = DailyResultsPainter(renderer: renderer, text: text, pool: pool)
    }

    /// The characters of `text` the font in use cannot draw.
    func missingCharacters(in text: String) throws(PlatformError) -> [Character] {
        try self.text.missingCharacters(in: text)
    }

    /// Draws text with `face` from now on.
    func use(font face: FontFace) throws(PlatformError) {
        try text.use(face: face)
    }

    /// Draws one frame: the shapes, the HUD and the bar, then whatever covers them.
    ///
    /// - Parameters:
    ///   - game: the game whose turn is on screen.
    ///   - app: what covers it (the pause, an overlay).
    ///   - model: what the HUD shows (score, best, mode, streak).
    ///   - bar: the mode bar's buttons and which is chosen.
    ///   - pauseMenu: the pause screen's buttons, shown while paused.
    ///   - question: the restart question's buttons, shown while it asks.
    ///   - helpButtons: where the help screen's buttons are (window coordinates).
    ///   - about: what About says, shown while it is open.
    ///   - ring: the controller's focus ring, in window coordinates, when it shows.
    ///   - statsModel: the stats overlay's figures, shown when it is open.
    ///   - notice: a line at the bottom (a settings problem, a saved screenshot), if any.
    ///   - preferences: the preferences screen, when it is open.
    ///   - daily: the daily challenge's results, while they show.
    ///   - race: the race's joining screen or results, its players' rings, and who is missing.
    ///   - inside: the "how it works" panel's words, drawn beside the shapes while it faces the
    ///     player.
    ///   - insideColumn: the panel's scroll buttons and their column (window points).
    ///   - capture: given the frame's pixels before the ring and the notice go on it (a screenshot).
    func draw(
        _ game: Game, app: AppModel, hud model: HUDModel, bar: ControlBar, pauseMenu: PauseMenu, question: PauseMenu? = nil,
        helpButtons: HelpButtons = HelpButtons(about: .zero, previous: .zero, next: .zero), about: About? = nil, ring: Rect?,
        stats statsModel: StatsModel, notice: String?, preferences: PreferencesModel? = nil, daily: DailyResultsModel? = nil, race: RaceModel? = nil,
        inside: InsideText? = nil, insideColumn: ScrollColumn? = nil, capture: ((Image) -> Void)? = nil
    ) throws(PlatformError) -> Drawn {
        let scale = try renderer.pixelScale()
        // NB: a notice held as a dialog is drawn as its screen, not in a band.
        let held = app.holdsNotice ? notice : nil
        let notice = app.holdsNotice ? nil : notice
        let window = Rect(origin: .zero, size: game.layout.windowSize).scaled(by: scale)
        // (Where the panel's canvas will cover its part of the window, the rest is cleared.)
        if inside != nil, app.facesInside, let panel = game.layout.asideFrame, renderer.drawn == nil, renderer.drawsIntoTextures {
            try clear(besides: panel.scaled(by: scale))
        } else {
            try renderer.clear(theme.background)
        }
        renderer.layer = Layer.scene.rawValue
        // NB: one screen is drawn at a time, the stack's top (`AppModel.screens`); the shapes stay
        // out of sight while the pause is anywhere in it, and under the panel where it takes the
        // whole band.
        // (A turn stepped through shows its shapes as its stop says: none before the factories
        // made them, bare as they made them, styled, then ringed where they are laid out.)
        let stop = app.stops.first
        if app.pause == nil, !game.layout.asideTakesBand, stop != .strategy {
            let views = stop == .factories ? game.views.map { Self.bare($0, theme: theme) } : game.views
            try shapes.drawShapes(views, turn: game.viewsTurnID, scale: scale)
            if stop?.lightsShapes == true {
                for view in game.views { try overlays.drawRing(around: view.frame.scaled(by: scale), within: window, theme: theme, scale: scale) }
            }
            // NB: not while right or wrong shows: a number's tile would cover a shape's ✓ or ✗ (no
            // shape is picked then).
            if labelsShapes, game.feedback == nil {
                try overlays.drawShapeLabels(game.views, cell: game.layout.availableSize, theme: theme, scale: scale)
            }
            if let feedback = game.feedback { try shapes.drawFeedback(feedback, on: game.views, theme: theme, scale: scale) }
        }
        // The "how it works" panel, beside the shapes while nothing covers them.
        pagedLayouts.insideScroll = nil
        pagedLayouts.insideButtons = []
        if let inside, app.facesInside, let panel = game.layout.asideFrame {
            pagedLayouts.insideScroll = try drawInside(
                inside, panel: panel.scaled(by: scale), column: insideColumn, first: app.insideScroll, scale: scale)
        } else {
            pagedLayouts.insideCanvas = nil
        }
        // NB: a results screen says all the HUD would, larger: it takes the HUD's band too; so
        // does the race's joining screen, whose first view is how to join.
        let results = app.screens.isEmpty && (daily != nil || race?.session.result != nil || race?.session.isJoining == true)
        // NB: over a screen, a notice takes the HUD's band (and more below it where it is taller).
        let noticeOver = noticeOverScreen(notice, over: app, game: game)
        // The overlays cover the play area and leave the bar, so its buttons close them.
        let covered = Rect(x: 0, y: 0, width: window.width, height: game.layout.barFrame.minY * scale)
        // Over the game, the notice goes along the bottom, above any buttons and beside the
        // panel, or higher where that covers a shape (`NoticePlacement`); one too long for the
        // room below the HUD takes the HUD's band too (it is never cut), and the HUD comes back
        // when it goes.
        var noticeAlong: (layout: OverlayPainter.NoticeLayout, room: Rect, top: Double)?
        // (The bar's "more" menu, open, stands above the bar at its right: a notice goes above it.)
        let menuOpen = app.showsBarMenu && bar.menuFrame != nil
        if noticeOver == nil, let notice {
            let menus = [
                app.isPaused ? pauseMenu : nil, app.confirmation == nil ? nil : question, daily?.menu,
                race?.session.result == nil ? nil : race?.resultsMenu,
            ]
            let paged = app.isHelpShown || app.isStatsShown || app.top == .overlay(.about) ? helpButtons.about.minY : nil
            // NB: beside the panel, never over it: along the shapes' side, or above a panel at the foot.
            let aside = app.facesInside ? game.layout.asideFrame : nil
            let tops =
                menus.compactMap { $0?.controls.map(\.frame.minY).min() }
                + [paged, aside.flatMap { $0.minX > 0 ? nil : $0.minY }, menuOpen ? bar.menuFrame?.minY : nil].compactMap { $0 }
            var room = Self.room(for: covered, above: tops.min(), scale: scale)
            if let aside, aside.minX > 0 { room = Rect(x: room.minX, y: room.minY, width: min(room.width, aside.minX * scale), height: room.height) }
            let laid = try overlays.noticeAlong(notice, in: room, below: game.layout.hudHeight * scale, scale: scale)
            // (The shapes on screen: none under a screen, nor under a panel that takes the band.)
            let shapes = app.hidesShapes || game.layout.asideTakesBand ? [] : game.views.map { $0.frame.scaled(by: scale) }
            let top = NoticePlacement.top(of: laid.panel, padding: laid.padding, in: room, hudBottom: game.layout.hudHeight * scale, shapes: shapes)
            noticeAlong = (laid, room, top)
        }
        // A notice its band cannot show whole is never cut: the frame is not shown, and the app
        // holds the notice as a dialog (`AppModel.Screen.notice`) and draws again.
        if noticeOver?.isCut == true || noticeAlong?.layout.isCut == true { return .noticeCut }
        let hudCovered = noticeAlong.map { $0.top < game.layout.hudHeight * scale } ?? false
        // (The help, About, the stats, the preferences, the pause and the questions cover the
        // HUD's band with their own text.)
        let readerOnTop: Bool =
            switch app.top {
            case .overlay(.help)?, .overlay(.about)?, .overlay(.stats)?, .overlay(.preferences)?, .pause?, .question?, .notice?: true
            default: false
            }
        if !results, noticeOver == nil, !hudCovered, !readerOnTop {
            let score = try hud.draw(model, layout: game.layout, theme: theme, catalog: catalog, scale: scale)
            // A link of the chain, stepped through, lights the score it adds to.
            if stop?.lightsScore == true { try overlays.drawRing(around: score, within: window, theme: theme, scale: scale) }
        }
        let margin = game.layout.usualHUDHeight * scale * 0.25
        // NB: over a screen, a notice takes the HUD's band, and the screen's lines begin below
        // it where it is taller; over the game, it goes along the bottom.
        let height = noticeOver.map { $0.panel.height + $0.padding } ?? 0
        let stacked = try drawScreens(
            game, app: app, score: model.score, covered: covered, margin: margin,
            band: (below: max(height - game.layout.hudHeight * scale, 0), results: height), pauseMenu: pauseMenu, question: question,
            helpButtons: helpButtons, about: about, stats: statsModel, preferences: preferences, daily: daily, race: race, held: held, scale: scale)
        pagedLayouts.stack = StackPages(screen: app.stackedScreen, laid: stacked, scale: scale)
        renderer.layer = Layer.bar.rawValue
        try controls.draw(
            bar, mode: game.mode, daily: game.play.daily != nil, race: app.race != nil, helpShown: app.isHelpShown, statsShown: app.isStatsShown,
            paused: app.isPaused,
            preferencesShown: app.isPreferencesShown, insideShown: app.showsInside, menuOpen: menuOpen, style: game.settings.style.scaled(by: scale),
            theme: theme, scale: scale)
        let noticeFrame = noticeAlong.map { laid, room, top in
            Rect(x: room.midX - laid.panel.width / 2, y: top, width: laid.panel.width, height: laid.panel.height)
        }
        try drawBarLabel(app: app, bar: bar, window: window, scale: scale, notice: noticeFrame)
        if let capture { capture(try renderer.readPixels()) }
        if let ring { try overlays.drawRing(around: ring.scaled(by: scale), within: window, theme: theme, scale: scale) }
        for (seat, frame) in race?.rings ?? [] {
            // NB: two rings on one shape: the second a little wider, so both show.
            let spread = race?.rings.filter({ $0.frame == frame }).count ?? 1 > 1 && seat == 1 ? 6.0 : 0
            try overlays.drawRing(
                around: frame.insetBy(dx: -spread, dy: -spread).scaled(by: scale), within: window, theme: theme, player: seat,
                scale: scale)
        }
        // Notices sit above the bar, so they never hide a control.
        renderer.layer = Layer.notice.rawValue
        if let laid = noticeOver {
            try overlays.drawNotice(laid, top: (results ? margin : 0) + laid.padding / 2, in: covered, theme: theme)
        } else if let (laid, room, top) = noticeAlong {
            try overlays.drawNotice(laid, top: top, in: room, theme: theme)
        }
        renderer.present()
        shapes.endFrame()
        controls.endFrame()
        statsPainter.endFrame()
        dailyResults.endFrame()
        text.endFrame()
        return .presented
    }

    /// What became of a frame: shown, or not, for a notice its band could not show whole.
    enum Drawn {
        case presented
        case noticeCut
    }

    /// `view` as its factories made it, before the builder styled it: its outline alone, thin, in
    /// the theme's muted text colour.
    static func bare(_ view: ShapeView, theme: Theme) -> ShapeView {
        var view = view
        view.style = ShapeStyle(showFill: false, fillColor: theme.background, showOutline: true, outlineColor: theme.muted, outlineWidth: 2)
        return view
    }
}
