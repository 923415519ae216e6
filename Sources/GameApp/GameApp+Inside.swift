import GameCore

/// The "how it works" panel's facts and words, read from the game as it is now, and what the
/// event log and the voice are told of them.
extension GameApp {
    /// What the panel shows of the turn on screen.
    var insideFacts: InsideFacts { InsideFacts(game: game, settings: model.settings.inForce.settings) }

    /// The panel in the language on screen (unmarked: what the voice reads).
    var insideText: InsideText { insideText(for: insideFacts, players: insidePlayers) }

    /// A race's players' names by seat, as the screen calls them.
    var insidePlayers: [Int: String] {
        Dictionary((model.race?.players ?? []).map { ($0.seat, $0.name(in: renderer.catalog)) }) { first, _ in first }
    }

    /// `facts` in the language on screen.
    func insideText(for facts: InsideFacts, players: [Int: String]) -> InsideText {
        InsideText(facts, catalog: renderer.catalog, players: players)
    }

    /// What the panel shows this frame, its facts read once and its words (with what changed
    /// since the last tap marked) built only when they change; nil while it does not face the
    /// player.
    func insideShown() -> FrameState.Explained? {
        guard model.facesInside else {
            frames.insideShown = nil
            frames.insideMarks = InsideMarks()
            return nil
        }
        let facts = insideFacts
        let language = renderer.catalog.language
        let players = insidePlayers
        let stop = model.stops.first
        let stepping = FrameState.Stepping(on: model.stepping, stop: stop, number: model.stopCount - model.stops.count + 1)
        if let cached = frames.insideShown, cached.explained.facts == facts, cached.language == language, cached.players == players,
            cached.stepping == stepping
        {
            return cached.explained
        }
        let marked = frames.insideMarks.marking(insideText(for: facts, players: players), taps: facts.taps)
        let words = stop.map { stepWords($0, number: stepping.number, count: model.stopCount) }
        let text = marked.stepped(on: model.stepping, stop: stop, words: words, race: facts.isRace, catalog: renderer.catalog)
        let shown = FrameState.Explained(facts: facts, text: text)
        frames.insideShown = (shown, language, players, stepping)
        return shown
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
