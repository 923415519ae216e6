import Drawing

/// A focus ring's rectangles, in the order they are filled: a band `width` thick, then a keyline
/// as thick inside it, between the band and what the ring surrounds; a race player's ring has a
/// tag for their number in the band's outer corner, keylined on the sides that reach in. So the
/// band meets only what lies outside the ring (the background) and the keyline what lies inside
/// (a shape's fill and outline), and each is chosen to stand 3:1 from its neighbour
/// (`Theme.racePlayer`, `Theme.raceKeyline`; `ContrastTests`). On whole pixels, so each side is
/// as thick as the others (a fractional edge rounds one way at the top, the other at the bottom).
struct RingParts {
    enum Part { case band, keyline }

    /// The ring's outside edge: two widths around `frame`, kept inside the window.
    let outer: Rect
    let width: Double
    /// The number's square in the band's top-left corner, if the ring carries one.
    let tag: Rect?

    init(around frame: Rect, within window: Rect, width unrounded: Double, tagSide: Double? = nil) {
        width = max(unrounded.rounded(), 1)
        let wide = frame.insetBy(dx: -width * 2, dy: -width * 2)
        // Kept inside the window: a control at its edge keeps its whole ring. Out to whole
        // pixels, so the hole the ring leaves holds the whole frame.
        let (minX, minY) = (max(wide.minX.rounded(.down), window.minX), max(wide.minY.rounded(.down), window.minY))
        let (maxX, maxY) = (min(wide.maxX.rounded(.up), window.maxX), min(wide.maxY.rounded(.up), window.maxY))
        outer = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        tag = tagSide.map { side in Rect(x: minX, y: minY, width: side.rounded(), height: side.rounded()) }
    }

    /// What to fill, in order: the band, the keyline, then the tag over both (on a keyline of
    /// its own where it reaches inside the band).
    var fills: [(rect: Rect, part: Part)] {
        var fills = Self.border(outer, width: width).map { (rect: $0, part: Part.band) }
        fills += Self.border(outer.insetBy(dx: width, dy: width), width: width).map { (rect: $0, part: Part.keyline) }
        if let tag {
            // (Shifted in by a width: it edges the tag's inner sides, never the band's outer edge.)
            fills.append((Rect(x: tag.minX + width, y: tag.minY + width, width: tag.width, height: tag.height), .keyline))
            fills.append((tag, .band))
        }
        return fills
    }

    /// A rectangle's border, `width` thick, inside `frame`.
    static func border(_ frame: Rect, width: Double) -> [Rect] {
        [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: width),
            Rect(x: frame.minX, y: frame.maxY - width, width: frame.width, height: width),
            Rect(x: frame.minX, y: frame.minY + width, width: width, height: frame.height - 2 * width),
            Rect(x: frame.maxX - width, y: frame.minY + width, width: width, height: frame.height - 2 * width),
        ]
    }
}
