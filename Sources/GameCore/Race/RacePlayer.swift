import Drawing

/// One of the two players of a race: their seat (0 or 1), their name, and the device they joined
/// with (each device belongs to one player).
public struct RacePlayer: Hashable, Sendable {
    public let seat: Int
    /// A controller player's controller's name; nil for a player with none of their own, whom
    /// the screen calls by their seat in the player's language ("Player 2", "Spieler 2").
    public let name: String?
    public let device: RaceDevice

    public init(seat: Int, name: String?, device: RaceDevice) {
        self.seat = seat
        self.name = name
        self.device = device
    }
}

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

/// A tap in a race: by which player, on what (a point, or a shape by position), and when the
/// device reported it (the platform's event timestamp), which decides taps that arrive together.
public struct RaceTap: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case point(Point)
        case shape(Int)
    }

    public let seat: Int
    public let target: Target
    /// The event's timestamp in milliseconds, on the platform's clock.
    public let timestamp: UInt64

    public init(seat: Int, target: Target, timestamp: UInt64) {
        self.seat = seat
        self.target = target
        self.timestamp = timestamp
    }
}
