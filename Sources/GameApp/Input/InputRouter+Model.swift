import Drawing
import GameCore
import Preferences

/// What input knows of the screen, worked out from the app's model and the game alone: the app
/// asks it for every event, and the real-app model test asks it too, to probe a key on copies.
extension InputRouter.Scene {
    /// - Parameters:
    ///   - model: the app's model (what covers the game, the race, the settings in force).
    ///   - shapes: the frames of the shapes in play.
    ///   - mode: the mode the game plays.
    ///   - controls: the controls usable now.
    ///   - autoplay: whether the bot plays (it is no switch).
    ///   - controllerNames: the plugged-in controllers' names (a joining pad's player is named so).
    init(model: AppModel, shapes: [Rect], mode: GameMode, controls: [Control], autoplay: Bool, controllerNames: [Int32: String]) {
        var race: RaceInput?
        if let session = model.race {
            // NB: a countdown plays on: a tap is the race's (and ignored until the shapes show).
            let phase: RaceInput.Phase = session.isJoining ? .joining : session.result == nil ? .playing : .finished
            race = RaceInput(
                phase: phase, seats: Dictionary(session.players.map { ($0.device, $0.seat) }, uniquingKeysWith: { first, _ in first }),
                hasMissing: !session.missing.isEmpty, controllerNames: controllerNames)
        }
        self.init(
            shapes: model.hidesShapes ? [] : shapes, controls: controls, isPaused: model.isPaused, isOverlaid: model.isOverlaid, mode: mode,
            isPreferencesShown: model.isPreferencesShown, confirming: model.awaitedAnswer, waitsForRacer: model.waitsForRacer,
            showsDailyResults: model.facesDailyResults, race: race)
        choiceListOpen = model.shownChoiceList != nil
        stepWaits = !model.stops.isEmpty && model.top == nil
        let settings = model.settings.file
        // NB: not under --autoplay, whose bot clicks through this same input.
        isScanning = settings.scanMilliseconds > 0 && model.race == nil && !autoplay
        keys = settings.keyBindings
        buttons = settings.buttonBindings
    }
}

extension FocusPlace {
    /// Where one-switch play's ring moves (`ScanHandler`): the shapes in play, then the bar as
    /// one place (pressed, its controls one by one); on a screen, its own buttons (the bar's
    /// aside, which the screens' Back and Close reach); a question's two answers; nothing while a
    /// race is joined (its players have rings of their own) or scanning is off.
    static func scanPlaces(model: AppModel, shapes: [Rect], controls: [Control], bar: ControlBar, autoplay: Bool) -> [FocusPlace] {
        guard model.settings.file.scanMilliseconds > 0, model.race == nil, !autoplay else { return [] }
        // (The bar's controls are those in its band.)
        let barTop = bar.frame.minY
        let screen = controls.filter { $0.frame.minY < barTop }.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
        let onScreen = model.awaitedAnswer != nil || model.isPaused || model.isOverlaid || model.facesDailyResults
        if onScreen { return screen }
        // The open "more" menu: its buttons, then "more", which closes it.
        if model.barMenuOpen, let more = bar.controls.last, more.action == .toggleBarMenu {
            return (bar.overflow + [more]).map { FocusPlace(target: .control($0.action), frame: $0.frame) }
        }
        if model.scansBar { return bar.controls.map { FocusPlace(target: .control($0.action), frame: $0.frame) } }
        let shapes = model.hidesShapes ? [] : shapes.enumerated().map { FocusPlace(target: .shape($0.offset), frame: $0.element) }
        // (The panel's page buttons, beside the shapes, when it has pages.)
        return shapes + screen + [FocusPlace(target: .control(.scanBar), frame: bar.frame)]
    }
}
