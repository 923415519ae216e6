import Drawing
import Foundation
import GameCore

/// Writes game events as JSON Lines, one object per line, each line written (and so flushed) as
/// soon as the event happens. The field names and meanings are the contract in DESIGN.md.
public final class EventLog {
    private let handle: FileHandle
    private let ownsHandle: Bool

    /// A log to `path`, or standard output for "-". The file is created or truncated.
    public init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
            ownsHandle = false
        } else {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw EventLogError(path: path)
            }
            guard let file = FileHandle(forWritingAtPath: path) else { throw EventLogError(path: path) }
            handle = file
            ownsHandle = true
        }
    }

    deinit {
        if ownsHandle { try? handle.close() }
    }

    /// Writes one line. A log that cannot be written (a full disk, a closed pipe) is not worth
    /// ending the game for, so write errors are dropped.
    func write(_ object: JSON) {
        try? handle.write(contentsOf: Data((object.text + "\n").utf8))
    }

    /// Records `event`; `extra` fields follow the standard ones.
    public func record(_ event: GameEvent) {
        guard let object = Self.json(for: event) else { return }
        write(object)
    }

    /// A free-form line, for events the game loop itself produces (settings, the summary).
    func record(event name: String, fields: [(String, JSON)]) {
        write(.object([("event", .string(name))] + fields))
    }

    static func json(for event: GameEvent) -> JSON? {
        switch event {
        case .turnStarted(let number, let mode, let views):
            return .object([
                ("event", .string("turn_started")), ("turn", .integer(number)), ("mode", .string(mode.rawValue)),
                ("shapes", .array(views.map(shape))),
            ])
        case .turnEnded(let result, let tapped):
            return .object([
                ("event", .string("turn_ended")), ("turn", .integer(result.number)), ("tapped", .integer(tapped)),
                ("matched", .bool(result.matched)), ("score_increment", .integer(result.scoreIncrement)),
                ("score", .integer(result.score)), ("streak", .integer(result.streak)),
            ])
        case .modeChanged(let mode):
            return .object([("event", .string("mode_changed")), ("mode", .string(mode.rawValue))])
        case .sound(let name, let played):
            return .object([("event", .string("sound")), ("name", .string(name)), ("played", .bool(played))])
        case .paused(let paused):
            return .object([("event", .string("paused")), ("paused", .bool(paused))])
        case .muted(let muted):
            return .object([("event", .string("muted")), ("muted", .bool(muted))])
        case .helpShown(let shown):
            return .object([("event", .string("help")), ("shown", .bool(shown))])
        case .restarted:
            return .object([("event", .string("restarted"))])
        case .scoreChanged, .quit:
            return nil
        }
    }

    private static func shape(_ view: ShapeView) -> JSON {
        let frame = view.frame
        let hit = view.hitPoint
        return .object([
            ("kind", .string(view.kind.rawValue)), ("area", .number(view.shape.area)),
            (
                "frame",
                .object([("x", .number(frame.minX)), ("y", .number(frame.minY)), ("width", .number(frame.width)), ("height", .number(frame.height))])
            ),
            ("hit_point", .object([("x", .number(hit.x)), ("y", .number(hit.y))])),
        ])
    }
}

public struct EventLogError: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "cannot write the event log at \(path)" }
}
