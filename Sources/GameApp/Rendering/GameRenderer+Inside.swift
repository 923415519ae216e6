import Drawing
import GameCore
import Platform

/// The "how it works" panel beside the shapes: its title, then its four sections (each a
/// pattern's name, the guide's articles, and its lines), wrapped to the panel's width in the
/// type scale's roles (the title; each pattern's name a heading; its lines body text; the
/// guide's articles a caption) at the player's text size. Where they do not fit, it scrolls, as the help does: ▲ ▼ and the
/// scrollbar in a column at its right, the lines beside it.
extension GameRenderer {
    /// The panel laid out: its rows (a section's last followed by the gap to the next), output
    /// pixels, and where they are taller than the panel, how they scroll.
    struct InsideLayout {
        struct Row: Hashable {
            let text: String
            let size: Int
            let weight: FontWeight
            let color: RGBA
            /// How far the next row moves down.
            let advance: Double
        }

        var title: Row?
        var rows: [Row]
        /// The rows' heights against the view, where they do not fit it (nil where they do).
        var scroll: ScrollRows?
        /// The body's and the guide's sizes, the margin and the gap between sections.
        var body: Int
        var guide: Int
        var padding: Double
        var gap: Double
    }

    /// What a layout depends on: measured once until one of these changes.
    struct InsideKey: Hashable {
        let text: InsideText
        let panel: Rect
        let column: ScrollColumn?
        let scale: Double
        let textScale: Double
        let face: FontFace
        let theme: Theme
    }

    /// `inside` laid out in `panel` (output pixels); `column` is where its scroll buttons go
    /// (output pixels), used only where the panel's text does not fit it. The text is in the
    /// type scale's sizes, the same in any window and on any turn; where it does not fit, it
    /// scrolls.
    func insideLayout(_ inside: InsideText, panel: Rect, column: ScrollColumn?, scale: Double) throws(PlatformError) -> InsideLayout {
        let key = InsideKey(text: inside, panel: panel, column: column, scale: scale, textScale: text.scale, face: text.face, theme: theme)
        if let cached = pagedLayouts.inside, cached.key == key { return cached.layout }
        let layout = try layOutInside(inside, panel: panel, column: column, scale: scale)
        pagedLayouts.inside = (key, layout)
        return layout
    }

    private func layOutInside(_ inside: InsideText, panel: Rect, column: ScrollColumn?, scale: Double) throws(PlatformError) -> InsideLayout {
        let sizes = (
            title: TypeRole.title.size(scale: scale), heading: TypeRole.heading.size(scale: scale), body: TypeRole.body.size(scale: scale),
            guide: TypeRole.caption.size(scale: scale)
        )
        let padding = max(8 * scale, Double(text.pixels(sizes.body)) * 0.5)
        let gap = Double(text.pixels(sizes.body)) * 0.6
        func rows(_ string: String, size: Int, weight: FontWeight = .regular, color: RGBA, right: Double) throws(PlatformError)
            -> [InsideLayout.Row]
        {
            let advance = try text.advance(size: size, atLeast: 1.2)
            // NB: a line may let one closing mark ("：", "、", "%") hang past its width: the
            // right margin has room for one at this size.
            let width = Int(max(right - panel.minX - padding - max(padding, Double(text.pixels(size))), 1))
            return try text.wrap(string, size: size, width: width, weight: weight).map {
                InsideLayout.Row(text: $0, size: size, weight: weight, color: color, advance: advance)
            }
        }
        // Each section: its heading, its guide line, its lines, and a gap after its last.
        func sections(right: Double) throws(PlatformError) -> [InsideLayout.Row] {
            var all: [InsideLayout.Row] = []
            for section in inside.sections {
                var block = try rows(section.title, size: sizes.heading, weight: .bold, color: theme.heading, right: right)
                block += try rows(section.guide, size: sizes.guide, color: theme.text, right: right)
                for line in section.lines where !line.isEmpty { block += try rows(line, size: sizes.body, color: theme.text, right: right) }
                if let last = block.popLast() {
                    block.append(
                        InsideLayout.Row(text: last.text, size: last.size, weight: last.weight, color: last.color, advance: last.advance + gap))
                }
                all += block
            }
            return all
        }
        // The title where the panel's facts fit with it; where they do not, its room goes to
        // them (the bar's button, lit, says what the panel is) and they scroll.
        let titleRows = try rows(inside.title, size: sizes.title, weight: .bold, color: theme.text, right: panel.maxX)
        let title = titleRows.count == 1 ? titleRows.first : nil
        let all = try sections(right: panel.maxX)
        let height = all.reduce(0) { $0 + $1.advance } - gap
        if height <= panel.height - 2 * padding - (title.map { $0.advance + gap } ?? 0) {
            return InsideLayout(title: title, rows: all, body: sizes.body, guide: sizes.guide, padding: padding, gap: gap)
        }
        let right = column.map { $0.text.maxX } ?? panel.maxX
        let beside = try sections(right: right)
        let scroll = ScrollRows(heights: beside.map(\.advance), view: max(panel.height - 2 * padding, 1))
        return InsideLayout(title: nil, rows: beside, scroll: scroll, body: sizes.body, guide: sizes.guide, padding: padding, gap: gap)
    }

    /// Draws the panel from its row `first` (where it scrolls), and its scroll buttons and
    /// scrollbar where it does; returns how its rows scroll (nil where they fit).
    @discardableResult
    func drawInside(_ inside: InsideText, panel: Rect, column: ScrollColumn?, first: Int, scale: Double) throws(PlatformError) -> ScrollRows? {
        let column = column?.scaled(by: scale)
        let laid = try insideLayout(inside, panel: panel, column: column, scale: scale)
        try renderer.fill(panel, color: theme.panel)
        try renderer.fill(Rect(x: panel.minX, y: panel.minY, width: max(scale, 1), height: panel.height), color: theme.text.withAlpha(96))
        let padding = laid.padding
        var y = panel.minY + padding
        if let title = laid.title {
            let texture = try text.text(title.text, size: title.size, color: title.color, weight: title.weight)
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(y))
            y += title.advance + laid.gap
        }
        var rows = laid.rows[...]
        if let scroll = laid.scroll {
            let start = scroll.clamped(first)
            rows = laid.rows[start..<min(start + scroll.inView(from: start), laid.rows.count)]
        }
        for row in rows {
            if !row.text.isEmpty {
                let texture = try text.text(row.text, size: row.size, color: row.color, weight: row.weight)
                try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(y))
            }
            y += row.advance
        }
        if let scroll = laid.scroll, let column {
            try overlays.drawColumn(column, scroll: scroll, first: first, theme: theme, scale: 1, close: false)
        }
        return laid.scroll
    }
}
