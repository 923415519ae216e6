import Testing

@testable import GameApp

/// Counts in each language's plural forms, through gettext's ngettext and the catalogs'
/// `Plural-Forms`.
@Suite struct PluralTests {
    @Test func everyCountTakesItsLanguagesForm() {
        let english = Catalog.english
        #expect(english(UIText.dailyDaysInARow, count: 1) == "1 day in a row" && english(UIText.dailyDaysInARow, count: 0) == "0 days in a row")
        #expect(english(UIText.dailyDaysPlayed, count: 21) == "21 days played")
        let german = LocalizationTests.catalog(.german)
        #expect(german(UIText.dailyDaysInARow, count: 1) == "1 Tag in Folge" && german(UIText.dailyDaysInARow, count: 1001) == "1.001 Tage in Folge")
        for count in [0, 2, 11, 101, 1001, 123_456] {
            #expect(german(UIText.dailyDaysInARow, count: count) == "\(german.forms.number(count)) Tage in Folge")
        }
        #expect(german(UIText.dailyDaysPlayed, count: 1) == "1 Tag gespielt" && german(UIText.raceTarget, count: 1).contains("1 Punkt hat"))
        // Japanese and Chinese have one form for every count.
        let japanese = LocalizationTests.catalog(.japanese)
        #expect(japanese(UIText.dailyDaysInARow, count: 1) == "1日連続" && japanese(UIText.dailyDaysInARow, count: 7) == "7日連続")
        let chinese = LocalizationTests.catalog(.simplifiedChinese)
        #expect(chinese(UIText.dailyDaysPlayed, count: 1) == "已玩 1 天" && chinese(UIText.dailyDaysPlayed, count: 40) == "已玩 40 天")
        // Who a race waits for: one racer, or two, and the verb agrees ("Spieler 1 und Spieler 2 fehlt" read wrong).
        let two = ["names": german.forms.list(["Spieler 1", "Spieler 2"])]
        #expect(german(UIText.raceMissing, count: 2, two).hasPrefix("Spieler 1 und Spieler 2 fehlen:"))
        #expect(german(UIText.raceMissing, count: 1, ["names": "Spieler 2"]).hasPrefix("Spieler 2 fehlt:"))
        #expect(english(UIText.raceMissing, count: 2, ["names": "Player 1 and Player 2"]).hasPrefix("Player 1 and Player 2 are missing"))
        // The stats' line and the card put the two counts together.
        #expect(german(UIText.dailyStatsSummary, ["days": german(UIText.dailyDaysPlayed, count: 1), "streak": "1"]) == "1 Tag gespielt · 1 in Folge")
    }

    /// The rule gettext applies is read for the counts 0 to 199; past them a count takes the form
    /// of 100 + its remainder by 100. Held against the rules of languages with three and six
    /// forms, for every count to 100,000.
    /// Languages with other rules than the game's: their `Plural-Forms`, in Swift.
    enum Rule: CaseIterable {
        case polish, russian, arabic, slovenian, french

        func form(_ n: Int) -> Int {
            switch self {
            case .polish: n == 1 ? 0 : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2
            case .russian: n % 10 == 1 && n % 100 != 11 ? 0 : (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2
            case .arabic: n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : (3...10).contains(n % 100) ? 3 : n % 100 >= 11 ? 4 : 5
            case .slovenian: n % 100 == 1 ? 0 : n % 100 == 2 ? 1 : (3...4).contains(n % 100) ? 2 : 3
            case .french: n > 1 ? 1 : 0
            }
        }
    }

    @Test(arguments: Rule.allCases)
    func aRuleReadForTwoHundredCountsHoldsForAll(rule: Rule) throws {
        let forms = ["form 0", "form 1", "form 2", "form 3", "form 4", "form 5"]
        let table = try #require(PluralForms(texts: PluralForms.askedCounts.map { forms[rule.form($0)] }))
        for count in 0...100_000 where table.form(for: count) != forms[rule.form(count)] {
            Issue.record("\(rule) takes the wrong form for \(count)")
            break
        }
        #expect(table.form(for: -2) == table.form(for: 2))
    }
}
