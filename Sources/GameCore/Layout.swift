import Drawing

/// Where things go in the window: a HUD band on top, and below it one equal cell per shape, side
/// by side in a wide window and stacked in a tall one. Shapes are centered in their cells.
public struct Layout: Hashable, Sendable {
    public let windowSize: Size
    public let shapeCount: Int

    public init(windowSize: Size, shapeCount: Int) {
        self.windowSize = windowSize
        self.shapeCount = max(shapeCount, 1)
    }

    /// Height of the HUD band: a tenth of the window, at least 36 and at most 72 points.
    public var hudHeight: Double { min(max(windowSize.height * 0.1, 36), 72) }

    public var isStacked: Bool { windowSize.height - hudHeight > windowSize.width }

    /// Space between cells and around the edges.
    public var gutter: Double { max(min(windowSize.width, windowSize.height) * 0.03, 4) }

    /// The rectangle of cell `index`.
    public func cell(_ index: Int) -> Rect {
        let play = Rect(x: 0, y: hudHeight, width: windowSize.width, height: max(windowSize.height - hudHeight, 0))
        let count = Double(shapeCount)
        if isStacked {
            let height = play.height / count
            return Rect(x: play.minX, y: play.minY + Double(index) * height, width: play.width, height: height)
        }
        let width = play.width / count
        return Rect(x: play.minX + Double(index) * width, y: play.minY, width: width, height: play.height)
    }

    /// The size view factories get for each shape: a cell less its gutters.
    public var availableSize: Size {
        let cell = cell(0)
        return Size(width: max(cell.width - 2 * gutter, 1), height: max(cell.height - 2 * gutter, 1))
    }

    /// `views` moved into their cells, centered. Views beyond the cell count keep their frames.
    public func place(_ views: [ShapeView]) -> [ShapeView] {
        views.enumerated().map { index, view in
            var placed = view
            let center = cell(index).center
            placed.frame.origin = Point(x: center.x - view.frame.width / 2, y: center.y - view.frame.height / 2)
            return placed
        }
    }
}
