import Drawing
import GameCore
import Platform
import RunOptions

/// The `--autoplay` bot at work: after its think time on each turn, it picks a shape (`Bot`) and
/// taps it with its hand: a click, or the controller's D-pad presses and A.
@MainActor
final class AutoplayDriver {
    /// What the bot's hand does.
    enum Hand {
        /// Clicks a point (the app points it at SDL's queue).
        case mouse(click: (Point) throws(PlatformError) -> Void)
        /// Holds and lets go of a pad's buttons; `ring` is where the bot's focus ring rests now
        /// (in a race, its seat's), and the places it can rest on; `joins` says when a race waits
        /// for this pad's A.
        case controller(pad: VirtualController, ring: () -> (ring: FocusRing, places: [FocusPlace]), joins: () -> Bool)
    }

    /// The time a button is held, and the time between two presses: a quick thumb.
    static let press = Duration.milliseconds(40)
    /// Presses the ring may take to reach a shape before the bot gives up on the turn.
    static let mostMoves = 12

    private let bot: Bot
    private var generator: any RandomNumberGenerator
    private let thinkTime: Duration
    private let clock: GameClock
    private let game: Game
    private let hand: Hand
    private var due: Duration?
    private var turn = 0
    /// The controller's work in progress: the shape it is heading for, the button it holds, and
    /// the presses made so far this turn.
    private var goal: Int?
    private var held: ControllerButton?
    private var moves = 0

    init(bot: Bot, generator: any RandomNumberGenerator, thinkTime: Duration, clock: GameClock, game: Game, hand: Hand) {
        self.bot = bot
        self.generator = generator
        self.thinkTime = thinkTime
        self.clock = clock
        self.game = game
        self.hand = hand
        game.events.subscribe(
            as: "AutoplayDriver",
            reacting: { [weak self] event in
                guard let self, case .turnStarted(let number, _, _, _, _) = event else { return nil }
                turn = number
                due = self.clock.now() + thinkTime
                goal = nil
                moves = 0
                return Reaction.planned.rawValue
            })
    }

    /// When the bot next acts; nil while the game takes no taps (paused, help, feedback), except
    /// that a held button is always let go.
    var nextDeadline: Duration? {
        if held == nil, case .controller(_, _, let joins) = hand, joins() { return due ?? clock.now() + thinkTime }
        return held != nil || game.acceptsTaps ? due : nil
    }

    /// Acts if its time has come and the turn it thought about is still on.
    func tick(at now: Duration) throws(PlatformError) {
        guard let due, now >= due else { return }
        if case .controller(let pad, _, let joins) = hand {
            if let button = held {
                try pad.set(button, pressed: false)
                held = nil
                self.due = now + Self.press
                return
            }
            // A race waits for its players: the bot's pad joins with A.
            if joins() {
                try pad.set(.a, pressed: true)
                held = .a
                self.due = now + Self.press
                return
            }
        }
        guard game.acceptsTaps, game.turnNumber == turn, let current = game.currentTurn else { return }
        switch hand {
        case .mouse(let click):
            let index = bot.choose(in: current, using: &generator)
            self.due = nil
            try click(game.views[index].hitPoint)
        case .controller(let pad, let ring, _):
            let target = goal ?? bot.choose(in: current, using: &generator)
            goal = target
            let seen = ring()
            // A shape the ring cannot reach in its presses is given up for the one it rests on,
            // so a `--turns` run never waits on a turn forever.
            let way = moves < Self.mostMoves ? nextButton(toward: target, ring: seen) : nil
            let restsOnAShape = if case .shape? = seen.ring.target, seen.ring.isShown { true } else { false }
            guard let button = way ?? (restsOnAShape ? .a : nil) else {
                self.due = nil
                return
            }
            moves += 1
            if button == .a { goal = nil }
            try pad.set(button, pressed: true)
            held = button
            self.due = now + Self.press
        }
    }

    /// The press that brings the ring nearer to shape `target`, or A when it rests there. A first
    /// press only shows the ring; after that, the first press of a shortest way there, found by
    /// asking the game's own spatial navigation where each press from each place leads.
    private func nextButton(toward target: Int, ring: (ring: FocusRing, places: [FocusPlace])) -> ControllerButton? {
        let places = ring.places
        guard ring.ring.isShown, let start = places.firstIndex(where: { $0.target == ring.ring.target }) else { return .dpadRight }
        guard let goal = places.firstIndex(where: { $0.target == .shape(target) }) else { return nil }
        if start == goal { return .a }
        let frames = places.map(\.frame)
        let buttons: [(Direction, ControllerButton)] = [(.left, .dpadLeft), (.right, .dpadRight), (.up, .dpadUp), (.down, .dpadDown)]
        // Breadth first over the places; each remembers the first press that reached it.
        var first: [Int: ControllerButton] = [:]
        var frontier = [start]
        var seen: Set<Int> = [start]
        while !frontier.isEmpty {
            var next: [Int] = []
            for place in frontier {
                for (direction, button) in buttons {
                    guard let reached = SpatialNavigation.nearest(from: frames[place], toward: direction, among: frames), !seen.contains(reached)
                    else { continue }
                    seen.insert(reached)
                    first[reached] = first[place] ?? button
                    if reached == goal { return first[reached] }
                    next.append(reached)
                }
            }
            frontier = next
        }
        return nil
    }
}
