import Drawing
import Platform

/// How a stacked screen's items go onto pages: the larger text smaller first, then pages, each
/// item whole on one where it fits a page.
extension OverlayPainter {
    /// The pages `drawStack` draws (`paginate`: pages without buttons at the sides, whose
    /// buttons are elsewhere).
    func layStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double, side: Double, paginate: Bool = false) throws(PlatformError)
        -> StackLayout
    {
        let readable = Int((Self.readableSize * scale).rounded(.up))
        var shrink = 1.0
        var blocks = try lay(items, width: Int(area.width * 0.92), shrink: shrink, readable: readable)
        while Self.height(of: blocks.joined(), gap: gap * max(shrink, 0.5)) > area.height, shrink > 0.3 {
            shrink -= 0.05
            blocks = try lay(items, width: Int(area.width * 0.92), shrink: shrink, readable: readable)
        }
        let spacing = gap * max(shrink, 0.5)
        guard Self.height(of: blocks.joined(), gap: spacing) > area.height, side > 0 || paginate else {
            return StackLayout(pages: [Array(blocks.joined())], spacing: spacing)
        }
        // Pages: the buttons at the sides, the lines between them (a button's width apart from
        // them: a closing mark, "！", may hang past a line's end).
        let buttons = side > 0 ? Self.sidePageButtons(in: area, side: side) : nil
        if let buttons {
            blocks = try lay(items, width: Int(buttons.next.minX - buttons.previous.maxX - side), shrink: shrink, readable: readable)
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

    /// Each item's rows (a text wrapped into lines at its size times `shrink`, never below
    /// `readable`), item by item.
    private func lay(_ items: [Stacked], width: Int, shrink: Double, readable: Int) throws(PlatformError) -> [[StackLayout.Row]] {
        var blocks: [[StackLayout.Row]] = []
        for item in items {
            switch item {
            case .text(let line, let size, let color):
                let scaled = max(Int(Double(size) * shrink), readable)
                let advance = try text.lineSkip(size: scaled)
                blocks.append(
                    Self.ended(try text.wrap(line, size: scaled, width: width).map { (.text($0, size: scaled, color: color), advance, false) }))
            case .lines(let lines, let size):
                let scaled = max(Int(Double(size) * shrink), readable)
                let advance = try text.lineSkip(size: scaled)
                var block: [StackLayout.Row] = []
                for (line, color) in lines {
                    block += try text.wrap(line, size: scaled, width: width).map { (.text($0, size: scaled, color: color), advance, false) }
                }
                blocks.append(Self.ended(block))
            case .picture(let picture):
                blocks.append([(item, Double(picture.height), true)])
            }
        }
        return blocks
    }
}
