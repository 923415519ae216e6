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
            member("factory", made.factory)
            member("view_factory", made.viewFactory)
            member("proportion", made.proportion)
            key("adjustments")
            beginArray()
            for adjustment in made.adjustments {
                beginObject()
                member("cause", adjustment.cause.rawValue)
                member("factor", adjustment.factor)
                endObject()
            }
            endArray()
            endObject()
        }
        endArray()
        if let style = facts.style {
            key("style")
            beginObject()
            member("fill", style.showFill)
            member("fill_color", ColorValue.format(style.fillColor))
            member("outline", style.showOutline)
            member("outline_color", ColorValue.format(style.outlineColor))
            member("outline_width", style.outlineWidth)
            endObject()
        }
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
