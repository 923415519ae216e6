import Platform
import Preferences

/// Text broken into lines: where its language allows, hyphenated where a word is wider than a
/// line, kept (`wraps`) so a message broken once is not measured again.
extension TextPainter {
    /// `message` in lines no wider than `width` pixels at `size`, broken where its language
    /// allows (`LineBreaking`); a word wider than a line on its own is broken between its words,
    /// else where `language` hyphenates it.
    func wrap(_ message: String, size: Int, width: Int, weight: FontWeight = .bold) throws(PlatformError) -> [String] {
        let key = WrapKey(message: message, size: size, width: width, weight: weight)
        if let lines = wraps[key] {
            wrapped?.append(Wrapped(text: message, lines: lines, width: width, size: size, weight: weight))
            return lines
        }
        let font = try font(size: max(size, 6), weight: weight)
        // (A text sure to fit is not shaped to find how wide it is: the breaks only ask whether
        // a text fits. Profiled: measuring each new line of the panel took a twentieth of a new
        // turn's frame, and most fit with room to spare.)
        let lines = try LineBreaking.wrap(message, width: Double(width), hyphenate: hyphenate) { text throws(PlatformError) in
            if let bound = font.widthBound(text), bound <= width { return Double(bound) }
            return Double(try font.measure(text).width)
        }
        if wraps.count >= Self.wrapsKept { wraps.removeAll(keepingCapacity: true) }
        wraps[key] = lines
        wrapped?.append(Wrapped(text: message, lines: lines, width: width, size: size, weight: weight))
        return lines
    }

    /// `message` in lines that each lie inside `limit` pixels (`width` where not given), marks
    /// and all: as `wrap` breaks it at `width`, or, where a line ends in a mark hung past the
    /// limit ("…", "」"), broken again a little narrower until none is.
    func wrapInside(_ message: String, size: Int, width: Int, within limit: Int? = nil, weight: FontWeight = .bold) throws(PlatformError)
        -> [String]
    {
        var room = width
        var lines = try wrap(message, size: size, width: room, weight: weight)
        let step = max(pixels(size) / 2, 1)
        let limit = max(limit ?? width, width)
        func hangs(_ lines: [String]) throws(PlatformError) -> Bool {
            for line in lines where try measure(line, size: size, weight: weight).width > limit { return true }
            return false
        }
        while room > step, try hangs(lines) {
            room -= step
            lines = try wrap(message, size: size, width: room, weight: weight)
        }
        return lines
    }

    /// A message as `wrap` broke it, and how.
    struct Wrapped {
        let text: String
        let lines: [String]
        let width: Int
        let size: Int
        let weight: FontWeight
    }
}
