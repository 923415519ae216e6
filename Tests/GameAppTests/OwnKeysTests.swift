import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The player's own keys (`[keys]`): in force for every screen, shown in the help. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// With no `[keys]`, every key does what it always did.
    @Test func theDefaultKeysAreTheGamesKeys() {
        let expected: [(Key, AppCommand?)] = [
            (.character("s"), .game(.setMode(.single(.square)))), (.character("m"), .game(.setMode(.mixed))),
            (.character("x"), .game(.setMode(.cross))), (.left, .game(.pickFirst)), (.right, .game(.pickLast)),
            (.character("3"), .game(.pick(2, by: .keyboard))), (.character("+"), .changeShapeCount(by: 1)),
            (.character("="), .changeShapeCount(by: 1)), (.character("-"), .changeShapeCount(by: -1)), (.character("d"), .toggleAdaptive),
            (.character("p"), .togglePause(.key)), (.space, .togglePause(.key)), (.character("r"), .restart), (.character("n"), .toggleMute),
            (.character("h"), .toggleHelp), (.function(1), .toggleHelp), (.tab, .toggleStats), (.character("f"), .toggleFullscreen),
            (.function(11), .toggleFullscreen), (.function(12), .screenshot), (.character("o"), .togglePreferences),
            (.character("y"), .toggleDaily), (.character("v"), .toggleRace), (.control("c"), .copyDailyCard), (.escape, .backOut),
            (.control("q"), .quit), (.character("q"), nil), (.character("6"), nil), (.up, nil), (.enter, nil),
        ]
        for (key, command) in expected { #expect(Hotkeys.command(for: key) == command, "\(key)") }
    }

    @Test func thePlayersOwnKeysAreInForceAndInTheHelp() throws {
        var settings = Settings.defaults
        settings.keyBindings = KeyBindings(["pause": "q", "circle": "space", "help": "f2"])
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings)
        try harness.pump()
        // Space is the circles' now; P does nothing; Q pauses.
        try harness.press(.space)
        try harness.pump()
        #expect(harness.game.mode == .single(.circle) && !harness.app.model.isPaused)
        try harness.press(.character("p"))
        try harness.pump()
        #expect(!harness.app.model.isPaused)
        try harness.press(.character("q"))
        try harness.pump()
        #expect(harness.app.model.isPaused)
        try harness.press(.escape)
        try harness.pump()
        // F2 opens the help, which shows the player's keys; Esc and 1 to 5 stay.
        try harness.press(.function(2))
        try harness.pump()
        #expect(harness.app.model.isHelpShown)
        let help = Hotkeys.help(bindings: settings.keyBindings)
        #expect(help.contains(Hotkeys.Entry(keys: "Q", action: "pause")) && help.contains(Hotkeys.Entry(keys: "F2", action: "this help")))
        #expect(help.contains(Hotkeys.Entry(keys: "Space", action: GameMode.single(.circle).summary)))
        #expect(help.contains(Hotkeys.Entry(keys: "S", action: GameMode.single(.square).summary)))
        var drawn: [String] = []
        for view in 0...(harness.app.scrollRows?.lastFirst ?? 0) {
            harness.app.model.scroll = view
            drawn += try drawnTexts(harness)
        }
        #expect(drawn.contains("Q") && drawn.contains("F2"), "\(drawn)")
        #expect(!drawn.contains("P / Space") && !drawn.contains("H / F1"))
        // In German, each key's name in the player's words: the whole line where the catalog
        // has it, else key by key.
        let german = LocalizationTests.catalog(.german)
        #expect(german.keys("P / Space") == "P / Leertaste" && german.keys("Space") == "Leertaste")
        #expect(german.keys("Q / Space / Page Up") == "Q / Leertaste / Bild auf")
        // The HUD's hint names the player's help key.
        try harness.press(.escape)
        try harness.pump()
        #expect(try drawnTexts(harness).contains { $0.hasSuffix(" · F2 help") })
        // The man page and --help keep the defaults.
        #expect(Hotkeys.help.contains(Hotkeys.Entry(keys: "P / Space", action: "pause")))
    }
}
