import Foundation
import GameCore
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// Numbers, percentages, dates and lists as each language writes them, held to CLDR's forms
/// with Babel as the oracle (`scripts/cldr-forms.py`), the way the TOML reader is held to
/// Python's `tomllib`.
@Suite struct LocaleFormsTests {
    struct Case {
        let line: [String: Any]
        var kind: String { line["kind"] as? String ?? "" }
        var expected: String { line["expected"] as? String ?? "" }
        var language: Language? { (line["language"] as? String).flatMap(Language.init(rawValue:)) }
    }

    /// Babel's every case: about thirty thousand lines, each one language's form of one value.
    static func oracle() throws -> [Case] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.currentDirectoryURL = DocumentedDiff.root
        process.arguments = ["scripts/cldr-forms.py"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/cldr-forms.py failed: \(problem)")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            Case(line: try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
        }
    }

    static func ours(_ test: Case) -> String? {
        guard let language = test.language else { return nil }
        let forms = LocaleForms(language)
        let value = test.line["value"]
        switch test.kind {
        case "decimal":
            guard let text = value as? String, let number = Double(text), let digits = test.line["digits"] as? Int else { return nil }
            return forms.decimal(number, digits: digits, wholePlain: test.line["whole_plain"] as? Bool ?? false)
        case "number", "signed":
            guard let number = (value as? NSNumber)?.int64Value else { return nil }
            return test.kind == "number" ? forms.number(Int(number)) : forms.signed(Int(number))
        case "percent":
            return (value as? Int).map(forms.percent)
        case "date":
            return (value as? String).flatMap(CivilDate.init).map(forms.date)
        case "list":
            return (value as? [String]).map(forms.list)
        default:
            return nil
        }
    }

    @Test func everyFormIsCLDRs() throws {
        let cases = try Self.oracle()
        var kinds: [String: Int] = [:]
        var wrong: [String] = []
        for test in cases {
            kinds[test.kind, default: 0] += 1
            let made = Self.ours(test)
            if made != test.expected { wrong.append("\(test.line): ours \(made.map { "\"\($0)\"" } ?? "unreadable")") }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(cases.count) differ from CLDR; the first: \(wrong.prefix(5).joined(separator: "\n"))")
        // Every kind in every language, so an oracle that printed nothing cannot pass.
        for kind in ["decimal", "number", "signed", "percent", "date", "list"] { #expect(kinds[kind, default: 0] >= 4 * 20, "\(kind)") }
    }

    /// The forms a German, Japanese and Chinese reader asked for, on the screens that show them.
    @Test func theScreensWriteEachLanguagesForms() {
        let day = CivilDate(year: 2026, month: 11, day: 25)
        #expect(LocaleForms(.german).decimal(1.27) == "1,27")
        #expect(day.map(LocaleForms(.german).date) == "25.11.2026")
        #expect(day.map(LocaleForms(.japanese).date) == "2026/11/25")
        #expect(LocaleForms(.japanese).list(["EventLog", "StateSaver", "SoundPolicy"]) == "EventLog、StateSaver、SoundPolicy")
        #expect(LocaleForms(.simplifiedChinese).list(["玩家 1", "玩家 2"]) == "玩家 1和玩家 2")
        #expect(LocaleForms(.english).number(-1) == "\u{2212}1" && LocaleForms(.german).number(12345) == "12.345")
        let german = LocalizationTests.catalog(.german)
        #expect(german(UIText.insideEvenedOut, ["factors": german.forms.decimal(0.83, wholePlain: true)]).contains("0,83"))
    }

    /// Sentences read one after another: a full stop and a space in English and German, "。"
    /// and no space in Japanese and Chinese (the voice once read "。. " between the panel's lines).
    @Test func sentencesJoinAsEachLanguageWritesThem() {
        #expect(LocaleForms(.english).sentences(["How it works", "Strategy", "made turn 4"]) == "How it works. Strategy. made turn 4.")
        #expect(LocaleForms(.german).sentences(["Neu starten?", "Punktestand 1 geht verloren.", ""]) == "Neu starten? Punktestand 1 geht verloren.")
        #expect(LocaleForms(.japanese).sentences(["しくみ", "ストラテジー", "ターン4を作成"]) == "しくみ。ストラテジー。ターン4を作成。")
        #expect(LocaleForms(.simplifiedChinese).sentences(["重新开始？", "得分 1 将被丢弃。"]) == "重新开始？得分 1 将被丢弃。")
    }
}

extension LocaleFormsTests {
    /// A word and a figure after it: a space in English and German, none in Japanese and Chinese
    /// (the panel's "evened out their areas: circle ×0.95" once read "円 ×0.95").
    @Test func aWordAndWhatFollowsAreSpacedAsTheLanguageSpacesThem() {
        #expect(LocaleForms(.english).beside("circle", "×0.95") == "circle ×0.95")
        #expect(LocaleForms(.german).beside("Kreis", "×0,95") == "Kreis ×0,95")
        #expect(LocaleForms(.japanese).beside("円", "×0.95") == "円×0.95")
        #expect(LocaleForms(.simplifiedChinese).beside("圆形", "×0.95") == "圆形×0.95")
    }
}
