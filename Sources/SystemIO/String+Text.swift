extension StringProtocol {
    /// The text without the spaces and tabs (and any other Unicode white space) at either end.
    public func trimmingWhitespace() -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

extension String {
    /// The text with every occurrence of `target` replaced, compared byte for byte (as
    /// Foundation's literal search does), left to right, without overlaps.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first else { return self }
        let haystack = Array(utf8)
        guard haystack.count >= needle.count else { return self }
        // (The text between matches copied a run at a time, not a byte at a time: the panel's
        // messages fill in some hundred placeholders each new turn; profiled with callgrind.)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) {
                if copied == 0 { result.reserveCapacity(haystack.count + replacement.utf8.count) }
                result += haystack[copied..<index]
                result += replacement.utf8
                index += needle.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        result += haystack[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The text with spaces added to make it `length` characters long; a longer one unchanged.
    public func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
