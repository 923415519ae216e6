import GameCore

/// A device a race player plays with. Touch is none: fingers on one screen cannot be told apart.
public enum RaceDevice: Hashable, Sendable {
    /// Arrows and 1–5 move and use the player's ring; Enter or Space taps what it rests on.
    case keyboard
    /// Clicks.
    case mouse
    /// One game controller, by its instance id: D-pad and stick move the player's ring, A taps.
    case controller(Int32)

    /// What the turn records as its input.
    public var input: InputDevice {
        switch self {
        case .keyboard: .keyboard
        case .mouse: .mouse
        case .controller: .gamepad
        }
    }
}

/// A race player as the app knows them: their seat, their name and the device they joined with
/// (each device belongs to one player). The game knows the seat and the kind of input.
public struct RaceEntrant: Hashable, Sendable {
    public let seat: Int
    /// A controller's name; nil for a player called by their seat.
    public let name: String?
    public let device: RaceDevice

    public init(seat: Int, name: String?, device: RaceDevice) {
        self.seat = seat
        self.name = name
        self.device = device
    }

    /// The player as the game knows them.
    public var player: RacePlayer { RacePlayer(seat: seat, name: name, input: device.input) }
}

/// A race player's tap and when its device reported it (the platform's event timestamp, in
/// milliseconds): taps of one pass of the loop are handed to the game in that order.
struct TimedRaceTap: Hashable, Sendable {
    let tap: RaceTap
    let timestamp: UInt64

    /// The taps earliest first; taps of the same millisecond in the order they came.
    static func ordered(_ taps: [TimedRaceTap]) -> [RaceTap] {
        taps.enumerated().sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }.map(\.element.tap)
    }
}
