/// The transitions of what is being played (`Play`): the day's challenge and the race for two
/// begin, begin again and end here, and nowhere else; each changes `play` in one step, the free
/// game's controller waiting inside it.
extension Game {
    /// The settings the turns follow: the player's, or the day's fixed rules over them, or the
    /// race's (no adaptive difficulty).
    public var rules: GameSettings {
        switch play {
        case .free: return settings
        case .daily(let run, _): return run.challenge.rules(over: settings)
        case .race:
            var rules = settings
            rules.adaptive = false
            return rules
        case .practice(let parts, _):
            var rules = settings
            if let style = parts.style { rules.style = style.applied(to: settings.style) }
            return rules
        }
    }

    /// The parts in play: the ones swapped from the panel, else the game's own.
    public var parts: Parts { play.parts ?? .standard }

    /// The strategy the mode plugs in, as a part the panel can swap (nil: the day's).
    var modeStrategy: Parts.StrategyPart? {
        switch mode {
        case .single: .basic
        case .mixed: .random
        case .cross: .cross
        }
    }

    /// Makes `swap` to the parts in play: from the free game, practice begins with them (the
    /// free game waits); back to the game's own parts, the free game comes back. Not in a daily
    /// challenge or a race, whose rules are fixed. The next turn begins with the new parts.
    func swapPart(_ swap: Parts.Swap) {
        guard daily == nil, race == nil else { return }
        let parts = self.parts.swapped(swap, current: modeStrategy)
        guard parts != self.parts else { return }
        if parts.isStandard {
            bringBack(beginning: true)
            return
        }
        if case .practice(_, let waiting) = play {
            let previous = rules
            play = .practice(parts, waiting: waiting)
            controller.scorer = parts.makeScorer()
            installStrategy()
            controller.abandonCurrentTurn()
            feedback = nil
            announceRules(since: previous)
            events.publish(.partsChanged(parts))
            beginTurn()
            return
        }
        let practice = TurnController(
            turnStrategy: controller.turnStrategy, scorer: parts.makeScorer(), clock: clock,
            randomNumberGenerator: SeededGenerator(seed: UInt64(truncatingIfNeeded: controller.lastTurnID) &+ 0x5052_4143))
        enter(on: practice, as: .practice(parts, waiting: controller), announcing: .partsChanged(parts)) { $0.installStrategy() }
    }

    /// Puts the free game aside (or, in the challenge, throws the attempt away) and begins the
    /// day's first turn under its rules.
    func startDaily(_ challenge: DailyChallenge, practice: Bool) {
        let dailyController = TurnController(
            turnStrategy: challenge.makeStrategy(style: settings.style), scorer: freeScorer, clock: clock,
            randomNumberGenerator: SeededGenerator(seed: challenge.seed))
        let waiting = play.waiting ?? controller
        enter(
            on: dailyController, as: .daily(DailyRun(challenge: challenge, practice: practice), waiting: waiting),
            announcing: .dailyStarted(challenge))
    }

    /// Puts the free game aside (or, for a rematch, the race that was) and begins the race's
    /// first turn: the mode's shapes, adaptive difficulty off.
    func startRace(_ players: [RacePlayer], target: Int) {
        var raceRules = settings
        raceRules.adaptive = false
        let raceController = TurnController(
            turnStrategy: Self.strategy(for: mode, settings: raceRules, decorator: nil), scorer: freeScorer, clock: clock,
            randomNumberGenerator: SeededGenerator(seed: UInt64(truncatingIfNeeded: controller.lastTurnID) &+ 0x5241_4345))
        let waiting = play.waiting ?? controller
        let referee = RaceReferee(players: players, scorer: freeScorer, target: target)
        enter(on: raceController, as: .race(referee, waiting: waiting), announcing: .raceStarted(players: players, target: target))
    }

    /// The free game's scorer chain (a practice's parts are not a day's or a race's).
    private var freeScorer: any Scorer { (play.waiting ?? controller).scorer }

    /// Plays `next` on its own controller from now on (the free game's waits inside it), and says
    /// what its rules changed before its first turn (`prepare` readies the game for them first).
    private func enter(on controller: TurnController, as next: Play, announcing started: GameEvent, prepare: (Game) -> Void = { _ in }) {
        let before = self.controller.score
        let previous = rules
        var controller = controller
        controller.numberTurns(after: self.controller.lastTurnID)
        self.controller = controller
        if areShapesHidden { self.controller.holdClock() }
        // (The free game's last taps wait with it; a day's or a race's go with them.)
        if play.waiting == nil { waitingTaps = lastTaps }
        play = next
        feedback = nil
        lastTaps = []
        prepare(self)
        announceRules(since: previous)
        events.publish(started)
        if before != 0 { events.publish(.scoreChanged(from: before, to: 0)) }
        beginTurn()
    }

    /// Back to the game that waited, its score and streak as they were, at a new turn (unless
    /// another change, a new mode, begins one).
    func bringBack(beginning: Bool) {
        guard let waiting = play.waiting else { return }
        let left: GameEvent =
            switch play {
            case .daily: .dailyLeft
            case .practice: .partsChanged(.standard)
            default: .raceLeft
            }
        let before = controller.score
        let previous = rules
        let lastID = controller.lastTurnID
        controller = waiting
        play = .free
        lastTaps = waitingTaps
        waitingTaps = []
        controller.numberTurns(after: lastID)
        controller.abandonCurrentTurn()
        installStrategy()
        if areShapesHidden { controller.holdClock() } else { controller.releaseClock() }
        feedback = nil
        announceRules(since: previous)
        events.publish(left)
        if before != controller.score { events.publish(.scoreChanged(from: before, to: controller.score)) }
        if beginning { beginTurn() }
    }

    /// The layout for the rules now, and what changed since `previous`, told.
    private func announceRules(since previous: GameSettings) {
        layout = laidOut()
        if rules.shapesPerTurn != previous.shapesPerTurn { events.publish(.shapeCountChanged(rules.shapesPerTurn)) }
        if rules.adaptive != previous.adaptive { events.publish(.adaptiveChanged(rules.adaptive)) }
    }

    /// The race's taps of one pass, in the order they happened.
    func judge(_ ordered: [RaceTap]) {
        // NB: every tap of the batch was aimed at the turn on screen now: once it ends, the rest
        // are too late, even when the next turn begins at once.
        let aimedAt = controller.currentTurn?.id
        for tap in ordered {
            guard race != nil, acceptsTaps, let turn = controller.currentTurn, turn.id == aimedAt else { return }
            let index: Int?
            switch tap.target {
            case .point(let point): index = views.firstIndex { $0.contains(point) }
            case .shape(let position): index = views.indices.contains(position) ? position : nil
            }
            guard let index, let verdict = play.judge(turn, tapping: index, by: tap.seat, at: clock.now()) else { continue }
            switch verdict {
            case .ignored:
                continue
            case .lockedOut(let result):
                remember(result)
                events.publish(.raceLockedOut(result, tapped: index))
                noteHeard(result)
            case .ended(let result):
                remember(result)
                controller.abandonCurrentTurn()
                events.publish(.turnEnded(result, tapped: index))
                noteHeard(result)
                if let race, race.isOver { events.publish(.raceFinished(RaceSummary(scores: race.scores, winner: race.winner, target: race.target))) }
                showFeedback(tapping: index, result: result)
            }
        }
    }
}
