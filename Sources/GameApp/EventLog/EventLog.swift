import Drawing
import GameCore
import Preferences

/// Writes the game's and the app's events as JSON Lines, one object per line, each line written
/// as soon as the event happens. A listener on both buses (**Observer**). The field names and
/// meanings are the contract docs/PLAYING.md's event-log paragraph describes (tests read them).
/// One reused buffer serves every line.
@MainActor
final class EventLog {
    private let sink: EventSink
    private var line = JSONWriter()
    private let gameEvents: GameEventBus

    init(sink: EventSink, gameEvents: GameEventBus, appEvents: EventBus<AppEvent>) {
        self.sink = sink
        self.gameEvents = gameEvents
        gameEvents.subscribe(
            as: "EventLog",
            reacting: { [weak self] event in
                self?.record(event)
                return Reaction.logged.rawValue
            })
        appEvents.subscribe(as: "EventLog") { [weak self] in self?.record($0) }
    }

    /// Who hears the game's events (the **Observer**'s listeners), by name.
    var listeners: [String] { gameEvents.listeners }

    /// One line: `{"event":name, …fields}` and a newline, written at once.
    func write(_ name: String, fields: (inout JSONWriter) -> Void) {
        line.reset()
        line.beginObject()
        line.member("event", name)
        fields(&line)
        line.endObject()
        line.newline()
        sink.write(line.bytes)
    }
}

extension JSONWriter {
    /// `"frame":{"x":…,"y":…,"width":…,"height":…}` in window coordinates.
    mutating func frame(_ rect: Rect) {
        key("frame")
        beginObject()
        member("x", rect.minX)
        member("y", rect.minY)
        member("width", rect.width)
        member("height", rect.height)
        endObject()
    }

    /// A shape as the contract has it: kind, area, frame and hit point in window coordinates.
    mutating func shape(_ view: ShapeView) {
        beginObject()
        member("kind", view.kind.rawValue)
        member("area", view.shape.area)
        frame(view.frame)
        let hit = view.hitPoint
        key("hit_point")
        beginObject()
        member("x", hit.x)
        member("y", hit.y)
        endObject()
        madeBy(view)
        endObject()
    }

    /// How the view came to be (the **Abstract Factory** and the **Builder** at work): its kind's
    /// factories, the size the factory drew, any resize after it, and the builder's style.
    mutating func madeBy(_ view: ShapeView) {
        made(InsideFacts.Made(view))
        style(view.style)
    }

    /// A shape's making: its kind's `factory` and `view_factory`, the `proportion` its factory
    /// drew and the `adjustments` after it.
    mutating func made(_ made: InsideFacts.Made) {
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
    }

    /// `"style":{"fill":true,"fill_color":"#996633",…}`: the builder's style.
    mutating func style(_ style: ShapeStyle) {
        key("style")
        beginObject()
        member("fill", style.showFill)
        member("fill_color", ColorValue.format(style.fillColor))
        member("outline", style.showOutline)
        member("outline_color", ColorValue.format(style.outlineColor))
        member("outline_width", style.outlineWidth)
        endObject()
    }

    /// `"scorers":[{"scorer":"MatchScorer","increment":1},…]`: the walk down the scorer chain
    /// (the **Chain of Responsibility**), each link's share of the tap's increment.
    mutating func shares(_ shares: [ScorerShare]) {
        key("scorers")
        beginArray()
        for share in shares {
            beginObject()
            member("scorer", share.scorer)
            member("increment", share.increment)
            if share.isStreakBonus { member("streak_bonus", true) }
            reason(share.reason)
            endObject()
        }
        endArray()
    }

    /// Why a link gave its share, in its own terms: `"right":true` (the match), `"streak":3,
    /// "needs":5` (the streak so far and the one the bonus needs), `"reaction_ms":412,
    /// "under_ms":500` (the speed bonus; no `reaction_ms` for a wrong answer).
    mutating func reason(_ reason: ScorerReason) {
        switch reason {
        case .matched(let matched?): member("right", matched)
        case .matched(nil), .unexplained: break
        case .streak(let streak, let needed):
            member("streak", streak)
            member("needs", needed)
        case .speed(let milliseconds, let limit):
            if let milliseconds { member("reaction_ms", milliseconds) }
            member("under_ms", limit)
        }
    }

    /// `"listeners":["EventLog","SoundPolicy",…]`: who heard the game's events.
    mutating func listeners(_ names: [String]) {
        key("listeners")
        beginArray()
        for name in names { string(name) }
        endArray()
    }

    /// `"strategy":{"name":"adaptive","type":"AdaptiveTurnStrategy",…,"inner":{…}}`: which strategy
    /// made the turn and with what, and the one it handed the turn to.
    mutating func strategy(_ note: StrategyNote, key name: String = "strategy") {
        key(name)
        beginObject()
        member("name", note.name)
        member("type", note.typeName)
        switch note {
        case .basic(let kind, let count):
            member("kind", kind.rawValue)
            member("shapes", count)
        case .random(let picked, let among, _):
            member("picked", picked)
            member("among", among)
        case .cross(let count):
            member("shapes", count)
        case .adaptive(let ratio, let step, _):
            member("ratio", ratio)
            member("step", step.rawValue)
        case .daily(let date, let number, let turn):
            member("date", date.description)
            member("number", number)
            member("daily_turn", turn)
        case .other:
            break
        }
        if let inner = note.inner { strategy(inner, key: "inner") }
        endObject()
    }
}
