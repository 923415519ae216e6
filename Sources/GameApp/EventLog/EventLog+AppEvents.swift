import Preferences

/// The app's events as the event log writes them: sounds, settings, controls, the window,
/// screenshots, pauses and overlays, the end of the run.
extension EventLog {
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
        case .started(let version, let platform, let keyboardGuard):
            write("started") { line in
                line.member("version", version)
                for library in platform.libraries {
                    line.key(library.name.lowercased())
                    line.beginObject()
                    line.member("built", library.built)
                    line.member("running", library.running)
                    line.endObject()
                }
                if let driver = platform.videoDriver { line.member("video_driver", driver) }
                line.key("driver_order")
                if let order = platform.driverOrder { line.string(order) } else { line.null() }
                line.member("keyboard_guard", keyboardGuard.rawValue)
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
        case .spoken, .theme, .desktop: recordDesktop(event)
        case .focus(_, let name, let frame):
            write("focus") { line in
                line.member("target", name)
                if let frame { line.frame(frame) }
            }
        case .pointed(let control): write("pointed") { $0.member("control", control.name) }
        case .scrolled(let first, let last, let rows, _):
            write("scrolled") { line in
                line.member("first", first)
                line.member("last", last)
                line.member("rows", rows)
            }
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
        case .paused(let cause): write("paused") { $0.member("cause", cause.rawValue) }
        case .resumed: write("resumed") { _ in }
        case .overlay(let overlay, let shown):
            let name =
                switch overlay {
                case .help: "help"
                case .stats: "stats"
                case .preferences: "preferences"
                case .about: "about"
                }
            write(name) { $0.member("shown", shown) }
        case .noticeHeld(let shown): write("notice_held") { $0.member("shown", shown) }
        case .confirmation(let question, let shown):
            write("confirmation") { line in
                line.member("question", question.logName)
                line.member("shown", shown)
            }
        case .dailyStarted(let challenge, let practice):
            write("daily_started") { line in
                line.member("date", challenge.date.description)
                line.member("number", challenge.number)
                line.member("practice", practice)
            }
        case .dailyFinished(let card):
            write("daily_finished") { line in
                line.member("date", card.result.date.description)
                line.member("number", card.result.number)
                line.member("score", card.result.score)
                line.key("marks")
                line.beginArray()
                for mark in card.result.marks { line.bool(mark) }
                line.endArray()
                line.member("median_reaction_ms", card.result.medianReactionMilliseconds)
                line.member("days_in_a_row", card.daysInARow)
                line.member("counted", card.counted)
            }
        case .copied(let text): write("copied") { $0.member("text", text) }
        case .raceJoining: write("race_joining") { _ in }
        case .inside(let shown): write("inside") { $0.member("shown", shown) }
        case .stepping(let on): write("stepping") { $0.member("on", on) }
        case .guide(let article):
            write("guide") { line in
                line.member("open", article != nil)
                if let article { line.member("article", article) }
            }
        case .stop(let stop, let number, let count, let turn, let lit):
            write("step") { line in
                line.member("stop", stop.name)
                line.member("number", number)
                line.member("of", count)
                line.member("turn", turn)
                switch stop {
                case .link(let index, let scorer, let increment):
                    line.member("link", index)
                    line.member("scorer", scorer)
                    line.member("increment", increment)
                case .listener(let listener, let did):
                    line.member("listener", listener)
                    line.member("did", did)
                default: break
                }
                line.key("lit")
                line.beginArray()
                for part in lit { line.string(part) }
                line.endArray()
            }
        case .explained(let facts, let text): write("explain") { $0.explain(facts, text) }
        case .countdown(let number?): write("countdown") { $0.member("number", number) }
        case .notice, .resized, .settingsProblem, .countdown(nil): break
        }
    }
}
