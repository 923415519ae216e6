import Drawing
import Platform

/// A screen's middle as a stack of centered lines and pictures, and its row of buttons: the
/// daily challenge's results and the race's screens are drawn this way.
extension OverlayPainter {
    /// One thing in a stack.
    enum Stacked {
        /// Text at a size and colour, wrapped at spaces to the area's width.
        case text(String, size: Int, color: RGBA)
        case picture(Texture)
    }

    /// `items` one under another, each centered, `gap` apart, the whole centered in `area`. Where
    /// the stack is taller than `area` (a face with tall lines, a language with long ones, the
    /// player's larger text), the larger text (a title, a score) gets smaller first, and the
    /// gaps with it; no text goes below the readable size (12 px at the player's text size, at
    /// `scale` output pixels to a point) unless it asked for less.
    func drawStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double) throws(PlatformError) {
        let readable = Int((Self.readableSize * scale).rounded(.up))
        var shrink = 1.0
        var laid = try lay(items, width: Int(area.width * 0.92), gap: gap, shrink: shrink, readable: readable)
        while laid.height > area.height, shrink > 0.3 {
            shrink -= 0.05
            laid = try lay(items, width: Int(area.width * 0.92), gap: gap * max(shrink, 0.5), shrink: shrink, readable: readable)
        }
        let spacing = gap * max(shrink, 0.5)
        var y = area.midY - laid.height / 2
        for (item, advance) in laid.rows {
            let texture: Texture
            switch item {
            case .text(let line, let size, let color): texture = try text.text(line, size: size, color: color)
            case .picture(let picture): texture = picture
            }
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += advance + spacing
        }
    }

    /// The stack's rows (each text wrapped into lines at its size times `shrink`, but not below
    /// `readable`), how far each moves down, and their height together.
    private func lay(_ items: [Stacked], width: Int, gap: Double, shrink: Double, readable: Int) throws(PlatformError) -> (
        rows: [(Stacked, advance: Double)], height: Double
    ) {
        var rows: [(Stacked, advance: Double)] = []
        for item in items {
            switch item {
            case .text(let line, let size, let color):
                let scaled = max(Int(Double(size) * shrink), min(size, readable), 6)
                let advance = try text.lineSkip(size: scaled)
                for piece in try text.wrap(line, size: scaled, width: width) { rows.append((.text(piece, size: scaled, color: color), advance)) }
            case .picture(let picture):
                rows.append((item, Double(picture.height)))
            }
        }
        return (rows, rows.reduce(0) { $0 + $1.advance + gap } - gap)
    }

    /// The menu's buttons, each with its label and the colour of its edge.
    func drawButtons(_ menu: PauseMenu, labels: [(String, RGBA)], theme: Theme, scale: Double) throws(PlatformError) {
        let size = Int(max((menu.controls.first?.frame.height ?? 20) * scale * 0.45, 8))
        for (control, (label, edge)) in zip(menu.controls, labels) {
            try button(control.frame.scaled(by: scale), label, color: edge, size: size, theme: theme)
        }
    }

    /// What lies above a menu's buttons and below the HUD, in output pixels.
    static func area(above menu: PauseMenu, in covered: Rect, below hudHeight: Double, scale: Double) -> Rect {
        let buttonsTop = (menu.controls.first?.frame.minY ?? covered.maxY / scale) * scale
        return Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(buttonsTop - covered.minY - hudHeight, 1))
    }
}
