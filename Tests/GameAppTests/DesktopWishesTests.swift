import Desktop
import Drawing
import Foundation
import GameCore
import Locking
import Platform
import Preferences
import Testing

@testable import GameApp

/// The desktop's wishes against the player's settings (`SettingsInForce`), and the game
/// following them while it runs: the theme, the text size, the score's motion, the voice.
@MainActor
@Suite(.serialized) struct DesktopWishesTests {
    typealias Harness = GameAppTests.Harness

    @Test func theRuleOfWhatIsInForce() {
        var auto = Settings()
        #expect(auto.theme == .auto)
        // No desktop: the classic theme, by default; the player's text size; no reduced motion, no voice.
        var alone = SettingsInForce(file: auto, desktop: nil)
        #expect(alone.settings.theme == .classic && alone.themeSource == .fallback && !alone.reducesMotion && !alone.speaks)
        let light = DesktopWishes(colorScheme: .light, reducedMotion: true, textScale: 1.5, screenReader: true)
        alone = SettingsInForce(file: auto, desktop: light)
        #expect(alone.settings.theme == .tutorial && alone.themeSource == .desktop && alone.reducesMotion && alone.speaks)
        #expect(alone.settings.textSize == 150)
        #expect(SettingsInForce(file: auto, desktop: DesktopWishes(colorScheme: .dark)).settings.theme == .classic)
        #expect(SettingsInForce(file: auto, desktop: DesktopWishes(colorScheme: .noPreference)).settings.theme == .classic)
        #expect(SettingsInForce(file: auto, desktop: DesktopWishes(colorScheme: .light, highContrast: true)).settings.theme == .highContrast)
        // The player's text size times the desktop's, within the sizes every screen fits.
        auto.textSize = 160
        #expect(SettingsInForce(file: auto, desktop: light).settings.textSize == 200)
        #expect(SettingsInForce(file: auto, desktop: DesktopWishes(textScale: 0.8)).settings.textSize == 128)
        auto.textSize = 100
        #expect(SettingsInForce(file: auto, desktop: DesktopWishes(textScale: 0.8)).settings.textSize == 100)
        // The player's own choices win.
        var own = Settings()
        own.theme = .colorblind
        own.reduceMotion = .off
        own.speech = .off
        let mine = SettingsInForce(file: own, desktop: light)
        #expect(mine.settings.theme == .colorblind && mine.themeSource == .settings && !mine.reducesMotion && !mine.speaks)
        own.reduceMotion = .on
        own.speech = .on
        let on = SettingsInForce(file: own, desktop: nil)
        #expect(on.reducesMotion && on.speaks)
    }

    @Test func anyTextScaleTheDesktopGivesIsASizeTheScreensFit() {
        for scale in [1e300, Double.greatestFiniteMagnitude, 1e-300, .leastNonzeroMagnitude, 3.5] {
            let size = SettingsInForce(file: Settings(), desktop: DesktopWishes(textScale: scale)).settings.textSize
            #expect((100...200).contains(size), "\(scale): \(size)")
        }
    }

    /// A desktop whose wishes the test changes, as the watcher's inbox holds them.
    final class Desktop {
        let inbox = Locked<DesktopReading?>(nil)
        var client: DesktopClient {
            DesktopClient(take: { [inbox] _ in
                inbox.withLock { reading in
                    defer { reading = nil }; return reading
                }
            })
        }

        func post(_ wishes: DesktopWishes) {
            inbox.withLock { $0 = DesktopReading(wishes: wishes) }
            _ = EventQueue.wakeUp()
        }
    }

    @Test func theGameFollowsTheDesktopWhileItRuns() throws {
        let desktop = Desktop()
        desktop.post(DesktopWishes(colorScheme: .light))
        let harness = try Harness(mode: .circle, feedback: .zero, desktop: desktop.client)
        #expect(harness.app.renderer.theme == Theme(ThemeName.tutorial.colors))
        // The first frame is drawn in it: the corner's pixel is the tutorial's background.
        try harness.app.present()
        #expect(try harness.app.screenshot()[2, 300] == ThemeName.tutorial.colors.background)
        desktop.post(DesktopWishes(colorScheme: .light, highContrast: true, reducedMotion: true, textScale: 1.2))
        try harness.pump()
        #expect(harness.app.renderer.theme == Theme(ThemeName.highContrast.colors))
        #expect(harness.app.renderer.text.scale == 1.2 && harness.game.settings.textScale == 1.2)
        // With motion reduced, a point scored does not pop.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.game.score == 1)
        #expect(harness.app.parts.scorePop.scale(at: harness.app.parts.clock.now()) == 1)
        #expect(!harness.app.parts.scorePop.isAnimating(at: harness.app.parts.clock.now()))
        desktop.post(DesktopWishes(colorScheme: .dark))
        try harness.pump()
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.app.parts.scorePop.isAnimating(at: harness.app.parts.clock.now()))
        #expect(harness.app.renderer.theme == Theme(ThemeName.classic.colors) && harness.app.renderer.text.scale == 1)
        // The log's story: the theme at start, and each change with where it came from.
        let themes = harness.appEvents.compactMap { if case .theme(let name, let source) = $0 { "\(name):\(source)" } else { nil } }
        #expect(themes == ["tutorial:desktop", "high-contrast:desktop", "classic:desktop"])
    }

    @Test func theVoiceSaysTheVerdictsTheScreensAndWhereTheRingRests() throws {
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        var settings = Settings()
        settings.speech = .on
        let harness = try Harness(mode: .circle, feedback: .zero, settings: settings, announcer: voice)
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("o"))
        try harness.pump()
        try harness.press(.down)
        try harness.pump()
        try harness.press(.down)
        try harness.pump()
        #expect(said.withLock { $0 } == ["Right. Score 1", "Preferences", "theme: follow the desktop", "language: automatic"])
        // Off, nothing.
        settings.speech = .off
        let quiet = Locked<[String]>([])
        let silent = try Harness(
            mode: .circle, feedback: .zero, settings: settings,
            announcer: AnnouncerClient { utterance in quiet.withLock { $0.append(utterance.text) } })
        try silent.click(silent.larger)
        try silent.pump()
        #expect(quiet.withLock { $0 }.isEmpty)
    }
}
