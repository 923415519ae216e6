import Drawing
import Platform

/// How a stacked screen's items are laid out, each at its role's size: one under another, in a
/// view that scrolls where they are taller than it.
extension OverlayPainter {
    /// The rows `drawStack` draws: where they are taller than `area` and `side` is given, a
    /// column at the right for the scroll buttons (`side` square) and the rows laid again to
    /// the room beside it.
    func layStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double, side: Double) throws(PlatformError) -> StackLayout {
        var items = items
        var rows = Array(try lay(items, width: Int(area.width * 0.92), room: Int(area.width), height: area.height, scale: scale).joined())
        // Where the stack does not fit its view, its titles are set as headings, the next role
        // down the scale: the first view then holds more of what the screen is for than its name.
        if Self.height(of: rows, gap: gap) > area.height {
            items = items.map { item in if case .text(let line, .title, let color) = item { .text(line, role: .heading, color: color) } else { item }
            }
            rows = Array(try lay(items, width: Int(area.width * 0.92), room: Int(area.width), height: area.height, scale: scale).joined())
        }
        guard Self.height(of: rows, gap: gap) > area.height, side > 0 else { return StackLayout(rows: rows, spacing: gap) }
        let column = Self.stackColumn(in: area, side: side, scale: scale)
        // NB: the room beside the column is inset from it already: the rows take nearly all of it.
        var laid = StackLayout(
            rows: Array(
                try lay(items, width: Int(column.text.width * 0.97), room: Int(column.text.width), height: area.height, scale: scale).joined()),
            spacing: gap,
            column: column)
        laid.scroll = laid.scrollRows(view: area.height)
        return laid
    }

    /// The column at the right of a stacked screen that scrolls (in whatever units `area` is):
    /// ▲ at its top, ▼ at its foot, each `side` square (less where the area is short, never
    /// under 24 points where it holds two), the
    /// scrollbar's track between them, and the room for the rows beside it.
    nonisolated static func stackColumn(in area: Rect, side wanted: Double, scale: Double) -> ScrollColumn {
        // NB: never under 24 points where the area holds two that tall.
        let side = max(min(wanted, area.height / 2.6, area.width / 5), min(24 * scale, area.height / 2, area.width / 5), 1)
        let inset = min(side * 0.2, 6)
        let x = area.maxX - inset - side
        let up = Rect(x: x, y: area.minY, width: side, height: side)
        let down = Rect(x: x, y: max(area.maxY - side, up.maxY), width: side, height: side)
        let track = Rect(x: x + side * 0.3, y: up.maxY + inset, width: side * 0.4, height: max(down.minY - inset - up.maxY - inset, 0))
        return ScrollColumn(
            up: up, down: down, track: track, text: Rect(x: area.minX, y: area.minY, width: max(x - inset - area.minX, 1), height: area.height))
    }

    static func height(of rows: some Collection<StackLayout.Row>, gap: Double) -> Double {
        // NB: no gap after the last row.
        var height = 0.0
        var trailing = 0.0
        for row in rows {
            trailing = row.ends ? gap : 0
            height += row.advance + trailing
        }
        return height - trailing
    }

    /// `rows` with the last marked as its item's end.
    private static func ended(_ rows: [StackLayout.Row]) -> [StackLayout.Row] {
        var rows = rows
        if let last = rows.indices.last { rows[last].ends = true }
        return rows
    }

    /// Each item's rows (a text wrapped into lines at its role's size), item by item. A title
    /// whose one line is taller than the whole area (a small window at a large text size) is
    /// set as a heading, the next role down the scale.
    /// (Lines `width` wide, a mark hung past it as far as `room`.)
    private func lay(_ items: [Stacked], width: Int, room: Int, height: Double, scale: Double) throws(PlatformError) -> [[StackLayout.Row]] {
        var blocks: [[StackLayout.Row]] = []
        for item in items {
            switch item {
            case .text(let line, var role, let color):
                if role == .title, try text.lineSkip(size: role.size(scale: scale), weight: role.weight) > height { role = .heading }
                let (size, weight) = (role.size(scale: scale), role.weight)
                let advance = try text.lineSkip(size: size, weight: weight)
                blocks.append(
                    Self.ended(
                        try text.wrapInside(line, size: size, width: width, within: room, weight: weight).map {
                            (.text($0, size: size, weight: weight, color: color), advance, false)
                        }))
            case .lines(let lines):
                var block: [StackLayout.Row] = []
                for (line, color, role) in lines {
                    let (size, weight) = (role.size(scale: scale), role.weight)
                    let advance = try text.lineSkip(size: size, weight: weight)
                    block += try text.wrapInside(line, size: size, width: width, within: room, weight: weight).map {
                        (.text($0, size: size, weight: weight, color: color), advance, false)
                    }
                }
                blocks.append(Self.ended(block))
            case .picture(let picture):
                blocks.append([(.picture(picture), Double(picture.height), true)])
            }
        }
        return blocks
    }
}
