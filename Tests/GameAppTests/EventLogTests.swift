import Drawing
import Foundation
import GameCore
import Preferences
import Testing

@testable import GameApp

/// The event log's lines: well-formed JSON, numbers that read back exactly.
@MainActor
@Suite struct EventLogTests {
    final class Sink {
        var text = ""
        var client: EventSink { EventSink { [self] bytes in text += String(decoding: bytes, as: UTF8.self) } }
        var objects: [[String: Any]] {
            text.split(separator: "\n").compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
        }
    }

    @Test func numbersAreWrittenInFullAndStringsEscaped() {
        var line = JSONWriter()
        line.beginObject()
        line.member("near", 232.03780000000001)
        line.member("tiny", 1e-300)
        line.member("third", 1.0 / 3)
        line.member("whole", 4.0)
        line.member("nan", Double.nan)
        line.member("text", "a \"quoted\"\\ line\n\u{1}é")
        line.endObject()
        let text = String(decoding: line.bytes, as: UTF8.self)
        #expect(text.contains(#""third":0.3333333333333333"#) && text.contains(#""nan":null"#))
        let object = (try? JSONSerialization.jsonObject(with: Data(line.bytes))) as? [String: Any]
        #expect(object?["near"] as? Double == 232.03780000000001)
        #expect(object?["tiny"] as? Double == 1e-300)
        #expect(object?["third"] as? Double == 1.0 / 3)
        #expect(object?["text"] as? String == "a \"quoted\"\\ line\n\u{1}é")
    }

    @Test func everyEventIsOneLineOfTheContract() {
        let sink = Sink()
        let game = Game(
            mode: .circle, settings: GameSettings(feedbackDuration: .zero), scorer: MatchScorer.standard, clock: .frozen,
            randomNumberGenerator: SeededGenerator(seed: 77),
            windowSize: Size(width: 960, height: 640))
        let appEvents = EventBus<AppEvent>()
        let log = EventLog(sink: sink.client, gameEvents: game.events, appEvents: appEvents)
        var firstAreas: [Double] = []
        game.events.subscribe { event in
            if case .turnStarted(1, _, let views, _, _) = event { firstAreas = views.map(\.shape.area) }
        }
        game.start()
        game.handle(.pickFirst)
        appEvents.publish(.sound(name: "happy", played: false))
        withExtendedLifetime(log) {}
        let objects = sink.objects
        #expect(objects.compactMap { $0["event"] as? String } == ["turn_started", "turn_ended", "turn_started", "sound"])
        let shapes = objects.first?["shapes"] as? [[String: Any]] ?? []
        #expect(shapes.count == 2)
        // NB: Foundation's JSONSerialization on Linux can read a double one unit in the last place
        // off; Swift's own parser reads the printed text back exactly.
        let firstLine = sink.text.split(separator: "\n").first ?? ""
        let areas = firstLine.components(separatedBy: #""area":"#).dropFirst().compactMap { Double($0.prefix { $0 != "," && $0 != "}" }) }
        #expect(areas == firstAreas && firstAreas.count == 2, "\(areas) \(firstAreas)")
        #expect(shapes.allSatisfy { $0["kind"] as? String == "circle" })
    }

    /// Each question is named as itself: the race's "leave the race?" was written as the
    /// statistics' reset.
    @Test func eachQuestionHasItsOwnName() {
        let sink = Sink()
        let appEvents = EventBus<AppEvent>()
        let game = Game(
            mode: .circle, scorer: MatchScorer.standard, clock: .frozen, randomNumberGenerator: SeededGenerator(seed: 1),
            windowSize: Size(width: 960, height: 640))
        let log = EventLog(sink: sink.client, gameEvents: game.events, appEvents: appEvents)
        for question in AppModel.Confirmation.allCases { appEvents.publish(.confirmation(question, shown: true)) }
        withExtendedLifetime(log) {}
        #expect(sink.objects.compactMap { $0["question"] as? String } == ["reset_statistics", "restart", "leave_race"])
    }

    /// The buffer is reused: a long log costs the memory of its longest line.
    @Test func theLineBufferDoesNotGrowWithTheLog() {
        var line = JSONWriter()
        var largest = 0
        for index in 0..<10_000 {
            line.reset()
            line.beginObject()
            line.member("turn", index)
            line.member("area", Double(index) / 7)
            line.endObject()
            largest = max(largest, line.bytes.capacity)
        }
        #expect(largest < 256)
    }
}
