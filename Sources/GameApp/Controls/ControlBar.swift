import Drawing
import GameCore

/// A control the player can click, tap or reach with the controller's focus ring: the command it
/// gives, and where it is in window coordinates.
public struct Control: Hashable, Sendable {
    public let action: AppCommand
    public let frame: Rect

    public init(action: AppCommand, frame: Rect) {
        self.action = action
        self.frame = frame
    }

    /// The event log's name for it (see `AppCommand.name`).
    public var name: String { action.name }

    /// What using it with `device` asks for.
    public func command(by device: InputDevice) -> AppCommand { action.by(device) }
}

/// The slim bar along the bottom for a player who only uses the mouse, a finger or the
/// controller: one icon per mode (from `GameMode.allCases`, so from the registry) and the daily
/// challenge's calendar, then pause,
/// preferences, how it works, help and stats on the right. It lives in the layout's bar band, which the shapes' cells
/// never reach.
public struct ControlBar: Hashable, Sendable {
    public let frame: Rect
    public let controls: [Control]

    public init(layout: Layout) {
        frame = layout.barFrame
        let trailing: [AppCommand] = [.togglePause(.mouse), .togglePreferences, .toggleInside, .toggleHelp, .toggleStats]
        let actions = GameMode.allCases.map { AppCommand.game(.setMode($0)) } + [.toggleDaily, .toggleRace] + trailing
        // Square buttons, as large as the bar allows, with a gap between the modes and the rest.
        let count = Double(actions.count)
        let side = max(min(frame.height * 0.8, (frame.width - 8) / (count * 1.2 + 1)), 1)
        let step = side * 1.2
        let top = frame.midY - side / 2
        let modes = actions.count - trailing.count
        let modesWidth = Double(modes) * step - (step - side)
        // Centred on the window (as the HUD's middle is), but always a gap of one button before
        // the group at the right end.
        let trailingStart = frame.maxX - 4 - Double(trailing.count) * step + (step - side)
        let left = max(min(frame.minX + (frame.width - modesWidth) / 2, trailingStart - side - modesWidth), frame.minX + 4)
        var controls: [Control] = []
        for (index, action) in actions.enumerated() {
            let x: Double
            if index < modes {
                x = left + Double(index) * step
            } else {
                // Pause, preferences, how it works, help and stats at the right end.
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

/// How wide and tall each button's label is in the language, face and text size in use (window
/// points, measured by the renderer): a dialog's buttons hold theirs.
public struct MenuFit: Hashable, Sendable {
    public var labels: [Message: Size] = [:]

    public init(labels: [Message: Size] = [:]) {
        self.labels = labels
    }

    /// The widest and the tallest of `messages`' labels.
    public func size(of messages: [Message]) -> Size {
        messages.compactMap { labels[$0] }.reduce(Size.zero) { Size(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }
}

/// The pause screen's two buttons, Resume and Quit, side by side below its title: what a
/// player with only a finger or a controller needs to leave the game. Where two buttons wide
/// enough for their labels do not fit side by side (a small window, large text), one stands
/// under the other.
public struct PauseMenu: Hashable, Sendable {
    public let controls: [Control]

    /// A dialog's two buttons (the pause, the questions, the results) have one size: the one the
    /// area they cover gives, or the one the wider of their labels asks where that is more.
    ///
    /// - Parameters:
    ///   - area: what the pause screen covers, in window coordinates.
    ///   - actions: the two buttons' commands, left and right (a question's yes and no).
    ///   - top: where the buttons' top edge is; nil: a little below the area's middle.
    ///   - textScale: the player's text size as a factor (1 to 2): the buttons grow with their
    ///     labels, as far as the area holds two side by side.
    ///   - labels: how large the widest and tallest of its labels are, measured.
    public init(covering area: Rect, actions: [AppCommand] = [.resume, .quit], top: Double? = nil, textScale: Double = 1, labels: Size = .zero) {
        let grown = textScale.isFinite ? max(1, 0.83 * min(textScale, 2)) : 1
        let needed = (width: labels.width / 0.85 + 8, height: labels.height / 0.85)
        let width = min(max(min(max(area.width * 0.22, 90) * grown, area.width * 0.4), needed.width), area.width * 0.92)
        let gap = min(width * 0.25, area.width * 0.04 + 8)
        let buttons = Double(min(actions.count, 2))
        let sideBySide = width * buttons + gap * (buttons - 1) <= area.width * 0.96
        // NB: two buttons one above the other leave the text above them the more room: each a
        // little shorter, closer together and to the area's foot (a small window's question keeps
        // what it asks and what it costs in view).
        let height = min(max(min(max(area.height * 0.1, 36), 64) * grown, needed.height), max(area.height * (sideBySide ? 0.2 : 0.18), 1))
        let rows = sideBySide ? 1.0 : buttons
        let rowGap = height * (sideBySide ? 0.25 : 0.2)
        let block = height * rows + rowGap * (rows - 1)
        // NB: kept whole inside the area, above its foot.
        let top = min(top ?? area.midY + area.height * 0.12, area.maxY - block - height * (sideBySide ? 0.2 : 0.12))
        let left = sideBySide ? area.midX - (width * buttons + gap * (buttons - 1)) / 2 : area.midX - width / 2
        controls = actions.prefix(2).enumerated().map { index, action in
            let step = Double(index)
            let frame =
                sideBySide
                ? Rect(x: left + step * (width + gap), y: top, width: width, height: height)
                : Rect(x: left, y: top + step * (height + rowGap), width: width, height: height)
            return Control(action: action, frame: frame)
        }
    }

    public func control(at point: Point) -> Control? {
        controls.first { $0.frame.contains(point) }
    }
}
