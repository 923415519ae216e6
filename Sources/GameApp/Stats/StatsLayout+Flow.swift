import Drawing
import Platform

/// Lines of words that flow onto the next line: the high scores, the daily days, the legend.
extension StatsLayout {
    /// A word of a flowing line, its weight (a line's head is bold), and the colour swatch
    /// before it (the legend's).
    struct Word {
        let text: String
        let color: RGBA
        let weight: FontWeight
        let swatch: RGBA?

        init(_ text: String, _ color: RGBA, weight: FontWeight = .regular, swatch: RGBA? = nil) {
            self.text = text
            self.color = color
            self.weight = weight
            self.swatch = swatch
        }
    }

    /// Words laid out left to right, onto the next line when the next one does not fit (never
    /// breaking one); false when more than `maximumLines` are needed.
    mutating func flow(_ words: [Word], size textSize: Int, maximumLines: Int) throws(PlatformError) -> Bool {
        let (start, end) = (area.minX + margin, area.maxX - margin)
        var x = start
        var lines = 1
        // NB: spaced by the type as drawn (the player's text size), not as asked.
        let textHeight = try measure("Mg", textSize).height
        let spacing = max(Double(textSize) * 1.5, textHeight * 1.25)
        let advance = max(Double(textSize) * 1.45, textHeight * 1.2)
        for word in words {
            let measured = try measure(word.text, textSize)
            let swatchWidth = word.swatch == nil ? 0 : max(Double(textSize) * 1.2, textHeight)
            let needed = swatchWidth + measured.width
            if x > start, x + needed > end {
                lines += 1
                if lines > maximumLines { return false }
                x = start
                y += advance
            }
            if let swatch = word.swatch {
                let side = swatchWidth * 0.66
                items.append(.swatch(swatch, Rect(x: x, y: y + (textHeight - side) / 2, width: side, height: side)))
            }
            items.append(
                .text(word.text, word.color, Rect(origin: Point(x: x + swatchWidth, y: y), size: measured), size: textSize, weight: word.weight))
            x += needed + spacing
        }
        y += advance
        return true
    }
}
