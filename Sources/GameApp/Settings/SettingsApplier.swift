import Desktop
import GameCore
import Preferences

/// Shows what the model's settings put in force (`AppModel.settings`, the file's over the
/// desktop's: `SettingsInForce`) everywhere it matters: the game's rules (through the precedence
/// rule), the renderer's theme and text size, the score's motion, the sounds, the voice, and the
/// language on screen with a font that has its glyphs. Its one job; the app runs it for the
/// reducer's `.applySettings` and `.applyDesktop`. It decides nothing: which settings are in
/// force, and when a mode the file names begins, is the reducer's (`SettingsHandler`).
@MainActor
final class SettingsApplier {
    private let game: Game
    private let renderer: GameRenderer
    private let sound: SoundPolicy
    private let localizer: Localizer
    private let appEvents: EventBus<AppEvent>
    private let scorePop: ScorePop
    private let announcer: Announcer
    /// Whether `announceTheme` has told the theme yet (before, changes are not news).
    private var themeAnnounced = false

    /// Shows `settings` (the model's first: the file's, no desktop heard yet) where they matter.
    init(
        game: Game, renderer: GameRenderer, sound: SoundPolicy, localizer: Localizer, scorePop: ScorePop, announcer: Announcer,
        appEvents: EventBus<AppEvent>, settings: AppSettings
    ) {
        self.scorePop = scorePop
        self.announcer = announcer
        self.game = game
        self.renderer = renderer
        self.sound = sound
        self.localizer = localizer
        self.appEvents = appEvents
        renderer.catalog = localizer.catalog
        show(settings.inForce)
        sound.apply(settings.inForce.settings, muted: settings.isMuted)
        announcer.language = localizer.language.speechTag
        // The screen's font is the composition root's choice for this language; should it lack
        // glyphs the language needs, the language's own lookup finds another.
        if let missing = try? renderer.missingCharacters(in: localizer.catalog.characters), !missing.isEmpty,
            let font = localizer.font(for: localizer.language), font.face != renderer.font
        {
            do { try renderer.use(font: font.face) } catch { localizer.warn("cannot use the font \(font.face) (\(error))") }
        }
    }

    /// The model's settings now in force (`AppModel.settings`), after a save or the game's own
    /// change; `previous`, the model's before it (what a save left as it was keeps the game's
    /// value in play: `SettingsPrecedence`). The mode is the reducer's to begin
    /// (`SettingsHandler`), never this part's.
    func apply(_ settings: AppSettings, previous: AppSettings) {
        let (next, before) = (settings.inForce, previous.inForce)
        game.apply(SettingsPrecedence.reconcile(next.settings, previous: before.settings, inPlay: game.settings))
        show(next)
        sound.apply(next.settings, muted: settings.isMuted)
        let spoken = localizer.language
        if let font = localizer.apply(next.settings.language) {
            do {
                try renderer.use(font: font.face)
            } catch {
                localizer.warn("cannot use the font \(font.face) (\(error)); keeping \(renderer.font)")
            }
        }
        renderer.catalog = localizer.catalog
        announcer.language = localizer.language.speechTag
        if localizer.language != spoken { appEvents.publish(.language(localizer.language)) }
        let themeChanged = next.settings.theme != before.settings.theme || next.themeSource != before.themeSource
        if themeChanged, themeAnnounced { announceTheme(settings) }
    }

    /// The same after the desktop's new wishes (or the news that it cannot be asked), which the
    /// event log hears.
    func apply(desktop settings: AppSettings, previous: AppSettings) {
        apply(settings, previous: previous)
        guard let reading = settings.desktop else { return }
        let inForce = settings.inForce
        appEvents.publish(.desktop(reading, textSize: inForce.settings.textSize, reducesMotion: inForce.reducesMotion, speaks: inForce.speaks))
    }

    /// Tells the listeners which theme `settings` put in force and why (the event log's first
    /// `theme`).
    func announceTheme(_ settings: AppSettings) {
        themeAnnounced = true
        let inForce = settings.inForce
        appEvents.publish(.theme(inForce.settings.theme, source: inForce.themeSource.rawValue))
    }

    /// What is drawn and heard as `inForce` says: the theme, the text size, the shapes' labels,
    /// the keys and buttons the help names, the score's motion, the voice.
    private func show(_ inForce: SettingsInForce) {
        renderer.theme = Theme(inForce.settings.colors)
        renderer.text.scale = Double(inForce.settings.textSize) / 100
        renderer.labelsShapes = inForce.settings.labels
        renderer.keyBindings = inForce.settings.keyBindings
        renderer.buttonBindings = inForce.settings.buttonBindings
        scorePop.isReduced = inForce.reducesMotion
        announcer.isOn = inForce.speaks
    }
}
