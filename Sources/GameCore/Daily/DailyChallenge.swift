import Drawing

/// The day's challenge: twenty turns made from the date alone, the same for every player on every
/// machine, in every time zone and whatever their settings. Its rules are fixed: three shapes a
/// turn, kinds crossed within a turn, no adaptive difficulty.
///
/// How a date becomes turns, stated so that no toolchain can change it:
/// 1. The seed is the 64-bit FNV-1a hash of the date's text `YYYY-MM-DD` (ASCII): start from
///    0xcbf29ce484222325; for each byte, XOR it in, then multiply by 0x100000001b3 (wrapping).
/// 2. The numbers come from `SeededGenerator` (SplitMix64) seeded with it, read by the
///    challenge's own two functions: `unit` (the top 53 bits over 2⁵³, in [0, 1)) and `below(n)`
///    (the high word of the 128-bit product of a number and n). Never the standard library's
///    `random(in:)` or `shuffled()`, whose algorithms are not promised.
/// 3. Each turn, in order: three distinct kinds, drawn from `kinds` by a partial Fisher–Yates
///    shuffle (for place 0, 1, 2: swap it with place `i + below(6 − i)`); then one width share per
///    shape, 0.3 + 0.5 × `unit`. Each kind's own factory draws its shape at that share, and the
///    turn is evened out as every cross turn is (`CrossTurnStrategy.evenedOut`).
public struct DailyChallenge: Hashable, Sendable {
    public let date: CivilDate

    public init(date: CivilDate) {
        self.date = date
    }

    public static let turnCount = 20
    public static let shapesPerTurn = 3
    /// The kinds a daily turn draws from, in this order for ever: a new kind joins the game's
    /// modes, not the daily challenge, so no day's turns change when one is added.
    public static let kinds: [ShapeKind] = [.square, .circle, .triangle, .star, .hexagon, .parallelogram]
    /// The widths' range, as shares of a shape's cell.
    public static let proportions = ProportionRange.standard
    /// Day number 1: 2026-11-25.
    public static let firstDay = CivilDate(daysSince1970: 20_782)

    /// The 64-bit FNV-1a hash of `YYYY-MM-DD`.
    public var seed: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in date.description.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The day's number: 1 on 2026-11-25, the first day there was one, counting up by one a day
    /// (0 and below for days before it).
    public var number: Int { date.daysSince1970 - Self.firstDay.daysSince1970 + 1 }

    /// The rules of the day applied to a player's settings: their colors stay, the rest is fixed.
    public func rules(over settings: GameSettings) -> GameSettings {
        var fixed = settings
        fixed.shapesPerTurn = Self.shapesPerTurn
        fixed.adaptive = false
        fixed.proportions = Self.proportions
        return fixed
    }

    /// The strategy that makes the day's turns, styled by `style`.
    public func makeStrategy(style: ShapeStyle) -> DailyTurnStrategy {
        DailyTurnStrategy(challenge: self, style: style)
    }

    /// One turn of the day as numbers: its kinds and each shape's width share, in the order drawn.
    public struct TurnPlan: Hashable, Sendable {
        public let kinds: [ShapeKind]
        public let proportions: [Double]
    }

    /// Every turn's plan, in order.
    public var plans: [TurnPlan] {
        var numbers = Numbers(seed: seed)
        return (0..<Self.turnCount).map { _ in numbers.nextPlan() }
    }

    /// The day's numbers: the generator and the two stated ways of reading it.
    struct Numbers {
        private var generator: SeededGenerator

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
        }

        /// In [0, 1): the top 53 bits of the next number over 2⁵³.
        mutating func unit() -> Double {
            Double(generator.next() >> 11) * 0x1p-53
        }

        /// In 0..<count: the high word of the next number times `count`.
        mutating func below(_ count: Int) -> Int {
            Int(generator.next().multipliedFullWidth(by: UInt64(count)).high)
        }

        mutating func nextPlan() -> TurnPlan {
            var kinds = DailyChallenge.kinds
            for place in 0..<DailyChallenge.shapesPerTurn {
                kinds.swapAt(place, place + below(kinds.count - place))
            }
            let range = DailyChallenge.proportions
            let proportions = (0..<DailyChallenge.shapesPerTurn).map { _ in
                range.lowerBound + (range.upperBound - range.lowerBound) * unit()
            }
            return TurnPlan(kinds: Array(kinds.prefix(DailyChallenge.shapesPerTurn)), proportions: proportions)
        }
    }
}
