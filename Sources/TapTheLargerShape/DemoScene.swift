import Drawing
import Platform
import Raster

/// The platform demo shown until the game itself exists: every kind of shape the shim draws,
/// filled and outlined, with a label under each.
@MainActor
final class DemoScene {
    struct Tile {
        let title: String
        let path: (Rect) -> ShapePath
        let style: ShapeStyle
    }

    static let brown = RGBA(rgb: 0x8B_45_13)
    static let orange = RGBA(rgb: 0xFF_A5_00)
    static let background = RGBA(rgb: 0x1E_25_2D)
    static let ink = RGBA(rgb: 0xEC_EF_F4)

    static let tiles: [Tile] = [
        Tile(title: "circle", path: { .ellipse($0) }, style: ShapeStyle(fillColor: brown, outlineColor: orange, outlineWidth: 6)),
        Tile(title: "square", path: { .rectangle($0) }, style: ShapeStyle(fillColor: brown, outlineColor: orange, outlineWidth: 6)),
        Tile(
            title: "star",
            path: { frame in
                .star(center: frame.center, outerRadius: frame.width / 2, innerRadius: frame.width / 5)
            }, style: ShapeStyle(fillColor: brown, outlineColor: orange, outlineWidth: 6)),
        Tile(
            title: "outline only", path: { .ellipse($0) }, style: ShapeStyle(showFill: false, fillColor: brown, outlineColor: orange, outlineWidth: 3)
        ),
        Tile(
            title: "fill only",
            path: { frame in
                .star(center: frame.center, outerRadius: frame.width / 2, innerRadius: frame.width / 3.2, points: 7)
            }, style: ShapeStyle(fillColor: RGBA(rgb: 0x2E_86_C1), showOutline: false, outlineColor: orange)),
        Tile(
            title: "translucent ellipse",
            path: { frame in
                .ellipse(frame.insetBy(dx: 0, dy: frame.height * 0.22))
            },
            style: ShapeStyle(fillColor: RGBA(red: 0x27, green: 0xAE, blue: 0x60, alpha: 150), outlineColor: RGBA(rgb: 0xF4_F6_F7), outlineWidth: 2)),
    ]

    private let renderer: Renderer
    private let font: Font
    private let rasterizer = Rasterizer()
    private var placed: [(path: ShapePath, texture: Texture, x: Int, y: Int)] = []
    private var labels: [(texture: Texture, x: Int, y: Int)] = []
    private var layoutSize: (width: Int, height: Int) = (0, 0)

    init(renderer: Renderer, font: Font) {
        self.renderer = renderer
        self.font = font
    }

    /// Shape paths in window coordinates, for hit testing.
    var hitPaths: [ShapePath] {
        let scale = (try? renderer.pixelScale()) ?? 1
        return placed.map { $0.path.scaled(by: 1 / scale) }
    }

    func draw() throws(PlatformError) {
        let size = try renderer.outputSize()
        if size != layoutSize { try layOut(width: size.width, height: size.height) }
        try renderer.clear(Self.background)
        for shape in placed { try renderer.draw(shape.texture, x: shape.x, y: shape.y) }
        for label in labels { try renderer.draw(label.texture, x: label.x, y: label.y) }
        renderer.present()
    }

    /// Rasterizes each shape once per window size, into its own texture.
    private func layOut(width: Int, height: Int) throws(PlatformError) {
        layoutSize = (width, height)
        placed = []
        labels = []
        let header = height / 8
        let columns = width >= height ? 3 : 2
        let rows = (Self.tiles.count + columns - 1) / columns
        let cellWidth = Double(width) / Double(columns)
        let cellHeight = Double(height - header) / Double(rows)
        let side = (min(cellWidth, cellHeight * 0.8) * 0.72).rounded()
        let scale = (try? renderer.pixelScale()) ?? 1
        let title = try font.render("Shape demo: click a shape (happy) or the background (sad) · F fullscreen · Q quit", color: Self.ink)
        labels.append((try renderer.makeTexture(title), max((width - title.width) / 2, 4), max((header - title.height) / 2, 2)))
        for (index, tile) in Self.tiles.enumerated() {
            let column = index % columns
            let row = index / columns
            let cellX = Double(column) * cellWidth
            let cellY = Double(header) + Double(row) * cellHeight
            let originX = Int((cellX + (cellWidth - side) / 2).rounded())
            let originY = Int((cellY + (cellHeight * 0.8 - side) / 2).rounded())
            let local = tile.path(Rect(x: 0, y: 0, width: side, height: side))
            let image = rasterizer.image(of: local, style: tile.style.scaled(by: scale), width: Int(side), height: Int(side))
            placed.append((local.offsetBy(dx: Double(originX), dy: Double(originY)), try renderer.makeTexture(image), originX, originY))
            let text = try font.render(tile.title, color: Self.ink)
            labels.append((try renderer.makeTexture(text), Int(cellX + (cellWidth - Double(text.width)) / 2), Int(cellY + cellHeight * 0.82)))
        }
    }
}
