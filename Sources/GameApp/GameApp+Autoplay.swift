import GameCore
import Platform

/// The `--autoplay` bot's hand, built for the run's options.
extension GameApp {
    /// The bot: a mouse that clicks through SDL's queue, or SDL's virtual pad, which joins a race
    /// when one waits and moves its own seat's ring in it.
    func makeAutoplay(random: any RandomNumberGenerator) throws(PlatformError) -> AutoplayDriver {
        let (context, queue, window) = (screen.context, screen.queue, screen.window)
        let hand: AutoplayDriver.Hand
        switch options.autoplayDevice {
        case .mouse:
            hand = .mouse { point throws(PlatformError) in
                try queue.push(.mouseDown(.left, at: point), to: window)
                try queue.push(.mouseUp(.left, at: point), to: window)
            }
        case .controller:
            let pad = try VirtualController(context: context)
            let device = RaceDevice.controller(pad.id.rawValue)
            hand = .controller(
                pad: pad,
                ring: { [unowned self] in
                    // In a race, the ring of the bot's own seat, over the shapes.
                    guard let race = model.race, let seat = race.seat(of: device) else { return (model.ring, scene.places) }
                    return (race.rings[seat], scene.places.filter(\.isShape))
                },
                joins: { [unowned self] in
                    model.race.map { $0.isJoining && $0.seat(of: device) == nil && !model.isPaused && !model.isOverlaid } ?? false
                })
        }
        return AutoplayDriver(
            bot: Bot(accuracy: options.autoplayAccuracy), generator: random, thinkTime: options.autoplayDelay, clock: parts.clock, game: game,
            hand: hand)
    }
}
