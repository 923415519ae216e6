import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// A choice's list over the preferences: it opens from its line, holds every name inside the
/// screen at any window and text size in every language (scrolling where even a line of text a
/// name is too tall for the screen), and a name chosen is written as any change. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    static let choiceRows: [PreferenceRow] = PreferenceRow.rows().filter { $0.control == .choice }

    @Test(arguments: [LanguageSetting.english, .german, .japanese, .simplifiedChinese])
    func everyChoicesListHoldsItsNamesInsideTheScreen(language: LanguageSetting) throws {
        #expect(Self.choiceRows.count >= 4)
        for size in [Size(width: 320, height: 240), Size(width: 640, height: 480), Size(width: 1280, height: 800)] {
            for textSize in [100, 150, 200] {
                var settings = Settings.defaults
                settings.language = language
                settings.textSize = textSize
                let harness = try Harness(mode: .square, feedback: .zero, size: size, settings: settings)
                try harness.app.send(.command(.togglePreferences))
                try harness.pump()
                let at = "\(language) \(size) at \(textSize)"
                for row in Self.choiceRows {
                    guard case .setting(let setting) = row else { continue }
                    // Its line into view, then opened as a click on it opens it.
                    harness.app.model.preferencesScroll = harness.app.preferencesScreen.revealing(row, from: harness.app.model.preferencesScroll)
                    try harness.app.send(.command(.preference(row, step: 0)))
                    try harness.pump()
                    #expect(harness.app.model.choiceList == row, "\(at): \(row.name)")
                    let screen = harness.app.preferencesScreen
                    let room = screen.column.text
                    var seen: [String] = []
                    var list = try #require(screen.choiceList(for: row, scroll: harness.app.model.choiceScroll), "\(at): \(row.name)")
                    // Scrolled from its top to its foot where it scrolls: every name comes into view.
                    try harness.app.send(.command(.scroll(.start)))
                    for _ in 0..<setting.choices.count {
                        list = try #require(screen.choiceList(for: row, scroll: harness.app.model.choiceScroll))
                        let inside = { (frame: Rect) in
                            frame.minX >= room.minX - 0.5 && frame.maxX <= room.maxX + 0.5 && frame.minY >= room.minY - 0.5
                                && frame.maxY <= room.maxY + 0.5
                        }
                        #expect(inside(list.frame), "\(at): \(row.name)'s list \(list.frame) leaves \(room)")
                        let frames = list.items.map(\.frame) + [list.up, list.down].compactMap { $0 }
                        for (index, frame) in frames.enumerated() {
                            #expect(inside(frame), "\(at): \(row.name)")
                            for other in frames[(index + 1)...] { #expect(!frame.intersects(other), "\(at): \(row.name) \(frame) \(other)") }
                        }
                        // The controls are its rows (and its ▲ ▼), and nothing of the screen beneath.
                        let controls = harness.app.controls.filter { $0.frame.maxY <= harness.game.layout.barFrame.minY }
                        #expect(Set(controls) == Set(list.controls), "\(at): \(row.name)")
                        seen += list.items.map(\.value)
                        // The names as drawn: each inside its row, whole, none over another.
                        let drawn = try drawnLines(harness)
                        for item in list.items {
                            let name = harness.app.renderer.catalog(setting.shown(.text(item.value)))
                            let lines = drawn.filter { line in name.contains(line.text) && item.frame.contains(line.drawn.frame.center) }
                            #expect(!lines.isEmpty, "\(at): \(name) not drawn in its row")
                            for line in lines {
                                let box = line.drawn.frame
                                #expect(
                                    box.minX >= item.frame.minX - 0.5 && box.maxX <= item.frame.maxX + 0.5, "\(at): “\(line.text)” leaves its row")
                            }
                        }
                        guard list.down != nil else { break }
                        try harness.app.send(.command(.scroll(.lines(1))))
                    }
                    #expect(Set(seen) == Set(setting.choices.map(\.value)), "\(at): \(row.name) shows \(seen)")
                    try harness.app.send(.command(.closePreferences))
                    try harness.pump()
                    #expect(harness.app.model.choiceList == nil && harness.app.model.isPreferencesShown, "\(at)")
                }
            }
        }
    }

    @Test func aChoiceIsChosenFromItsListByClickKeyAndRing() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            try harness.click(try control(.togglePreferences, in: harness))
            try harness.pump()
            // A click on the theme's value opens its list; a click on a name chooses it.
            let field = try #require(harness.app.preferencesScreen.lines.first { $0.row == .theme }).value.center
            try harness.click(field)
            try harness.pump()
            #expect(harness.app.model.choiceList == .theme)
            #expect(!harness.app.controls.contains { $0.action == .preference(.volume, step: 1) })
            try harness.click(try control(.choose(.theme, "tutorial"), in: harness))
            try harness.pump()
            try waitForSaves(harness, 1)
            #expect(try Self.changedLines(path) == ["theme = \"tutorial\""])
            #expect(harness.app.model.choiceList == nil && harness.app.model.isPreferencesShown)
            // Opened again, a click beside it closes it and changes nothing; so does Esc, which
            // leaves the preferences open.
            try harness.click(field)
            try harness.pump()
            let list = try #require(harness.app.preferencesScreen.choiceList(for: .theme))
            try harness.click(Point(x: list.frame.minX - 4, y: list.frame.maxY + 4))
            try harness.pump()
            #expect(harness.app.model.choiceList == nil && harness.app.model.isPreferencesShown)
            try harness.click(field)
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.app.model.choiceList == nil && harness.app.model.isPreferencesShown)
            // The ring: Enter on the line opens it with the ring on the name in force; down and
            // Enter choose the next; the ring is back on the line.
            for key: Key in [.down, .enter] {
                try harness.press(key)
                try harness.pump()
            }
            #expect(harness.app.model.choiceList == .theme && harness.app.model.ring.target == .control(.choose(.theme, "tutorial")))
            for key: Key in [.down, .enter] {
                try harness.press(key)
                try harness.pump()
            }
            try waitForSaves(harness, 2)
            let next = try #require(SettingsRegistry.keys.theme.descriptor.choices.drop { $0.value != "tutorial" }.dropFirst().first)
            #expect(try Self.changedLines(path) == ["theme = \"\(next.value)\""])
            #expect(harness.app.model.choiceList == nil && harness.app.model.ring.target == .control(.preference(.theme, step: 0)))
            // ‹ and › still step it a name at a time.
            try harness.click(try control(.preference(.theme, step: -1), in: harness))
            try harness.pump()
            try waitForSaves(harness, 3)
            #expect(try Self.changedLines(path) == ["theme = \"tutorial\""])
        }
    }
}

extension GameAppTests {
    /// The voice reads the preferences as they show: the sound off under the run's --mute, as the
    /// switch on screen shows it (it read the file's "on").
    @Test func theVoiceReadsThePreferencesAsTheyShow() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        harness.app.model.settings = AppSettings(file: harness.app.model.settings.file, sessionMuted: true)
        try harness.app.send(.command(.togglePreferences))
        try harness.pump()
        let catalog = harness.app.renderer.catalog
        let sound = PreferenceRow.setting(SettingsRegistry.keys.soundEnabled.descriptor)
        let read = harness.app.preferencesText.joined(separator: " | ")
        let said = { (value: Message) in catalog(UIText.spokenValue, ["label": catalog(sound.label), "value": catalog(value)]) }
        #expect(read.contains(said(UIText.off)) && !read.contains(said(UIText.on)), "\(read)")
    }
}
