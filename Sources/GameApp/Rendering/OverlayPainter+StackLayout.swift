import Drawing
import Platform

/// How a stacked screen's items go onto pages, each at its role's size and item whole on one page
/// where it fits a page.
extension OverlayPainter {
    /// The pages `drawStack` draws (`paginate`: pages without buttons at the sides, whose
    /// buttons are elsewhere).
    func layStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double, side: Double, paginate: Bool = false) throws(PlatformError)
        -> StackLayout
    {
        var items = items
        var blocks = try lay(items, width: Int(area.width * 0.92), height: area.height, scale: scale)
        let spacing = gap
        // Where the stack turns pages, its titles are set as headings, the next role down the
        // scale: the first page then holds more of what the screen is for than its name.
        if Self.height(of: blocks.joined(), gap: spacing) > area.height {
            items = items.map { item in if case .text(let line, .title, let color) = item { .text(line, role: .heading, color: color) } else { item }
            }
            blocks = try lay(items, width: Int(area.width * 0.92), height: area.height, scale: scale)
        }
        guard Self.height(of: blocks.joined(), gap: spacing) > area.height, side > 0 || paginate else {
            return StackLayout(pages: [Array(blocks.joined())], spacing: spacing)
        }
        // Pages: the buttons at the sides, the lines between them (a button's width apart from
        // them: a closing mark, "！", may hang past a line's end).
        let buttons = side > 0 ? Self.sidePageButtons(in: area, side: side) : nil
        if let buttons {
            blocks = try lay(items, width: Int(buttons.next.minX - buttons.previous.maxX - side), height: area.height, scale: scale)
        }
        var pages: [[StackLayout.Row]] = []
        var current: [StackLayout.Row] = []
        for block in blocks {
            // NB: an item whole on a page; one taller than a page, line by line.
            let whole = Self.height(of: block, gap: spacing) <= area.height
            // (One taller than a page begins a page of its own, so its lines stay together.)
            if !whole, !current.isEmpty {
                pages.append(current)
                current = []
            }
            let pieces = whole ? [block] : block.map { [$0] }
            for piece in pieces {
                if !current.isEmpty, Self.height(of: current + piece, gap: spacing) > area.height {
                    pages.append(current)
                    current = []
                }
                current += piece
            }
        }
        if !current.isEmpty { pages.append(current) }
        return StackLayout(pages: pages.isEmpty ? [[]] : pages, spacing: spacing, previous: buttons?.previous, next: buttons?.next)
    }

    /// The page buttons of a stacked screen: `side` square, at the middle of `area`'s left and
    /// right edges (in whatever units `area` is).
    static func sidePageButtons(in area: Rect, side: Double) -> (previous: Rect, next: Rect) {
        let inset = side * 0.2
        return (
            Rect(x: area.minX + inset, y: area.midY - side / 2, width: side, height: side),
            Rect(x: area.maxX - inset - side, y: area.midY - side / 2, width: side, height: side)
        )
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
    private func lay(_ items: [Stacked], width: Int, height: Double, scale: Double) throws(PlatformError) -> [[StackLayout.Row]] {
        var blocks: [[StackLayout.Row]] = []
        for item in items {
            switch item {
            case .text(let line, var role, let color):
                if role == .title, try text.lineSkip(size: role.size(scale: scale), weight: role.weight) > height { role = .heading }
                let (size, weight) = (role.size(scale: scale), role.weight)
                let advance = try text.lineSkip(size: size, weight: weight)
                blocks.append(
                    Self.ended(
                        try text.wrap(line, size: size, width: width, weight: weight).map {
                            (.text($0, size: size, weight: weight, color: color), advance, false)
                        }))
            case .lines(let lines):
                var block: [StackLayout.Row] = []
                for (line, color, role) in lines {
                    let (size, weight) = (role.size(scale: scale), role.weight)
                    let advance = try text.lineSkip(size: size, weight: weight)
                    block += try text.wrap(line, size: size, width: width, weight: weight).map {
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
