import Preferences
import Testing

/// The language on screen: from the environment as POSIX orders it, or from the settings.
@Suite struct LanguageTests {
    @Test(arguments: [
        ("zh_CN.UTF-8", Language.simplifiedChinese), ("zh_TW.UTF-8", .simplifiedChinese), ("zh-Hans", .simplifiedChinese),
        ("zh_SG", .simplifiedChinese), ("en_US.UTF-8", .english), ("en_GB@euro", .english), ("C", .english), ("POSIX", .english),
        ("C.UTF-8", .english), ("de_DE.UTF-8", .german), ("de_AT", .german), ("de", .german), ("ja_JP.UTF-8", .japanese), ("ja", .japanese),
    ])
    func localeNames(name: String, language: Language) {
        #expect(Language(locale: name) == language)
    }

    @Test func unknownLocalesAreNotLanguages() {
        for name in ["fr_FR.UTF-8", "fr", "", "_", "pt_BR", "ko_KR"] { #expect(Language(locale: name) == nil, "\(name)") }
    }

    @Test func theEnvironmentIsReadInPOSIXOrder() {
        #expect(Language.fromEnvironment([:]) == .english)
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_MESSAGES": "en_US", "LC_ALL": "zh_CN.UTF-8"]) == .simplifiedChinese)
        // An empty variable is not set; a language the game lacks is English, not the next one.
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "zh_CN"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LC_ALL": "fr_FR.UTF-8", "LANG": "zh_CN"]) == .english)
    }

    /// `LANGUAGE` is a list of preferences, read first: its first language the game speaks wins,
    /// unless the locale is plain C (as gettext reads it).
    @Test func languageListsPreferencesFirst() {
        #expect(Language.fromEnvironment(["LANGUAGE": "ja", "LANG": "de_DE.UTF-8"]) == .japanese)
        #expect(Language.fromEnvironment(["LANGUAGE": "fr:de_CH:en", "LANG": "zh_CN.UTF-8"]) == .german)
        #expect(Language.fromEnvironment(["LANGUAGE": "fr:pt", "LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language.fromEnvironment(["LANGUAGE": "", "LANG": "de_DE.UTF-8"]) == .german)
        #expect(Language.fromEnvironment(["LANGUAGE": "de"]) == .german)
        #expect(Language.fromEnvironment(["LANGUAGE": "de", "LC_ALL": "C"]) == .english)
        #expect(Language.fromEnvironment(["LANGUAGE": "zh_CN", "LANG": "C.UTF-8"]) == .simplifiedChinese)
        #expect(LanguageSetting.german.resolved(environment: ["LANGUAGE": "ja"]) == .german)
    }

    @Test func theSettingOverridesTheEnvironment() {
        let chinese = ["LANG": "zh_CN.UTF-8"]
        #expect(LanguageSetting.auto.resolved(environment: chinese) == .simplifiedChinese)
        #expect(LanguageSetting.english.resolved(environment: chinese) == .english)
        #expect(LanguageSetting.simplifiedChinese.resolved(environment: [:]) == .simplifiedChinese)
        let outcome = SettingsDocument.parse("language = \"zh-Hans\"\n", path: "s.toml")
        #expect(outcome.settings?.language == .simplifiedChinese && outcome.diagnostics.isEmpty)
        let bad = SettingsDocument.parse("language = \"klingon\"\n", path: "s.toml")
        #expect(bad.settings == nil && bad.diagnostics.first?.message.contains("\"auto\", \"en\", \"zh-Hans\", \"de\", \"ja\"") == true)
        #expect(bad.diagnostics.first?.column == 12)
    }

    /// The language codes players write, as LANG has them, name the languages the game speaks:
    /// `zh`, `zh_CN`, `zh-CN` and `zh-Hans` are Simplified Chinese, `de_DE` German, `ja_JP`
    /// Japanese, in any letter case; a language the game lacks is still refused.
    @Test func theCodesPlayersWriteNameTheirLanguage() {
        let written: [(String, LanguageSetting)] = [
            ("zh", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh-CN", .simplifiedChinese), ("zh-Hans", .simplifiedChinese),
            ("ZH-hans", .simplifiedChinese), ("zh_cn", .simplifiedChinese), ("de_DE", .german), ("de-de", .german), ("ja_JP", .japanese),
            ("ja-JP", .japanese), ("en_GB", .english), ("DE", .german),
        ]
        for (code, language) in written {
            let outcome = SettingsDocument.parse("language = \"\(code)\"\n", path: "s.toml")
            #expect(outcome.settings?.language == language && outcome.diagnostics.isEmpty, "\(code)")
        }
        for code in ["zh_TW2", "fr_FR", "zhCN", "d"] {
            #expect(SettingsDocument.parse("language = \"\(code)\"\n", path: "s.toml").settings == nil, "\(code)")
        }
    }
}
