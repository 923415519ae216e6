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
    /// Which of the command line, the settings file and the state file wins.
    private(set) var precedence: SettingsPrecedence
    /// The player's settings as last applied.
    private var file: Settings
    /// What the desktop said last; nil until it is heard.
    private(set) var desktop: DesktopReading?
    /// What is in force now.
    private(set) var inForce: SettingsInForce
    /// Whether `announceTheme` has told the theme yet (before, changes are not news).
    private var themeAnnounced = false

    init(
        game: Game, renderer: GameRenderer, sound: SoundPolicy, localizer: Localizer, scorePop: ScorePop, announcer: Announcer,
        appEvents: EventBus<AppEvent>,
        precedence: SettingsPrecedence
    ) {
        file = precedence.file
        inForce = SettingsInForce(file: precedence.file, desktop: nil)
        self.scorePop = scorePop
        self.announcer = announcer
        self.game = game
        self.renderer = renderer
        self.sound = sound
        self.localizer = localizer
        self.appEvents = appEvents
        self.precedence = precedence
        renderer.catalog = localizer.catalog
        show(inForce)
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
    /// change. The mode is the reducer's to begin (`SettingsHandler`), never this part's.
    func apply(_ settings: AppSettings) {
        file = settings.file
        desktop = settings.desktop
        put(settings.inForce)
    }

    /// The same after the desktop's new wishes (or the news that it cannot be asked), which the
    /// event log hears.
    func apply(desktop settings: AppSettings) {
        apply(settings)
        guard let reading = settings.desktop else { return }
        appEvents.publish(.desktop(reading, textSize: inForce.settings.textSize, reducesMotion: inForce.reducesMotion, speaks: inForce.speaks))
    }

    /// Tells the listeners which theme is in force and why (the event log's first `theme`).
    func announceTheme() {
        themeAnnounced = true
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

    private func put(_ next: SettingsInForce) {
        let themeChanged = next.settings.theme != inForce.settings.theme || next.themeSource != inForce.themeSource
        inForce = next
        let newSettings = next.settings
        game.apply(precedence.reconcile(newSettings, inPlay: game.settings))
        show(next)
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
        announcer.language = localizer.language.speechTag
        if localizer.language != spoken { appEvents.publish(.language(localizer.language)) }
        if themeChanged, themeAnnounced { announceTheme() }
    }
}
