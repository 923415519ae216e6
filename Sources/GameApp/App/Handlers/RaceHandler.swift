import GameCore

/// The race for two: the two-players control (or its key) opens it; each player joins with their
/// device's confirm; with two the race begins, at the settings' target. Each keyboard or
/// controller player has a ring of their own; a click is the mouse player's tap. A race player's
/// unplugged controller pauses the race, and the next unknown controller's A takes the seat.
/// At the end the results show until Rematch or Done.
enum RaceHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .tick(let now):
            // The countdown's end: the first turn begins (the game starts the race), or the
            // turn that waited shows again. Not under a screen: it begins again when that closes.
            guard model.screens.isEmpty, let race = model.race, let ends = race.countdownEnds, now >= ends else { return nil }
            model.race?.screen = nil
            guard context.play != .race else { return [] }
            return [.game(.startRace(players: race.players.map(\.player), target: model.settings.file.raceTarget))]
        case .raceFinished(let result):
            guard model.race != nil, context.play == .race else { return [] }
            model.race?.screen = .results(result)
            model.race?.rings = Array(repeating: FocusRing(), count: RaceSession.seats)
            return []
        case .padUnplugged(let id):
            // In every phase (joining, the countdown, play, the results) the racer keeps their
            // seat and the race waits for their controller, or for the players to leave it.
            guard let seat = model.race?.seat(of: .controller(id)) else { return nil }
            model.race?.missing.insert(seat)
            model.race?.rings[seat].isShown = false
            // NB: a pause already showing (the window lost its focus) becomes the race's wait.
            if model.pause != .unplugged { model.resume() }
            model.pause(.unplugged)
            return []
        case .command(let command):
            return reduce(&model, command, in: context)
        default:
            return nil
        }
    }

    private static func reduce(_ model: inout AppModel, _ command: AppCommand, in context: AppContext) -> [AppEffect]? {
        switch command {
        case .toggleRace:
            return model.race == nil ? open(&model, in: context) : leave(&model, then: [], in: context)
        case .leaveRace:
            return model.race == nil ? [] : leave(&model, then: [], in: context)
        case .confirmLeaveRace:
            guard model.confirmation == .leaveRace else { return [] }
            model.close(.question(.leaveRace))
            return model.race == nil ? [] : leave(&model, then: [], in: context)
        case .raceJoin(let device, let name):
            // A device's confirm over a notice held on the joining screen lets the notice go too.
            let read: [AppEffect] = model.letHeldNoticeGo() ? [.announce(.notice(nil))] : []
            guard let player = model.race?.join(device, name: name) else { return read }
            // NB: a player with no name of their own is named in the language the notice is drawn in.
            let joined = player.name.map { (UIText.raceJoined, ["name": $0]) } ?? (UIText.racePlayerJoined, ["number": "\(player.seat + 1)"])
            let effects: [AppEffect] = read + [.then(.notify(joined.0, joined.1))]
            // A missing controller came back: the pause it caused may go.
            if model.race?.missing.isEmpty == true, model.pause == .unplugged { model.resume() }
            // With every seat there, 3, 2, 1, then the first turn (at the countdown's end, on the loop's tick).
            if let race = model.race, race.isJoining, race.isFull { model.race?.screen = .countdown(until: context.now + context.raceCountdown) }
            return effects
        case .raceRefusesTouch:
            return [.then(.notify(UIText.raceNoTouch))]
        case .raceMoveRing(let seat, let direction):
            guard model.race?.isPlaying == true, !model.hidesShapes else { return [] }
            let places = context.focusPlaces.filter(\.isShape)
            if model.race?.rings[seat].show(among: places) == true { _ = model.race?.rings[seat].move(direction, among: places) }
            return []
        case .raceUseRing(let seat):
            guard model.race?.isPlaying == true, !model.hidesShapes else { return [] }
            let places = context.focusPlaces.filter(\.isShape)
            guard model.race?.rings[seat].show(among: places) == true, case .shape(let index)? = model.race?.rings[seat].target else { return [] }
            return [.raceTap(seat: seat, .shape(index))]
        case .raceTap(let seat, let target):
            guard model.race?.isPlaying == true, !model.hidesShapes else { return [] }
            return [.raceTap(seat: seat, target)]
        case .rematch:
            guard model.race?.result != nil, model.race?.missing.isEmpty == true else { return [] }
            model.race?.screen = .countdown(until: context.now + context.raceCountdown)
            return [.game(.restart)]
        case .game(.setMode(let mode)) where model.race != nil:
            // NB: the game leaves the race itself when its mode changes.
            return leave(&model, then: [.game(.setMode(mode))], in: context, tellingTheGame: false, modeChosen: true)
        case .toggleDaily where model.race != nil:
            // NB: the game leaves the race itself when the day's challenge starts.
            let effects = leave(&model, then: [], in: context, tellingTheGame: false, intoDaily: true)
            return effects + [.then(.command(.toggleDaily))]
        default:
            return nil
        }
    }

    /// The joining screen, with nothing over it; the daily challenge, if played, is left.
    private static func open(_ model: inout AppModel, in context: AppContext) -> [AppEffect] {
        model.uncover()
        model.dailyResults = nil
        model.race = RaceSession()
        if case .daily = context.play { return [.game(.leaveDaily)] }
        return []
    }

    /// Out of the race. The game is told when it plays one (it plays none while the players
    /// join), unless `tellingTheGame` is false: it leaves by itself. A save of the settings that
    /// waited for the race is put in force, unless the daily challenge follows (it waits on).
    private static func leave(
        _ model: inout AppModel, then next: [AppEffect], in context: AppContext, tellingTheGame: Bool = true, modeChosen: Bool = false,
        intoDaily: Bool = false
    ) -> [AppEffect] {
        model.race = nil
        if model.pause == .unplugged { model.resume() }
        let left: [AppEffect] = tellingTheGame && context.play == .race ? [.game(.leaveRace)] : []
        return left + next + (intoDaily ? [] : model.releaseHeldSettings(in: context, modeChosen: modeChosen))
    }
}
