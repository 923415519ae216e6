import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The lines the tests name, as the registry puts them on the screen.
extension PreferenceRow {
    static let theme = PreferenceRow.setting(SettingsRegistry.keys.theme.descriptor)
    static let volume = PreferenceRow.setting(SettingsRegistry.keys.soundVolume.descriptor)
    static let language = PreferenceRow.setting(SettingsRegistry.keys.language.descriptor)
    static let outline = PreferenceRow.setting(SettingsRegistry.keys.outlineWidth.descriptor)
}

/// The preferences screen, by mouse, keyboard, touch and controller alone, through the real loop
/// and the player's real settings file. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The lines of the settings file that differ from the template.
    static func changedLines(_ path: String) throws -> [String] {
        let after = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let before = SettingsTemplate.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.count == before.count)
        return zip(before, after).filter { $0 != $1 }.map { String($0.1) }
    }

    func waitForSaves(_ harness: Harness, _ count: Int) throws {
        try run(harness) { harness.appEvents.filter { if case .settingSaved(_, .written, _) = $0 { true } else { false } }.count >= count }
    }

    func control(_ action: AppCommand, in harness: Harness) throws -> Point {
        try #require(harness.app.controls.first { $0.action == action }, "no \(action)").frame.center
    }

    /// A setting added to the registry with one descriptor has its line, its steps and its
    /// controls on the screen, named for the event log.
    @Test func aMadeUpSettingHasItsLine() throws {
        let madeUp = SettingKey<Int>(
            ["game", "made_up"], default: 3, in: 1...9, preference: .init(name: "made-up", label: "made-up things"))
        let rows = PreferenceRow.rows(in: SettingsRegistry.standard.adding(madeUp.descriptor))
        let row = PreferenceRow.setting(madeUp.descriptor)
        #expect(rows.dropLast(2).last == row && rows.suffix(2) == [.reset, .about])
        let room = Rect(x: 0, y: 40, width: 800, height: 2_000)
        let screen = PreferencesScreen(sheet: .estimated(rows: rows, width: room.width), column: ScrollColumn(text: room))
        let names = screen.controls.map(\.name)
        #expect(names.contains("preference:made-up:+1") && names.contains("preference:made-up:-1") && names.contains("preference:made-up"))
        #expect(row.change(step: 1, settings: .defaults) == SettingsChange(madeUp, to: 4))
        #expect(row.change(step: -1, settings: .defaults) == SettingsChange(madeUp, to: 2))
        #expect(PreferencesModel(screen: screen, settings: .defaults, selected: nil).value(of: row, in: .english) == "3")
        // It is in its table's group, under the game's heading.
        #expect(row.group == .game && screen.sheet.rows == rows)
    }

    /// At any window and text size: the list scrolls band by band, every line comes into view
    /// whole, in the list's order, inside the room beside the column, none over another; the
    /// ring's line brought into view from anywhere is in view; the groups' order is the file's.
    @Test func everyLineComesIntoViewInsideTheScreen() {
        let rows = PreferenceRow.rows()
        #expect(
            rows.map(\.group)
                == rows.map(\.group).sorted { PreferenceGroup.allCases.firstIndex(of: $0) ?? 0 < PreferenceGroup.allCases.firstIndex(of: $1) ?? 0 })
        #expect(rows.suffix(2) == [.reset, .about])
        for window in [Size(width: 320, height: 240), Size(width: 640, height: 480), Size(width: 3840, height: 2160)] {
            let room = Rect(x: 0, y: 20, width: window.width * 0.85, height: window.height * 0.8)
            for textScale in [1.0, 1.5, 2.0] {
                let sheet = PreferencesSheet.estimated(rows: rows, width: room.width, textScale: textScale)
                let top = PreferencesScreen(sheet: sheet, column: ScrollColumn(text: room))
                func inside(_ frame: Rect) -> Bool {
                    frame.minX >= room.minX - 1e-9 && frame.maxX <= room.maxX + 1e-9 && frame.minY >= room.minY - 1e-9
                        && frame.maxY <= room.maxY + 1e-9
                }
                var seen: [PreferenceRow] = []
                for first in 0...top.scroll.lastFirst {
                    let screen = PreferencesScreen(sheet: sheet, column: ScrollColumn(text: room), scroll: first)
                    #expect(screen.first == first)
                    for row in screen.lines.map(\.row) where !seen.contains(row) { seen.append(row) }
                    let frames = screen.lines.map(\.frame) + screen.headings.map(\.frame)
                    for (index, frame) in frames.enumerated() {
                        // (A band taller than the whole view is the only one it shows.)
                        #expect(inside(frame) || frames.count <= 2, "\(window) at \(textScale) from \(first): \(frame)")
                        #expect(!frames.dropFirst(index + 1).contains { $0.intersects(frame) }, "\(window) at \(textScale): overlap")
                    }
                    for line in screen.lines {
                        for part in [line.label, line.value, line.previous, line.next] where part.width > 0 {
                            #expect(part.minX >= line.frame.minX - 1e-9 && part.maxX <= line.frame.maxX + 1e-9, "\(line.row) at \(textScale)")
                        }
                    }
                }
                #expect(seen == rows, "\(window) at \(textScale)")
                // The ring's line, from any view, comes into view.
                for row in rows {
                    for from in [0, top.scroll.lastFirst] {
                        let shown = PreferencesScreen(sheet: sheet, column: ScrollColumn(text: room), scroll: top.revealing(row, from: from))
                        #expect(shown.lines.contains { $0.row == row }, "\(row) from \(from) in \(window) at \(textScale)")
                    }
                }
                // Past the end is the end.
                #expect(PreferencesScreen(sheet: sheet, column: ScrollColumn(text: room), scroll: 1_000).first == top.scroll.lastFirst)
            }
        }
    }

    @Test func thePreferencesByClicksAlone() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            try harness.click(try control(.togglePreferences, in: harness))
            try harness.pump()
            #expect(harness.app.model.isPreferencesShown && !harness.game.acceptsTaps)
            // From "follow the desktop", past the classic theme to the high-contrast one.
            try harness.click(try control(.preference(.theme, step: 1), in: harness))
            try harness.click(try control(.preference(.theme, step: 1), in: harness))
            try harness.click(try control(.preference(.volume, step: -1), in: harness))
            try harness.click(try control(.preference(.language, step: 1), in: harness))
            try harness.pump()
            // NB: four changes, four writes (the theme's two): the file is read after the last.
            try waitForSaves(harness, 4)
            #expect(
                try Self.changedLines(path) == ["theme = \"high-contrast\"", "language = \"en\"", "volume = 70                # 0 to 100"])
            // The theme and the volume are in force at once.
            #expect(harness.app.renderer.theme == Theme(ThemeName.highContrast.colors))
            try harness.click(try control(.closePreferences, in: harness))
            try harness.pump()
            #expect(!harness.app.model.isPreferencesShown && harness.game.acceptsTaps)
        }
    }

    @Test func thePreferencesByTheKeyboardAlone() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            // O opens; the first arrow shows the ring on the first line (the theme).
            // Theme (two steps, past the classic one), language, outline (passed), sound, volume
            // (down), text size (up a step), reduced motion, speech, scanning, labels and rumble
            // (passed), shapes, adaptive.
            for key: Key in [
                .character("o"), .down, .right, .right, .down, .right, .down, .down, .down, .left, .down, .right, .down, .down, .down, .down, .down,
                .down, .right, .down, .enter,
            ] {
                try harness.press(key)
                try harness.pump()
            }
            // NB: seven changes, seven writes (the theme's two): the file is read after the last.
            try waitForSaves(harness, 7)
            let changed = Set(try Self.changedLines(path))
            #expect(changed.contains("theme = \"high-contrast\""))
            #expect(changed.contains("volume = 70                # 0 to 100"))
            #expect(changed.contains("language = \"en\""))
            #expect(changed.contains("shapes_per_turn = 3        # 2 to 5"))
            #expect(changed.contains("adaptive = true           # adaptive difficulty: the larger shape's lead shrinks as you improve"))
            #expect(changed.contains("text_size = 110            # 100 to 200 percent: every text on screen, the HUD's too, this much larger"))
            #expect(changed.count == 6, "\(changed)")
            #expect(harness.game.settings.shapesPerTurn == 3 && harness.game.settings.adaptive)
            // The text size is in force at once: every text is drawn a tenth larger.
            #expect(harness.app.renderer.text.scale == 1.1 && harness.app.renderer.text.pixels(20) == 22)
            try harness.press(.escape)
            try harness.pump()
            #expect(!harness.app.model.isPreferencesShown && !harness.app.isFinished)
        }
    }

    @Test func thePreferencesByTheControllerAndByTouch() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            let pad = try VirtualController(context: harness.context)
            try harness.pump()
            try press(.start, on: pad, in: harness)
            #expect(harness.app.model.isPreferencesShown)
            // A shows the ring on the theme; down four times to the volume (language, outline,
            // sound, volume), right raises it.
            for button in [ControllerButton.a, .dpadDown, .dpadDown, .dpadDown, .dpadDown, .dpadRight] { try press(button, on: pad, in: harness) }
            try waitForSaves(harness, 1)
            #expect(try Self.changedLines(path) == ["volume = 90                # 0 to 100"])
            // Down to the adaptive difficulty (text size, reduced motion, speech, scanning, labels,
            // rumble, shapes, adaptive), A turns it on.
            for button in [ControllerButton.dpadDown, .dpadDown, .dpadDown, .dpadDown, .dpadDown, .dpadDown, .dpadDown, .dpadDown, .a] {
                try press(button, on: pad, in: harness)
            }
            try waitForSaves(harness, 2)
            #expect(harness.game.settings.adaptive)
            try press(.b, on: pad, in: harness)
            #expect(!harness.app.model.isPreferencesShown)
            // By touch: the gear, then the outline's "<".
            try harness.tap(try control(.togglePreferences, in: harness))
            try harness.pump()
            try harness.tap(try control(.preference(.outline, step: -1), in: harness))
            try harness.pump()
            try waitForSaves(harness, 3)
            #expect(Set(try Self.changedLines(path)).contains("outline_width = 5          # 0 to 30 points, drawn inside the shape"))
            #expect(harness.game.settings.style.outlineWidth == 5)
        }
    }

    @Test func resettingTheStatisticsAsksFirstAndKeepsACopy() throws {
        try TemporaryFolder.with("writeback") { directory in
            let (preferences, _) = Self.settings(in: directory)
            let folder = directory.path
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences, storage: preferences.stateStorage)
            for _ in 0..<3 {
                try harness.click(harness.larger)
                try harness.pump()
            }
            harness.app.parts.saver.flush()
            #expect(harness.app.parts.saver.record.lifetimeTurns == 3)
            try harness.press(.character("o"))
            // (The reset's line at the list's end.)
            try harness.press(.end)
            try harness.pump()
            // Cancel first: nothing happens.
            try harness.click(try control(.preference(.reset, step: 0), in: harness))
            try harness.pump()
            #expect(harness.app.model.confirmingReset)
            try harness.click(try control(.closePreferences, in: harness))
            try harness.pump()
            #expect(!harness.app.model.confirmingReset && harness.app.model.isPreferencesShown && harness.app.parts.saver.record.lifetimeTurns == 3)
            // Then yes.
            try harness.click(try control(.preference(.reset, step: 0), in: harness))
            try harness.pump()
            try harness.click(try control(.confirmReset, in: harness))
            try harness.pump()
            harness.app.parts.saver.flush()
            #expect(harness.app.parts.saver.record.lifetimeTurns == 0 && harness.app.parts.saver.record.highScore == 0)
            #expect(harness.app.parts.stats.stats.turns == 0)
            let copies = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("state.json.reset-") }
            #expect(copies.count == 1)
            let kept = try GameRecord(json: JSONValue(parsing: [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/" + (copies.first ?? ""))))))
            #expect(kept.lifetimeTurns == 3)
            #expect(harness.appEvents.contains { if case .notice(let text?) = $0 { text.contains("state.json.reset-") } else { false } })
        }
    }
}
