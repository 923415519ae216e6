import GameCore
import Preferences

extension JSONWriter {
    /// The `explain` line's fields: what the "how it works" panel shows, as facts (the turn, the
    /// strategy, each shape's making, the builder's style and theme, each player's newest tap
    /// with the chain's shares, the listeners) and as the words drawn (`lines`).
    mutating func explain(_ facts: InsideFacts, _ text: InsideText) {
        member("turn", facts.turn)
        strategy(facts.strategy)
        key("shapes")
        beginArray()
        for made in facts.shapes {
            beginObject()
            member("kind", made.kind.rawValue)
            self.made(made)
            endObject()
        }
        endArray()
        if let style = facts.style { self.style(style) }
        member("theme", facts.theme.rawValue)
        member("theme_factory", facts.themeFactory)
        key("taps")
        beginArray()
        for tap in facts.taps {
            beginObject()
            if let seat = tap.player { member("player", seat + 1) }
            member("turn", tap.turn)
            member("matched", tap.matched)
            shares(tap.shares)
            member("score_increment", tap.increment)
            member("score", tap.score)
            member("streak", tap.streak)
            endObject()
        }
        endArray()
        listeners(facts.listeners)
        key("lines")
        beginArray()
        string(text.title)
        for section in text.sections {
            string(section.title)
            string(section.guide)
            for line in section.lines { string(line) }
        }
        endArray()
    }
}
