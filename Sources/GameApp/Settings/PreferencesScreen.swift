import Drawing
import GameCore
import Preferences

/// The preferences screen (`O`, the gear in the bar, the controller's Start): the settings in
/// groups under headings (each a table of the settings file), one line per setting with its
/// control: a switch for on/off, a stepper (− and +) for a number, a choice (‹ and ›) for
/// themes, languages and the like, and the lines that open something (the statistics' reset,
/// About). A click or tap on a stepper's or a choice's side steps the value; the keyboard's and
/// the controller's up and down move between lines in the list's order, left and right step the
/// value, Enter or A uses it. Every change is a `SettingsChange`, written into the settings file.
/// Resetting the statistics asks first.
///
/// The list scrolls, as the help does, where it is taller than the window: a whole band at a
/// time, with Close, ▲, ▼ and the scrollbar in the column at its right (`ScrollColumn`); the
/// focus ring moving to a line out of view brings it into view. Where the window is wide enough
/// for two columns of lines and the list is taller than one view, the groups go into two
/// columns side by side.
///
/// The text is measured by the renderer (`PreferencesSheet`); this is the arithmetic that places
/// it, the same for drawing and for input.
public struct PreferencesScreen: Hashable, Sendable {
    /// A line's place: the whole line (a click there uses it: flips a switch, opens what it
    /// opens), its label's, its control's, and for a stepper or a choice, the two buttons that
    /// step it back and forward. Window coordinates.
    public struct Line: Hashable, Sendable {
        public let row: PreferenceRow
        public let frame: Rect
        /// Where the label's lines go.
        public let label: Rect
        public let labelLines: [String]
        /// Where the value goes: a switch's track, or the field between a stepper's buttons.
        public let value: Rect
        /// How many lines the value's field holds (a long value wraps, never cut).
        public let valueLines: Int
        public let previous: Rect
        public let next: Rect
    }

    /// The title and the groups' headings, where they show. Window coordinates.
    public struct Heading: Hashable, Sendable {
        /// Nil for the screen's title.
        public let group: PreferenceGroup?
        public let frame: Rect
        public let lines: [String]
    }

    /// The lines in view (the whole list where it fits).
    public let lines: [Line]
    /// The title and headings in view.
    public let headings: [Heading]
    /// Close, the scroll buttons and the scrollbar, and the room beside them.
    let column: ScrollColumn
    /// How the list scrolls: its bands (each item's top begins one), in output-independent
    /// window points.
    public let scroll: ScrollRows
    /// The first band in view.
    public let first: Int
    /// The measurements it was placed from.
    public let sheet: PreferencesSheet
    /// Each line's bands: where the focus ring coming to it scrolls.
    public let bands: [PreferenceRow: ClosedRange<Int>]
    /// Each of the sheet's items' bands, in its order (`PreferencesSheet.items`).
    public let itemBands: [ClosedRange<Int>]

    public var close: Rect { column.close }

    /// - Parameters:
    ///   - sheet: the list measured at the player's text size, in the language and face in use.
    ///   - column: the scroll column, with the room beside it where the list goes.
    ///   - scroll: the first band in view (clamped to the list).
    init(sheet: PreferencesSheet, column: ScrollColumn, scroll: Int = 0) {
        self.sheet = sheet
        self.column = column
        let area = column.text
        let margin = min(sheet.padding, area.width * 0.04)
        let columns = sheet.columns.count
        let gutter = columns > 1 ? sheet.padding * 2 : 0
        let width = min(max(area.width - 2 * margin - gutter, 1) / Double(columns), sheet.columnWidth)
        let left = area.midX - (width * Double(columns) + gutter) / 2
        // Each item's place, from the list's top (y) in its column (x).
        struct Placed {
            let item: PreferencesSheet.Item
            let x: Double
            let top: Double
            let height: Double
            /// Whether it shares its band with the item above (a heading keeps its first line with it).
            var joined = false
        }
        var placed: [Placed] = []
        var y = 0.0
        if let title = sheet.title {
            placed.append(Placed(item: .title(lines: title), x: left, top: 0, height: sheet.height(of: .title(lines: title))))
            y = placed[0].height + sheet.padding
        }
        for (index, items) in sheet.columns.enumerated() {
            var top = y
            let x = left + Double(index) * (width + gutter)
            for (number, item) in items.enumerated() {
                if case .heading = item, number > 0 { top += sheet.padding }
                let height = sheet.height(of: item)
                // (A heading keeps its first line with it where the view holds both.)
                var joined = false
                if number > 0, case .heading = items[number - 1],
                    sheet.height(of: items[number - 1]) + sheet.spacing + height <= area.height - sheet.padding * 0.5
                {
                    joined = true
                }
                placed.append(Placed(item: item, x: x, top: top, height: height, joined: joined))
                top += height + sheet.spacing
            }
        }
        // The bands: each item's top begins one (both columns' tops, merged), the last ends with
        // the list.
        let end = placed.map { $0.top + $0.height }.max() ?? 0
        var tops = Array(Set(placed.filter { !$0.joined }.map(\.top))).sorted()
        if tops.isEmpty { tops = [0] }
        let heights = zip(tops, tops.dropFirst() + [end + sheet.spacing]).map { $1 - $0 }
        let view = max(area.height - sheet.padding * 0.5, 1)
        let rows = ScrollRows(heights: heights, view: view)
        self.scroll = rows
        first = rows.clamped(scroll)
        let shown = first..<(first + rows.inView(from: first))
        func band(_ top: Double) -> Int { tops.lastIndex { $0 <= top + 1e-9 } ?? 0 }
        func lastBand(_ bottom: Double) -> Int { max((tops.lastIndex { $0 < bottom - 1e-9 } ?? 0), 0) }
        let offset = tops[first] - area.minY - sheet.padding * 0.25
        var lines: [Line] = []
        var headings: [Heading] = []
        var bands: [PreferenceRow: ClosedRange<Int>] = [:]
        var itemBands: [ClosedRange<Int>] = []
        for item in placed {
            let range = band(item.top)...max(band(item.top), lastBand(item.top + item.height))
            itemBands.append(range)
            if case .line(let row, _, _, _) = item.item { bands[row] = range }
            guard shown.contains(range.lowerBound), shown.contains(range.upperBound) else { continue }
            let frame = Rect(x: item.x, y: item.top - offset, width: width, height: item.height)
            switch item.item {
            case .title(let text): headings.append(Heading(group: nil, frame: frame, lines: text))
            case .heading(let group, let text): headings.append(Heading(group: group, frame: frame, lines: text))
            case .line(let row, let label, let arrangement, let valueLines):
                lines.append(Self.line(row, label: label, arrangement: arrangement, valueLines: valueLines, in: frame, sheet: sheet))
            }
        }
        self.bands = bands
        self.itemBands = itemBands
        self.lines = lines
        self.headings = headings
    }

    /// A line's parts in `frame`, as `arrangement` puts them (`PreferencesSheet.Arrangement`).
    private static func line(
        _ row: PreferenceRow, label: [String], arrangement: PreferencesSheet.Arrangement, valueLines: Int, in frame: Rect, sheet: PreferencesSheet
    ) -> Line {
        let pad = sheet.padding
        let inner = Rect(x: frame.minX + pad * 0.5, y: frame.minY + pad * 0.25, width: max(frame.width - pad, 1), height: frame.height - pad * 0.5)
        let labelHeight = Double(label.count) * sheet.line
        let side = sheet.control
        let gap = pad * 0.25
        switch row.control {
        case .stepper, .choice:
            if arrangement == .stacked {
                // The label across the line, the two buttons and the field between them below it.
                let top = inner.minY + labelHeight + gap
                let height = max(side, sheet.valueField(lines: valueLines))
                let previous = Rect(x: inner.minX, y: top + (height - side) / 2, width: side, height: side)
                let next = Rect(x: inner.maxX - side, y: previous.minY, width: side, height: side)
                return Line(
                    row: row, frame: frame, label: Rect(x: inner.minX, y: inner.minY, width: inner.width, height: labelHeight), labelLines: label,
                    value: Rect(x: previous.maxX + gap, y: top, width: max(next.minX - gap - previous.maxX - gap, 1), height: height),
                    valueLines: valueLines, previous: previous, next: next)
            }
            if arrangement == .split {
                let top = inner.minY + max(labelHeight, side) / 2
                let next = Rect(x: inner.maxX - side, y: top - side / 2, width: side, height: side)
                let previous = Rect(x: next.minX - gap - side, y: next.minY, width: side, height: side)
                let fieldTop = inner.minY + max(labelHeight, side) + gap
                return Line(
                    row: row, frame: frame,
                    label: Rect(x: inner.minX, y: top - labelHeight / 2, width: max(previous.minX - inner.minX - pad * 0.5, 1), height: labelHeight),
                    labelLines: label, value: Rect(x: inner.minX, y: fieldTop, width: inner.width, height: max(inner.maxY - fieldTop, 1)),
                    valueLines: valueLines, previous: previous, next: next)
            }
            let control = sheet.controlSize(of: row, valueLines: valueLines)
            let box = Rect(x: inner.maxX - control.width, y: inner.midY - control.height / 2, width: control.width, height: control.height)
            let previous = Rect(x: box.minX, y: box.midY - side / 2, width: side, height: side)
            let next = Rect(x: box.maxX - side, y: box.midY - side / 2, width: side, height: side)
            return Line(
                row: row, frame: frame,
                label: Rect(x: inner.minX, y: inner.midY - labelHeight / 2, width: max(box.minX - inner.minX - pad * 0.5, 1), height: labelHeight),
                labelLines: label,
                value: Rect(x: previous.maxX + gap, y: box.minY, width: max(next.minX - gap - previous.maxX - gap, 1), height: box.height),
                valueLines: valueLines, previous: previous, next: next)
        case .toggle, .opens:
            let control = sheet.controlSize(of: row, valueLines: valueLines)
            let box = Rect(x: inner.maxX - control.width, y: inner.midY - control.height / 2, width: control.width, height: control.height)
            return Line(
                row: row, frame: frame,
                label: Rect(x: inner.minX, y: inner.midY - labelHeight / 2, width: max(box.minX - inner.minX - pad * 0.5, 1), height: labelHeight),
                labelLines: label, value: row.control == .toggle ? box : .zero, valueLines: valueLines, previous: .zero, next: .zero)
        }
    }

    /// The controls a click, a tap or the focus ring can use: each line in view (and, for a
    /// stepper or a choice, its two buttons), then Close and, where the list scrolls, ▲ and ▼.
    /// (The reset's question is a dialog of its own, `AppControls.resetPrompt`.)
    public var controls: [Control] {
        var controls: [Control] = []
        for line in lines {
            if line.row.control == .stepper || line.row.control == .choice {
                controls.append(Control(action: .preference(line.row, step: -1), frame: line.previous))
                controls.append(Control(action: .preference(line.row, step: 1), frame: line.next))
            }
            controls.append(Control(action: .preference(line.row, step: 0), frame: line.frame))
        }
        controls.append(Control(action: .closePreferences, frame: column.close))
        if scroll.scrolls {
            controls += [Control(action: .scroll(.views(-1)), frame: column.up), Control(action: .scroll(.views(1)), frame: column.down)]
        }
        return controls
    }

    /// Where the view goes from `first` so that `row`'s line is whole in it: no move where it is.
    public func revealing(_ row: PreferenceRow, from first: Int) -> Int {
        guard let range = bands[row] else { return scroll.clamped(first) }
        // (The first line brings the title with it, where the view holds both.)
        if row == sheet.rows.first, range.upperBound < scroll.inView(from: 0) { return 0 }
        let first = scroll.clamped(first)
        if range.lowerBound < first { return scroll.clamped(range.lowerBound) }
        var moved = first
        while moved < range.lowerBound, range.upperBound >= moved + scroll.inView(from: moved) { moved += 1 }
        return scroll.clamped(moved)
    }
}
