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

extension GameApp {
    /// The panel as drawn: the article of the guide the learner reads in it, else the turn's
    /// words (`shown`); the article's words are built once for as long as it shows.
    func insideDrawn(_ shown: FrameState.Explained?) -> InsideText? {
        guard let shown, let article = model.reading else { return shown?.text }
        let key = FrameState.Reading(article: article, language: renderer.catalog.language, turn: shown.text)
        if let cached = frames.insideReading, cached.key == key { return cached.text }
        let text = shown.text.reading(article, catalog: renderer.catalog)
        frames.insideReading = (key, text)
        return text
    }

    /// What the voice says as an article opens: its title and its first paragraph.
    func spokenArticle(_ name: String) -> String {
        guard let article = GuideArticle(rawValue: name) else { return name }
        let blocks = article.blocks
        let title = blocks.first { $0.kind == .title }?.text ?? name
        let first = blocks.first { $0.kind == .paragraph }?.text
        return renderer.catalog.forms.sentences([title] + (first.map { [$0] } ?? []))
    }
}
