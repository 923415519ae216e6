import GameCore
import Preferences
import Testing

@testable import GameApp

/// The lines a native read of every screen found wrong, as the game now writes them (through
/// the compiled catalogues).
@Suite struct NativeWordsTests {
    static let german = LocalizationTests.catalog(.german)
    static let japanese = LocalizationTests.catalog(.japanese)
    static let chinese = LocalizationTests.catalog(.simplifiedChinese)
    static let every: [Catalog] = [.english, german, japanese, chinese]

    /// The race's player lines (the HUD's and the results'): a name, a colon and the points, a
    /// real minus sign below zero; never "Spieler 1 -1", which reads as a sum.
    @Test func aRacersLineIsANameAndPoints() {
        let lines = Self.every.map { catalog in
            catalog(UIText.raceLine, ["name": RacePlayer.name(nil, seat: 0, in: catalog), "score": catalog.forms.number(-1)])
        }
        #expect(lines == ["Player 1: −1", "Spieler 1: −1", "プレイヤー1：−1", "玩家 1：−1"])
        let english = LocaleForms(.english)
        #expect(english.number(-1) == "\u{2212}1" && english.number(0) == "0" && english.number(26) == "26")
        #expect(english.number(Int.min).hasPrefix("\u{2212}9"))
    }

    /// The stats' counted days say what the number is.
    @Test func aDailyDayInTheStatsHasItsUnit() {
        let days = Self.every.map { $0(UIText.dailyStatsDay, count: 128, ["number": "1"]) }
        // German writes "Nr." (kept with its number by a no-break space), Japanese "第1回".
        #expect(days == ["#1: 128 points", "Nr.\u{00A0}1: 128 Punkte", "第1回：128点", "#1：128 分"])
        #expect(Catalog.english(UIText.dailyStatsDay, count: 1, ["number": "2"]) == "#2: 1 point")
        #expect(Self.german(UIText.dailyStatsDay, count: -3, ["number": "4"]) == "Nr.\u{00A0}4: −3 Punkte")
    }

    /// The race's joining screen: a seat's number, then what took it (never the seat's number
    /// again, as "1 · Spieler 1 (Tastatur)" had it), or that it waits. A player is named by the
    /// seat, with the controller's own name beside it.
    @Test func theJoiningScreensSeats() {
        #expect(Self.japanese(UIText.raceWaiting, ["number": "1"]) == "1：参加待ち……")
        #expect(Self.chinese(UIText.raceWaiting, ["number": "1"]) == "1 · 等待加入……")
        #expect(Catalog.english(UIText.raceWaiting, ["number": "2"]) == "2 · waiting for a player…")
        #expect(Self.japanese(UIText.raceSeat, ["number": "1", "device": Self.japanese(UIText.inputKeyboard)]) == "1：キーボード")
        #expect(Self.german(UIText.raceSeat, ["number": "1", "device": Self.german(UIText.inputKeyboard)]) == "1 · Tastatur")
        #expect(RacePlayer.name("Virtual Controller", seat: 1, in: Self.german) == "Spieler 2 (Virtual Controller)")
        #expect(RacePlayer.name(nil, seat: 0, in: Self.japanese) == "プレイヤー1")
        #expect(Self.german(UIText.raceWins, ["name": RacePlayer.name("Virtual Controller", seat: 1, in: Self.german)]).hasPrefix("Spieler 2"))
    }

    /// One word for the high score and another for the best streak, in the HUD and the stats.
    @Test func theHighScoreAndTheBestStreakAreTwoWords() {
        let hud = ["streak": "3", "best": "14"]
        let stats = ["now": "3", "best": "5"]
        #expect(
            Self.german(UIText.streakAndBest, hud) == "Serie 3 · Rekord 14" && Self.german(UIText.streakNowAndBest, stats) == "Aktuell 3 · längste 5")
        #expect(Self.japanese(UIText.streakAndBest, hud) == "連続3 · ハイスコア14" && Self.japanese(UIText.streakNowAndBest, stats) == "現在3 · 最長5")
        #expect(Self.chinese(UIText.streakAndBest, hud) == "连击 3 · 最高分 14" && Self.chinese(UIText.streakNowAndBest, stats) == "当前 3 · 最长 5")
        #expect([Self.german, Self.japanese, Self.chinese].map { $0(UIText.highScores) } == ["Rekorde:", "ハイスコア：", "最高分："])
    }

    @Test func germanSaysWhatItMeans() {
        let german = Self.german
        #expect(german(Message(GameMode.cross.summary)) == "Kreuz und quer: verschiedene Arten in derselben Runde")
        #expect(german(Message(GameMode.mixed.summary)) == "Gemischt: jede Runde eine zufällige Art")
        #expect(german(Message("daily challenge / copy its card")) == "Tagesaufgabe / Ergebniskarte kopieren")
        #expect(german(Message("adaptive difficulty on / off")) == "Adaptive Schwierigkeit an / aus")
        #expect(german(UIText.resume).contains("Controller-Taste"))
        #expect(german(UIText.rowAbout) == "Über dieses Spiel …")
        #expect(german(UIText.dailyHUD, ["done": "6", "total": "20"]) == "Tagesaufgabe 6/20")
        #expect(!german(UIText.inspiredBy).contains("dessen Spiel"))
    }

    @Test func japaneseAndChineseNameTheCrossMode() {
        #expect(Self.japanese(UIText.name(of: .cross)) == "異種" && Self.chinese(UIText.name(of: .cross)) == "混搭")
        #expect(Self.chinese(UIText.name(of: .mixed)) == "随机")
        #expect(Self.japanese(UIText.dailyPracticeLine, ["score": "128"]) == "練習：記録になるのはその日最初に完走した結果（128）です。")
        #expect(Self.chinese(UIText.inspiredBy).contains("本游戏正是该教程中的示例游戏"))
        #expect(Self.chinese(UIText.spokenRightStreak, ["score": "15", "streak": "5"]) == "正确。得分 15，连击 5")
    }
}
