import Drawing
import GameCore
import Platform

extension OverlayPainter {
    /// Each shape's number key (`[accessibility] labels`), the key that picks it: a numeral on a
    /// small tile at the shape's hit point (inside the shape), in the theme's text colour on its
    /// background, so it reads on any fill and outline. Every label of a turn is one size, from
    /// the cell (`cell`, points), not the shape: a larger numeral must not tell the larger shape.
    func drawShapeLabels(_ views: [ShapeView], cell: Size, theme: Theme, scale: Double) throws(PlatformError) {
        let size = Int(max(min(min(cell.width, cell.height) * 0.12, 24), 12) * scale)
        for (index, view) in views.enumerated() where index < 5 {
            let number = try text.text("\(index + 1)", size: size, color: theme.text)
            let side = Double(max(number.width, number.height)) + Double(size) * 0.3
            let center = Point(x: view.hitPoint.x * scale, y: view.hitPoint.y * scale)
            let tile = Rect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
            try renderer.fill(tile, color: theme.background.withAlpha(230))
            try renderer.draw(number, x: Int(tile.midX) - number.width / 2, y: Int(tile.midY) - number.height / 2)
        }
    }
}
