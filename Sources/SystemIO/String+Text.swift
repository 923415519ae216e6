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
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count)
        var index = 0
        while index < haystack.count {
            if haystack[index] == first, index + needle.count <= haystack.count, haystack[index..<index + needle.count].elementsEqual(needle) {
                result += replacement.utf8
                index += needle.count
            } else {
                result.append(haystack[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The text with spaces added to make it `length` characters long; a longer one unchanged.
    public func padded(to length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
