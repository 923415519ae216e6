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
    private var line = JSONLine()

    init(sink: EventSink, gameEvents: GameEventBus, appEvents: EventBus<AppEvent>) {
        self.sink = sink
        gameEvents.subscribe { [weak self] in self?.record($0) }
        appEvents.subscribe { [weak self] in self?.record($0) }
    }

    func record(_ event: GameEvent) {
        switch event {
        case .turnStarted(let number, let mode, let views, let ratio):
            write("turn_started") { line in
                line.member("turn", number)
                line.member("mode", mode.rawValue)
                if let ratio { line.member("ratio", ratio) }
                line.key("shapes")
                line.beginArray()
                for view in views { line.shape(view) }
                line.endArray()
            }
        case .turnEnded(let result, let tapped):
            write("turn_ended") { line in
                line.member("turn", result.number)
                line.member("tapped", tapped)
                line.member("matched", result.matched)
                line.member("score_increment", result.scoreIncrement)
                line.member("score", result.score)
                line.member("streak", result.streak)
                if let reaction = result.turn.reactionMilliseconds { line.member("reaction_ms", reaction) }
                line.member("input", result.input.rawValue)
            }
        case .modeChanged(let mode): write("mode_changed") { $0.member("mode", mode.rawValue) }
        case .paused(let cause): write("paused") { $0.member("cause", cause.rawValue) }
        case .resumed: write("resumed") { _ in }
        case .helpShown(let shown): write("help") { $0.member("shown", shown) }
        case .statsShown(let shown): write("stats") { $0.member("shown", shown) }
        case .preferencesShown(let shown): write("preferences") { $0.member("shown", shown) }
        case .shapeCountChanged(let count): write("shape_count_changed") { $0.member("shapes_per_turn", count) }
        case .adaptiveChanged(let on): write("adaptive_changed") { $0.member("adaptive", on) }
        case .restarted: write("restarted") { _ in }
        case .scoreChanged: break
        }
    }

    func record(_ event: AppEvent) {
        switch event {
        case .sound(let name, let played):
            write("sound") { line in
                line.member("name", name)
                line.member("played", played)
            }
        case .muted(let muted): write("muted") { $0.member("muted", muted) }
        case .settingsDiagnostic(let diagnostic):
            write(diagnostic.severity == .error ? "settings_error" : "settings_warning") { line in
                line.member("path", diagnostic.path)
                line.member("line", diagnostic.line)
                line.member("column", diagnostic.column)
                line.member("message", diagnostic.message)
            }
        case .settingChanged(let change, _):
            write("setting_changed") { line in
                line.member("key", change.key)
                switch change.value {
                case .string(let text): line.member("value", text)
                case .integer(let number): line.member("value", Int(number))
                case .float(let number): line.member("value", number)
                case .boolean(let flag): line.member("value", flag)
                default: break
                }
            }
        case .settingSaved(let change, let outcome, let path):
            switch outcome {
            case .written:
                write("settings_saved") { line in
                    line.member("key", change.key)
                    line.member("path", path)
                }
            case .refused(let diagnostic):
                write("settings_not_saved") { line in
                    line.member("key", change.key)
                    line.member("path", diagnostic.path)
                    line.member("line", diagnostic.line)
                    line.member("column", diagnostic.column)
                    line.member("message", diagnostic.message)
                }
            case .failed(let reason):
                write("settings_not_saved") { line in
                    line.member("key", change.key)
                    line.member("path", path)
                    line.member("message", reason)
                }
            case .noFile:
                break
            }
        case .settingsApplied(let settings, let path):
            write("settings_loaded") { line in
                line.member("path", path)
                line.member("theme", settings.theme.rawValue)
                line.member("fill", ColorValue.format(settings.colors.fill))
                line.member("outline", ColorValue.format(settings.colors.outline))
            }
        case .quit(let summary):
            write("quit") { line in
                line.member("turns", summary.turns)
                line.member("score", summary.score)
                line.key("input_latency_ms")
                line.beginArray()
                for sample in summary.latency.recentSamples { line.integer(sample) }
                line.endArray()
                line.member("input_latency_count", summary.latency.count)
                if let median = summary.latency.p50 { line.member("input_latency_p50_ms", median) }
                if let p95 = summary.latency.p95 { line.member("input_latency_p95_ms", p95) }
            }
        case .controls(let controls):
            write("controls") { line in
                line.key("controls")
                line.beginArray()
                for control in controls {
                    line.beginObject()
                    line.member("action", control.name)
                    line.frame(control.frame)
                    line.endObject()
                }
                line.endArray()
            }
        case .language(let language): write("language") { $0.member("language", language.rawValue) }
        case .firstFramePresented(let nanoseconds):
            write("first_frame") { $0.member("monotonic_ns", Int(clamping: nanoseconds)) }
        case .screenshot(let path): write("screenshot") { $0.member("path", path) }
        case .screenshotFailed(let reason): write("screenshot_error") { $0.member("message", reason) }
        case .windowPlacement(let placement):
            write("window") { line in
                line.member("width", placement.width)
                line.member("height", placement.height)
                if let x = placement.x, let y = placement.y {
                    line.member("x", x)
                    line.member("y", y)
                }
                line.member("maximized", placement.maximized)
                line.member("fullscreen", placement.fullscreen)
            }
        case .controller(let name):
            write(name == nil ? "controller_removed" : "controller_added") { line in
                if let name { line.member("name", name) }
            }
        case .notice, .resized: break
        }
    }

    /// One line: `{"event":name, …fields}` and a newline, written at once.
    private func write(_ name: String, fields: (inout JSONLine) -> Void) {
        line.reset()
        line.beginObject()
        line.member("event", name)
        fields(&line)
        line.endObject()
        line.newline()
        sink.write(line.bytes)
    }
}

extension JSONLine {
    /// `"frame":{"x":…,"y":…,"width":…,"height":…}` in window coordinates.
    fileprivate mutating func frame(_ rect: Rect) {
        key("frame")
        beginObject()
        member("x", rect.minX)
        member("y", rect.minY)
        member("width", rect.width)
        member("height", rect.height)
        endObject()
    }

    /// A shape as the contract has it: kind, area, frame and hit point in window coordinates.
    fileprivate mutating func shape(_ view: ShapeView) {
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
