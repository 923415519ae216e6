import GameCore
import Preferences
import Testing

@testable import GameApp

/// The card Copy puts on the clipboard, in the words of the language on screen when it is
/// copied (it was English in every language), and the racers' names the same way.
@Suite struct DailyCardTextTests {
    static let marks = (0..<20).map { $0 != 4 && $0 != 11 }
    static let result = DailyResult(
        date: CivilDate("2026-11-27") ?? DailyChallenge.firstDay, score: 131, marks: marks, medianReactionMilliseconds: 642)

    @Test func theCardInEnglish() {
        #expect(
            DailyCard(result: Self.result, daysInARow: 3, counted: true).text(in: .english) == """
                Tap the Larger Shape · Daily #3 · 2026-11-27
                Score 131 · 18/20 right (90%) · median 642 ms
                ✓✓✓✓✗ ✓✓✓✓✓ ✓✗✓✓✓ ✓✓✓✓✓
                3 days in a row

                """)
        let practice = DailyCard(result: Self.result, daysInARow: 1, counted: false).text(in: .english)
        #expect(practice.hasPrefix("Tap the Larger Shape · Daily #3 · 2026-11-27 · practice\n") && practice.contains("\n1 day in a row\n"))
    }

    @Test(arguments: [Language.german, .japanese, .simplifiedChinese])
    func theCardAndTheNamesInTheLanguageOnScreen(_ language: Language) throws {
        let catalog = LocalizationTests.catalog(language)
        #expect(catalog.language == language)
        let text = DailyCard(result: Self.result, daysInARow: 3, counted: false).text(in: catalog)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4 && lines[2] == "✓✓✓✓✗ ✓✓✓✓✓ ✓✗✓✓✓ ✓✓✓✓✓")
        #expect(lines[0] == catalog(UIText.cardPracticeTitle, ["number": "3", "date": "2026-11-27"]))
        #expect(
            lines[1]
                == catalog(
                    UIText.cardFigures, ["score": "131", "right": "18", "total": "20", "percent": catalog.forms.percent(90), "milliseconds": "642"]))
        #expect(lines[3] == catalog(UIText.dailyDaysInARow, count: 3))
        #expect(!text.contains("right (") && !text.contains("days in a row") && !text.contains("practice"), "\(text)")
        let player = RaceEntrant(seat: 1, name: nil, device: .keyboard)
        #expect(player.name(in: catalog) == catalog(UIText.racePlayer, ["number": "2"]) && player.name(in: catalog) != "Player 2")
        #expect(player.player.loggedName == "Player 2")
        // A pad's player is the seat's, the pad's own name beside it.
        let pad = RaceEntrant(seat: 0, name: "DualSense", device: .controller(3)).name(in: catalog)
        #expect(pad.hasPrefix(catalog(UIText.racePlayer, ["number": "1"])) && pad.contains("DualSense"), "\(pad)")
        if language == .german {
            #expect(lines[1].hasPrefix("Punkte 131") || lines[1].hasPrefix("Punktzahl 131"), "\(lines[1])")
            #expect(player.name(in: catalog) == "Spieler 2")
        }
    }
}
