import Drawing
import GameCore
import Platform

/// The `--autoplay` bot at work: after its think time on each turn, it picks a shape (`Bot`) and
/// clicks its hit point through `click`, which the app points at SDL's own queue, so the game
/// cannot tell the bot from a player.
@MainActor
final class AutoplayDriver {
    private let bot: Bot
    private var generator: any RandomNumberGenerator
    private let thinkTime: Duration
    private let clock: GameClock
    private let game: Game
    private let click: (Point) throws(PlatformError) -> Void
    private var due: Duration?
    private var turn = 0

    init(
        bot: Bot, generator: any RandomNumberGenerator, thinkTime: Duration, clock: GameClock, game: Game,
        click: @escaping (Point) throws(PlatformError) -> Void
    ) {
        self.bot = bot
        self.generator = generator
        self.thinkTime = thinkTime
        self.clock = clock
        self.game = game
        self.click = click
        game.events.subscribe { [weak self] event in
            guard let self, case .turnStarted(let number, _, _, _) = event else { return }
            turn = number
            due = self.clock.now() + thinkTime
        }
    }

    /// When the bot next clicks; nil while the game takes no taps (paused, help, feedback).
    var nextDeadline: Duration? { game.acceptsTaps ? due : nil }

    /// Clicks if the think time is over and the turn it thought about is still on.
    func tick(at now: Duration) throws(PlatformError) {
        guard let due, now >= due, game.acceptsTaps, game.turnNumber == turn, let current = game.currentTurn else { return }
        let index = bot.choose(in: current, using: &generator)
        self.due = nil
        try click(game.views[index].hitPoint)
    }
}
