import Drawing
import Preferences
import Testing

@testable import GameApp

/// A number with its unit is written alike on every screen of a language: the preferences' volume
/// and text size as the stats' accuracy (German puts a narrow no-break space before "%": the
/// preferences once showed "80%" beside the stats' "95 %"; CLDR's German puts a no-break space
/// there), the scanning's pace as the stats' reaction times. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test func thePreferencesWriteAShareAsTheStatsDo() throws {
        let volume = SettingsRegistry.keys.soundVolume.descriptor
        let scan = SettingsRegistry.keys.scanMilliseconds.descriptor
        for language in [Language.english, .german, .japanese, .simplifiedChinese] {
            let catalog = LocalizationTests.catalog(language)
            #expect(catalog(volume.shown(.integer(80))) == catalog.forms.percent(80), "\(language)")
            #expect(catalog(scan.shown(.integer(800))) == catalog(UIText.milliseconds, ["count": "800"]), "\(language)")
        }
        #expect(LocalizationTests.catalog(.german).forms.percent(80) == "80\u{00A0}%")
        #expect(LocalizationTests.catalog(.japanese)(UIText.milliseconds, ["count": "800"]) == "800ミリ秒")
        // On the screen, in German.
        var settings = Settings.defaults
        settings.language = .german
        let harness = try Harness(
            size: Size(width: 1280, height: 800), settings: settings,
            language: { context in
                LanguageClient.live(context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
            })
        try harness.press(.character("o"))
        try harness.pump()
        let texts = try drawnTexts(harness)
        #expect(texts.contains { $0.contains("80\u{00A0}%") } && !texts.contains { $0.contains("80%") }, "\(texts)")
    }
}
