import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

#if canImport(Glibc)
    import Glibc
#endif

/// Input no player should send, as fast as SDL's queue takes it, through the real loop. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The process's resident memory, in bytes.
    static func residentBytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// True under AddressSanitizer or ThreadSanitizer (scripts/test-asan.sh, test-tsan.sh): they
    /// hold freed memory back on purpose, so resident size says nothing about ours there, and
    /// LeakSanitizer checks it instead.
    static let sanitized =
        dlsym(nil, "__asan_init") != nil
        || dlsym(nil, "__tsan_init") != nil

    @Test func aThousandResizesInASecondLeaveAPlayableGame() throws {
        let harness = try Harness()
        let window = harness.app.screen.window
        for index in 0..<1000 {
            window.setSize(Size(width: Double(320 + index * 37 % 1400), height: Double(240 + index * 53 % 800)))
            // A frame now and then, as the loop would draw between bursts.
            if index % 10 == 0 { try harness.app.step(maximumWait: 0) }
        }
        window.setSize(Size(width: 700, height: 420))
        try harness.pump()
        try harness.app.present()
        let bounds = Rect(x: 0, y: 0, width: 700, height: 420)
        #expect(harness.game.views.count == 2)
        for view in harness.game.views {
            let frame = view.frame
            #expect(
                frame.minX >= bounds.minX && frame.minY >= bounds.minY && frame.maxX <= bounds.maxX && frame.maxY <= bounds.maxY,
                "\(frame) lies outside the window")
        }
        let before = harness.turnEnds.count
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.count == before + 1 && harness.turnEnds.last?.result.matched == true)
    }

    /// 10,000 clicks and key presses at once, four times over: every turn is scored once, the
    /// event log is whole, and memory does not grow with the bursts.
    @Test func tenThousandInputsAreEachHandledOnce() throws {
        try TemporaryFolder.with("burst") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(feedback: .zero, eventLog: try EventSink.file(path: log.path))
            let keys: [Key] = [
                .character("s"), .character("c"), .character("m"), .left, .right, .character("1"), .character("2"), .character("3"),
                .character("p"), .space, .character("r"), .character("n"), .character("h"), .function(1),
            ]
            var generator = SeededGenerator(seed: 10_000)
            var memory: [Int] = []
            for _ in 0..<4 {
                for index in 0..<10_000 {
                    let roll = Int.random(in: 0..<10, using: &generator)
                    if roll < 4 {
                        try harness.click(roll < 2 ? harness.larger : harness.smaller)
                    } else if roll < 7 {
                        let point = Point(x: Double.random(in: -50...900, using: &generator), y: Double.random(in: -50...600, using: &generator))
                        // NB: the pause screen's Quit button would end the run (its own test shows it),
                        // and the one-switch line would make every later input the one switch (its
                        // own tests show that): a click there lands just above.
                        let quit = harness.app.layout.pauseMenu.controls.first { $0.action == .quit }?.frame ?? .zero
                        let scan = harness.app.controls.filter { control in
                            if case .preference(let row, _) = control.action { row.name == "scan" } else { false }
                        }.map(\.frame)
                        let avoided = ([quit] + scan).first { $0.contains(point) }
                        try harness.click(avoided.map { Point(x: point.x, y: $0.minY - 1) } ?? point)
                    } else {
                        try harness.press(keys[Int.random(in: 0..<keys.count, using: &generator)])
                    }
                    // SDL's queue holds 65,535 events; the loop drains it as it would between frames.
                    if index % 500 == 499 {
                        try harness.pump()
                        // NB: the keys can reach the one-switch line too (the arrows step the line
                        // the ring rests on): its own tests play it; here it goes off again.
                        if harness.app.model.settings.file.scanMilliseconds > 0 {
                            try harness.app.send(.settingChanged(SettingsChange(SettingsRegistry.keys.scanMilliseconds, to: 0)))
                        }
                    }
                }
                try harness.pump()
                harness.events.removeAll()
                harness.appEvents.removeAll()
                memory.append(Self.residentBytes())
            }
            harness.app.finish()
            let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
            var ended = Set<Int>()
            var started = Set<Int>()
            // The free game's turns while the daily challenge or a race (the bar's) numbers its own.
            var waiting: (ended: Set<Int>, started: Set<Int>)?
            var turnEnds = 0
            for (at, line) in lines.enumerated() {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                let event = try #require(object?["event"] as? String, "\(line)")
                let turn = object?["turn"] as? Int ?? -1
                // A restart (the R key) numbers turns from 1 again.
                if event == "restarted" || event == "daily_started" || event == "race_started" {
                    if event != "restarted", waiting == nil { waiting = (ended, started) }
                    started.removeAll()
                    ended.removeAll()
                }
                if event == "daily_left" || event == "race_left", let free = waiting {
                    (ended, started) = free
                    waiting = nil
                }
                // Practice with parts swapped (F5 to F8 with the panel open) numbers its own turns too.
                if event == "parts_changed" {
                    let practice = object?["practice"] as? Bool == true
                    if practice, waiting == nil {
                        waiting = (ended, started)
                        started.removeAll()
                        ended.removeAll()
                    } else if !practice, let free = waiting {
                        (ended, started) = free
                        waiting = nil
                    }
                }
                if event == "turn_started" { started.insert(turn) }
                if event == "turn_ended" {
                    turnEnds += 1
                    #expect(started.contains(turn), "turn \(turn) ended without starting")
                    #expect(ended.insert(turn).inserted, "turn \(turn) was scored twice (line \(at + 1))")
                }
            }
            // (How many turns end depends on where the random clicks land: the preferences' lines
            // take some of them. With 40,000 inputs, hundreds at least.)
            #expect(turnEnds > 800)
            #expect(lines.last?.contains("\"quit\"") == true)
            // The first burst warms every cache; the later ones must not add to the memory. The
            // process's resident size counts the suites that run beside this one too, so the test
            // takes the least growth of three bursts: a leak of ours grows every one of them (by
            // 4 MB a burst, 400 bytes an input, or more, it fails).
            if !Self.sanitized {
                let growths = zip(memory.dropFirst(), memory).map { $0 - $1 }
                #expect((growths.min() ?? 0) < 4 << 20, "resident bytes after each burst: \(memory)")
            }
        }
    }

    /// A notice far wider than any texture may be (a 2,000-letter key name, say) wraps; too long
    /// for its band, it is not drawn there but held as a dialog, where it scrolls; it never asks
    /// SDL for a texture it refuses.
    @Test func aNoticeWiderThanAnyTextureIsDrawn() throws {
        let harness = try Harness()
        let hud = HUDModel(score: 0, streak: 0, best: 0, mode: .mixed, isMuted: false, popScale: 1, rising: true)
        let stats = StatsModel(session: GameStats(), record: GameRecord(), mode: .mixed)
        var holding = harness.app.model
        holding.notice = AppModel.Notice(content: .message(UIText.noticeOK, [:]), until: .zero)
        holding.open(.notice)
        for notice in [String(repeating: "x", count: 5000), String(repeating: "word ", count: 3000), "a " + String(repeating: "漢", count: 3000)] {
            let inBand = try harness.app.renderer.draw(
                harness.game, app: harness.app.model, hud: hud, bar: harness.app.layout.bar, pauseMenu: harness.app.layout.pauseMenu, ring: nil,
                stats: stats, notice: notice)
            #expect(inBand == .noticeCut)
            let held = try harness.app.renderer.draw(
                harness.game, app: holding, hud: hud, bar: harness.app.layout.bar, pauseMenu: harness.app.layout.pauseMenu,
                question: harness.app.layout.noticeMenu, helpButtons: harness.app.layout.helpButtons, ring: nil, stats: stats, notice: notice)
            #expect(held == .presented)
            #expect(harness.app.renderer.pagedLayouts.stack.rows?.scrolls == true)
        }
        let font = try Font(context: harness.context, path: try Font.locate(candidates: Font.systemCandidates), pointSize: 20)
        let cut = try TextPainter.cut(String(repeating: "m", count: 10_000), toFit: 300, font: font)
        let width = try font.measure(cut).width
        #expect(cut.hasSuffix("…") && width <= 300 && cut.count > 5)
        // A text's picture is drawn, and cut where it came out wider than any texture may be.
        let long = try TextPainter.image(of: String(repeating: "m", count: 10_000), font: font, color: .white, on: .black)
        #expect(long.width <= TextPainter.widthLimit && long.width > TextPainter.widthLimit / 2)
        let short = try TextPainter.image(of: "Score 12", font: font, color: .white, on: nil)
        #expect(short.pixels == (try font.render("Score 12", color: .white)).pixels)
    }
}
