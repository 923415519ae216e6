import Drawing
import Raster
import Testing

/// showFill / showOutline and the outline's width and inset, as the tutorial's views draw them.
@Suite struct OutlineTests {
    static let brown = RGBA(rgb: 0x8B_45_13)
    static let orange = RGBA(rgb: 0xFF_A5_00)

    @Test(arguments: [1.0, 3.0, 6.0, 12.5])
    func circleOutlineHasItsWidth(width: Double) {
        let radius = 60.0
        let circle = ShapePath.circle(center: Point(x: 80.5, y: 79.25), radius: radius)
        let style = ShapeStyle(fillColor: Self.brown, outlineColor: Self.orange, outlineWidth: width)
        let coverage = Rasterizer().coverage(of: circle, style: style, width: 160, height: 160)
        let ringArea = Double.pi * (radius * radius - (radius - width) * (radius - width))
        let innerArea = Double.pi * (radius - width) * (radius - width)
        #expect(abs(coverage.outlineSum - ringArea) / ringArea < 0.01)
        #expect(abs(coverage.fillSum - innerArea) / innerArea < 0.005)
    }

    @Test func squareOutlineLiesInsideTheFrame() {
        let frame = Rect(x: 10, y: 10, width: 80, height: 80)
        let style = ShapeStyle(fillColor: Self.brown, outlineColor: Self.orange, outlineWidth: 6)
        let coverage = Rasterizer().coverage(of: .rectangle(frame), style: style, width: 100, height: 100)
        // Nothing outside the frame; the first 6 pixels inside are outline; then fill.
        #expect(coverage.total(x: 9, y: 50) == 0)
        #expect(coverage.outline(x: 10, y: 50) == 1)
        #expect(coverage.outline(x: 15, y: 50) == 1)
        #expect(coverage.fill(x: 16, y: 50) == 1)
        #expect(coverage.outline(x: 84, y: 50) == 1)
        #expect(coverage.total(x: 90, y: 50) == 0)
        #expect(abs(coverage.outlineSum - (80 * 80 - 68 * 68)) < 0.01)
    }

    @Test func fillOnlyDrawsNoOutline() {
        let style = ShapeStyle(showFill: true, fillColor: Self.brown, showOutline: false, outlineColor: Self.orange, outlineWidth: 6)
        let circle = ShapePath.circle(center: Point(x: 50, y: 50), radius: 40)
        let coverage = Rasterizer().coverage(of: circle, style: style, width: 100, height: 100)
        #expect(coverage.outlineSum == 0)
        #expect(abs(coverage.fillSum - circle.area) / circle.area < 0.005)
        let image = Rasterizer().image(of: circle, style: style, width: 100, height: 100)
        #expect(image[50, 11] == Self.brown)
    }

    @Test func outlineOnlyLeavesTheInsideClear() {
        let style = ShapeStyle(showFill: false, fillColor: Self.brown, showOutline: true, outlineColor: Self.orange, outlineWidth: 4)
        let star = ShapePath.star(center: Point(x: 60, y: 60), outerRadius: 50, innerRadius: 22)
        let image = Rasterizer().image(of: star, style: style, width: 120, height: 120)
        #expect(image[60, 60].alpha == 0)
        let coverage = Rasterizer().coverage(of: star, style: style, width: 120, height: 120)
        #expect(coverage.fillSum == 0)
        let inner = star.inset(by: 4)
        #expect(inner != nil)
        let ringArea = star.area - (inner?.area ?? 0)
        #expect(abs(coverage.outlineSum - ringArea) / ringArea < 0.005)
    }

    @Test func outlineWiderThanTheShapeCoversItAll() {
        let style = ShapeStyle(fillColor: Self.brown, outlineColor: Self.orange, outlineWidth: 30)
        let circle = ShapePath.circle(center: Point(x: 30, y: 30), radius: 20)
        let coverage = Rasterizer().coverage(of: circle, style: style, width: 60, height: 60)
        #expect(coverage.fillSum == 0)
        #expect(abs(coverage.outlineSum - circle.area) / circle.area < 0.005)
    }

    @Test func outlineAndFillMeetWithoutASeam() {
        // Where the fill meets the outline, the two coverages add up to the whole pixel.
        let style = ShapeStyle(fillColor: Self.brown, outlineColor: Self.orange, outlineWidth: 5.5)
        let circle = ShapePath.circle(center: Point(x: 64.2, y: 63.9), radius: 50)
        let coverage = Rasterizer().coverage(of: circle, style: style, width: 128, height: 128)
        #expect(abs(coverage.total(x: 64, y: 64 - 44) - 1) < 1e-4)
        let image = Rasterizer().image(of: circle, style: style, width: 128, height: 128)
        for y in 30..<98 {
            for x in 30..<98 where coverage.total(x: x, y: y) > 0.9999 {
                #expect(image[x, y].alpha == 255)
            }
        }
    }
}
