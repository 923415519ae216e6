import GameCore
import Testing

@testable import GameApp

/// Which device plays which seat, and when its taps happened, are the app's: the game is handed
/// seats and taps in order.
@Suite struct RaceDeviceTests {
    /// Player 2's event came first in the pass, but player 1's was earlier: player 1's tap goes
    /// first. Taps of the same millisecond keep the order they came in.
    @Test func tapsOfOnePassAreOrderedByTheirTimestamps() {
        let first = RaceTap(seat: 0, target: .shape(1))
        let second = RaceTap(seat: 1, target: .shape(1))
        #expect(TimedRaceTap.ordered([.init(tap: second, timestamp: 1_005), .init(tap: first, timestamp: 1_002)]) == [first, second])
        #expect(TimedRaceTap.ordered([.init(tap: second, timestamp: 2_000), .init(tap: first, timestamp: 2_000)]) == [second, first])
        #expect(TimedRaceTap.ordered([]) == [])
    }

    @Test func anEntrantIsASeatAndAKindOfInputToTheGame() {
        let entrant = RaceEntrant(seat: 1, name: "DualSense", device: .controller(9))
        #expect(entrant.player == RacePlayer(seat: 1, name: "DualSense", input: .gamepad))
        #expect(RaceEntrant(seat: 0, name: nil, device: .mouse).player.input == .mouse)
    }
}
