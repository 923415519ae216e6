import Drawing

public enum Direction: Hashable, Sendable, CaseIterable {
    case up, down, left, right

    var vector: (x: Double, y: Double) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}

/// Moving between things on screen the way the eye does: to the nearest one whose center lies
/// in the direction asked, preferring those straight ahead to those off to the side. It works
/// for any arrangement (a row, the grids of three to five shapes, the bar beneath).
public enum SpatialNavigation {
    /// The index in `candidates` to move to from `origin`, or nil when nothing lies that way.
    /// Candidates within 45° of the direction come first; up and down, which move between the
    /// shapes and the bar, fall back to anything below or above.
    public static func nearest(from origin: Rect, toward direction: Direction, among candidates: [Rect]) -> Int? {
        let center = origin.center
        let (dx, dy) = direction.vector
        var best: (index: Int, score: Double)?
        var fallback: (index: Int, score: Double)?
        for (index, candidate) in candidates.enumerated() {
            let offset = (x: candidate.center.x - center.x, y: candidate.center.y - center.y)
            let ahead = offset.x * dx + offset.y * dy
            let aside = abs(offset.x * dy - offset.y * dx)
            guard ahead > 0.5 else { continue }
            let score = ahead + aside * 2
            if aside <= ahead {
                if best.map({ score < $0.score }) ?? true { best = (index, score) }
            } else if dy != 0 {
                if fallback.map({ score < $0.score }) ?? true { fallback = (index, score) }
            }
        }
        return (best ?? fallback)?.index
    }
}
