import Drawing
import GameCore
import Platform
import Preferences

extension GameRenderer {
    /// What the preferences' measurements depend on.
    struct PreferencesSheetKey: Hashable {
        let area: Rect
        let scale: Double
        let textScale: Double
        let face: FontFace
        let language: Language
    }

    /// The preferences measured for the window as it is now (`PreferencesSheet`): the type
    /// scale's lines at the player's text size, each label beside its control or above it, each
    /// value's field as wide as its widest value where the column allows (else its values wrap),
    /// and two columns where the window is wide enough and one would not fit its view. Measured
    /// again only when the room, the text size, the face or the language changed; estimated where
    /// it cannot be measured.
    func preferencesSheet(_ controls: AppControls) -> PreferencesSheet {
        let area = controls.helpButtons.alone.text
        guard let scale = try? renderer.pixelScale() else { return .estimated(width: area.width, textScale: text.scale) }
        let key = PreferencesSheetKey(area: area, scale: scale, textScale: text.scale, face: text.face, language: catalog.language)
        if let cached = pagedLayouts.preferences, cached.key == key { return cached.sheet }
        let sheet = (try? measuredSheet(in: area, scale: scale)) ?? .estimated(width: area.width, textScale: text.scale)
        pagedLayouts.preferences = (key, sheet)
        return sheet
    }

    private func measuredSheet(in area: Rect, scale: Double) throws(PlatformError) -> PreferencesSheet {
        let rows = PreferenceRow.rows()
        let (body, heading, title) = (TypeRole.body.size(scale: scale), TypeRole.heading.size(scale: scale), TypeRole.title.size(scale: scale))
        // Window points: what the text painter measures in pixels, at the player's size.
        func points(_ pixels: Int) -> Double { Double(pixels) / scale }
        let line = try text.lineSkip(size: body, weight: .regular) / scale
        let em = points(text.pixels(body))
        let padding = em / 2
        // NB: a target of 32 points where the window allows (never more than a quarter of its
        // height), and a little taller than a line of text: at a larger text size no taller, so
        // a narrow window keeps room beside the buttons for their label and value.
        let control = max(min(max(line + padding * 0.25, 32), area.height / 4), line + padding * 0.25)
        let switchHeight = line * 1.1
        let margin = min(padding, area.width * 0.04)
        let room = max(area.width - 2 * margin, 1)
        let measure = min(room, em * 40)
        // Each label's and value's width on one line.
        var labels: [PreferenceRow: Double] = [:]
        var widest: [PreferenceRow: Double] = [:]
        for row in rows {
            labels[row] = points(try text.measure(catalog(row.label), size: body, weight: .regular).width)
            guard row.control == .stepper || row.control == .choice else { continue }
            widest[row] =
                try row.possibleValues.map { value throws(PlatformError) in
                    points(try text.measure(catalog(value), size: body, weight: .regular).width)
                }.max() ?? 0
        }
        let fieldWanted = (widest.values.max() ?? 0) + padding
        func controlWidth(_ row: PreferenceRow, field: Double) -> Double {
            switch row.control {
            case .toggle: switchHeight * 1.9
            case .stepper, .choice: control * 2 + padding * 0.5 + field
            case .opens: 0
            }
        }
        /// The items of one column `width` wide, group by group, and the lines whose field is
        /// narrower than the others'.
        func items(width: Double) throws(PlatformError) -> (groups: [[PreferencesSheet.Item]], fields: [PreferenceRow: Double]) {
            let inner = max(width - padding, 1)
            let common = max(min(fieldWanted, inner - control * 2 - padding * 0.5), line)
            var fields: [PreferenceRow: Double] = [:]
            var groups: [[PreferencesSheet.Item]] = []
            for group in PreferenceGroup.allCases {
                let members = rows.filter { $0.group == group }
                guard !members.isEmpty else { continue }
                var items: [PreferencesSheet.Item] = [
                    .heading(group, lines: try text.wrap(catalog(group.heading), size: heading, width: Int(inner * scale), weight: .bold))
                ]
                for row in members {
                    let label = catalog(row.label)
                    let stepped = row.control == .stepper || row.control == .choice
                    // A field as wide as the others', or as its own widest value, where either
                    // fits beside the label.
                    var field = common
                    let own = max((widest[row] ?? 0) + padding, line)
                    if stepped, (labels[row] ?? 0) + padding * 0.5 + controlWidth(row, field: common) > inner, own < common {
                        field = own
                        fields[row] = own
                    }
                    // A stepper or a choice too wide beside its label even so: its buttons beside
                    // the label and the value below, as wide as the line; or, where the label
                    // does not fit one line beside the buttons, the label across the line above
                    // the buttons and the field between them.
                    var arrangement = PreferencesSheet.Arrangement.beside
                    var labelRoom = inner - controlWidth(row, field: field) - padding * 0.5
                    var valueRoom = field - padding
                    if stepped, (labels[row] ?? 0) + padding * 0.5 + controlWidth(row, field: field) > inner {
                        fields[row] = nil
                        if (labels[row] ?? 0) <= inner - control * 2 - padding * 0.75 {
                            (arrangement, labelRoom, valueRoom) = (.split, inner - control * 2 - padding * 0.75, inner - padding)
                        } else {
                            (arrangement, labelRoom, valueRoom) = (.stacked, inner, inner - control * 2 - padding * 1.5)
                        }
                    }
                    // NB: what does not fit one line wraps inside the room, a mark hung at a line's
                    // end ("…", "」") too.
                    let lines =
                        (labels[row] ?? 0) <= labelRoom
                        ? [label] : try text.wrapInside(label, size: body, width: Int(max(labelRoom, 1) * scale), weight: .regular)
                    var valueLines = 1
                    if stepped, (widest[row] ?? 0) > valueRoom {
                        for value in row.possibleValues.map({ catalog($0) }) {
                            guard points(try text.measure(value, size: body, weight: .regular).width) > valueRoom else { continue }
                            let count = try text.wrapInside(value, size: body, width: Int(max(valueRoom, 1) * scale), weight: .regular).count
                            valueLines = max(valueLines, count)
                        }
                    }
                    items.append(.line(row, label: lines, arrangement: arrangement, valueLines: valueLines))
                }
                groups.append(items)
            }
            return (groups, fields)
        }
        var titleLines: [String]? = try text.wrap(catalog(UIText.preferences), size: title, width: Int(room * scale), weight: .bold)
        // NB: a window with room for less than three lines under it scrolls without the title
        // (the screen is said by name as it opens), as the help does.
        let titleHeight = try text.lineSkip(size: title, weight: .bold) / scale * Double(titleLines?.count ?? 0) + padding
        if area.height - titleHeight < (control + padding) * 3 { titleLines = nil }
        let single = try items(width: measure)
        var sheet = PreferencesSheet(
            title: titleLines, columns: [single.groups.flatMap { $0 }], line: line,
            headingLine: try text.lineSkip(size: heading, weight: .bold) / scale, titleLine: try text.lineSkip(size: title, weight: .bold) / scale,
            control: control, field: max(min(fieldWanted, max(measure - padding, 1) - control * 2 - padding * 0.5), line),
            fields: single.fields, switchSize: Size(width: switchHeight * 1.9, height: switchHeight), padding: padding, spacing: padding * 0.4,
            columnWidth: measure)
        sheet.widestValue = widest
        // NB: where a heading and its group's first line do not fit one view together (a very
        // small window at a large text size, where a view holds a line or two), the list goes
        // without its headings, rather than show a heading alone in a view.
        let view = area.height - padding * 0.5
        let lonely = single.groups.contains { group in
            group.count > 1 && sheet.height(of: group[0]) + sheet.spacing + sheet.height(of: group[1]) > view
        }
        if lonely {
            sheet.columns = [single.groups.flatMap { $0.filter { if case .heading = $0 { false } else { true } } }]
        }
        // Two columns where each holds every label beside its control and one column would not
        // fit the view: the groups split where the columns come out most even.
        let gutter = padding * 2
        let half = min((room - gutter) / 2, em * 40)
        let besideEverywhere = rows.allSatisfy { (labels[$0] ?? 0) + padding * 0.5 + controlWidth($0, field: fieldWanted) <= half - padding }
        let oneColumn = PreferencesScreen(sheet: sheet, column: ScrollColumn(text: area))
        if !lonely, besideEverywhere, oneColumn.scroll.scrolls {
            let (groups, fields) = try items(width: half)
            let heights = groups.map { group in group.reduce(0) { $0 + sheet.height(of: $1) + sheet.spacing } + padding }
            let total = heights.reduce(0, +)
            var split = 1
            var best = Double.infinity
            for index in 1..<max(groups.count, 2) where index < groups.count {
                let left = heights.prefix(index).reduce(0, +)
                if max(left, total - left) < best { (best, split) = (max(left, total - left), index) }
            }
            sheet.columns = [groups.prefix(split).flatMap { $0 }, groups.dropFirst(split).flatMap { $0 }]
            sheet.columnWidth = half
            sheet.fields = fields
            sheet.field = max(min(fieldWanted, half - padding - control * 2 - padding * 0.5), line)
        }
        return sheet
    }
}
