import GameCore
import Preferences
import Testing

@testable import GameApp

/// The command line, the settings file and the state file: which wins, at start and after a save.
@Suite struct SettingsPrecedenceTests {
    static func file(mode: GameMode? = nil, shapes: Int = 2, adaptive: Bool = false) -> Settings {
        var settings = Settings()
        settings.mode = mode
        settings.shapesPerTurn = shapes
        settings.adaptive = adaptive
        return settings
    }

    @Test func atStartTheCommandLineThenTheFileThenTheLastModeThenMixed() {
        let withMode = SettingsPrecedence(file: Self.file(mode: .single(.star)))
        let without = SettingsPrecedence(file: Self.file())
        #expect(withMode.initialMode(commandLine: .circle, lastPlayed: .square) == .circle)
        #expect(withMode.initialMode(commandLine: nil, lastPlayed: .square) == .single(.star))
        #expect(without.initialMode(commandLine: nil, lastPlayed: .square) == .square)
        #expect(without.initialMode(commandLine: nil, lastPlayed: nil) == .mixed)
        #expect(without.initialGameSettings(adaptiveFlag: true, feedbackDuration: .zero).adaptive)
        #expect(!without.initialGameSettings(adaptiveFlag: false, feedbackDuration: .zero).adaptive)
        #expect(SettingsPrecedence(file: Self.file(shapes: 4)).initialGameSettings(adaptiveFlag: false, feedbackDuration: .zero).shapesPerTurn == 4)
    }

    /// `--adaptive` holds through saves that leave `adaptive` alone, and yields when it changes.
    @Test func aSaveAppliesOnlyWhatItChanged() {
        let precedence = SettingsPrecedence(file: Self.file())
        var inPlay = precedence.initialGameSettings(adaptiveFlag: true, feedbackDuration: .milliseconds(450))
        inPlay.shapesPerTurn = 3

        var settings = SettingsPrecedence.reconcile(Self.file(shapes: 2), previous: Self.file(), inPlay: inPlay)
        #expect(settings.adaptive && settings.shapesPerTurn == 3)
        #expect(settings.feedbackDuration == .milliseconds(450))

        settings = SettingsPrecedence.reconcile(Self.file(shapes: 5, adaptive: true), previous: Self.file(shapes: 2), inPlay: settings)
        #expect(settings.adaptive && settings.shapesPerTurn == 5)

        settings = SettingsPrecedence.reconcile(
            Self.file(shapes: 5, adaptive: false), previous: Self.file(shapes: 5, adaptive: true), inPlay: settings)
        #expect(!settings.adaptive)
    }

    /// A mode in the file changes the game once (the reducer begins it: `SettingsHandler`); a
    /// mode chosen in the game afterwards stays.
    @Test func theFilesModeChangesTheGameOnlyWhenItChanges() {
        var app = AppReducerTests.Harness()
        app.model = AppModel(placement: app.model.placement, settings: Self.file(mode: .square))
        app.mode = .square
        #expect(app.send(.settingsRead(Self.file(mode: .single(.star)))).contains(.game(.setMode(.single(.star)))))
        // The player picked circles in the game; another save that leaves the mode alone keeps them.
        app.mode = .circle
        #expect(
            !app.send(.settingsRead(Self.file(mode: .single(.star), shapes: 3))).contains { if case .game(.setMode) = $0 { true } else { false } })
        // The file names the mode already in play: nothing to change.
        #expect(!app.send(.settingsRead(Self.file(mode: .circle))).contains { if case .game(.setMode) = $0 { true } else { false } })
    }

    /// `game.feedback_ms` sets the feedback's length, unless the run fixes it (a bot playing flat
    /// out, a test); then the run's holds until the file's `feedback_ms` changes.
    @Test func theRunsFeedbackHoldsUntilTheFileChangesIt() {
        var file = Self.file()
        file.feedbackMilliseconds = 200
        #expect(SettingsPrecedence(file: file).initialGameSettings(adaptiveFlag: false, feedbackDuration: nil).feedbackDuration == .milliseconds(200))
        let inPlay = SettingsPrecedence(file: file).initialGameSettings(adaptiveFlag: false, feedbackDuration: .zero)
        #expect(inPlay.feedbackDuration == .zero)
        var saved = file
        saved.shapesPerTurn = 3
        let kept = SettingsPrecedence.reconcile(saved, previous: file, inPlay: inPlay)
        #expect(kept.feedbackDuration == .zero && kept.shapesPerTurn == 3)
        let before = saved
        saved.feedbackMilliseconds = 100
        #expect(SettingsPrecedence.reconcile(saved, previous: before, inPlay: kept).feedbackDuration == .milliseconds(100))
    }
}
