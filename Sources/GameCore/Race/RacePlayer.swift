import Drawing

/// One of the two players of a race: their seat (0 or 1), their name, and the kind of input they
/// play with, which their turns record. The core knows seats, not devices: which device plays
/// which seat is the app's (`RaceEntrant`).
public struct RacePlayer: Hashable, Sendable {
    public let seat: Int
    /// A controller player's controller's name; nil for a player with none of their own, whom
    /// the screen calls by their seat in the player's language ("Player 2", "Spieler 2").
    public let name: String?
    public let input: InputDevice

    public init(seat: Int, name: String?, input: InputDevice) {
        self.seat = seat
        self.name = name
        self.input = input
    }
}

/// A tap in a race: by which player, on what (a point, or a shape by position). Taps that arrive
/// together are handed to the game in the order they happened (the app orders them by their
/// events' timestamps).
public struct RaceTap: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case point(Point)
        case shape(Int)
    }

    public let seat: Int
    public let target: Target

    public init(seat: Int, target: Target) {
        self.seat = seat
        self.target = target
    }
}
