import Drawing
import GameCore
import Preferences

/// The preferences screen (`O`, the gear in the bar, the controller's Start): one line per
/// setting, its value between `<` and `>`. A click or tap on either side steps the value; the
/// keyboard's and the controller's up and down move between lines, left and right step the value,
/// Enter or A uses it. Every change is a `SettingsChange`, written into the settings file.
/// Resetting the statistics asks first.
public struct PreferencesScreen: Hashable, Sendable {
    /// Each line's place: the whole line, and its two halves of the value, which step it back
    /// and forward. Window coordinates.
    public struct Line: Hashable, Sendable {
        public let row: PreferenceRow
        public let frame: Rect
        public let previous: Rect
        public let next: Rect
    }

    public let lines: [Line]
    public let close: Rect
    /// The confirmation's two buttons, when a reset is being confirmed.
    public let confirm: Rect
    public let cancel: Rect
    public let title: Rect

    /// - Parameters:
    ///   - area: what the screen covers, in window coordinates (the play area and the HUD; the
    ///     bar stays uncovered).
    ///   - hudHeight: the HUD's height, left clear above the first row.
    ///   - rows: its lines, from the settings registry.
    public init(covering area: Rect, below hudHeight: Double, rows: [PreferenceRow] = PreferenceRow.rows()) {
        let top = area.minY + hudHeight
        let height = area.maxY - top
        let count = Double(rows.count)
        let lineHeight = min(max(height / (count + 2.6), 18), 56)
        let width = min(area.width * 0.9, lineHeight * 16)
        let left = area.midX - width / 2
        title = Rect(x: left, y: top + lineHeight * 0.1, width: width, height: lineHeight)
        var lines: [Line] = []
        for (index, row) in rows.enumerated() {
            let frame = Rect(x: left, y: top + lineHeight * (1.3 + Double(index)), width: width, height: lineHeight * 0.9)
            let value = Rect(x: frame.minX + width * 0.5, y: frame.minY, width: width * 0.5, height: frame.height)
            lines.append(
                Line(
                    row: row, frame: frame, previous: Rect(x: value.minX, y: value.minY, width: value.width / 2, height: value.height),
                    next: Rect(x: value.midX, y: value.minY, width: value.width / 2, height: value.height)))
        }
        self.lines = lines
        let buttonWidth = min(width * 0.3, lineHeight * 4.5)
        let bottom = top + lineHeight * (1.4 + count)
        close = Rect(x: area.midX - buttonWidth / 2, y: bottom, width: buttonWidth, height: lineHeight * 0.9)
        confirm = Rect(x: area.midX - buttonWidth - lineHeight * 0.3, y: bottom, width: buttonWidth, height: lineHeight * 0.9)
        cancel = Rect(x: area.midX + lineHeight * 0.3, y: bottom, width: buttonWidth, height: lineHeight * 0.9)
    }

    /// The controls a click, a tap or the focus ring can use: each line (and, for those that step,
    /// its two halves), then Close; while a reset is being confirmed, only its two buttons.
    public func controls(confirmingReset: Bool) -> [Control] {
        if confirmingReset {
            return [Control(action: .confirmReset, frame: confirm), Control(action: .closePreferences, frame: cancel)]
        }
        var controls: [Control] = []
        for line in lines {
            if !line.row.isSwitch {
                controls.append(Control(action: .preference(line.row, step: -1), frame: line.previous))
                controls.append(Control(action: .preference(line.row, step: 1), frame: line.next))
            }
            controls.append(Control(action: .preference(line.row, step: 0), frame: line.frame))
        }
        controls.append(Control(action: .closePreferences, frame: close))
        return controls
    }
}
