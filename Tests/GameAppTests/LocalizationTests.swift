import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The catalogs and the lookup of resources and fonts.
@Suite struct LocalizationTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Every catalog, compiled by msgfmt and read through glibc's gettext (once per run).
    static let catalogs = Catalog.loadAll(from: Translations.locale?.path)

    static func catalog(_ language: Language) -> Catalog { catalogs[language]?.catalog ?? .english }

    /// The template holds every message the game shows (`MessageTemplate`, in its order), then
    /// what xgettext finds in the desktop entry and the metainfo: nothing else, nothing stale.
    @Test func theTemplateIsCurrent() throws {
        let template = try Translations.entries(of: Translations.po.appendingPathComponent("tap-the-larger-shape.pot"))
        let game = Translations.entries(in: MessageTemplate.pot()).map(\.msgid)
        #expect(Array(template.prefix(game.count).map(\.msgid)) == game)
        var desktop: [String] = []
        for arguments in [
            [
                "-L", "Desktop", "-k", "-kName", "-kGenericName", "-kComment", "-kKeywords",
                "Resources/desktop/io.github.tapthelargershape.TapTheLargerShape.desktop",
            ],
            ["--its=/usr/share/gettext/its/metainfo.its", "Resources/metainfo/io.github.tapthelargershape.TapTheLargerShape.metainfo.xml"],
        ] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xgettext")
            process.currentDirectoryURL = DocumentedDiff.root
            process.arguments = ["--no-wrap", "--from-code=UTF-8", "-o", "-"] + arguments
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            desktop += Translations.entries(in: text).map(\.msgid).filter { !game.contains($0) && !desktop.contains($0) }
        }
        #expect(!desktop.isEmpty)
        #expect(Array(template.dropFirst(game.count).map(\.msgid)) == desktop, "po/tap-the-larger-shape.pot is stale: scripts/po.sh update")
    }

    /// Each language translates every message of the template, none fuzzy or left behind, each
    /// with the same placeholders; msgfmt accepts it; read through gettext, it translates every
    /// message the game shows.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyCatalogIsCompleteAndCurrent(language: Language) throws {
        #expect(try Translations.codes.contains(language.gettextCode))
        #expect(Translations.compileProblem == nil, "\(Translations.compileProblem ?? "")")
        let template = try Translations.entries(of: Translations.po.appendingPathComponent("tap-the-larger-shape.pot")).map(\.msgid)
        let entries = try Translations.entries(of: Translations.po.appendingPathComponent("\(language.gettextCode).po"))
        #expect(entries.map(\.msgid) == template, "po/\(language.gettextCode).po is not merged with the template: scripts/po.sh update")
        for entry in entries {
            #expect(entry.isTranslated && !entry.flags.contains("fuzzy") && !entry.isObsolete, "\(language.rawValue) lacks \"\(entry.msgid)\"")
            for text in entry.msgidPlural.isEmpty ? [entry.msgstr] : entry.forms {
                #expect(Self.placeholders(text) == Self.placeholders(entry.msgid), "\(language.rawValue): \(entry.msgid)")
            }
        }
        let (catalog, problem) = Self.catalogs[language] ?? (.english, "not loaded")
        #expect(problem == nil)
        let same = Set(entries.filter { $0.msgid == $0.msgstr }.map(\.msgid))
        for message in UIText.all where !same.contains(message.english) {
            #expect(catalog.translates(message), "\(language.rawValue) lacks \"\(message)\" through gettext")
        }
        for message in UIText.plurals {
            #expect(catalog.translates(message), "\(language.rawValue) lacks \"\(message)\" through ngettext")
        }
    }

    @Test func aCatalogFillsPlaceholdersAndFallsBackToEnglish() {
        let catalog = Catalog(language: .simplifiedChinese, translations: ["Score {score}": "得分 {score}"])
        #expect(catalog(UIText.score, ["score": "-3"]) == "得分 -3")
        #expect(catalog(UIText.paused) == "Paused")
        #expect(Catalog.english(UIText.streakAndBest, ["streak": "2", "best": "9"]) == "Streak 2 · Best 9")
        let (missing, problem) = Catalog.load(.simplifiedChinese, from: "/nonexistent")
        #expect(missing(UIText.paused) == "Paused" && problem?.contains("showing English") == true)
    }

    /// A settings problem on screen is in the player's language, values and all; a message from
    /// the TOML library itself stays as the library wrote it.
    @Test func noticesAreTranslated() {
        let chinese = Self.catalog(.simplifiedChinese)
        let diagnostic = SettingsDiagnostic(
            path: "/home/p/.config/tap-the-larger-shape/settings.toml", line: 2, column: 14,
            text: DiagnosticText("{key} must be true or false", ["key": "window.fullscreen"]))
        let notice = SettingsNotice(diagnostic: diagnostic, keptPrevious: true)
        #expect(notice.text(in: chinese) == "settings.toml:2:14：window.fullscreen 必须是 true 或 false（已保留之前的设置）")
        #expect(notice.text(in: .english) == "settings.toml:2:14: window.fullscreen must be true or false (kept the previous settings)")
        let library = SettingsNotice(
            diagnostic: SettingsDiagnostic(path: "s.toml", line: 1, column: 5, message: "Error while parsing key"), keptPrevious: false)
        #expect(library.text(in: chinese) == "s.toml:1:5：Error while parsing key")
        // Every template a diagnostic can have is in the catalog (the completeness test covers
        // it through `UIText.all`).
        #expect(DiagnosticText.templates.allSatisfy { chinese.translates(Message($0)) })
    }

    /// Resources are found next to the executable (through a symlink too), in its prefix, then
    /// in the XDG data folders; never in the current directory.
    @Test func resourcesAreLookedForInOrder() throws {
        try TemporaryFolder.with("locate") { folder in
            let binary = folder.appendingPathComponent("prefix/bin")
            try FileManager.default.createDirectory(at: binary, withIntermediateDirectories: true)
            try #require(FileManager.default.createFile(atPath: binary.appendingPathComponent("tap-the-larger-shape").path, contents: Data()))
            let links = folder.appendingPathComponent("links")
            try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: links.appendingPathComponent("game"), withDestinationURL: binary.appendingPathComponent("tap-the-larger-shape"))
            let environment = ["HOME": "/home/p", "XDG_DATA_DIRS": "/opt/share:relative:/usr/share"]
            let paths = ResourceLocator.candidates(environment: environment, executable: links.appendingPathComponent("game").path)
            let prefix = folder.appendingPathComponent("prefix").resolvingSymlinksInPath().path
            #expect(
                paths == [
                    prefix + "/bin/Resources", prefix + "/share/tap-the-larger-shape", prefix + "/share/games/tap-the-larger-shape",
                    "/home/p/.local/share/tap-the-larger-shape", "/opt/share/tap-the-larger-shape", "/usr/share/tap-the-larger-shape",
                ])
            let overridden = ResourceLocator.candidates(environment: [ResourceLocator.environmentKey: "/x"], executable: binary.path)
            #expect(overridden.first == "/x")
            #expect(!paths.contains { $0.hasPrefix(FileManager.default.currentDirectoryPath + "/Resources") })
        }
    }

    /// fontconfig finds a sans-serif face with every character of each language's catalog.
    @Test(arguments: Language.allCases)
    func fontconfigFindsAFaceForEachLanguage(language: Language) {
        let catalog = Self.catalog(language)
        let found = FontFinder.sansSerif(covering: catalog.characters, language: language.fontconfigTag)
        #expect(!found.isEmpty, "no font covers \(language.rawValue)")
    }
}

/// Chinese on screen, through the real window. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    static func liveLanguage(environment: [String: String]) -> (SDLContext) -> LanguageClient {
        { context in
            LanguageClient.live(
                context: context, resources: ResourceLocator(directory: LocalizationTests.resources.path), environment: environment,
                catalogs: LocalizationTests.catalogs)
        }
    }

    /// The help overlay in Chinese: the font the game found through fontconfig has a glyph for
    /// every character of every line (`TTF_GlyphIsProvided32`), and the overlay draws.
    @Test func theHelpInChineseHasEveryGlyph() throws {
        var settings = Settings.defaults
        settings.language = .simplifiedChinese
        let harness = try Harness(settings: settings, language: Self.liveLanguage(environment: [:]))
        // The screen opened with the Latin font; the game switches to one that covers Chinese.
        let catalog = harness.app.renderer.catalog
        #expect(catalog.language == .simplifiedChinese)
        let font = try Font(context: harness.context, face: harness.app.renderer.font, pointSize: 20)
        var lines = [catalog(UIText.title)]
        for entry in Hotkeys.help { lines += [catalog(Message(entry.keys)), catalog(Message(entry.action))] }
        #expect(lines.contains("点击图形：点中面积较大的即可得分"))
        for line in lines {
            #expect(font.missingCharacters(in: line).isEmpty, "\(harness.app.renderer.font) lacks \(font.missingCharacters(in: line)) of \(line)")
        }
        try harness.press(.character("h"))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.isHelpShown)
        #expect(harness.appEvents.contains { if case .language(.simplifiedChinese) = $0 { true } else { false } })
    }

    /// The `language` setting reloads live, like the colors: catalog, font and event.
    @Test func theLanguageChangesLive() throws {
        let harness = try Harness(language: Self.liveLanguage(environment: ["LANG": "en_US.UTF-8"]))
        #expect(harness.app.renderer.catalog.language == .english)
        var settings = Settings.defaults
        settings.language = .simplifiedChinese
        try harness.app.send(.settingsRead(settings))
        try harness.app.present()
        #expect(harness.app.renderer.catalog(UIText.paused) == "已暂停")
        let font = try Font(context: harness.context, face: harness.app.renderer.font, pointSize: 20)
        #expect(font.missingCharacters(in: harness.app.renderer.catalog.characters).isEmpty)
        settings.language = .auto
        try harness.app.send(.settingsRead(settings))
        #expect(harness.app.renderer.catalog.language == .english)
        let languages = harness.appEvents.compactMap { if case .language(let language) = $0 { language } else { nil } }
        #expect(languages == [.english, .simplifiedChinese, .english])
    }
}

extension GameAppTests {
    /// `TAP_FONT` wins whatever it lacks (the player chose it), with the characters it lacks
    /// named; without it, fontconfig's choice has them all; a `TAP_FONT` that will not open is
    /// passed over for the next.
    @Test func tapFontOverridesTheLookup() throws {
        let context = try SDLContext()
        let resources = ResourceLocator(directory: LocalizationTests.resources.path)
        let chinese = LocalizationTests.catalog(.simplifiedChinese)
        let latin = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let chosen = try FontChoice.find(
            context: context, resources: resources, environment: ["TAP_FONT": latin], language: .simplifiedChinese, characters: chinese.characters)
        #expect(chosen.face.path == latin && chosen.missing.contains("得"))
        let looked = try FontChoice.find(
            context: context, resources: resources, environment: [:], language: .simplifiedChinese, characters: chinese.characters)
        #expect(looked.missing.isEmpty && looked.face.path != latin)
        let broken = try FontChoice.find(
            context: context, resources: resources, environment: ["TAP_FONT": "/nonexistent.ttf"], language: .simplifiedChinese,
            characters: chinese.characters)
        #expect(broken.missing.isEmpty && broken.passedOver.first?.face.path == "/nonexistent.ttf")
    }
}
