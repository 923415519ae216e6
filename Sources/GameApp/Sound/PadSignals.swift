import Drawing
import Platform

/// What the controllers themselves say: each racer's pad lights in their ring's colour and shows
/// their player number, and a pad that makes a wrong tap gives a short rumble (`[accessibility]
/// rumble`). Only where the pad has a light, a number or motors: SDL says which, and a pad
/// without them is left alone.
@MainActor
final class PadSignals {
    private let queue: EventQueue
    /// The pads marked as a race player's, by instance id, as they were marked.
    private var marked: [Int32: Mark] = [:]
    /// The pad whose button was pressed last: the one in hand, whose wrong tap it was.
    var lastPad: Int32?

    private struct Mark: Hashable {
        let seat: Int
        let color: RGBA
    }

    /// How long and how strong a wrong tap's rumble is.
    static let rumble = (strength: 0.6, milliseconds: 180)

    init(queue: EventQueue) {
        self.queue = queue
    }

    /// Marks the pads that race now (`pads`: each player's seat and pad) in their seat's colour
    /// and number; a pad that no longer races has its number cleared. Changes only what changed.
    func mark(racing pads: [(seat: Int, pad: Int32)], theme: Theme) {
        var wanted: [Int32: Mark] = [:]
        for (seat, pad) in pads { wanted[pad] = Mark(seat: seat, color: theme.racePlayer(seat)) }
        for pad in marked.keys where wanted[pad] == nil { queue.mark(ControllerID(pad), player: nil, color: nil) }
        for (pad, mark) in wanted where marked[pad] != mark { queue.mark(ControllerID(pad), player: mark.seat, color: mark.color) }
        marked = wanted
    }

    /// A wrong tap by `pad` (nil: not a pad's): a short rumble, when the player wants it.
    func wrongTap(by pad: Int32?, enabled: Bool) {
        guard enabled, let pad else { return }
        queue.rumble(ControllerID(pad), strength: Self.rumble.strength, milliseconds: Self.rumble.milliseconds)
    }
}
