import GameCore

extension RaceEntrant {
    /// What the screen calls the player, in `catalog`'s language, at the moment it is drawn.
    func name(in catalog: Catalog) -> String { RacePlayer.name(name, seat: seat, in: catalog) }
}

extension RacePlayer {
    /// `name`, or the seat's "Player N" in `catalog`'s language.
    static func name(_ name: String?, seat: Int, in catalog: Catalog) -> String {
        name ?? catalog(UIText.racePlayer, ["number": "\(seat + 1)"])
    }

    /// What the event log calls the player: the same in every language, for scripts.
    var loggedName: String { name ?? "Player \(seat + 1)" }
}
