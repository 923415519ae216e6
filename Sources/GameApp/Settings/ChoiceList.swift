import Drawing
import Preferences

/// A choice's list, open over the preferences (a click or a tap on a choice's value, Enter or A
/// on its line): every name the setting may take, one row each, the one in force marked. It
/// opens below the line's control, or above it where there is no room below, or over the middle
/// of the screen; where even one column of lines of text is taller than the screen, it scrolls
/// (▲ ▼ at its right, the wheel, the Page keys). A row is as tall as the line's buttons and as wide as its control (‹ value ›)
/// where every name fits the value's field on one line; in a small window with large text, as
/// wide as the screen, then as tall as a line of text, then in columns side by side.
public struct ChoiceList: Hashable, Sendable {
    /// One name of the list and where its row is, in window points.
    public struct Item: Hashable, Sendable {
        /// The name as the settings file writes it.
        public let value: String
        public let frame: Rect
    }

    public let row: PreferenceRow
    /// The list's panel, its rows inside it.
    public let frame: Rect
    /// The rows in view (all of them where the list fits the screen).
    public let items: [Item]
    /// Where the list is taller than the screen (a very small window at a large text size): ▲
    /// and ▼ at its right, which scroll it a row, and how far it is scrolled (the first name in
    /// view, counted from 0).
    public let up: Rect?
    public let down: Rect?
    public let first: Int

    /// - Parameters:
    ///   - line: the choice's line, as placed on the preferences screen.
    ///   - area: the screen's room (the list never leaves it).
    ///   - padding: the sheet's padding (half an em).
    ///   - lineHeight: a line of body text's height (the sheet's).
    ///   - widest: the widest of its names, on one line.
    ///   - scroll: the first name in view, where it scrolls.
    init?(line: PreferencesScreen.Line, within area: Rect, padding: Double, lineHeight: Double, widest: Double, scroll: Int = 0) {
        guard case .setting(let setting) = line.row, case .choice(let choices) = setting.kind, !choices.isEmpty else { return nil }
        row = line.row
        let control = Rect(
            x: line.previous.minX, y: line.previous.minY, width: max(line.next.maxX - line.previous.minX, 1), height: line.previous.height)
        // (Around the rows, inside the panel.)
        let pad = padding * 0.5
        let count = Double(choices.count)
        let full = max(area.width - 2 * pad, 1)
        let room = area.height - 2 * pad
        // The rows as large as the line's buttons and as wide as its control where they fit the
        // screen; else across it; else a line of text tall (rows touching); else in columns side by
        // side. A name wider than its row wraps (a line more than its width asks, for the breaks).
        let button = line.previous.height
        let widest = max(widest, 1)
        func height(width: Double, compact: Bool) -> Double {
            let lines = widest + Self.inset(padding) <= width ? 1 : (widest / max(width - Self.inset(padding), 1)).rounded(.up) + 1
            return compact ? lines * lineHeight : max(lines * lineHeight + padding * 0.5, button)
        }
        let options: [(width: Double, columns: Int, compact: Bool)] = [
            (control.width, 1, false), (full, 1, false), (full, 1, true), (full / 2, 2, true), (full / 3, 3, true),
        ]
        func total(_ option: (width: Double, columns: Int, compact: Bool)) -> Double {
            (count / Double(option.columns)).rounded(.up) * height(width: option.width, compact: option.compact)
        }
        // NB: none fits: one column, a line of text tall, as many rows in view as the screen
        // holds, and ▲ ▼ beside them (a button's side, or a row's where that is less).
        let fitting = options.first { total($0) <= room }
        let side = min(button, max(room / 2, 1))
        let (itemWidth, columns, compact) = fitting ?? (max(full - side - pad, 1), 1, true)
        let itemHeight = height(width: itemWidth, compact: compact)
        let inView = fitting == nil ? max(min(Int((room / itemHeight).rounded(.down)), choices.count), 1) : choices.count
        let rowsShown = fitting == nil ? inView : Int((count / Double(columns)).rounded(.up))
        let first = min(max(scroll, 0), choices.count - inView)
        self.first = fitting == nil ? first : 0
        let size = Size(
            width: itemWidth * Double(columns) + 2 * pad + (fitting == nil ? side + pad : 0), height: itemHeight * Double(rowsShown) + 2 * pad)
        let x = min(max(control.minX, area.minX), area.maxX - size.width)
        let y: Double =
            if control.maxY + size.height <= area.maxY {
                control.maxY
            } else if control.minY - size.height >= area.minY {
                control.minY - size.height
            } else {
                max(area.midY - size.height / 2, area.minY)
            }
        frame = Rect(x: x, y: y, width: size.width, height: size.height)
        let shown = Array(choices.enumerated()).dropFirst(self.first).prefix(inView)
        items = shown.enumerated().map { place, entry in
            let column = Double(place / rowsShown)
            let row = Double(place % rowsShown)
            return Item(
                value: entry.element.value,
                frame: Rect(x: x + pad + column * itemWidth, y: y + pad + row * itemHeight, width: itemWidth, height: itemHeight))
        }
        if fitting == nil {
            let right = frame.maxX - pad - side
            up = Rect(x: right, y: frame.minY + pad, width: side, height: side)
            down = Rect(x: right, y: frame.maxY - pad - side, width: side, height: side)
        } else {
            (up, down) = (nil, nil)
        }
    }

    /// The room a row leaves its name, less this each side together.
    static func inset(_ padding: Double) -> Double { padding * 0.5 }

    /// Each row as a control: a click, a tap or the ring's A chooses its name.
    public var controls: [Control] {
        items.map { Control(action: .choose(row, $0.value), frame: $0.frame) }
            + [up.map { Control(action: .scroll(.lines(-1)), frame: $0) }, down.map { Control(action: .scroll(.lines(1)), frame: $0) }].compactMap {
                $0
            }
    }
}

extension PreferencesScreen {
    /// The list of `row`'s choices, placed for its line in view (nil where it is not in view, or
    /// is no choice).
    public func choiceList(for row: PreferenceRow, scroll: Int = 0) -> ChoiceList? {
        guard let line = lines.first(where: { $0.row == row }) else { return nil }
        return ChoiceList(
            line: line, within: column.text, padding: sheet.padding, lineHeight: sheet.line, widest: sheet.widestValue[row] ?? line.value.width,
            scroll: scroll)
    }
}
