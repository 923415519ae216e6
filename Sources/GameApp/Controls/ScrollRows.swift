/// A screen that scrolls (the help, About, the stats), as input and the reducer need to know
/// it: the height of each of its rows, top to bottom, and the height of the view they scroll in
/// (the same unit, output pixels as drawn). The view begins with a whole row, so where it is is
/// the index of its first row (`AppModel.scroll`); no row is ever cut at the top, and one that
/// does not fit at the foot waits for the next move.
public struct ScrollRows: Hashable, Sendable {
    /// Each row's height, space before it included.
    public let heights: [Double]
    /// How tall the view is.
    public let view: Double
    /// The first row of the last view: from it, every row to the end fits (0 when all do).
    public let lastFirst: Int

    public init(heights: [Double], view: Double) {
        self.heights = heights
        self.view = view
        var first = heights.count
        var used = 0.0
        // NB: a row taller than the view still gets a view of its own.
        while first > 0, used + heights[first - 1] <= view || first == heights.count {
            used += heights[first - 1]
            first -= 1
        }
        lastFirst = first
    }

    /// Whether it holds more than one view.
    public var scrolls: Bool { lastFirst > 0 }

    /// `first` as a first row the view can show.
    public func clamped(_ first: Int) -> Int { min(max(first, 0), lastFirst) }

    /// How many rows the view shows from `first` (at least one).
    public func inView(from first: Int) -> Int {
        let first = clamped(first)
        var used = 0.0
        var count = 0
        while first + count < heights.count, used + heights[first + count] <= view || count == 0 {
            used += heights[first + count]
            count += 1
        }
        return max(count, 1)
    }

    /// Where the view goes from `first` when moved: a view's move keeps one row of the last in
    /// sight, so the reader does not lose the place.
    public func moved(_ first: Int, by move: ScrollMove) -> Int {
        let first = clamped(first)
        switch move {
        case .lines(let count):
            return clamped(first + count)
        case .views(let count) where count > 0:
            var next = first
            for _ in 0..<min(count, heights.count) { next = clamped(next + max(inView(from: next) - 1, 1)) }
            return next
        case .views(let count):
            var next = first
            for _ in 0..<min(-count, heights.count) { next = clamped(next - max(inViewEnding(at: next) - 1, 1)) }
            return next
        case .start:
            return 0
        case .end:
            return lastFirst
        }
    }

    /// How many rows a view ending with row `last` holds (a view's move up).
    private func inViewEnding(at last: Int) -> Int {
        var used = 0.0
        var count = 0
        while last - count >= 0, last - count < heights.count, used + heights[last - count] <= view || count == 0 {
            used += heights[last - count]
            count += 1
        }
        return max(count, 1)
    }

    /// Where the scrollbar's thumb is and how long, as fractions of its track (0 to 1).
    public func thumb(from first: Int) -> (start: Double, length: Double) {
        let total = heights.reduce(0, +)
        guard total > view, total > 0 else { return (0, 1) }
        let above = heights.prefix(clamped(first)).reduce(0, +)
        let length = max(view / total, 0.08)
        let start = lastFirst == 0 ? 0 : (above / (total - view)) * (1 - length)
        return (min(max(start, 0), 1 - length), length)
    }
}

/// How a scrolling screen moves: by rows (the arrow keys, the wheel, a drag, the stick), by
/// views (Page Up and Down, the scroll buttons), or to either end (Home, End).
public enum ScrollMove: Hashable, Sendable {
    case lines(Int)
    case views(Int)
    case start
    case end

    /// The event log's name for it as a control (`scroll_up`, `scroll_down` are the scroll
    /// buttons, a view at a time).
    public var name: String {
        switch self {
        case .lines(let count): count < 0 ? "scroll_up:\(-count)" : "scroll_down:\(count)"
        case .views(let count): count < 0 ? "scroll_up" : "scroll_down"
        case .start: "scroll_start"
        case .end: "scroll_end"
        }
    }

    /// Whether it moves towards the top.
    public var isUp: Bool {
        switch self {
        case .lines(let count), .views(let count): count < 0
        case .start: true
        case .end: false
        }
    }
}
