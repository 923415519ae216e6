import Drawing

/// The game without a window: turns, modes, the right/wrong feedback between turns, and layout.
/// It is the tutorial's GameViewController with UIKit taken out: input comes in as `GameCommand`s,
/// time as `advance(to:)`, and everything that happens goes out as `GameEvent`s on the bus, to
/// listeners it does not know. What covers the shapes (a pause, the help) is the app's to decide;
/// the game only hears that they are hidden, and holds the turn's clock meanwhile.
public final class Game {
    /// Shown after a tap until `until`: which shape, whether it was the larger, and which was.
    public struct Feedback: Sendable {
        public let tappedIndex: Int
        public let matched: Bool
        /// The largest shape (the first of equals), which a wrong tap also marks.
        public let largestIndex: Int
        public let until: Duration
    }

    public let events: GameEventBus
    public private(set) var mode: GameMode
    public private(set) var settings: GameSettings
    public private(set) var layout: Layout
    /// The current turn's views in window coordinates.
    public private(set) var views: [ShapeView] = []
    /// The identity of the turn whose views are on screen (the one just ended, while its
    /// feedback shows); unique across restarts, so a cache keyed by it never goes stale.
    public private(set) var viewsTurnID = 0
    public private(set) var feedback: Feedback?
    /// Whether the shapes are out of sight (the app paused, or covered them with a screen of its
    /// own): taps are ignored and the turn's clock stands still until they are back.
    public private(set) var areShapesHidden = false
    /// The day's challenge while it is played (finished or not), nil in free play.
    public private(set) var daily: DailyRun?
    private var controller: TurnController
    /// The race for two while it is played (won or not), nil otherwise.
    public private(set) var race: RaceReferee?
    /// The free game's controller, score and streak, while the daily challenge or a race is played.
    private var waiting: TurnController?
    /// The adaptive decorator while it is off, so turning it back on resumes its staircase.
    private var restingDifficulty: AdaptiveTurnStrategy?
    private let clock: GameClock

    public init(
        mode: GameMode,
        settings: GameSettings = GameSettings(),
        scorer: any Scorer,
        clock: GameClock,
        randomNumberGenerator: any RandomNumberGenerator,
        windowSize: Size,
        events: GameEventBus = GameEventBus()
    ) {
        self.mode = mode
        self.settings = settings
        self.clock = clock
        self.events = events
        layout = Layout(windowSize: windowSize, shapeCount: settings.shapesPerTurn)
        controller = TurnController(
            turnStrategy: Self.strategy(for: mode, settings: settings, decorator: nil), scorer: scorer, clock: clock,
            randomNumberGenerator: randomNumberGenerator
        )
    }

    public var score: Int { controller.score }
    public var streak: Int { controller.streak }
    public var currentTurn: Turn? { controller.currentTurn }
    /// Turns ended since the start or the last restart.
    public var turnsPlayed: Int { controller.turnsPlayed }
    /// How many of them matched.
    public var matches: Int { controller.matches }
    /// The number the current (or next) turn has: 1 for the first.
    public var turnNumber: Int { (race?.turnsPlayed ?? controller.turnsPlayed) + 1 }
    /// Whether taps count now: a turn is showing and in sight, no feedback pending.
    public var acceptsTaps: Bool { controller.currentTurn != nil && !areShapesHidden && feedback == nil }

    /// The settings the turns follow: the player's, or the day's fixed rules over them.
    public var rules: GameSettings {
        if let daily { return daily.challenge.rules(over: settings) }
        guard race != nil else { return settings }
        var rules = settings
        rules.adaptive = false
        return rules
    }

    /// The adaptive difficulty's ratio for the turn on screen (largest area over runner-up's);
    /// nil when it is off.
    public var difficultyRatio: Double? { (controller.turnStrategy as? AdaptiveTurnStrategy)?.staircase.ratio }

    /// Begins the first turn.
    public func start() {
        beginTurn()
    }

    public func handle(_ command: GameCommand) {
        switch command {
        case .tap(let point, let device):
            guard race == nil, acceptsTaps, let index = views.firstIndex(where: { $0.contains(point) }) else { return }
            endTurn(tapping: index, by: device)
        case .pick(let index, let device):
            guard race == nil, acceptsTaps, views.indices.contains(index) else { return }
            endTurn(tapping: index, by: device)
        case .pickFirst:
            handle(.pick(0))
        case .pickLast:
            handle(.pick(views.count - 1))
        case .setMode(let newMode):
            if daily != nil { leaveDaily(beginning: false) }
            if race != nil { leaveRace(beginning: false) }
            changeMode(to: newMode)
        case .changeShapeCount(let delta):
            var changed = settings
            changed.shapesPerTurn = min(max(settings.shapesPerTurn + delta, GameSettings.shapeCounts.lowerBound), GameSettings.shapeCounts.upperBound)
            apply(changed)
        case .toggleAdaptive:
            var changed = settings
            changed.adaptive.toggle()
            apply(changed)
        case .hideShapes(let hidden):
            // NB: the turn's clock stands still while the shapes cannot be seen, so no reaction
            // time counts time they were hidden.
            areShapesHidden = hidden
            if hidden { controller.holdClock() } else { controller.releaseClock() }
        case .restart:
            if let daily {
                startDaily(daily.challenge)
            } else if let race {
                startRace(race.scores.map(\.player), target: race.target)
            } else {
                restart()
            }
        case .startDaily(let challenge):
            if race != nil { leaveRace(beginning: false) }
            startDaily(challenge)
        case .startRace(let players, let target):
            if daily != nil { leaveDaily(beginning: false) }
            startRace(players, target: target)
        case .raceTaps(let taps):
            judge(taps)
        case .leaveRace:
            if race != nil { leaveRace(beginning: true) }
        case .leaveDaily:
            if daily != nil { leaveDaily(beginning: true) }
        }
    }

    /// When `advance(to:)` must next be called (the feedback's end), if ever.
    public var nextDeadline: Duration? { feedback?.until }

    /// Lets time pass: once the feedback has been shown long enough, the next turn begins.
    public func advance(to now: Duration) {
        guard let feedback, now >= feedback.until else { return }
        self.feedback = nil
        beginTurn()
    }

    /// Whether the daily challenge's twenty turns are done (its results show; no turn follows).
    public var isDailyFinished: Bool { daily?.isFinished == true }

    /// Whether no turn follows: the day's challenge is done, or the race is won.
    private var isOver: Bool { isDailyFinished || race?.isOver == true }

    /// The window changed size: every view keeps its proportions and moves to its cell.
    public func resize(to windowSize: Size) {
        guard windowSize != layout.windowSize else { return }
        layout = Layout(windowSize: windowSize, shapeCount: rules.shapesPerTurn)
        views = layout.place(views.map { $0.resized(toAvailable: layout.availableSize) })
    }

    /// New settings: the views on screen are restyled at once; a new shape count or a change of
    /// difficulty starts a new, unscored turn (after the feedback, if one shows); the rest applies
    /// from the next turn.
    /// In the daily challenge the player's settings are kept for afterwards; only the colours
    /// change its turns.
    public func apply(_ newSettings: GameSettings) {
        let previous = rules
        settings = newSettings
        let rules = rules
        installStrategy()
        // The **Builder** restyles what is on screen, as it styles every new view.
        views = controller.turnStrategy.restyle(views)
        if rules.shapesPerTurn != previous.shapesPerTurn {
            layout = Layout(windowSize: layout.windowSize, shapeCount: rules.shapesPerTurn)
            events.publish(.shapeCountChanged(rules.shapesPerTurn))
        }
        if rules.adaptive != previous.adaptive { events.publish(.adaptiveChanged(rules.adaptive)) }
        let turnChanged = rules.shapesPerTurn != previous.shapesPerTurn || rules.adaptive != previous.adaptive
        if turnChanged, feedback == nil, controller.currentTurn != nil {
            controller.abandonCurrentTurn()
            beginTurn()
        }
    }

    private func beginTurn() {
        race?.beginTurn()
        if isOver {
            views = []
            return
        }
        views = layout.place(controller.beginNewTurn(availableSize: layout.availableSize))
        viewsTurnID = controller.currentTurn?.id ?? viewsTurnID
        events.publish(.turnStarted(number: turnNumber, mode: mode, views: views, ratio: difficultyRatio))
    }

    /// The mode's strategy, decorated with the adaptive difficulty when it is on. The decorator
    /// in use (or resting) carries its staircase over to the new strategy, unless the settings
    /// moved the staircase's start or floor.
    private func installStrategy() {
        if daily != nil, let strategy = controller.turnStrategy as? DailyTurnStrategy {
            controller.turnStrategy = strategy.restyled(settings.style)
            return
        }
        let current = controller.turnStrategy as? AdaptiveTurnStrategy
        // NB: the rules, not the player's settings: a race keeps the adaptive difficulty off.
        if !rules.adaptive, let current { restingDifficulty = current }
        controller.turnStrategy = Self.strategy(for: mode, settings: rules, decorator: current ?? restingDifficulty)
    }

    private static func strategy(for mode: GameMode, settings: GameSettings, decorator: AdaptiveTurnStrategy?) -> any TurnStrategy {
        let base = mode.makeStrategy(style: settings.style, proportions: settings.proportions, shapesPerTurn: settings.shapesPerTurn)
        guard settings.adaptive else { return base }
        if let decorator, decorator.staircase.start == settings.staircase.start, decorator.staircase.floor == settings.staircase.floor {
            return decorator.redecorating(base)
        }
        return AdaptiveTurnStrategy(decorating: base, staircase: settings.staircase)
    }

    private func endTurn(tapping index: Int, by device: InputDevice) {
        let before = controller.score
        guard let result = controller.endTurn(tappingShapeAt: index, by: device) else { return }
        events.publish(.turnEnded(result, tapped: index))
        if result.score != before { events.publish(.scoreChanged(from: before, to: result.score)) }
        if let finished = daily?.record(result) { events.publish(.dailyFinished(finished)) }
        if settings.feedbackDuration > .zero {
            feedback = Feedback(
                tappedIndex: index, matched: result.matched, largestIndex: result.turn.largestIndex, until: clock.now() + settings.feedbackDuration)
        } else {
            beginTurn()
        }
    }

    private func changeMode(to newMode: GameMode) {
        mode = newMode
        installStrategy()
        controller.abandonCurrentTurn()
        feedback = nil
        events.publish(.modeChanged(newMode))
        beginTurn()
    }

    /// Puts the free game aside (or, in the challenge, throws the attempt away) and begins the
    /// day's first turn under its rules.
    private func startDaily(_ challenge: DailyChallenge) {
        let dailyController = TurnController(
            turnStrategy: challenge.makeStrategy(style: settings.style), scorer: controller.scorer, clock: clock,
            randomNumberGenerator: SeededGenerator(seed: challenge.seed))
        play(on: dailyController, settingAside: daily == nil, announcing: .dailyStarted(challenge)) {
            race = nil
            daily = DailyRun(challenge: challenge)
        }
    }

    /// Puts the free game aside (or, for a rematch, the race that was) and begins the race's
    /// first turn: the mode's shapes, adaptive difficulty off.
    private func startRace(_ players: [RacePlayer], target: Int) {
        var raceRules = settings
        raceRules.adaptive = false
        let raceController = TurnController(
            turnStrategy: Self.strategy(for: mode, settings: raceRules, decorator: nil), scorer: controller.scorer, clock: clock,
            randomNumberGenerator: SeededGenerator(seed: UInt64(truncatingIfNeeded: controller.lastTurnID) &+ 0x5241_4345))
        play(on: raceController, settingAside: race == nil, announcing: .raceStarted(players: players, target: target)) {
            race = RaceReferee(players: players, scorer: controller.scorer, target: target)
        }
    }

    /// Plays on `next` from now on: the free game's controller waits aside (unless it already
    /// does, the challenge or the race begun again), `enter` sets the challenge or the race up,
    /// and what its rules changed is said before its first turn.
    private func play(on next: TurnController, settingAside: Bool, announcing started: GameEvent, enter: () -> Void) {
        let before = controller.score
        let previous = rules
        if settingAside { waiting = controller }
        var next = next
        next.numberTurns(after: controller.lastTurnID)
        controller = next
        if areShapesHidden { controller.holdClock() }
        enter()
        feedback = nil
        announceRules(since: previous)
        events.publish(started)
        if before != 0 { events.publish(.scoreChanged(from: before, to: 0)) }
        beginTurn()
    }

    private func leaveDaily(beginning: Bool) {
        bringBack(beginning: beginning, announcing: .dailyLeft)
    }

    private func leaveRace(beginning: Bool) {
        bringBack(beginning: beginning, announcing: .raceLeft)
    }

    /// Back to the game that waited, its score and streak as they were, at a new turn (unless
    /// another change, a new mode, begins one).
    private func bringBack(beginning: Bool, announcing left: GameEvent) {
        guard let waiting else { return }
        let before = controller.score
        let previous = rules
        let lastID = controller.lastTurnID
        controller = waiting
        self.waiting = nil
        daily = nil
        race = nil
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
        layout = Layout(windowSize: layout.windowSize, shapeCount: rules.shapesPerTurn)
        if rules.shapesPerTurn != previous.shapesPerTurn { events.publish(.shapeCountChanged(rules.shapesPerTurn)) }
        if rules.adaptive != previous.adaptive { events.publish(.adaptiveChanged(rules.adaptive)) }
    }

    /// The race's taps of one pass, in the order they happened.
    private func judge(_ ordered: [RaceTap]) {
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
            guard let index, let verdict = race?.judge(turn, tapping: index, by: tap.seat, at: clock.now()) else { continue }
            switch verdict {
            case .ignored:
                continue
            case .lockedOut(let result):
                events.publish(.raceLockedOut(result, tapped: index))
            case .ended(let result):
                controller.abandonCurrentTurn()
                events.publish(.turnEnded(result, tapped: index))
                if let race, race.isOver { events.publish(.raceFinished(RaceSummary(scores: race.scores, winner: race.winner, target: race.target))) }
                if settings.feedbackDuration > .zero {
                    feedback = Feedback(
                        tappedIndex: index, matched: result.matched, largestIndex: result.turn.largestIndex,
                        until: clock.now() + settings.feedbackDuration)
                } else {
                    beginTurn()
                }
            }
        }
    }

    private func restart() {
        let before = controller.score
        controller.reset()
        feedback = nil
        events.publish(.restarted)
        if before != 0 { events.publish(.scoreChanged(from: before, to: 0)) }
        beginTurn()
    }
}
