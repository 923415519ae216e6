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

    init(sink: EventSink, gameEvents: GameEventBus, appEvents: EventBus<AppEvent>) {
        self.sink = sink
        gameEvents.subscribe { [weak self] in self?.record($0) }
        appEvents.subscribe { [weak self] in self?.record($0) }
    }

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
        endObject()
    }
}
