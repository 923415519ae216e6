import Drawing
import Raster
import Testing

@Suite struct SymmetryAndCompositingTests {
    static let style = ShapeStyle(fillColor: RGBA(rgb: 0x8B_45_13), outlineColor: RGBA(rgb: 0xFF_A5_00), outlineWidth: 6)

    static func maximumMirrorDifference(_ image: Image, horizontally: Bool) -> Int {
        var worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let mirrored = horizontally ? image[image.width - 1 - x, y] : image[x, image.height - 1 - y]
                let pixel = image[x, y]
                for (a, b) in [(pixel.red, mirrored.red), (pixel.green, mirrored.green), (pixel.blue, mirrored.blue), (pixel.alpha, mirrored.alpha)] {
                    worst = max(worst, abs(Int(a) - Int(b)))
                }
            }
        }
        return worst
    }

    @Test(arguments: [10.0, 31.5, 60.0])
    func circleIsMirrorSymmetric(radius: Double) {
        let circle = ShapePath.circle(center: Point(x: 64, y: 64), radius: radius)
        let image = Rasterizer().image(of: circle, style: Self.style, width: 128, height: 128)
        #expect(Self.maximumMirrorDifference(image, horizontally: true) <= 1)
        #expect(Self.maximumMirrorDifference(image, horizontally: false) <= 1)
    }

    @Test func starIsMirrorSymmetricAboutItsAxis() {
        let star = ShapePath.star(center: Point(x: 64, y: 64), outerRadius: 60, innerRadius: 24)
        let image = Rasterizer().image(of: star, style: Self.style, width: 128, height: 128)
        #expect(Self.maximumMirrorDifference(image, horizontally: true) <= 1)
    }

    @Test func squareIsSymmetricBothWays() {
        let square = ShapePath.rectangle(Rect(x: 20.5, y: 20.5, width: 87, height: 87))
        let image = Rasterizer().image(of: square, style: Self.style, width: 128, height: 128)
        #expect(Self.maximumMirrorDifference(image, horizontally: true) <= 1)
        #expect(Self.maximumMirrorDifference(image, horizontally: false) <= 1)
    }

    @Test func partialPixelsBlendOverTheBackground() {
        let background = RGBA(rgb: 0x10_20_30)
        var image = Image(width: 40, height: 40, color: background)
        let style = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black)
        // A vertical edge at x = 20.25: pixel 20 is three-quarters covered.
        image.withPixelView { Rasterizer().draw(.rectangle(Rect(x: 20.25, y: 0, width: 19.75, height: 40)), style: style, into: $0) }
        let edge = image[20, 10]
        #expect(abs(Int(edge.red) - (16 + Int((255 - 16) * 0.75))) <= 1)
        #expect(edge.alpha == 255)
        #expect(image[19, 10] == background)
        #expect(image[21, 10] == .white)
    }

    /// Every compositing path (mirrored pixels, direct rows painted whole or replayed, cell rows,
    /// the polygon sweep; opaque and translucent paints) paints what the shape's coverage says,
    /// over an opaque background.
    @Test(arguments: [
        ShapePath.circle(center: Point(x: 64, y: 64), radius: 41.6),
        ShapePath.circle(center: Point(x: 64.5, y: 63), radius: 57),
        ShapePath.circle(center: Point(x: 60.37, y: 66.81), radius: 30.2),
        ShapePath.star(center: Point(x: 64, y: 64), outerRadius: 60, innerRadius: 24),
        ShapePath.polygon([Point(x: 63.3, y: 4.6), Point(x: 121.7, y: 118.2), Point(x: 6.1, y: 110.9)]),
        ShapePath.polygon([Point(x: 30.4, y: 20.2), Point(x: 120.8, y: 20.2), Point(x: 97.6, y: 101.7), Point(x: 7.2, y: 101.7)]),
        ShapePath.rectangle(Rect(x: 10.3, y: 12.6, width: 90.5, height: 70.2)),
    ])
    func compositedPixelsFollowTheCoverage(shape: ShapePath) {
        let background = RGBA(rgb: 0x20_2A_33)
        let styles = [
            Self.style,
            ShapeStyle(fillColor: RGBA(rgb: 0x11_EE_77), outlineColor: RGBA(rgb: 0xF0_10_40), outlineWidth: 1.5),
            ShapeStyle(
                fillColor: RGBA(red: 200, green: 100, blue: 50, alpha: 140), outlineColor: RGBA(red: 20, green: 220, blue: 90, alpha: 200),
                outlineWidth: 4),
        ]
        for style in styles {
            var image = Image(width: 128, height: 128, color: background)
            image.withPixelView { Rasterizer().draw(shape, style: style, into: $0) }
            let coverage = Rasterizer().coverage(of: shape, style: style, width: 128, height: 128)
            var worst = 0
            for y in 0..<128 {
                for x in 0..<128 {
                    let fill = Double(coverage.fill(x: x, y: y)) * Double(style.fillColor.alpha) / 255
                    let ring = Double(coverage.outline(x: x, y: y)) * Double(style.outlineColor.alpha) / 255
                    func expected(_ paint: (RGBA) -> UInt8) -> Int {
                        let mixed = Double(paint(style.fillColor)) * fill + Double(paint(style.outlineColor)) * ring
                        return Int((mixed + Double(paint(background)) * (1 - fill - ring)).rounded())
                    }
                    let pixel = image[x, y]
                    worst = max(
                        worst, abs(Int(pixel.red) - expected(\.red)), abs(Int(pixel.green) - expected(\.green)),
                        abs(Int(pixel.blue) - expected(\.blue)), 255 - Int(pixel.alpha))
                }
            }
            #expect(worst <= 2, "\(style)")
        }
    }

    @Test func translucentPaintOnTransparentImageKeepsStraightAlpha() {
        let style = ShapeStyle(fillColor: RGBA(red: 200, green: 100, blue: 50, alpha: 128), showOutline: false, outlineColor: .black)
        let image = Rasterizer().image(of: .rectangle(Rect(x: 0, y: 0, width: 10, height: 10)), style: style, width: 10, height: 10)
        // Straight alpha: the color stays the paint's color, only alpha carries the translucency.
        #expect(image[5, 5] == RGBA(red: 200, green: 100, blue: 50, alpha: 128))
    }

    @Test func shapesPartlyOutsideAreClipped() {
        let style = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black)
        let circle = ShapePath.circle(center: Point(x: 0, y: 20), radius: 15)
        let coverage = Rasterizer().coverage(of: circle, style: style, width: 40, height: 40)
        #expect(abs(coverage.fillSum - circle.area / 2) / (circle.area / 2) < 0.01)
        let star = ShapePath.star(center: Point(x: 38, y: 38), outerRadius: 30, innerRadius: 12)
        let clipped = Rasterizer().coverage(of: star, style: style, width: 40, height: 40)
        #expect(clipped.fillSum > 0 && clipped.fillSum < star.area)
    }
}
