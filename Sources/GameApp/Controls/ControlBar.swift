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
/// controller: one icon per mode (from `GameMode.allCases`, so from the registry), the daily
/// challenge's calendar and the race, then pause, preferences, how it works, help and stats on the
/// right. It lives in the layout's bar band, which the shapes' cells never reach.
///
/// Its icons are at least 24 points, larger with the player's text size (`Layout.barIcon`). Where the window is too narrow for all of them at that size, the
/// least used (`ControlBar.byUse`, from the end) go into a menu that the bar's last button,
/// "more" (⋯), opens above it: a grid of the same icons, named on hover and focus as the bar's are.
public struct ControlBar: Hashable, Sendable {
    public let frame: Rect
    /// The buttons along the bar, in its order (with "more" last where some did not fit).
    public let controls: [Control]
    /// The buttons that did not fit, placed in the "more" menu's grid (empty where all fit).
    public let overflow: [Control]
    /// The "more" menu's frame above the bar, where it has buttons; nil where all fit.
    public let menuFrame: Rect?

    /// Every button the bar has, in its order: the modes, the daily, the race; then pause,
    /// preferences, how it works, help and stats, at its right end.
    public static let all: [AppCommand] = GameMode.allCases.map { AppCommand.game(.setMode($0)) } + [.toggleDaily, .toggleRace] + trailing

    static let trailing: [AppCommand] = [.togglePause(.mouse), .togglePreferences, .toggleInside, .toggleHelp, .toggleStats]

    /// The bar's buttons from the most used to the least: what a player without keys needs
    /// always in reach (pause, preferences, help), then the modes in the registry's order, the
    /// stats, how it works, the daily and the race. The last go into "more" first.
    public static let byUse: [AppCommand] =
        [.togglePause(.mouse), .togglePreferences, .toggleHelp] + GameMode.allCases.map { AppCommand.game(.setMode($0)) }
        + [.toggleStats, .toggleInside, .toggleDaily, .toggleRace]

    public init(layout: Layout) {
        let frame = layout.barFrame
        self.frame = frame
        // Square buttons as large as the layout's icons, a fifth of one apart, with a gap between
        // the modes and the rest.
        let side = max(layout.barIcon, 1)
        let step = side * 1.2
        let room = frame.width - 8
        func width(_ count: Int, gap: Double) -> Double { Double(count) * step - (step - side) + gap }
        let shown: [AppCommand]
        var kept: [AppCommand] = []
        if width(Self.all.count, gap: side) <= room {
            shown = Self.all
        } else {
            // The most used that fit beside "more", in the bar's order.
            let fitting = max(Int((room - side * 0.5 + (step - side)) / step) - 1, 0)
            kept = Array(Self.byUse.prefix(fitting))
            shown = Self.all.filter { kept.contains($0) } + [.toggleBarMenu]
        }
        let trailingCount = shown.filter { Self.trailing.contains($0) || $0 == .toggleBarMenu }.count
        let modes = shown.count - trailingCount
        let top = frame.midY - side / 2
        let modesWidth = Double(modes) * step - (step - side)
        // Centred on the window (as the HUD's middle is), but always a gap before the group at
        // the right end.
        let trailingStart = frame.maxX - 4 - Double(trailingCount) * step + (step - side)
        let gap = kept.isEmpty ? side : side * 0.5
        let left = max(min(frame.minX + (frame.width - modesWidth) / 2, trailingStart - gap - modesWidth), frame.minX + 4)
        controls = shown.enumerated().map { index, action in
            let x = index < modes ? left + Double(index) * step : frame.maxX - 4 - Double(shown.count - index) * step + (step - side)
            return Control(action: action, frame: Rect(x: x, y: top, width: side, height: side))
        }
        let rest = kept.isEmpty ? [] : Self.all.filter { !kept.contains($0) }
        (overflow, menuFrame) = Self.menu(rest, side: side, above: frame)
    }

    /// The "more" menu: `actions` in a grid above `bar`, at its right end, as many to a row as
    /// the window's width holds; its buttons as large as the bar's, or smaller (never under 24
    /// points) where the rows would not fit above the bar.
    private static func menu(_ actions: [AppCommand], side wanted: Double, above bar: Rect) -> ([Control], Rect?) {
        guard !actions.isEmpty else { return ([], nil) }
        var side = wanted
        var placed: (columns: Int, rows: Int, pad: Double) = (1, 1, 0)
        // NB: at most a few tries: each shrinks the buttons by a tenth, down to 24 points.
        for _ in 0..<12 {
            let pad = side * 0.12
            let columns = max(min(actions.count, Int((bar.width - 8 - 2 * pad + side * 0.15) / (side * 1.15))), 1)
            let rows = (actions.count + columns - 1) / columns
            placed = (columns, rows, pad)
            let height = Double(rows) * side * 1.15 - side * 0.15 + 2 * pad
            if height <= bar.minY - 2 || side <= 24 { break }
            side = max(side * 0.9, 24)
        }
        let step = side * 1.15
        let width = Double(placed.columns) * step - (step - side) + 2 * placed.pad
        let height = Double(placed.rows) * step - (step - side) + 2 * placed.pad
        let menu = Rect(x: max(bar.maxX - 4 - width, bar.minX), y: max(bar.minY - 2 - height, 0), width: width, height: height)
        let controls = actions.enumerated().map { index, action in
            let row = Double(index / placed.columns)
            let column = Double(index % placed.columns)
            let frame = Rect(x: menu.minX + placed.pad + column * step, y: menu.minY + placed.pad + row * step, width: side, height: side)
            return Control(action: action, frame: frame)
        }
        return (controls, menu)
    }

    /// The control under `point`, if any.
    public func control(at point: Point) -> Control? {
        controls.first { $0.frame.contains(point) }
    }

    /// The button that stands for `action` on the bar: its own, or "more" where it went into the
    /// menu (nil: the bar has no such button).
    public func button(for action: AppCommand) -> Control? {
        controls.first { $0.action == action } ?? (overflow.contains { $0.action == action } ? controls.first { $0.action == .toggleBarMenu } : nil)
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
        // ...but as tall as a label asks where that is a little more (a tall face's line at the
        // heading's size in a small window): a label keeps the scale's size.
        let most = max(area.height * (sideBySide ? 0.2 : 0.18), min(needed.height, area.height * 0.24), 1)
        let height = min(max(min(max(area.height * 0.1, 36), 64) * grown, needed.height), most)
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
