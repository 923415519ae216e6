import Foundation
import Preferences
import TestSupport
import Testing

@testable import GameApp

extension GameAppTests {
    /// A listener that publishes on the bus it listens to: the app's settings listener hears
    /// `settingsApplied` and announces the `language` it brings, mid-delivery. Listeners after it
    /// (the test's recorder) still hear the settings first, and the event log writes them first.
    @Test func anEventPublishedDuringDeliveryReachesEveryListenerAfterTheOneThatCausedIt() throws {
        try TemporaryFolder.with("observer-order") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(
                eventLog: try EventSink.file(path: log.path), language: Self.liveLanguage(environment: ["LANG": "en_US.UTF-8"]))
            let before = harness.appEvents.count
            var settings = Settings.defaults
            settings.language = .simplifiedChinese
            harness.app.appEvents.publish(.settingsApplied(settings, path: "settings.toml"))
            let heard = harness.appEvents.dropFirst(before).compactMap { event -> String? in
                switch event {
                case .settingsApplied: "settings"
                case .language(let language): "language \(language.rawValue)"
                default: nil
                }
            }
            #expect(heard == ["settings", "language zh-Hans"])
            let logged = try Self.logLines(log).compactMap { $0["event"] as? String }.filter { $0 == "settings_loaded" || $0 == "language" }
            #expect(logged.suffix(2) == ["settings_loaded", "language"])
        }
    }
}
