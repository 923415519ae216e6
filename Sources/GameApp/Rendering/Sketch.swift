import Drawing
import GameCore
import Raster

/// A picture made of shapes, drawn by our rasterizer into one image: the control bar, the icons,
/// the stats plot. One texture each, redrawn only when what it shows changes.
struct Sketch {
    private(set) var image: Image
    private let rasterizer: Rasterizer

    init(width: Int, height: Int, rasterizer: Rasterizer) {
        image = Image(width: max(width, 1), height: max(height, 1))
        self.rasterizer = rasterizer
    }

    var width: Int { image.width }
    var height: Int { image.height }

    mutating func draw(_ path: ShapePath, style: ShapeStyle) {
        let rasterizer = rasterizer
        image.withPixelView { rasterizer.draw(path, style: style, into: $0) }
    }

    mutating func fill(_ path: ShapePath, _ color: RGBA) {
        draw(path, style: ShapeStyle(showFill: true, fillColor: color, showOutline: false, outlineColor: color, outlineWidth: 0))
    }

    mutating func stroke(_ path: ShapePath, _ color: RGBA, width: Double) {
        draw(path, style: ShapeStyle(showFill: false, fillColor: color, showOutline: true, outlineColor: color, outlineWidth: width))
    }

    /// A line from `start` to `end`, `width` wide.
    mutating func line(from start: Point, to end: Point, _ color: RGBA, width: Double) {
        fill(.segment(from: start, to: end, width: width), color)
    }
}

extension GameMode {
    /// The outline of one shape of this kind in the unit square, fitted to `box` keeping its
    /// proportions and centered: the kind's own view factory draws it, so a new kind gets its
    /// icon for free. Nil for the modes of several kinds.
    func iconPath(in box: Rect) -> ShapePath? {
        guard case .single = self else { return nil }
        var strategy = makeStrategy(shapesPerTurn: 1)
        var generator = SeededGenerator(seed: 1)
        guard let view = strategy.makeShapeViewsForNextTurn(givenPastTurns: .empty, availableSize: Size(width: 1, height: 1), using: &generator).first
        else { return nil }
        let aspect = view.relativeSize.width / max(view.relativeSize.height, 1e-9)
        let width = aspect >= 1 ? box.width : box.height * aspect
        let height = aspect >= 1 ? box.width / aspect : box.height
        let frame = Rect(x: box.midX - width / 2, y: box.midY - height / 2, width: width, height: height)
        return view.unitOutline.mapped(into: frame)
    }
}
