import Drawing
import Raster

/// The game's icon: on a light blue tile, a small brown square and a larger circle with orange
/// outlines (the tutorial's Builder colours), and the green check the game puts on the larger
/// shape. It is a list of layers, each a `ShapePath` with a `ShapeStyle`, drawn by our own
/// rasterizer at the hicolor theme's sizes and written as SVG from the same layers, so the
/// scalable icon and the pictures never differ. `icon-gen` writes them all.
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
    /// A symbolic icon's one colour; desktops recolour it to the theme's text colour.
    static let symbolicInk = RGBA(rgb: 0x2E_34_36)

    /// The margin around the tile, as a share of the canvas: GNOME's app icon grid puts a square
    /// icon's tile at 96 of 128 pixels. Below 48 pixels every pixel counts, and the tile keeps
    /// one pixel's margin in 24.
    public static func margin(size: Int) -> Double { size >= 48 ? 0.125 : 0.04 }

    /// One thing the icon paints: a path and how it is painted, in canvas pixels.
    public struct Layer: Sendable {
        public let path: ShapePath
        public let style: ShapeStyle
    }

    /// The icon's layers on a `size`-pixel canvas, back to front. The composition is drawn on a
    /// unit tile (0 to 1 each way) placed inside the margin.
    public static func layers(size: Int) -> [Layer] {
        let side = Double(size)
        let margin = margin(size: size)
        let tile = side * (1 - 2 * margin)
        func unit(_ x: Double, _ y: Double) -> Point { Point(x: side * margin + x * tile, y: side * margin + y * tile) }
        var layers: [Layer] = []
        layers.append(
            Layer(
                path: roundedSquare(origin: side * margin, side: tile, radius: tile * 0.22),
                style: ShapeStyle(fillColor: sky, outlineColor: skyEdge, outlineWidth: max(tile * 0.022, 1))))
        let shapes = ShapeStyle(fillColor: brown, outlineColor: orange, outlineWidth: max(tile * 0.038, 1))
        let corner = unit(0.12, 0.42)
        layers.append(Layer(path: .rectangle(Rect(x: corner.x, y: corner.y, width: tile * 0.33, height: tile * 0.33)), style: shapes))
        layers.append(Layer(path: .circle(center: unit(0.645, 0.435), radius: tile * 0.27), style: shapes))
        guard size >= 24 else { return layers }
        // The check on the larger shape.
        let badge = unit(0.75, 0.72)
        let radius = tile * 0.16
        layers.append(
            Layer(
                path: .circle(center: badge, radius: radius),
                style: ShapeStyle(fillColor: green, outlineColor: .white, outlineWidth: max(tile * 0.027, 1))))
        let stroke = max(radius * 0.26, 1.2)
        func mark(_ x: Double, _ y: Double) -> Point { Point(x: badge.x + x * radius, y: badge.y + y * radius) }
        let white = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .white)
        layers.append(Layer(path: .segment(from: mark(-0.45, 0.02), to: mark(-0.12, 0.36), width: stroke), style: white))
        layers.append(Layer(path: .segment(from: mark(-0.17, 0.36), to: mark(0.48, -0.34), width: stroke), style: white))
        return layers
    }

    /// The symbolic icon's layers on a 16-pixel canvas: the two shapes alone, in one colour, the
    /// smaller outlined and the larger filled, so they stay apart without colour.
    public static var symbolicLayers: [Layer] {
        let side = 16.0
        return [
            Layer(
                path: .rectangle(Rect(x: 1.5, y: 7, width: 6, height: 6)),
                style: ShapeStyle(showFill: false, fillColor: symbolicInk, outlineColor: symbolicInk, outlineWidth: 1.5)),
            Layer(
                path: .circle(center: Point(x: side - 5.75, y: 6.25), radius: 4.75),
                style: ShapeStyle(fillColor: symbolicInk, showOutline: false, outlineColor: symbolicInk)),
        ]
    }

    /// The icon, `size` pixels square, on a transparent background.
    public static func image(size: Int) -> Image {
        render(layers(size: size), size: size)
    }

    /// Layers painted by the rasterizer on a transparent `size`-pixel canvas.
    public static func render(_ layers: [Layer], size: Int) -> Image {
        let rasterizer = Rasterizer()
        var image = Image(width: size, height: size)
        for layer in layers {
            image.withPixelView { rasterizer.draw(layer.path, style: layer.style, into: $0) }
        }
        return image
    }

    /// The scalable icon (hicolor/scalable), the layers at GNOME's 128-pixel grid.
    public static var svg: String { SVG.document(layers(size: 128), size: 128, title: "Tap the Larger Shape") }

    /// The symbolic icon (hicolor/symbolic, named `<id>-symbolic`).
    public static var symbolicSVG: String { SVG.document(symbolicLayers, size: 16, title: "Tap the Larger Shape") }

    /// A square with rounded corners, as a polygon of short arcs.
    static func roundedSquare(origin: Double, side: Double, radius: Double) -> ShapePath {
        let low = origin + radius
        let high = origin + side - radius
        let corners = [(high, high, 0.0), (low, high, 90.0), (low, low, 180.0), (high, low, 270.0)]
        var points: [Point] = []
        for (x, y, start) in corners {
            for step in 0...8 {
                let angle = (start + Double(step) * 90 / 8) * Double.pi / 180
                points.append(Point(onCircleAround: Point(x: x, y: y), radius: radius, angle: angle))
            }
        }
        return .polygon(points)
    }
}
