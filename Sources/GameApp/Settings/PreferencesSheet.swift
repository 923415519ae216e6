import Drawing
import Preferences

/// The preferences as measured for the window, the text size, the language and the face in use
/// (`GameRenderer.preferencesSheet`): each heading's and label's lines, whether a label fits
/// beside its control or goes above it, how many lines each value's field needs, and the sizes
/// of the type scale's lines. Window points.
public struct PreferencesSheet: Hashable, Sendable {
    public enum Item: Hashable, Sendable {
        case title(lines: [String])
        case heading(PreferenceGroup, lines: [String])
        /// A setting's line: its label's lines, how it is arranged, and how many lines the
        /// value's field takes (its longest value, wrapped).
        case line(PreferenceRow, label: [String], arrangement: Arrangement, valueLines: Int)
    }

    /// Where a line's label and control go.
    public enum Arrangement: Hashable, Sendable {
        /// The label at the left (on as many lines as the room beside the control needs), the
        /// control at the right.
        case beside
        /// A stepper's or a choice's label beside its two buttons, on one line, and the value's
        /// field below them, as wide as the line: its widest value does not fit beside them.
        case split
        /// A stepper's or a choice's label across the line (wrapped), and below it the two
        /// buttons with the value's field between them: the label does not fit beside them.
        case stacked
    }

    /// The title's lines (nil: none).
    public var title: [String]?
    /// The groups, one list per column (one or two).
    public var columns: [[Item]]
    /// A body line's, a heading's and the title's height.
    public var line: Double
    public var headingLine: Double
    public var titleLine: Double
    /// A control's height (and a stepper's buttons' side): 32 points at least, where the window allows.
    public var control: Double
    /// A stepper's or a choice's field: as wide as the widest value of them all where the column
    /// allows (so the controls line up), or as its own widest where only that fits beside its
    /// label (`fields`).
    public var field: Double
    /// The lines whose field is narrower than `field`.
    public var fields: [PreferenceRow: Double] = [:]
    /// The widest value of each stepper's and choice's line, on one line (a choice's open list
    /// is as wide as its names ask: `ChoiceList`).
    public var widestValue: [PreferenceRow: Double] = [:]
    /// A switch's track.
    public var switchSize: Size
    /// Half an em: the padding inside a line and around a control.
    public var padding: Double
    /// The space between lines.
    public var spacing: Double
    /// A column's width at most (the lines' measure).
    public var columnWidth: Double

    /// The height of `item`.
    public func height(of item: Item) -> Double {
        switch item {
        case .title(let lines): Double(max(lines.count, 1)) * titleLine
        case .heading(_, let lines): Double(max(lines.count, 1)) * headingLine
        case .line(let row, let label, let arrangement, let valueLines):
            switch arrangement {
            case .split: max(Double(label.count) * line, control) + padding * 0.25 + valueField(lines: valueLines) + padding * 0.5
            case .stacked: Double(label.count) * line + padding * 0.25 + max(control, valueField(lines: valueLines)) + padding * 0.5
            case .beside: max(Double(label.count) * line, controlSize(of: row, valueLines: valueLines).height) + padding * 0.5
            }
        }
    }

    /// A value's field's height, holding `lines` lines.
    public func valueField(lines: Int) -> Double { Double(max(lines, 1)) * line + padding * 0.5 }

    /// How large the control of `row` is, its field holding `valueLines` lines.
    public func controlSize(of row: PreferenceRow, valueLines: Int) -> Size {
        switch row.control {
        case .toggle: return Size(width: switchSize.width, height: max(switchSize.height, control * 0.8))
        case .stepper, .choice:
            return Size(width: control * 2 + padding * 0.5 + (fields[row] ?? field), height: max(control, valueField(lines: valueLines)))
        case .opens: return Size(width: 0, height: line)
        }
    }

    /// The lines, in the list's order.
    public var rows: [PreferenceRow] {
        columns.flatMap { $0 }.compactMap { if case .line(let row, _, _, _) = $0 { row } else { nil } }
    }

    /// Every item, column after column.
    public var items: [Item] { (title.map { [Item.title(lines: $0)] } ?? []) + columns.flatMap { $0 } }

    /// A sheet measured without a font (the tests' screens, a renderer that cannot measure):
    /// each character taken as six tenths of the body's size wide, one column.
    public static func estimated(rows: [PreferenceRow] = PreferenceRow.rows(), width: Double, textScale: Double = 1) -> PreferencesSheet {
        let scale = textScale.isFinite ? min(max(textScale, 1), 2) : 1
        let line = 17 * scale
        let padding = line / 2
        let control = max(line * 1.5, 32)
        let columnWidth = min(width, line * 36)
        func wrap(_ text: String, _ room: Double) -> [String] {
            let perLine = max(Int(room / (8.4 * scale)), 1)
            var lines: [String] = []
            var rest = Substring(text)
            while !rest.isEmpty {
                lines.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            }
            return lines.isEmpty ? [""] : lines
        }
        let field = min(line * 8, max(columnWidth - padding * 1.5 - control * 2, line))
        let inner = columnWidth - padding
        var items: [Item] = []
        for group in PreferenceGroup.allCases {
            let members = rows.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            items.append(.heading(group, lines: [group.heading.english]))
            for row in members {
                let label = row.label.english
                let controlWidth = row.control == .toggle ? line * 2.2 : row.control == .opens ? 0 : control * 2 + padding * 0.5 + field
                let stacked =
                    (row.control == .stepper || row.control == .choice) && Double(label.count) * 8.4 * scale + padding * 0.5 + controlWidth > inner
                let room = stacked ? inner : inner - controlWidth - padding * 0.5
                items.append(.line(row, label: wrap(label, room), arrangement: stacked ? .stacked : .beside, valueLines: 1))
            }
        }
        return PreferencesSheet(
            title: [UIText.preferences.english], columns: [items], line: line, headingLine: line * 1.1, titleLine: line * 1.5, control: control,
            field: field, switchSize: Size(width: line * 2.2, height: line * 1.2), padding: padding, spacing: padding * 0.4,
            columnWidth: columnWidth)
    }
}
