import Platform

/// Turns a stick's positions into single steps: a push past 60% of its travel is one step in
/// its direction; the stick must come back under 30% before it steps again, so a resting stick's
/// jitter never moves anything.
struct StickDirections {
    private struct Engaged {
        var x = 0
        var y = 0
    }

    private var engaged: [ControllerID: Engaged] = [:]
    static let push = 0.6
    static let release = 0.3

    mutating func move(_ axis: ControllerAxis, to value: Double, on controller: ControllerID) -> Direction? {
        guard axis == .leftX || axis == .leftY else { return nil }
        var state = engaged[controller] ?? Engaged()
        defer { engaged[controller] = state }
        var held = axis == .leftX ? state.x : state.y
        defer { if axis == .leftX { state.x = held } else { state.y = held } }
        if held != 0 {
            if abs(value) < Self.release { held = 0 }
            return nil
        }
        guard abs(value) >= Self.push else { return nil }
        held = value < 0 ? -1 : 1
        switch (axis, held) {
        case (.leftX, -1): return .left
        case (.leftX, _): return .right
        case (_, -1): return .up
        default: return .down
        }
    }

    mutating func forget(_ controller: ControllerID) {
        engaged[controller] = nil
    }
}
