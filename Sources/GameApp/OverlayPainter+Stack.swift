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

    /// `items` one under another, each centered, `gap` apart, the whole centered in `area`.
    func drawStack(_ items: [Stacked], in area: Rect, gap: Double) throws(PlatformError) {
        var textures: [Texture] = []
        for item in items {
            switch item {
            case .text(let line, let size, let color):
                for piece in try text.wrap(line, size: size, width: Int(area.width * 0.92)) {
                    textures.append(try text.text(piece, size: size, color: color))
                }
            case .picture(let picture):
                textures.append(picture)
            }
        }
        let height = textures.reduce(0) { $0 + Double($1.height) + gap } - gap
        var y = area.midY - height / 2
        for texture in textures {
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += Double(texture.height) + gap
        }
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
