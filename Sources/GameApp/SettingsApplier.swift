import GameCore
import Preferences

/// Puts newly read settings in force everywhere they matter: the game (through the precedence
/// rule), the renderer's theme and text size, the sounds, and the language on screen with a font
/// that has its glyphs. Its one job; the app runs it for the reducer's `.applySettings`, whenever settings come
/// in force (`AppAction.settingsInForce`).
@MainActor
final class SettingsApplier {
    private let game: Game
    private let renderer: GameRenderer
    private let sound: SoundPolicy
    private let localizer: Localizer
    private let appEvents: EventBus<AppEvent>
    /// Which of the command line, the settings file and the state file wins.
    private(set) var precedence: SettingsPrecedence

    init(game: Game, renderer: GameRenderer, sound: SoundPolicy, localizer: Localizer, appEvents: EventBus<AppEvent>, precedence: SettingsPrecedence)
    {
        self.game = game
        self.renderer = renderer
        self.sound = sound
        self.localizer = localizer
        self.appEvents = appEvents
        self.precedence = precedence
        renderer.catalog = localizer.catalog
        // The screen's font is the composition root's choice for this language; should it lack
        // glyphs the language needs, the language's own lookup finds another.
        if let missing = try? renderer.missingCharacters(in: localizer.catalog.characters), !missing.isEmpty,
            let font = localizer.font(for: localizer.language), font.face != renderer.font
        {
            do { try renderer.use(font: font.face) } catch { localizer.warn("cannot use the font \(font.face) (\(error))") }
        }
    }

    /// The settings now in force, from the file or from the game's own change.
    func apply(_ newSettings: Settings) {
        let outcome = precedence.reconcile(newSettings, inPlay: game.settings, modeInPlay: game.mode)
        game.apply(outcome.settings)
        if let mode = outcome.mode { game.handle(.setMode(mode)) }
        renderer.theme = Theme(newSettings.colors)
        renderer.text.scale = Double(newSettings.textSize) / 100
        renderer.labelsShapes = newSettings.labels
        renderer.keyBindings = newSettings.keyBindings
        renderer.buttonBindings = newSettings.buttonBindings
        sound.apply(newSettings)
        let spoken = localizer.language
        if let font = localizer.apply(newSettings.language) {
            do {
                try renderer.use(font: font.face)
            } catch {
                localizer.warn("cannot use the font \(font.face) (\(error)); keeping \(renderer.font)")
            }
        }
        renderer.catalog = localizer.catalog
        if localizer.language != spoken { appEvents.publish(.language(localizer.language)) }
    }
}
