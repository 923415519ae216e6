import Drawing
import Platform

/// What covers the game: the pause screen, the help overlay, and the notice along the bottom.
@MainActor
struct OverlayPainter {
    let renderer: Renderer
    let text: TextPainter

    func drawPause(in window: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(window, color: theme.panel)
        try drawCentered([catalog(UIText.paused), catalog(UIText.resume)], in: window, size: Int(28 * scale), color: theme.text)
    }

    /// Every key and what it does, as one block centered in the window, shrunk to fit.
    func drawHelp(in window: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(window, color: theme.panel)
        let help = Hotkeys.help
        // Every line and the title fit the height, and the widest line the width.
        var size = Int(max(min(window.height / (1.6 * Double(help.count + 3)), 22 * scale), 8))
        var rows: [(keys: Texture, action: Texture)] = []
        while true {
            rows = []
            for entry in help {
                rows.append(
                    (
                        try text.text(catalog(Message(entry.keys)), size: size, color: theme.correct),
                        try text.text(catalog(Message(entry.action)), size: size, color: theme.text)
                    ))
            }
            let blockWidth = (rows.map(\.keys.width).max() ?? 0) + size + (rows.map(\.action.width).max() ?? 0)
            if Double(blockWidth) <= window.width * 0.92 || size <= 8 { break }
            size -= 1
        }
        let title = try text.text(catalog(UIText.title), size: Int(Double(size) * 1.3), color: theme.text)
        let keysWidth = rows.map(\.keys.width).max() ?? 0
        let blockWidth = keysWidth + size + (rows.map(\.action.width).max() ?? 0)
        let left = Int(window.midX) - blockWidth / 2
        let lineHeight = Double(size) * 1.6
        var y = window.midY - lineHeight * Double(rows.count + 2) / 2
        try renderer.draw(title, x: Int(window.midX) - title.width / 2, y: Int(y))
        y += lineHeight * 1.8
        for row in rows {
            try renderer.draw(row.keys, x: left + keysWidth - row.keys.width, y: Int(y))
            try renderer.draw(row.action, x: left + keysWidth + size, y: Int(y))
            y += lineHeight
        }
    }

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

    private func drawCentered(_ lines: [String], in area: Rect, size: Int, color: RGBA) throws(PlatformError) {
        let lineHeight = Double(size) * 1.5
        var y = area.midY - lineHeight * Double(lines.count) / 2
        for (index, line) in lines.enumerated() {
            let texture = try text.text(line, size: index == 0 ? Int(Double(size) * 1.4) : size, color: color)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += lineHeight * (index == 0 ? 1.3 : 1)
        }
    }
}
