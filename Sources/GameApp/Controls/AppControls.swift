import Drawing
import GameCore

/// The screens the app lays over the play area, placed for the layout, and the controls that can
/// be used at one moment: the bar's, and the pause screen's or the preferences screen's while one
/// shows (a reset being confirmed shows only its two buttons).
struct AppControls {
    let layout: Layout
    let bar: ControlBar
    /// How large each button's label is (measured by the renderer, in the language in use).
    var menuFit: MenuFit
    /// The band a notice takes below the HUD over a screen, in window points (0: none).
    var noticeBand = 0.0
    /// Whether a notice shows over a screen (in the HUD's band, and `noticeBand` below it).
    var noticeShown = false

    init(layout: Layout, menuFit: MenuFit = .init()) {
        self.layout = layout
        self.menuFit = menuFit
        bar = ControlBar(layout: layout)
    }

    /// What the pause screen and the preferences cover: everything above the bar.
    var covered: Rect { Rect(x: 0, y: 0, width: layout.windowSize.width, height: layout.barFrame.minY) }

    var pauseMenu: PauseMenu {
        PauseMenu(covering: covered, textScale: layout.textScale, labels: menuFit.size(of: [UIText.resumeButton, UIText.quitButton]))
    }

    /// The pause of a race that waits for a missing racer: nothing resumes it but that racer's
    /// controller, so its buttons leave the race or quit.
    var waitingMenu: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.leaveRace, .quit], textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.raceLeave, UIText.quitButton]))
    }

    /// The question a race waiting for its player asks when backed out of: Leave and Cancel.
    var leaveRacePrompt: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.confirmLeaveRace, .backOut], textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.raceLeave, UIText.cancel]))
    }

    /// A notice held as a dialog: its OK, at the foot of what it covers, so its text has the
    /// most room above.
    var noticeMenu: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.dismissNotice], top: covered.maxY, textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.noticeOK]))
    }

    /// The preferences screen as measured at the player's text size (`sheet`), scrolled to
    /// `scroll`, beside the column the help's and the stats' screens have.
    func preferencesScreen(sheet: PreferencesSheet, scroll: Int = 0) -> PreferencesScreen {
        PreferencesScreen(sheet: sheet, column: helpButtons.alone, scroll: scroll)
    }

    /// The help screen's About button, centered near its foot.
    var aboutButton: Rect {
        // NB: larger with the player's text size, as the dialogs' buttons are.
        // ...and never too small for its label at the player's size (`menuFit`).
        let grown = max(1, 0.83 * layout.textScale)
        let label = menuFit.size(of: [UIText.about])
        let height = max(min(min(max(covered.height * 0.08, 28), 48) * grown, covered.height * 0.14), min(label.height / 0.75, covered.height * 0.2))
        let width = max(min(min(max(covered.width * 0.22, 110), 220) * grown, covered.width * 0.5), min(label.width / 0.85 + 8, covered.width * 0.6))
        return Rect(x: covered.midX - width / 2, y: covered.maxY - height * 1.4, width: width, height: height)
    }

    /// The help's buttons: About, and the page buttons either side of it (square, its height);
    /// and the column at the right of a screen that scrolls (the help, About).
    var helpButtons: HelpButtons {
        let about = aboutButton
        let gap = about.height * 0.4
        // NB: the help and About cover the HUD: their text begins near the top, below a notice
        // where one shows (it takes the HUD's band).
        let top = noticeShown ? layout.hudHeight + noticeBand : min(layout.hudHeight, layout.usualHUDHeight) * 0.3
        let alone = Rect(x: covered.minX, y: covered.minY + top, width: covered.width, height: max(covered.height - top - about.height * 0.3, 1))
        return HelpButtons(
            about: about, previous: Rect(x: about.minX - gap - about.height, y: about.minY, width: about.height, height: about.height),
            next: Rect(x: about.maxX + gap, y: about.minY, width: about.height, height: about.height),
            help: column(in: OverlayPainter.pagedArea(covered, below: top, buttons: about), side: about.height),
            alone: column(in: alone, side: about.height))
    }

    /// Close at the top of `area`'s right edge, the scroll buttons and the track below it, and
    /// the text's room beside them.
    private func column(in area: Rect, side wanted: Double) -> ScrollColumn {
        // NB: square, as tall as About where the window allows (never under 24 points where it
        // allows that), the column never more than a sixth of the width.
        let side = max(min(wanted, area.width / 6, area.height / 3.4), min(24, area.height / 3.4), 1)
        let inset = min(side * 0.2, 6)
        let x = area.maxX - inset - side
        let close = Rect(x: x, y: area.minY + inset, width: side, height: side)
        let down = Rect(x: x, y: max(area.maxY - side, close.maxY), width: side, height: side)
        let up = Rect(x: x, y: min(close.maxY + side * 0.3, down.minY), width: side, height: side)
        let track = Rect(x: x + side * 0.3, y: up.maxY + inset, width: side * 0.4, height: max(down.minY - inset - up.maxY - inset, 0))
        return ScrollColumn(
            close: close, up: up, down: down, track: track,
            text: Rect(x: area.minX, y: area.minY, width: max(x - inset - area.minX, 1), height: area.height))
    }

    /// The restart's question: Restart and Cancel, where the pause screen has its buttons.
    var restartPrompt: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.confirmRestart, .backOut], textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.restartYes, UIText.cancel]))
    }

    /// The reset's question over the preferences: Reset and Cancel.
    var resetPrompt: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.confirmReset, .closePreferences], textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.resetYes, UIText.cancel]))
    }

    /// Where the results screens' buttons begin: below their figures.
    private var resultsButtonsTop: Double { covered.minY + covered.height * 0.79 }

    /// The daily challenge's results: Copy and Back, below the figures (as large as the pause's).
    var dailyResults: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.copyDailyCard, .leaveDaily], top: resultsButtonsTop, textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.dailyCopy, UIText.dailyBack]))
    }

    /// The race's results: Rematch and Done, below the figures (as large as the pause's).
    var raceResults: PauseMenu {
        PauseMenu(
            covering: covered, actions: [.rematch, .leaveRace], top: resultsButtonsTop, textScale: layout.textScale,
            labels: menuFit.size(of: [UIText.rematch, UIText.dailyBack]))
    }

    /// The "how it works" panel's column at its right, where it scrolls: ▲ at its top, ▼ at its
    /// foot, as large as the help's buttons where the panel has room (never under 24 points
    /// where it holds two), the scrollbar between; and the room beside it (nil while no panel
    /// is kept).
    var insideColumn: ScrollColumn? {
        guard var panel = layout.asideFrame else { return nil }
        // (Where it takes the whole band, a notice over it takes the HUD's band and this below it.)
        if noticeShown, layout.asideTakesBand {
            panel = Rect(x: panel.minX, y: panel.minY + noticeBand, width: panel.width, height: max(panel.height - noticeBand, 1))
        }
        let inset = min(helpButtons.previous.height * 0.2, 8)
        return OverlayPainter.stackColumn(
            in: Rect(x: panel.minX, y: panel.minY + inset, width: panel.width, height: max(panel.height - 2 * inset, 1)),
            side: min(helpButtons.previous.height, panel.height * 0.22), scale: 1)
    }

    /// What of the model the controls depend on: where it changes, so may they.
    struct Key: Hashable {
        let top: AppModel.Screen?
        let waitsForRacer: Bool
        let facesDailyResults: Bool
        let facesRaceResults: Bool
        /// Where the preferences are scrolled to: each view shows its own lines.
        let preferencesScroll: Int
        /// Whether the panel beside the shapes shows (its scroll buttons are controls).
        let facesInside: Bool
        /// Whether the bar's "more" menu is open (its buttons are controls).
        let barMenuOpen: Bool
        /// The choice whose list is open over the preferences (its rows are controls).
        let choiceList: PreferenceRow?
        let choiceScroll: Int

        init(_ model: AppModel) {
            facesInside = model.facesInside
            barMenuOpen = model.barMenuOpen
            choiceList = model.choiceList
            choiceScroll = model.choiceScroll
            top = model.top
            waitsForRacer = model.waitsForRacer
            facesDailyResults = model.facesDailyResults
            facesRaceResults = model.facesRaceScreen && model.race?.result != nil
            preferencesScroll = model.isPreferencesShown ? model.preferencesScroll : 0
        }
    }

    /// - Parameters:
    ///   - model: what is open on screen.
    ///   - preferences: the preferences measured at the player's text size.
    /// (The help's, About's and the stats' Close and scroll buttons are `GameApp.controls`'s:
    /// they depend on the rows as laid out.)
    func controls(for model: AppModel, preferences: PreferencesSheet? = nil) -> [Control] {
        // NB: a question waits for its answer: its buttons are the only controls while it asks.
        if model.confirmingRestart { return restartPrompt.controls }
        if model.top == .notice { return noticeMenu.controls }
        if model.confirmation == .leaveRace { return leaveRacePrompt.controls }
        // NB: while paused a click off the pause's buttons resumes, the bar's too: they are no
        // controls then (the `controls` event lists only what a click uses). Each screen's
        // buttons are laid out only when it shows: this runs for every input event.
        // (The bar's "more" menu, while open, adds its buttons.)
        var controls =
            model.isPaused ? (model.waitsForRacer ? waitingMenu : pauseMenu).controls : bar.controls + (model.barMenuOpen ? bar.overflow : [])
        if model.facesDailyResults { controls += dailyResults.controls }
        if model.facesRaceScreen, model.race?.result != nil { controls += raceResults.controls }
        if model.isHelpShown { controls.append(Control(action: .toggleAbout, frame: aboutButton)) }
        if model.isPreferencesShown {
            if model.confirmingReset {
                controls += resetPrompt.controls
            } else {
                let screen = preferencesScreen(sheet: preferences ?? .estimated(width: helpButtons.alone.text.width), scroll: model.preferencesScroll)
                // (A choice's open list stands for the screen's own controls: the bar's close it.)
                if let row = model.choiceList, let list = screen.choiceList(for: row, scroll: model.choiceScroll) {
                    controls += list.controls
                } else {
                    controls += screen.controls
                }
            }
        }
        return controls
    }
}
