import Drawing
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// The game's icon, drawn by our own rasterizer at any size: on light blue, a small brown square
/// and a larger circle with orange outlines (the tutorial's Builder colours), and the green
/// check the game puts on the larger shape. `icon-gen` writes it at the hicolor theme's sizes.
public enum AppIcon {
    /// The application id: the icon's, the desktop entry's and the AppStream component's name.
    public static let applicationID = "io.github.tapthelargershape.TapTheLargerShape"

    /// The sizes the hicolor theme gets, in pixels.
    public static let sizes = [16, 24, 32, 48, 64, 128, 256, 512]

    static let sky = RGBA(rgb: 0x7C_BB_F2)
    static let skyEdge = RGBA(rgb: 0x3F_86_C9)
    static let brown = RGBA(red: 153, green: 102, blue: 51)
    static let orange = RGBA(red: 255, green: 128, blue: 0)
    static let green = RGBA(rgb: 0x2E_9E_4F)

    /// The icon, `size` pixels square, on a transparent background.
    public static func image(size: Int) -> Image {
        let side = Double(size)
        let rasterizer = Rasterizer()
        var image = Image(width: size, height: size)
        func draw(_ path: ShapePath, _ style: ShapeStyle) {
            image.withPixelView { rasterizer.draw(path, style: style, into: $0) }
        }
        func unit(_ x: Double, _ y: Double) -> Point { Point(x: x * side, y: y * side) }
        let line = max(side * 0.035, 1)
        draw(
            roundedSquare(inset: side * 0.04, radius: side * 0.2, side: side),
            ShapeStyle(fillColor: sky, outlineColor: skyEdge, outlineWidth: max(side * 0.02, 1)))
        let shapes = ShapeStyle(fillColor: brown, outlineColor: orange, outlineWidth: line)
        draw(.rectangle(Rect(x: side * 0.15, y: side * 0.43, width: side * 0.3, height: side * 0.3)), shapes)
        draw(.circle(center: unit(0.63, 0.44), radius: side * 0.25), shapes)
        guard size >= 24 else { return image }
        // The check on the larger shape.
        let badge = unit(0.73, 0.70)
        let radius = side * 0.15
        draw(.circle(center: badge, radius: radius), ShapeStyle(fillColor: green, outlineColor: .white, outlineWidth: max(side * 0.025, 1)))
        let stroke = max(radius * 0.26, 1.2)
        func mark(_ x: Double, _ y: Double) -> Point { Point(x: badge.x + x * radius, y: badge.y + y * radius) }
        draw(
            .segment(from: mark(-0.45, 0.02), to: mark(-0.12, 0.36), width: stroke),
            ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .white))
        draw(
            .segment(from: mark(-0.17, 0.36), to: mark(0.48, -0.34), width: stroke),
            ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .white))
        return image
    }

    /// A square with rounded corners, as a polygon of short arcs.
    static func roundedSquare(inset: Double, radius: Double, side: Double) -> ShapePath {
        let low = inset + radius
        let high = side - inset - radius
        let corners = [(high, high, 0.0), (low, high, 90.0), (low, low, 180.0), (high, low, 270.0)]
        var points: [Point] = []
        for (x, y, start) in corners {
            for step in 0...8 {
                let angle = (start + Double(step) * 90 / 8) * Double.pi / 180
                points.append(Point(x: x + radius * cos(angle), y: y + radius * sin(angle)))
            }
        }
        return .polygon(points)
    }

}
