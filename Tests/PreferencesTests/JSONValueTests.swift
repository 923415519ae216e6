import Foundation
import Testing

@testable import Preferences

/// The state file's own JSON reader and writer, held against RFC 8259 and against Foundation's
/// `JSONSerialization` (the reader the game used before).
@Suite struct JSONValueTests {
    static func parse(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: Array(text.utf8))
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try Self.parse(#" {"a": [1, -2.5e3, true, false, null], "b": {"c": "d\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}} "#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        #expect(value["b"]?["c"]?.string == "d\"\\/\u{08}\u{0C}\n\r\té😀")
        #expect(value["a"]?.array?.first?.int == 1 && value["a"]?.array?[1].int == -2500)
        #expect(try Self.parse("3.0").int == 3 && Self.parse("3.5").int == nil && Self.parse("1e300").int == nil)
        #expect(try Self.parse("[]") == .array([]) && Self.parse("{}") == .object([]))
        #expect(try Self.parse(#""日本語""#).string == "日本語")
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "01", "-", "1.", ".5", "1e", "+1", "[1 2]", "{\"a\" 1}", "{a:1}", "'a'", "\"\\x\"",
        "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\nb\"", "tru", "nul", "[1] 2", "// c\n1", "NaN", "Infinity", "\"\\u12\"",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: JSONParseError.self) { try Self.parse(text) }
    }

    @Test func refusesBytesThatAreNotUTF8AndNestingWithoutEnd() {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError.self) { try Self.parse(deep) }
        let allowed = String(repeating: "[", count: JSONValue.depthLimit) + String(repeating: "]", count: JSONValue.depthLimit)
        #expect((try? Self.parse(allowed)) != nil)
    }

    /// What the writer prints reads back the same, through this reader and through Foundation's.
    @Test func writesWhatReadsBack() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let value = Self.randomValue(depth: 0, using: &generator)
            let text = value.compact
            #expect(try Self.parse(text) == value, "\(text)")
            let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.same(value, foundation), "\(text)")
        }
    }

    /// Documents Foundation reads are read alike here, key for key.
    @Test func readsWhatFoundationReads() throws {
        for text in [
            #"{"x":[{"y":"\u0000\u001f z"}],"n":-0,"e":1E+2,"s":"\ud834\udd1e"}"#, #"[null,{"":[]},"\/"]"#, #"  "tab\tend"  "#,
        ] {
            let ours = try Self.parse(text)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            #expect(Self.same(ours, theirs), "\(text)")
        }
    }

    static func randomValue(depth: Int, using generator: inout some RandomNumberGenerator) -> JSONValue {
        let scalars: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\u{01}", "\u{7F}", "é", "中", "😀", "\u{2028}", " ", "/"]
        func text() -> String {
            String(
                String.UnicodeScalarView((0..<Int.random(in: 0...6, using: &generator)).map { _ in scalars.randomElement(using: &generator) ?? "a" }))
        }
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .integer(Int.random(in: -1_000_000...1_000_000, using: &generator))
        case 3: return .string(text())
        case 4: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) })
        default:
            var keys = Set<String>()
            return .object(
                (0..<Int.random(in: 0...4, using: &generator)).compactMap { _ in
                    let key = text()
                    guard keys.insert(key).inserted else { return nil }
                    return JSONValue.Member(key, randomValue(depth: depth + 1, using: &generator))
                })
        }
    }

    static func same(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let value): return (theirs as? Bool) == value
        case .number(let text): return (theirs as? NSNumber).map { $0.doubleValue == Double(text) } ?? false
        case .string(let value): return (theirs as? String) == value
        case .array(let values):
            guard let array = theirs as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dictionary = theirs as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in dictionary[member.key].map { same(member.value, $0) } ?? false }
        }
    }
}
