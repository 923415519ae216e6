import Drawing

/// Where things go in the window: a HUD band on top, the control bar along the bottom, and
/// between them the play area, cut into a grid of equal cells, one per shape. The grid is the
/// one whose cells are largest (side by side in a wide window, stacked in a tall one, two rows
/// for four or five shapes in a squarish one); a short last row is centered. Shapes are
/// centered in their cells, and no view is larger than its cell less the gutters, so shapes
/// never overlap each other, the HUD or the bar, whatever the window's size.
public struct Layout: Hashable, Sendable {
    public let windowSize: Size
    public let shapeCount: Int
    public let rows: Int
    public let columns: Int
    /// The player's text size as a factor, 1 to 2 (`[accessibility] text_size` 100 to 200): the
    /// HUD's band grows with it, so its larger text has room.
    public let textScale: Double
    /// Whether a side of the band between the HUD and the bar is kept for the app's panel (the
    /// "how it works" panel): the shapes' cells share what is left.
    public let keepsAside: Bool

    /// - Parameters:
    ///   - windowSize: the window, in points.
    ///   - shapeCount: how many shapes a turn shows (one cell each).
    ///   - textScale: the player's text size as a factor (see ``textScale``); clamped to 1...2.
    ///   - keepsAside: whether a side is kept for the app's panel (see ``asideFrame``).
    public init(windowSize: Size, shapeCount: Int, textScale: Double = 1, keepsAside: Bool = false) {
        self.windowSize = Size(width: max(windowSize.width, 1), height: max(windowSize.height, 1))
        self.shapeCount = max(shapeCount, 1)
        self.textScale = textScale.isFinite ? min(max(textScale, 1), 2) : 1
        self.keepsAside = keepsAside
        (rows, columns) = Self.grid(
            for: self.shapeCount,
            in: Self.shapesArea(in: Self.band(in: self.windowSize, textScale: self.textScale), keepsAside: keepsAside, textScale: self.textScale))
    }

    /// Height of the HUD band: a tenth of the window, at least 36 and at most 72 points, at the
    /// usual text size; taller with the player's larger text (at 200%, 1.68 times: the HUD's text
    /// takes 42% of the band at 100%, and at most half of it, its pop included, at any size), up
    /// to a fifth of the window.
    public var hudHeight: Double { Self.hudHeight(windowSize, textScale: textScale) }

    /// The HUD band's height at the usual text size, in this window.
    public var usualHUDHeight: Double { Self.hudHeight(windowSize, textScale: 1) }

    /// Height of the control bar: its icons with a tenth of their side above and below.
    public var barHeight: Double { Self.barHeight(windowSize, textScale: textScale) }

    /// The side of the bar's icons: four fifths of a twelfth of the window (at least 28 and at
    /// most 44 points), never under 24 points, at the usual text size; larger with the player's
    /// larger text, a quarter as fast as the text grows (1.25 times at 200 %: the bar keeps a
    /// small window's room to play), and never more than a tenth of the window's height where that
    /// is more than 24 (a window 240 points tall keeps icons of 24 at any text size: its bar is
    /// an eighth of it, and a question's text and buttons have the rest).
    public var barIcon: Double { Self.barIcon(windowSize, textScale: textScale) }

    /// The control bar's band along the bottom.
    public var barFrame: Rect { Rect(x: 0, y: windowSize.height - barHeight, width: windowSize.width, height: barHeight) }

    /// Where the shapes' cells are: between the HUD and the bar, less the panel's side when one
    /// is kept.
    public var playArea: Rect { Self.shapesArea(in: band, keepsAside: keepsAside, textScale: textScale) }

    /// Between the HUD and the bar: the shapes' cells and the panel beside them, if any.
    public var band: Rect { Self.band(in: windowSize, textScale: textScale) }

    /// The side kept for the app's panel, nil when none is: the band's right part in a band
    /// wider than tall, else its foot. It takes two fifths of the band (more with larger text,
    /// and half of a band under 700 points, where a line has little room); all of it where that
    /// side would be narrower than about twenty characters of text at the player's size
    /// (``asideTakesBand``).
    public var asideFrame: Rect? { keepsAside ? (asideTakesBand ? band : Self.aside(of: band, textScale: textScale)) : nil }

    /// Whether the panel kept aside takes the whole band: beside the shapes it would be narrower
    /// than about twenty characters of body text at the player's size (14 points a character's
    /// em, a character about half as wide), too narrow to read. The shapes wait under it (the
    /// game holds the turn while they cannot be seen).
    public var asideTakesBand: Bool { keepsAside && Self.asideTooNarrow(in: band, textScale: textScale) }

    /// The narrowest a side beside the shapes may be for the panel, in points at `textScale`.
    public static func narrowestAside(textScale: Double) -> Double { 20 * 14 * 0.55 * textScale }

    static func asideTooNarrow(in band: Rect, textScale: Double) -> Bool {
        aside(of: band, textScale: textScale).width < narrowestAside(textScale: textScale)
    }

    /// Whether the shapes are in one column.
    public var isStacked: Bool { columns == 1 && rows > 1 }

    /// Space between cells and around the edges.
    public var gutter: Double { max(min(windowSize.width, windowSize.height) * 0.03, 4) }

    /// The rectangle of cell `index`, row by row.
    public func cell(_ index: Int) -> Rect {
        let play = playArea
        let width = play.width / Double(columns)
        let height = play.height / Double(rows)
        let row = min(index / columns, rows - 1)
        let column = index - row * columns
        let inRow = row == rows - 1 ? shapeCount - row * columns : columns
        let shift = Double(columns - inRow) * width / 2
        return Rect(x: play.minX + shift + Double(column) * width, y: play.minY + Double(row) * height, width: width, height: height)
    }

    /// The size view factories get for each shape: a cell less its gutters.
    public var availableSize: Size {
        let cell = cell(0)
        return Size(width: max(cell.width - 2 * gutter, 1), height: max(cell.height - 2 * gutter, 1))
    }

    /// `views` moved into their cells, centered. Views beyond the cell count keep their frames.
    public func place(_ views: [ShapeView]) -> [ShapeView] {
        views.enumerated().map { index, view in
            guard index < shapeCount else { return view }
            var placed = view
            let center = cell(index).center
            placed.frame.origin = Point(x: center.x - view.frame.width / 2, y: center.y - view.frame.height / 2)
            return placed
        }
    }

    static func hudHeight(_ window: Size, textScale: Double) -> Double {
        let usual = min(max(window.height * 0.1, 36), 72)
        // NB: never more than a fifth of the window: a small one keeps room to play.
        return min(usual * max(1, 0.84 * textScale), max(usual, window.height * 0.2))
    }

    static func barIcon(_ window: Size, textScale: Double) -> Double {
        let usual = max(min(max(window.height / 12, 28), 44) * 0.8, 24)
        return min(usual * (0.75 + 0.25 * textScale), max(24, window.height / 10))
    }

    static func barHeight(_ window: Size, textScale: Double) -> Double { barIcon(window, textScale: textScale) * 1.2 }

    static func band(in window: Size, textScale: Double) -> Rect {
        let top = hudHeight(window, textScale: textScale)
        return Rect(x: 0, y: top, width: window.width, height: max(window.height - top - barHeight(window, textScale: textScale), 1))
    }

    static func aside(of band: Rect, textScale: Double) -> Rect {
        let wide = band.width >= band.height
        let length = wide ? band.width : band.height
        let share = length < 700 ? 0.5 : min(0.4 + 0.1 * (textScale - 1), 0.5)
        if wide {
            let width = (band.width * share).rounded()
            return Rect(x: band.maxX - width, y: band.minY, width: width, height: band.height)
        }
        let height = (band.height * share).rounded()
        return Rect(x: band.minX, y: band.maxY - height, width: band.width, height: height)
    }

    static func shapesArea(in band: Rect, keepsAside: Bool, textScale: Double) -> Rect {
        guard keepsAside else { return band }
        let aside = aside(of: band, textScale: textScale)
        if band.width >= band.height {
            return Rect(x: band.minX, y: band.minY, width: max(band.width - aside.width, 1), height: band.height)
        }
        return Rect(x: band.minX, y: band.minY, width: band.width, height: max(band.height - aside.height, 1))
    }

    /// The rows and columns whose cells have the largest smaller side; fewer rows on a tie.
    static func grid(for count: Int, in area: Rect) -> (rows: Int, columns: Int) {
        var best = (rows: 1, columns: count)
        var bestSide = -1.0
        for rows in 1...count {
            let columns = (count + rows - 1) / rows
            // No empty row: five shapes never take four rows of two.
            guard (rows - 1) * columns < count else { continue }
            let side = min(area.width / Double(columns), area.height / Double(rows))
            if side > bestSide + 1e-9 {
                best = (rows, columns)
                bestSide = side
            }
        }
        return best
    }
}
