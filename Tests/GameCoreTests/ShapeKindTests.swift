import Drawing
import Foundation
import GameCore
import TestSupport
import Testing

/// Every registered kind: an exact area, an exact `contains`, a hit point on the shape itself,
/// and a picture whose area is the model's. Areas are checked against formulas written here
/// with the C library's trigonometry, not the √5 forms the shapes use.
@Suite struct ShapeKindTests {
    /// A view of `shape` through its kind's own view factory, 300 points on its smaller side.
    static func view(of shape: any Shape) -> ShapeView? {
        let size = Size(width: 300, height: 300)
        switch shape {
        case let square as SquareShape: return SquareShapeViewFactory().makeShapeViews(for: [square], availableSize: size).first
        case let circle as CircleShape: return CircleShapeViewFactory().makeShapeViews(for: [circle], availableSize: size).first
        case let triangle as TriangleShape: return TriangleShapeViewFactory().makeShapeViews(for: [triangle], availableSize: size).first
        case let star as StarShape: return StarShapeViewFactory().makeShapeViews(for: [star], availableSize: size).first
        case let hexagon as HexagonShape: return HexagonShapeViewFactory().makeShapeViews(for: [hexagon], availableSize: size).first
        case let parallelogram as ParallelogramShape:
            return ParallelogramShapeViewFactory().makeShapeViews(for: [parallelogram], availableSize: size).first
        default: return nil
        }
    }

    @Test func areasMatchTheirFormulas() {
        let degree = Double.pi / 180
        #expect(abs(TriangleShape(side: 0.6).area - 0.36 * sqrt(3) / 4) < 1e-15)
        #expect(abs(HexagonShape(side: 0.25).area - 6 * (0.0625 * sqrt(3) / 4)) < 1e-15)
        // A pentagram's outline: ten triangles between the center, a tip and an inner corner.
        let outer = 0.4
        let inner = outer * cos(72 * degree) / cos(36 * degree)
        #expect(abs(StarShape(outerRadius: outer).area - 10 * 0.5 * outer * inner * sin(36 * degree)) < 1e-14)
        #expect(abs(StarShape(outerRadius: outer).innerRadius - inner) < 1e-15)
        #expect(abs(StarShape(outerRadius: 1).width - 2 * sin(72 * degree)) < 1e-15)
        #expect(ParallelogramShape(base: 0.5, height: 0.3, offset: 0.2).area == 0.15)
        #expect(abs(CircleShape(diameter: 0.5).area - .pi / 16) < 1e-15)
    }

    /// One shape of each registered kind, of a middling size.
    static let samples: [any Shape] = [
        SquareShape(sideLength: 0.6), CircleShape(diameter: 0.6), TriangleShape(side: 0.6), StarShape(outerRadius: 0.32),
        HexagonShape(side: 0.3), ParallelogramShape(base: 0.42, height: 0.36, offset: 0.18),
    ]

    @Test func everyRegisteredKindHasASampleHere() {
        #expect(Set(Self.samples.map(\.kind)) == Set(ShapeKindRegistry.entries.map(\.kind)))
    }

    /// The outline drawn has the model's area (scaled from unit terms to the view's points):
    /// what the player sees is what is judged.
    @Test(arguments: samples.indices)
    func theDrawnOutlineHasTheModelsArea(index: Int) throws {
        let shape = Self.samples[index]
        let view = try #require(Self.view(of: shape))
        #expect(abs(view.path.area - shape.area * 300 * 300) / (shape.area * 300 * 300) < 1e-12, "\(shape.kind)")
    }

    /// `contains` agrees with the area: of 200,000 evenly spread points in the frame, the share
    /// inside is the shape's share of the frame; and the hit point is inside.
    @Test(arguments: samples.indices)
    func containsAgreesWithTheArea(index: Int) throws {
        let shape = Self.samples[index]
        var view = try #require(Self.view(of: shape))
        view.frame.origin = Point(x: 17.5, y: 9.25)
        #expect(view.contains(view.hitPoint), "\(shape.kind)")
        let steps = 447
        var inside = 0
        for row in 0..<steps {
            for column in 0..<steps {
                let point = Point(
                    x: view.frame.minX + (Double(column) + 0.5) / Double(steps) * view.frame.width,
                    y: view.frame.minY + (Double(row) + 0.5) / Double(steps) * view.frame.height)
                if view.contains(point) { inside += 1 }
            }
        }
        let share = Double(inside) / Double(steps * steps)
        let expected = shape.area * 300 * 300 / (view.frame.width * view.frame.height)
        #expect(abs(share - expected) < 0.005, "\(shape.kind): \(share) vs \(expected)")
    }

    /// Points whose answer geometry gives: corners a convex hull would wrongly include, a
    /// star's notches, the tips.
    @Test func containsAtTellingPoints() throws {
        func check(_ shape: any Shape, inside: [(Double, Double)], outside: [(Double, Double)]) throws {
            let view = try #require(Self.view(of: shape))
            let frame = view.frame
            func point(_ unit: (Double, Double)) -> Point { Point(x: frame.minX + unit.0 * frame.width, y: frame.minY + unit.1 * frame.height) }
            for unit in inside { #expect(view.contains(point(unit)), "\(shape.kind) \(unit) inside") }
            for unit in outside { #expect(!view.contains(point(unit)), "\(shape.kind) \(unit) outside") }
        }
        try check(TriangleShape(side: 0.5), inside: [(0.5, 0.02), (0.02, 0.99), (0.5, 0.67)], outside: [(0.1, 0.1), (0.9, 0.1), (0.2, 0.3)])
        try check(HexagonShape(side: 0.3), inside: [(0.02, 0.5), (0.5, 0.01), (0.98, 0.5)], outside: [(0.05, 0.05), (0.95, 0.95), (0.1, 0.85)])
        // The star, by angle (0° up, clockwise) and distance from its center: its center and
        // near each tip inside; between two tips, at 0.8 of the radius, outside.
        let star = StarShape(outerRadius: 0.3)
        func polar(_ degrees: Double, _ fraction: Double) -> (Double, Double) {
            let angle = (degrees - 90) * Double.pi / 180
            return (
                0.5 + fraction * star.outerRadius * cos(angle) / star.width,
                (star.outerRadius + fraction * star.outerRadius * sin(angle)) / star.height
            )
        }
        try check(
            star, inside: [polar(0, 0), polar(0, 0.95), polar(72, 0.95), polar(144, 0.95), polar(216, 0.95), polar(288, 0.95), polar(36, 0.3)],
            outside: [polar(36, 0.8), polar(108, 0.8), polar(180, 0.8), polar(252, 0.8), polar(324, 0.8), polar(0, 1.02)])
        try check(
            ParallelogramShape(base: 0.42, height: 0.36, offset: 0.18), inside: [(0.95, 0.05), (0.05, 0.95), (0.5, 0.5)],
            outside: [(0.05, 0.05), (0.95, 0.95)])
    }

    /// A star's hit point is its center, not its frame's (which sits higher: the top tip reaches
    /// farther from the center than the bottom two).
    @Test func aStarsHitPointIsItsCenter() throws {
        let star = StarShape(outerRadius: 0.3)
        let view = try #require(Self.view(of: star))
        let center = Point(x: view.frame.midX, y: view.frame.minY + star.outerRadius * 300)
        #expect(abs(view.hitPoint.x - center.x) < 1e-9 && abs(view.hitPoint.y - center.y) < 1e-9)
        #expect(view.hitPoint.y > view.frame.midY)
    }

    /// Scaling a shape scales its area by the square, whatever the kind, and its view with it.
    @Test(arguments: samples.indices)
    func scalingScalesTheAreaBySquare(index: Int) throws {
        let shape = Self.samples[index]
        #expect(abs(shape.scaled(by: 0.5).area - shape.area / 4) < 1e-15)
        let view = try #require(Self.view(of: shape))
        let half = view.scaled(by: 0.5)
        #expect(half.frame.center == view.frame.center && abs(half.path.area - view.path.area / 4) < 1e-9)
        #expect(abs(half.shape.area - shape.area / 4) < 1e-15)
    }

    /// The registry feeds the modes: one per kind plus mixed and cross, each with its own key,
    /// and each name reads back as its mode.
    @Test func theRegistryFeedsTheModes() {
        let modes = GameMode.allCases
        #expect(modes.count == ShapeKindRegistry.entries.count + 2)
        let keys = modes.compactMap(\.hotkey)
        #expect(keys.count == modes.count && Set(keys).count == keys.count)
        #expect(["s", "c", "m"].allSatisfy(keys.contains))
        for mode in modes { #expect(GameMode(rawValue: mode.rawValue) == mode) }
        #expect(GameMode(rawValue: "octagon") == nil)
        #expect(GameMode.single(.square) == .square)
    }

    @Test(arguments: GameMode.allCases)
    func everyModeMakesTurnsOfItsKind(mode: GameMode) {
        var generator = SeededGenerator(seed: 8)
        for count in 2...5 {
            let views = mode.makeStrategy(shapesPerTurn: count).oneTurn(using: &generator)
            #expect(views.count == count)
            switch mode {
            case .single(let kind): #expect(views.allSatisfy { $0.kind == kind })
            case .mixed: #expect(Set(views.map(\.kind)).count == 1)
            case .cross: #expect(Set(views.map(\.kind)).count == count)
            }
            #expect(views.allSatisfy { $0.contains($0.hitPoint) })
        }
    }
}
