import Drawing
import GameCore

/// A shape with a given area, for turns built by hand.
public struct FixedShape: Shape {
    public static let kind = ShapeKind(rawValue: "fixed")
    public let area: Double

    public init(area: Double) {
        self.area = area
    }

    public func scaled(by factor: Double) -> FixedShape { FixedShape(area: area * factor * factor) }
}

/// A finished turn: two shapes, the first larger; `matched` picks which one was tapped.
public func playedTurn(matched: Bool, at second: Int = 0) -> Turn {
    var turn = Turn(shapes: [FixedShape(area: 0.5), FixedShape(area: 0.25)], startedAt: .seconds(second))
    turn.complete(tappingShapeAt: matched ? 0 : 1, at: .seconds(second))
    return turn
}

/// The score a scorer gives a whole game, turn by turn, as the controller scores it.
public func totalScore(_ matches: [Bool], scorer: any Scorer = MatchScorer.standard) -> Int {
    var past: [Turn] = []
    var total = 0
    for (index, matched) in matches.enumerated() {
        past.append(playedTurn(matched: matched, at: index))
        total += scorer.scoreIncrement(pastTurnsNewestFirst: past.reversed())
    }
    return total
}

public let availableSize = Size(width: 400, height: 300)

extension TurnStrategy {
    /// One turn's views from a copy of this strategy (its running figures, if any, stay as
    /// they were), laid out for `size`.
    public func oneTurn(in size: Size = availableSize, using generator: inout SeededGenerator) -> [ShapeView] {
        var copy = self
        return copy.makeShapeViewsForNextTurn(givenPastTurns: .empty, availableSize: size, using: &generator)
    }
}
