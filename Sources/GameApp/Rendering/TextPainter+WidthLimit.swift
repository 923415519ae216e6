import Drawing
import Platform

/// A line too long for any texture: cut, with an ellipsis, rather than ending the game.
extension TextPainter {
    /// No text texture is wider than this: GPUs refuse textures past 8,192 or 16,384 pixels,
    /// and a line that long is cut (with an ellipsis) rather than ending the game.
    static let widthLimit = 4096

    /// `string` drawn in `font`, onto `background` where given, cut to `widthLimit`. (Drawn,
    /// then cut where it came out too wide: not measured first, which shaped every new text
    /// once more only to find it fit, as all but a rare one do.)
    static func image(of string: String, font: Font, color: RGBA, on background: RGBA?) throws(PlatformError) -> Image {
        let image = try font.render(string, color: color, on: background)
        guard image.width > widthLimit else { return image }
        return try font.render(try cut(string, toFit: widthLimit, font: font), color: color, on: background)
    }

    /// `string`, or its longest beginning that fits in `width` pixels followed by an ellipsis.
    static func cut(_ string: String, toFit width: Int, font: Font) throws(PlatformError) -> String {
        guard try font.measure(string).width > width else { return string }
        let characters = Array(string)
        let count = try longestFit(characters.count, width: width) { count throws(PlatformError) in
            try font.measure(String(characters.prefix(count)) + "…").width
        }
        return String(characters.prefix(count)) + "…"
    }

    /// The largest count in 0...total whose `measure` is at most `width` (measures grow with
    /// the count), by binary search: a few dozen measurements however long the text.
    private static func longestFit(_ total: Int, width: Int, measure: (Int) throws(PlatformError) -> Int) throws(PlatformError) -> Int {
        var low = 0
        var high = total
        while low < high {
            let middle = (low + high + 1) / 2
            if try measure(middle) <= width { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
