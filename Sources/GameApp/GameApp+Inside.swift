import GameCore

/// The "how it works" panel's facts and words, read from the game as it is now, and what the
/// event log and the voice are told of them.
extension GameApp {
    /// What the panel shows of the turn on screen.
    var insideFacts: InsideFacts { InsideFacts(game: game, theme: model.settings.inForce.settings.theme) }

    /// The panel in the language on screen.
    var insideText: InsideText {
        let catalog = renderer.catalog
        let players = Dictionary((model.race?.players ?? []).map { ($0.seat, $0.name(in: catalog)) }) { first, _ in first }
        return InsideText(insideFacts, catalog: catalog, players: players)
    }

    /// After a frame: while the panel faces the player, the event log hears what it shows
    /// (`explain`) each time that changes.
    func explainIfChanged() {
        guard model.facesInside else {
            frames.insideExplained = nil
            return
        }
        // (The words too: a new language says the same facts again.)
        let explained = FrameState.Explained(facts: insideFacts, text: insideText)
        guard explained != frames.insideExplained else { return }
        frames.insideExplained = explained
        appEvents.publish(.explained(explained.facts, explained.text))
    }
}
