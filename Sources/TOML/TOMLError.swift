/// Why a document does not read, and where: the line and column of the first character that is
/// wrong. The words are an English template with `{name}` placeholders and their values, so an
/// app can say them in its player's language (`templates` lists every one).
public struct TOMLError: Error, Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// Byte offset of the wrong character in the UTF-8 text.
    public let offset: Int
    public let template: String
    public let values: [String: String]

    public init(line: Int, column: Int, offset: Int, template: String, values: [String: String] = [:]) {
        self.line = line
        self.column = column
        self.offset = offset
        self.template = template
        self.values = values
    }

    /// The template filled in.
    public var message: String {
        var text = template
        for (name, value) in values { text = text.replacing("{\(name)}", with: value) }
        return text
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}

// MARK: - Every message

extension TOMLError {
    public static let expectedEquals = "expected `=` after the key `{key}`, found {found}"
    public static let expectedKey = "expected a key (letters, digits, `-`, `_`, or a quoted name), found {found}"
    public static let expectedValue = "expected a value, found {found}"
    public static let bareValue = "`{text}` is not a value; text needs quotes, like \"{text}\""
    public static let expectedLineEnd = "expected the end of the line after {what}, found {found}"
    public static let duplicateKey = "the key `{key}` is already defined (line {line})"
    public static let notATable = "`{key}` already holds a value (line {line}), so it cannot hold keys"
    public static let duplicateTable = "the table [{key}] is already defined (line {line})"
    public static let inlineTableClosed = "`{key}` is an inline table (line {line}); nothing can be added to it"
    public static let staticArray = "`{key}` is an array of values (line {line}), not of tables, so [[{key}]] cannot add to it"
    public static let arrayOfTables = "`{key}` is an array of tables (line {line}); add one with [[{key}]]"
    public static let headerTable = "the table `{key}` has its own [header] (line {line}); dotted keys cannot add to it"
    public static let dottedTable = "the table `{key}` was made by dotted keys (line {line}); a [header] cannot define it again"
    public static let unterminatedString = "this string has no closing {quote}"
    public static let lineBreakInString = "a single-line string cannot contain a line break; use {quotes} for text on several lines"
    public static let invalidEscape = "`\\{escape}` is not an escape; use \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX or \\UXXXXXXXX"
    public static let invalidCodePoint = "`{escape}` is not a Unicode character"
    public static let controlCharacter = "the control character {code} is not allowed here (a basic string can hold it as an escape, like \\u0007)"
    public static let bareCarriageReturn = "a carriage return must be followed by a line feed"
    public static let invalidUTF8 = "the text is not valid UTF-8 here"
    public static let leadingZero = "`{text}`: a number cannot start with a zero (except 0 itself and 0x, 0o, 0b)"
    public static let misplacedUnderscore = "`{text}`: an underscore must stand between two digits"
    public static let invalidNumber = "`{text}` is not a valid number"
    public static let integerOverflow = "`{text}` does not fit in a 64-bit integer"
    public static let invalidDateTime = "`{text}` is not a valid date or time"
    public static let unclosedHeader = "expected {close} to close the table header, found {found}"
    public static let arraySeparator = "expected `,` or `]` in the array, found {found}"
    public static let inlineTableSeparator = "expected `,` or `}` in the inline table, found {found}"
    public static let inlineTableLineBreak = "an inline table must be written on one line"
    public static let inlineTableTrailingComma = "an inline table cannot end with a comma"
    public static let tooDeep = "nested too deeply (more than {limit} levels of tables and arrays)"
    public static let tooLarge = "the document is larger than {limit} bytes"

    /// Every template an error may have.
    public static let templates = [
        expectedEquals, expectedKey, expectedValue, bareValue, expectedLineEnd, duplicateKey, notATable, duplicateTable, inlineTableClosed,
        staticArray, arrayOfTables, headerTable, dottedTable, unterminatedString, lineBreakInString, invalidEscape, invalidCodePoint,
        controlCharacter, bareCarriageReturn, invalidUTF8, leadingZero, misplacedUnderscore, invalidNumber, integerOverflow,
        invalidDateTime, unclosedHeader, arraySeparator, inlineTableSeparator, inlineTableLineBreak, inlineTableTrailingComma, tooDeep,
        tooLarge,
    ]

    /// The words `{found}` and `{what}` may hold besides quoted text, for a catalog to translate.
    public static let phrases = [endOfFile, lineBreak, aValue, aHeader]
    public static let endOfFile = "the end of the file"
    public static let lineBreak = "a line break"
    public static let aValue = "the value"
    public static let aHeader = "the table header"
}
