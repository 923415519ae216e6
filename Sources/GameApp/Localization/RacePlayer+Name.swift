import GameCore

extension RaceEntrant {
    /// What the screen calls the player, in `catalog`'s language, at the moment it is drawn.
    func name(in catalog: Catalog) -> String { RacePlayer.name(name, seat: seat, in: catalog) }
}

extension RacePlayer {
    /// The seat's "Player N" in `catalog`'s language, with the controller's own name beside it
    /// where the player has one (`name`): "Player 2 (Virtual Controller)". A player is their
    /// seat; the device only tells two pads apart.
    static func name(_ name: String?, seat: Int, in catalog: Catalog) -> String {
        let player = catalog(UIText.racePlayer, ["number": "\(seat + 1)"])
        return name.map { catalog(UIText.racePlayerDevice, ["player": player, "device": $0]) } ?? player
    }

    /// What the event log calls the player: the same in every language, for scripts.
    var loggedName: String { name ?? "Player \(seat + 1)" }
}
