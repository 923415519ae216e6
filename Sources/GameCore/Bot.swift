/// The autoplay player's choice: the largest shape with probability `accuracy`, otherwise one of
/// the others at random. Clicking is the app's business: it clicks the chosen shape's hit point
/// through the same input path as a player.
public struct Bot: Sendable {
    public let accuracy: Double

    public init(accuracy: Double) {
        self.accuracy = min(max(accuracy, 0), 1)
    }

    public func choose<Generator: RandomNumberGenerator>(in turn: Turn, using generator: inout Generator) -> Int {
        let largest = turn.largestIndex
        let smaller = turn.shapes.indices.filter { !Turn.isLargest($0, in: turn.shapes) }
        // Accuracy 1 never draws a number, so a perfect bot leaves the generator untouched.
        guard accuracy < 1, !smaller.isEmpty else { return largest }
        if accuracy > 0, Double.random(in: 0..<1, using: &generator) < accuracy { return largest }
        return smaller[Int.random(in: smaller.indices, using: &generator)]
    }
}
