import Drawing
import Platform

/// The notice along the bottom, centred.
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
}
