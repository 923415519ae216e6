import Drawing

/// Where and how the window was left, kept in the state file so the next launch opens it the
/// same way: its normal (not maximized, not fullscreen) size and place, and whether it was
/// maximized or fullscreen. The place is absent where the system keeps it to itself (Wayland).
public struct WindowPlacement: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var x: Int?
    public var y: Int?
    public var maximized: Bool
    public var fullscreen: Bool

    /// Larger than any display: a file claiming more is damaged.
    static let largestSide = 100_000

    public init(width: Int, height: Int, x: Int? = nil, y: Int? = nil, maximized: Bool = false, fullscreen: Bool = false) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.maximized = maximized
        self.fullscreen = fullscreen
    }

    public var size: Size { Size(width: Double(width), height: Double(height)) }
    public var position: Point? {
        guard let x, let y else { return nil }
        return Point(x: Double(x), y: Double(y))
    }

    /// The placement a state file's JSON holds; nil for a hand-edited or damaged entry, so it
    /// reads as no placement at all (the settings' size then), never as a window of absurd size.
    public init?(json: JSONValue) {
        guard let width = json["width"]?.int, let height = json["height"]?.int else { return nil }
        func optional(_ key: String) -> Int?? {
            guard let value = json[key], value != .null else { return .some(nil) }
            return value.int.map { .some($0) }
        }
        func flag(_ key: String) -> Bool? {
            guard let value = json[key], value != .null else { return false }
            return value.bool
        }
        guard case .some(let x) = optional("x"), case .some(let y) = optional("y"), let maximized = flag("maximized"),
            let fullscreen = flag("fullscreen")
        else { return nil }
        let sides = [width, height] + [x, y].compactMap { $0.map { $0.magnitude } }.map { Int(clamping: $0) }
        guard width > 0, height > 0, sides.allSatisfy({ $0 <= Self.largestSide }) else { return nil }
        self.init(width: width, height: height, x: x, y: y, maximized: maximized, fullscreen: fullscreen)
    }

    /// The placement as the state file's JSON.
    public var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("fullscreen", .bool(fullscreen)), .init("height", .integer(height)), .init("maximized", .bool(maximized)),
        ]
        members.append(.init("width", .integer(width)))
        if let x { members.append(.init("x", .integer(x))) }
        if let y { members.append(.init("y", .integer(y))) }
        return .object(members)
    }

    /// The placement made to fit the displays there are now (their usable areas, the first the
    /// primary): no larger than the display it lands on, and wholly on it. A window left on a
    /// display unplugged since comes back on the primary one, centered. With no display
    /// measured, only the minimum size is enforced.
    public func fitted(to displays: [Rect]) -> WindowPlacement {
        var fitted = self
        fitted.width = max(width, WindowLimits.widths.lowerBound)
        fitted.height = max(height, WindowLimits.heights.lowerBound)
        guard let primary = displays.first else { return fitted }
        // The display most of the window was on, if any part was on one.
        var display = primary
        var onDisplay = false
        if let position {
            let frame = Rect(origin: position, size: fitted.size)
            var bestArea = 0.0
            for candidate in displays {
                let overlap = Self.overlap(frame, candidate)
                if overlap > bestArea {
                    bestArea = overlap
                    display = candidate
                    onDisplay = true
                }
            }
        }
        fitted.width = min(fitted.width, max(Int(display.width), WindowLimits.widths.lowerBound))
        fitted.height = min(fitted.height, max(Int(display.height), WindowLimits.heights.lowerBound))
        if let x, let y, onDisplay {
            fitted.x = Int(min(max(Double(x), display.minX), max(display.maxX - Double(fitted.width), display.minX)))
            fitted.y = Int(min(max(Double(y), display.minY), max(display.maxY - Double(fitted.height), display.minY)))
        } else if position != nil {
            fitted.x = Int(display.midX) - fitted.width / 2
            fitted.y = Int(display.midY) - fitted.height / 2
        }
        return fitted
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Double {
        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return width > 0 && height > 0 ? width * height : 0
    }
}
