import Drawing
import GameCore
import Raster
import Testing

/// Every registered kind, as its own view factory outlines it, rasterizes to its area: the
/// summed coverage of the fill is within 0.5% of the model's area, at sizes from small to large
/// and at positions off the pixel grid.
@Suite struct KindCoverageTests {
    static let fillOnly = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black)

    @Test(arguments: ShapeKindRegistry.entries.map(\.kind.rawValue))
    func theCoverageIsTheArea(kind: String) throws {
        var strategy = GameMode.single(ShapeKind(rawValue: kind)).makeStrategy(shapesPerTurn: 1)
        var generator = SeededGenerator(seed: 6)
        for side in [40.0, 120.0, 300.0] {
            let available = Size(width: side, height: side)
            var view = try #require(
                strategy.makeShapeViewsForNextTurn(givenPastTurns: .empty, availableSize: available, using: &generator).first)
            view.frame.origin = Point(x: 10.37, y: 7.81)
            let coverage = Rasterizer().coverage(of: view.path, style: Self.fillOnly, width: Int(side) + 20, height: Int(side) + 20)
            let area = view.shape.area * side * side
            #expect(abs(coverage.fillSum - area) / area < 0.005, "\(kind) at \(side): \(coverage.fillSum) vs \(area)")
        }
    }
}
