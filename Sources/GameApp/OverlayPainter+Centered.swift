import Drawing
import Platform

/// Lines of text centred in an area: the notice along the bottom, a dialog's title and line.
extension OverlayPainter {
    /// A message along the bottom (a settings problem), on a panel so it reads over any shape;
    /// long messages wrap at spaces onto up to three lines before the type gets smaller.
    func drawNotice(_ notice: String, in window: Rect, theme: Theme, scale: Double) throws(PlatformError) {
        let maximumWidth = Int(window.width * 0.92)
        var size = Int(max(15 * scale, 9))
        var lines = try text.wrap(notice, size: size, width: maximumWidth)
        while lines.count > 3, size > 8 {
            size -= 1
            lines = try text.wrap(notice, size: size, width: maximumWidth)
        }
        if lines.count > 4 { lines = Array(lines.prefix(3)) + ["…"] }
        var textures: [Texture] = []
        for line in lines { textures.append(try text.text(line, size: size, color: theme.text)) }
        let padding = Double(size) * 0.6
        let lineHeight = Double(textures.first?.height ?? size)
        let width = Double(textures.map(\.width).max() ?? 0)
        let height = lineHeight * Double(textures.count)
        let panel = Rect(
            x: window.midX - width / 2 - padding, y: window.maxY - height - 3 * padding, width: width + 2 * padding, height: height + 2 * padding)
        try renderer.fill(panel, color: theme.panel)
        for (index, texture) in textures.enumerated() {
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(panel.minY + padding + Double(index) * lineHeight))
        }
    }

    func drawCentered(_ lines: [String], in area: Rect, size asked: Int, color: RGBA) throws(PlatformError) {
        // NB: smaller where the lines would not fit the area (the player's larger text), down to
        // what 8 pixels are at their text size.
        var size = asked
        while size > Int((8 / text.scale).rounded(.up)) {
            let (_, advances) = try centered(lines, in: area, size: size)
            if advances.reduce(0, +) <= area.height { break }
            size -= 1
        }
        let (rows, advances) = try centered(lines, in: area, size: size)
        var y = area.midY - advances.reduce(0, +) / 2
        for (row, advance) in zip(rows, advances) {
            let texture = try text.text(row.text, size: row.size, color: color)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += advance
        }
    }

    private func centered(_ lines: [String], in area: Rect, size: Int) throws(PlatformError) -> (
        rows: [(text: String, size: Int, spacing: Double)], advances: [Double]
    ) {
        // Each line at its size (the first larger), broken at spaces where the area is narrower.
        var rows: [(text: String, size: Int, spacing: Double)] = []
        for (index, line) in lines.enumerated() {
            let lineSize = index == 0 ? Int(Double(size) * 1.4) : size
            let pieces = try text.wrap(line, size: lineSize, width: Int(area.width * 0.92))
            for (number, piece) in pieces.enumerated() {
                rows.append((piece, lineSize, index == 0 && number == pieces.count - 1 ? 1.3 : 1))
            }
        }
        // Each row moves down by the designed 1.5 lines of `size` (times its spacing), or by its
        // own face's line skip where that is more.
        var advances: [Double] = []
        for row in rows {
            advances.append(max(Double(size) * 1.5 * row.spacing, try text.lineSkip(size: row.size)))
        }
        return (rows, advances)
    }
}
