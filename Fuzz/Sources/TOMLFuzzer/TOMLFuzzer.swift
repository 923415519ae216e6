import CFuzzDriver
import TOML

/// One input: bytes as a TOML document. Beyond not crashing or hanging: an error's place lies in
/// the text; a document that reads has every place inside the text with the line and column its
/// offset has; every value written back by `TOMLWriter` reads as the same value; and the editor,
/// setting the first value found to another, either refuses or yields a document that reads as
/// intended (it checks that itself; a defect shows as `.unverified`, which stops the run here).
@_cdecl("TOMLFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return tomlFuzzerTestOneInput(Array(UnsafeBufferPointer(start: data, count: size)))
    }
}

func tomlFuzzerTestOneInput(_ bytes: [UInt8]) -> CInt {
    let root: TOMLTable
    do {
        root = try TOML.parse(bytes: bytes)
    } catch {
        precondition(error.offset >= 0 && error.offset <= bytes.count, "\(error) outside the text")
        precondition(TOMLError.templates.contains(error.template), "\(error) has an unlisted template")
        precondition(position(of: error.offset, in: bytes) == (error.line, error.column), "\(error) at the wrong line or column")
        return 0
    }
    var firstValue: [String]?
    check(root, path: [], bytes: bytes, firstValue: &firstValue)
    if let path = firstValue, let text = String(validating: bytes, as: UTF8.self) {
        do {
            _ = try TOMLEditor.setting(.string("fuzz \"edit\"\n"), at: path, in: text)
        } catch .unverified {
            preconditionFailure("the editor's result did not read back as intended, for \(path)")
        } catch {}
    }
    return 0
}

private func check(_ table: TOMLTable, path: [String], bytes: [UInt8], firstValue: inout [String]?) {
    for entry in table.entries {
        checkPlace(entry.keyPlace, bytes)
        check(entry.value, path: path + [entry.key], bytes: bytes, firstValue: &firstValue)
    }
}

private func check(_ value: TOMLValue, path: [String], bytes: [UInt8], firstValue: inout [String]?) {
    checkPlace(value.place, bytes)
    switch value.kind {
    case .table(let table): check(table, path: path, bytes: bytes, firstValue: &firstValue)
    case .array(let values): for element in values { check(element, path: path, bytes: bytes, firstValue: &firstValue) }
    default:
        if firstValue == nil { firstValue = path }
        let written = "v = " + TOMLWriter.text(of: value.kind)
        guard let reread = try? TOML.parse(written)["v"], reread.hasSameContent(as: value) else {
            preconditionFailure("\(value.kind) does not read back from \(written)")
        }
    }
}

private func checkPlace(_ place: TOMLPlace, _ bytes: [UInt8]) {
    precondition(place.range.lowerBound >= 0 && place.range.upperBound <= bytes.count, "\(place) outside the text")
    precondition(position(of: place.range.lowerBound, in: bytes) == (place.line, place.column), "\(place) is not where its offset is")
}

/// Line and column (Unicode scalars, after a leading byte order mark) of a byte offset.
private func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1
    var column = 1
    let begin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
    for byte in bytes[begin..<offset] {
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}
