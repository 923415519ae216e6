import GameCore
import Preferences

extension JSONWriter {
    /// The `explain` line's fields: what the "how it works" panel shows, as facts (the turn, the
    /// strategy, each shape's making, the builder's style and theme, each player's newest tap
    /// with the chain's shares, the listeners and what each did with the newest event) and as the
    /// words drawn (`lines`), with the keys of those marked as changed since the last tap.
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
        if let event = facts.event {
            key("newest_event")
            beginObject()
            member("name", event.name)
            if let turn = event.turn { member("turn", turn) }
            key("heard")
            beginArray()
            for heard in facts.heard {
                beginObject()
                member("listener", heard.listener)
                if let did = heard.did { member("did", did) }
                endObject()
            }
            endArray()
            endObject()
        }
        key("lines")
        beginArray()
        string(text.title)
        for section in text.sections {
            string(section.title)
            string(section.guide)
            for line in section.lines { string(line.text) }
        }
        endArray()
        key("marked")
        beginArray()
        for section in text.sections {
            for line in section.lines where line.marked { string(line.key) }
        }
        endArray()
    }
}
