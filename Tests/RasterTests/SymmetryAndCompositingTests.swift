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
