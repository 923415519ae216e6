import Drawing
import GameCore
import Platform
import Preferences

/// The screens over the game, each in its layer: the daily's results, the race's screens, then
/// the one screen on top of the stack.
extension GameRenderer {
    /// Draws what covers the game, the lines of each screen beginning below the notice's `band`
    /// (output pixels: how far it reaches below the HUD, and its height over a results screen,
    /// which has no HUD), and returns the pages of the stacked screen drawn, if one was.
    func drawScreens(
        _ game: Game, app: AppModel, score: Int, covered: Rect, margin: Double, band bands: (below: Double, results: Double), pauseMenu: PauseMenu,
        question: PauseMenu?,
        helpButtons: HelpButtons, about: About?, stats statsModel: StatsModel, preferences: PreferencesModel?, daily: DailyResultsModel?,
        race: RaceModel?, held: String? = nil, scale: Double
    ) throws(PlatformError) -> OverlayPainter.StackLayout? {
        let band = bands.below
        let pages = OverlayPainter.StackPaging(first: app.scroll, side: helpButtons.previous.height * scale, top: band)
        var results = pages
        results.top = bands.results
        var stacked: OverlayPainter.StackLayout?
        renderer.layer = Layer.daily.rawValue
        if let daily, app.screens.isEmpty {
            stacked = try dailyResults.draw(
                daily.card, practiceBest: daily.countedScore, in: covered, below: margin, menu: daily.menu, theme: theme, catalog: catalog,
                scale: scale, pages: results)
        }
        renderer.layer = Layer.race.rawValue
        let below = game.layout.hudHeight * scale
        if let race, app.screens.isEmpty {
            let raceScreens = RaceScreenPainter(renderer: renderer, text: text)
            if race.session.isJoining {
                stacked = try raceScreens.drawJoining(
                    race.session, target: race.target, in: covered, below: margin, theme: theme, catalog: catalog, scale: scale, pages: results)
            } else if let result = race.session.result {
                stacked = try raceScreens.drawResults(
                    result, in: covered, below: margin, menu: race.resultsMenu, theme: theme, catalog: catalog, scale: scale, pages: results)
            } else if let number = race.countdown {
                let top = band > 0 ? below + band : 0
                try raceScreens.drawCountdown(
                    number, in: Rect(x: covered.minX, y: covered.minY + top, width: covered.width, height: max(covered.height - top, 1)),
                    panel: covered, theme: theme)
            }
        }
        renderer.layer = Layer.screen.rawValue
        // The one screen over the game: the stack's top. A dialog's panel covers the HUD: its
        // text begins near the top, below the notice where one shows (it takes the HUD's band).
        let dialogTop = app.noticeOverScreen ? below : min(game.layout.hudHeight, game.layout.usualHUDHeight) * scale * 0.3
        switch app.top {
        case .pause?:
            let missing = race.map { race in race.session.missing.sorted().map { race.session.players[$0].name(in: catalog) } } ?? []
            stacked = try overlays.drawPause(
                in: covered, below: dialogTop, menu: pauseMenu, missing: app.waitsForRacer ? missing : [], theme: theme, catalog: catalog,
                scale: scale, pages: pages)
        case .question(.restart)?:
            if let question {
                stacked = try overlays.drawRestartQuestion(
                    score: score, in: covered, below: dialogTop, menu: question, theme: theme, catalog: catalog, scale: scale, pages: pages)
            }
        case .question(.leaveRace)?:
            if let question {
                stacked = try overlays.drawLeaveRaceQuestion(
                    in: covered, below: dialogTop, menu: question, theme: theme, catalog: catalog, scale: scale, pages: pages)
            }
        case .overlay(.help)?:
            try overlays.drawHelp(
                helpLayout(buttons: helpButtons, pad: app.padFamily, game: game), in: covered, buttons: helpButtons, first: app.scroll, theme: theme,
                catalog: catalog, scale: scale)
        case .overlay(.stats)?:
            try statsPainter.draw(
                statsModel, in: .init(covered: covered, column: helpButtons.column(for: app.top), scale: scale), first: app.scroll, theme: theme,
                catalog: catalog)
        case .overlay(.about)?:
            if let about {
                try overlays.drawAbout(
                    aboutLayout(about, buttons: helpButtons, game: game), in: covered, buttons: helpButtons, first: app.scroll, theme: theme,
                    scale: scale)
            }
        case .question(.resetStatistics)?:
            if let question {
                stacked = try overlays.drawResetQuestion(
                    in: covered, below: dialogTop, menu: question, theme: theme, catalog: catalog, scale: scale, pages: pages)
            }
        case .notice?:
            if let held, let question {
                stacked = try overlays.drawHeldNotice(
                    held, in: covered, below: dialogTop, menu: question, theme: theme, catalog: catalog, scale: scale, pages: pages)
            }
        case .overlay(.preferences)?:
            if let preferences { try overlays.drawPreferences(preferences, in: covered, theme: theme, catalog: catalog, scale: scale) }
        case nil:
            break
        }
        return stacked
    }

    /// How far a notice reaches below the HUD's band, which it takes while a screen covers the
    /// game, in output pixels: 0 without a notice, over the game (where it goes along the
    /// bottom), or where the HUD's band holds it.
    func noticeBand(_ notice: String?, over app: AppModel, game: Game) -> Double {
        guard let laid = noticeOverScreen(notice, over: app, game: game), let scale = try? renderer.pixelScale() else { return 0 }
        return max(laid.panel.height + laid.padding - game.layout.hudHeight * scale, 0)
    }

    /// The notice laid out over a screen: in as many lines as leave the screen most of its room
    /// (smaller, or in more lines, where it needs them: never cut), measured again only when it
    /// or the window changes.
    func noticeOverScreen(_ notice: String?, over app: AppModel, game: Game) -> OverlayPainter.NoticeLayout? {
        guard let notice, app.noticeOverScreen, let scale = try? renderer.pixelScale() else { return nil }
        let width = game.layout.windowSize.width * scale
        let room = (game.layout.barFrame.minY - game.layout.hudHeight) * scale
        let key = NoticeKey(notice: notice, width: width, room: room, scale: scale, textScale: text.scale, face: text.face)
        if let cached = pagedLayouts.notice, cached.key == key { return cached.layout }
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        let line = (try? text.lineSkip(size: readable)) ?? 16
        // NB: the HUD's band, or two fifths of the room where that is more, so the screen under
        // it keeps lines to show (in a 320x240 window at 200 %, one line of body text: a longer
        // notice takes the caption, then more lines, and the screen's lines begin below it);
        // two lines at the least where they take no more than half of the HUD's band and the
        // room (a short notice, "プレイヤー1が参加しました", shows in its band rather than wait
        // as a dialog for an OK).
        let padding = 0.3
        let twoLines = 2 * line + Double(text.pixels(readable)) * padding * 2
        let hud = game.layout.hudHeight * scale
        let height = max(hud, room * 0.4, twoLines <= (hud + room) / 2 ? twoLines : 0)
        let lines = Int(((height - Double(text.pixels(readable)) * padding * 2) / line).rounded(.down))
        guard let laid = try? overlays.noticeLayout(notice, width: width, scale: scale, maximumLines: min(max(lines, 1), 4), padding: padding)
        else { return nil }
        pagedLayouts.notice = (key, laid)
        return laid
    }

    struct NoticeKey: Hashable {
        let notice: String
        let width: Double
        let room: Double
        let scale: Double
        let textScale: Double
        let face: FontFace
    }
}
