import Drawing

/// The game without a window: turns, modes, the right/wrong feedback between turns, and layout.
/// It is the tutorial's GameViewController with UIKit taken out: input comes in as `GameCommand`s,
/// time as `advance(to:)`, and everything that happens goes out as `GameEvent`s on the bus, to
/// listeners it does not know. What covers the shapes (a pause, the help) is the app's to decide;
/// the game only hears that they are hidden, and holds the turn's clock meanwhile.
public final class Game {
    public let events: GameEventBus
    public private(set) var mode: GameMode
    public internal(set) var settings: GameSettings
    public internal(set) var layout: Layout {
        // NB: a panel that comes to take the whole band hides the shapes, as the app's screens do.
        didSet {
            guard oldValue.asideTakesBand != layout.asideTakesBand else { return }
            if areShapesHidden { controller.holdClock() } else { controller.releaseClock() }
        }
    }
    /// The current turn's views in window coordinates.
    public internal(set) var views: [ShapeView] = []
    /// The identity of the turn whose views are on screen (the one just ended, while its
    /// feedback shows); unique across restarts, so a cache keyed by it never goes stale.
    public private(set) var viewsTurnID = 0
    public internal(set) var feedback: Feedback?
    /// What the strategy did to make the turn on screen (`turnStarted` says it too).
    public private(set) var turnNote = StrategyNote.other("")
    /// The number of the turn whose views are on screen (`turnStarted`'s), 0 before the first.
    public private(set) var viewsTurnNumber = 0
    /// The newest scored tap of each player (a race's two, else one), oldest first: how the
    /// scorer chain split it. Empty after a restart and when a daily or a race begins; the free
    /// game's come back with it.
    public internal(set) var lastTaps: [TurnResult] = []
    /// The free game's last taps while a daily or a race is played: they come back with it.
    var waitingTaps: [TurnResult] = []
    /// Whether the app hides the shapes (it paused, or covered them with a screen of its own).
    public internal(set) var hiddenByApp = false
    /// Whether the shapes are out of sight: the app hides them, or its panel takes the whole band
    /// (``Layout/asideTakesBand``): taps are ignored and the turn's clock stands still until
    /// they are back.
    public var areShapesHidden: Bool { hiddenByApp || layout.asideTakesBand }
    /// What is being played, and what waits beneath it: one value, changed only by the
    /// transitions in `Game+Play.swift`.
    public internal(set) var play = Play.free
    var controller: TurnController
    /// The adaptive decorator while it is off, so turning it back on resumes its staircase.
    var restingDifficulty: AdaptiveTurnStrategy?
    let clock: GameClock

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
        layout = Layout(windowSize: windowSize, shapeCount: settings.shapesPerTurn, textScale: settings.textScale)
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

    /// The day's challenge while it is played (finished or not), nil otherwise.
    public var daily: DailyRun? { play.daily }
    /// The race for two while it is played (won or not), nil otherwise.
    public var race: RaceReferee? { play.race }

    /// The adaptive difficulty's ratio for the turn on screen (largest area over runner-up's);
    /// nil when it is off.
    public var difficultyRatio: Double? { (controller.turnStrategy as? AdaptiveTurnStrategy)?.staircase.ratio }

    /// Begins the first turn.
    public func start() {
        beginTurn()
    }

    public func handle(_ command: GameCommand) {
        switch command {
        case .begin:
            start()
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
            bringBack(beginning: false)
            changeMode(to: newMode)
        case .changeShapeCount(let delta):
            var changed = settings
            changed.shapesPerTurn = min(max(settings.shapesPerTurn + delta, GameSettings.shapeCounts.lowerBound), GameSettings.shapeCounts.upperBound)
            apply(changed)
        case .toggleAdaptive:
            var changed = settings
            changed.adaptive.toggle()
            apply(changed)
        case .keepAside(let keeps):
            // The shapes keep their proportions and move to their new, smaller or larger cells.
            guard keeps != layout.keepsAside else { return }
            layout = laidOut(keepsAside: keeps)
            views = movedToTheirCells(views)
            if !views.isEmpty { events.publish(.shapesMoved(views: views)) }
        case .hideShapes(let hidden):
            // NB: the turn's clock stands still while the shapes cannot be seen, so no reaction
            // time counts time they were hidden.
            hiddenByApp = hidden
            if areShapesHidden { controller.holdClock() } else { controller.releaseClock() }
        case .restart:
            if let daily {
                startDaily(daily.challenge, practice: daily.isPractice)
            } else if let race {
                startRace(race.scores.map(\.player), target: race.target)
            } else {
                restart()
            }
        case .startDaily(let challenge, let practice):
            // (Practice ends first: the free game's parts are the day's.)
            if race != nil || play.kind == .practice { bringBack(beginning: false) }
            startDaily(challenge, practice: practice)
        case .startRace(let players, let target):
            if daily != nil || play.kind == .practice { bringBack(beginning: false) }
            startRace(players, target: target)
        case .swapPart(let swap):
            swapPart(swap)
        case .raceTaps(let taps):
            judge(taps)
        case .leaveRace:
            if race != nil { bringBack(beginning: true) }
        case .leaveDaily:
            if daily != nil { bringBack(beginning: true) }
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

    /// The window changed size: every view keeps its proportions and moves to its cell.
    public func resize(to windowSize: Size) {
        guard windowSize != layout.windowSize else { return }
        layout = laidOut(in: windowSize)
        views = movedToTheirCells(views)
        if !views.isEmpty { events.publish(.shapesMoved(views: views)) }
    }

    /// `views` resized and moved into the cells of the layout now. A turn whose feedback still
    /// shows may have more (or fewer) shapes than the next turn's cells: they go into cells of
    /// their own count, so none is left where the cells or the panel's side no longer are.
    func movedToTheirCells(_ views: [ShapeView]) -> [ShapeView] {
        let cells =
            views.count == layout.shapeCount || views.isEmpty
            ? layout
            : Layout(windowSize: layout.windowSize, shapeCount: views.count, textScale: layout.textScale, keepsAside: layout.keepsAside)
        return cells.place(views.map { $0.resized(toAvailable: cells.availableSize) })
    }

    /// The layout for the rules in force, in `windowSize` (the window's now by default), with a
    /// side kept for the app's panel when `keepsAside` says so (as now by default).
    func laidOut(in windowSize: Size? = nil, keepsAside: Bool? = nil) -> Layout {
        Layout(
            windowSize: windowSize ?? layout.windowSize, shapeCount: rules.shapesPerTurn, textScale: rules.textScale,
            keepsAside: keepsAside ?? layout.keepsAside)
    }

    func beginTurn() {
        play.beginRaceTurn()
        if play.isOver {
            views = []
            return
        }
        views = layout.place(controller.beginNewTurn(availableSize: layout.availableSize))
        viewsTurnID = controller.currentTurn?.id ?? viewsTurnID
        turnNote = controller.turnStrategy.note
        viewsTurnNumber = turnNumber
        events.publish(.turnStarted(number: turnNumber, mode: mode, views: views, ratio: difficultyRatio, strategy: turnNote))
    }

    private func endTurn(tapping index: Int, by device: InputDevice) {
        let before = controller.score
        guard var result = controller.endTurn(tappingShapeAt: index, by: device) else { return }
        result.isPractice = play.kind == .practice
        remember(result)
        events.publish(.turnEnded(result, tapped: index))
        noteHeard(result)
        if result.score != before { events.publish(.scoreChanged(from: before, to: result.score)) }
        if let finished = play.record(daily: result) { events.publish(.dailyFinished(finished)) }
        showFeedback(tapping: index, result: result)
    }

    /// What the listeners did with the newest tap's event (`turnEnded`, or a race's
    /// `raceLockedOut`): the **Observer** at work, for the "how it works" panel. It names the
    /// tap's turn by identity, so a panel shows it only beside that tap.
    public private(set) var tapHeard: (turnID: Int, event: String, heard: [Heard])?

    /// Keeps what the listeners did with the event of `result`'s tap, just published.
    func noteHeard(_ result: TurnResult) {
        guard let newest = events.newest else { return }
        tapHeard = (result.turn.id, newest.event.name, newest.heard)
    }

    /// Keeps `result` as its player's newest scored tap.
    func remember(_ result: TurnResult) {
        lastTaps.removeAll { $0.player == result.player }
        lastTaps.append(result)
    }

    private func changeMode(to newMode: GameMode) {
        mode = newMode
        installStrategy()
        controller.abandonCurrentTurn()
        feedback = nil
        events.publish(.modeChanged(newMode))
        beginTurn()
    }

    private func restart() {
        let before = controller.score
        controller.reset()
        feedback = nil
        lastTaps = []
        events.publish(.restarted)
        if before != 0 { events.publish(.scoreChanged(from: before, to: 0)) }
        beginTurn()
    }
}
