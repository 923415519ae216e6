import Drawing
import GameCore

/// A control the mouse can click: what it does, and where it is in window coordinates.
public struct Control: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case mode(GameMode)
        case help
        case stats
    }

    public let action: Action
    public let frame: Rect

    /// The event log's name for the action: `mode:circle`, `help`, `stats`.
    public var name: String {
        switch action {
        case .mode(let mode): "mode:\(mode.rawValue)"
        case .help: "help"
        case .stats: "stats"
        }
    }

    /// What clicking it asks for.
    public var command: AppCommand {
        switch action {
        case .mode(let mode): .game(.setMode(mode))
        case .help: .game(.toggleHelp)
        case .stats: .game(.toggleStats)
        }
    }
}

/// The slim bar along the bottom for a player who only uses the mouse: one icon per mode (from
/// `GameMode.allCases`, so from the registry), then help and stats on the right. It lives in
/// the layout's bar band, which the shapes' cells never reach.
public struct ControlBar: Hashable, Sendable {
    public let frame: Rect
    public let controls: [Control]

    public init(layout: Layout) {
        frame = layout.barFrame
        let actions = GameMode.allCases.map(Control.Action.mode) + [.help, .stats]
        // Square buttons, as large as the bar allows, with a gap between the modes and the rest.
        let count = Double(actions.count)
        let side = max(min(frame.height * 0.8, (frame.width - 8) / (count * 1.2 + 1)), 1)
        let step = side * 1.2
        let top = frame.midY - side / 2
        let modes = actions.count - 2
        let modesWidth = Double(modes) * step - (step - side)
        let left = max(frame.minX + (frame.width - modesWidth) / 2 - step, frame.minX + 4)
        var controls: [Control] = []
        for (index, action) in actions.enumerated() {
            let x: Double
            if index < modes {
                x = left + Double(index) * step
            } else {
                // Help and stats at the right end.
                x = frame.maxX - 4 - Double(actions.count - index) * step + (step - side)
            }
            controls.append(Control(action: action, frame: Rect(x: x, y: top, width: side, height: side)))
        }
        self.controls = controls
    }

    /// The control under `point`, if any.
    public func control(at point: Point) -> Control? {
        controls.first { $0.frame.contains(point) }
    }
}
