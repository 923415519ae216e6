import GameCore
import Testing

@testable import Raster

/// The rasterizer's one coverage formula, in its two forms: a straight edge's share of each pixel
/// drawn directly (`shareRight`) is what the cell buffer's deposits add up to (`CellDeposit.piece`).
@Suite struct EdgeShareTests {
    @Test(arguments: 0..<8) func cellDepositsSumToTheDirectShares(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let maxX: Float = 40
        for _ in 0..<200 {
            let low = Float.random(in: 0..<25, using: &generator)
            let high =
                low + (Bool.random(using: &generator) ? Float.random(in: 0..<0.9, using: &generator) : Float.random(in: 0..<14, using: &generator))
            var cells = [Float](repeating: 0, count: Int(maxX) + 2)
            let touched = cells.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { CellDeposit.piece(startX: low, endX: high, signedHeight: 1, maxX: maxX, cells: $0) }
            }
            let first = Int(low)
            let last = max(Int(high.rounded(.up)) - 1, first)
            var sum: Float = 0
            for column in 0..<Int(maxX) {
                sum += cells[column]
                let expected: Float =
                    column < first ? 0 : column > last ? 1 : shareRight(ofColumn: column, low: low, high: high, first: first, last: last)
                #expect(abs(sum - expected) < 1e-4, "edge \(low)…\(high), column \(column): \(sum) against \(expected)")
            }
            #expect(touched?.first == first)
        }
    }
}
