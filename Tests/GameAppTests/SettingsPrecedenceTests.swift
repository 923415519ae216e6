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
        var precedence = SettingsPrecedence(file: Self.file())
        var inPlay = precedence.initialGameSettings(adaptiveFlag: true, feedbackDuration: .milliseconds(450))
        inPlay.shapesPerTurn = 3

        var outcome = precedence.reconcile(Self.file(shapes: 2), inPlay: inPlay, modeInPlay: .circle)
        #expect(outcome.settings.adaptive && outcome.settings.shapesPerTurn == 3 && outcome.mode == nil)
        #expect(outcome.settings.feedbackDuration == .milliseconds(450))

        outcome = precedence.reconcile(Self.file(shapes: 5, adaptive: true), inPlay: outcome.settings, modeInPlay: .circle)
        #expect(outcome.settings.adaptive && outcome.settings.shapesPerTurn == 5)

        outcome = precedence.reconcile(Self.file(shapes: 5, adaptive: false), inPlay: outcome.settings, modeInPlay: .circle)
        #expect(!outcome.settings.adaptive)
    }

    /// A mode in the file changes the game once; a mode chosen in the game afterwards stays.
    @Test func theFilesModeChangesTheGameOnlyWhenItChanges() {
        var precedence = SettingsPrecedence(file: Self.file(mode: .square))
        let inPlay = precedence.initialGameSettings(adaptiveFlag: false, feedbackDuration: .zero)
        #expect(precedence.reconcile(Self.file(mode: .single(.star)), inPlay: inPlay, modeInPlay: .square).mode == .single(.star))
        // The player picked circles in the game; another save that leaves the mode alone keeps them.
        #expect(precedence.reconcile(Self.file(mode: .single(.star), shapes: 3), inPlay: inPlay, modeInPlay: .circle).mode == nil)
        // The file names the mode already in play: nothing to change.
        #expect(precedence.reconcile(Self.file(mode: .circle), inPlay: inPlay, modeInPlay: .circle).mode == nil)
    }

    /// `game.feedback_ms` sets the feedback's length, unless the run fixes it (a bot playing flat
    /// out, a test); then the run's holds until the file's `feedback_ms` changes.
    @Test func theRunsFeedbackHoldsUntilTheFileChangesIt() {
        var file = Self.file()
        file.feedbackMilliseconds = 200
        #expect(SettingsPrecedence(file: file).initialGameSettings(adaptiveFlag: false, feedbackDuration: nil).feedbackDuration == .milliseconds(200))
        var precedence = SettingsPrecedence(file: file)
        let inPlay = precedence.initialGameSettings(adaptiveFlag: false, feedbackDuration: .zero)
        #expect(inPlay.feedbackDuration == .zero)
        var saved = file
        saved.shapesPerTurn = 3
        let kept = precedence.reconcile(saved, inPlay: inPlay, modeInPlay: .circle)
        #expect(kept.settings.feedbackDuration == .zero && kept.settings.shapesPerTurn == 3)
        saved.feedbackMilliseconds = 100
        #expect(precedence.reconcile(saved, inPlay: kept.settings, modeInPlay: .circle).settings.feedbackDuration == .milliseconds(100))
    }
}
