import GameCore

/// The "how it works" panel's facts and words, read from the game as it is now, and what the
/// event log and the voice are told of them.
extension GameApp {
    /// What the panel shows of the turn on screen.
    var insideFacts: InsideFacts { InsideFacts(game: game, theme: model.settings.inForce.settings.theme) }

    /// The panel in the language on screen.
    var insideText: InsideText { insideText(for: insideFacts) }

    /// `facts` in the language on screen.
    func insideText(for facts: InsideFacts) -> InsideText {
        let catalog = renderer.catalog
        let players = Dictionary((model.race?.players ?? []).map { ($0.seat, $0.name(in: catalog)) }) { first, _ in first }
        return InsideText(facts, catalog: catalog, players: players)
    }

    /// What the panel shows this frame, its facts and its words read once; nil while it does
    /// not face the player.
    var insideShown: FrameState.Explained? {
        guard model.facesInside else { return nil }
        let facts = insideFacts
        return FrameState.Explained(facts: facts, text: insideText(for: facts))
    }

    /// After a frame that showed `shown`: the event log hears what the panel shows (`explain`)
    /// each time that changes (the words too: a new language says the same facts again).
    func explain(_ shown: FrameState.Explained?) {
        guard let shown, shown != frames.insideExplained else {
            if shown == nil { frames.insideExplained = nil }
            return
        }
        frames.insideExplained = shown
        appEvents.publish(.explained(shown.facts, shown.text))
    }
}
