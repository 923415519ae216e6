import Drawing
import GameCore
import Platform

/// The "how it works" panel beside the shapes: its title, then its four sections (each a
/// pattern's name, the guide's articles, and its lines), wrapped to the panel's width at the
/// player's text size. Where they do not fit, it turns pages: each section whole on one where it
/// can be, with page buttons at the panel's foot and the page's number between them.
extension GameRenderer {
    /// The panel laid out: the rows of each page, output pixels.
    struct InsideLayout {
        struct Row: Hashable {
            let text: String
            let size: Int
            let color: RGBA
            /// How far the next row moves down.
            let advance: Double
        }

        var title: Row?
        var pages: [[Row]]
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
        let buttons: Rect?
        let scale: Double
        let textScale: Double
        let face: FontFace
        let theme: Theme
    }

    /// The panel's text sizes for a body size of `body` pixels (before the player's text size):
    /// the title and the headings a little larger, the guide's lines a little smaller, none
    /// below the readable size.
    private static func sizes(body: Double, scale: Double) -> (title: Int, heading: Int, body: Int, guide: Int) {
        (Int((body * 1.25).rounded()), Int((body * 1.1).rounded()), Int(body.rounded()), Int(max(12 * scale, body * 0.9).rounded()))
    }

    /// `inside` laid out in `panel` (output pixels); `buttonsTop` is where the page buttons' row
    /// begins, used only where the panel takes more than one page. The text is as large as the
    /// panel suits (up to 20 points), never below the readable size; where it does not fit, it
    /// turns pages.
    func insideLayout(_ inside: InsideText, panel: Rect, buttonsTop: Double, scale: Double) throws(PlatformError) -> InsideLayout {
        let key = InsideKey(
            text: inside, panel: panel, buttons: Rect(x: 0, y: buttonsTop, width: 0, height: 0), scale: scale, textScale: text.scale, face: text.face,
            theme: theme)
        if let cached = pagedLayouts.inside, cached.key == key { return cached.layout }
        // NB: one size for the window and the text size, whatever the turn says: the panel's
        // text does not change size from one turn to the next. About thirty-four lines fit (three
        // shapes, the adaptive difficulty's lines and a tap) where the window allows it.
        let lines = panel.height / (34 * 1.2 * max(text.scale, 1))
        let body = max(12 * scale, min(panel.width / 27, lines, 20 * scale)).rounded(.down)
        let layout = try insideLayout(inside, panel: panel, buttonsTop: buttonsTop, scale: scale, body: body)
        pagedLayouts.inside = (key, layout)
        return layout
    }

    private func insideLayout(_ inside: InsideText, panel: Rect, buttonsTop: Double, scale: Double, body: Double) throws(PlatformError)
        -> InsideLayout
    {
        let sizes = Self.sizes(body: body, scale: scale)
        let padding = max(8 * scale, Double(text.pixels(sizes.body)) * 0.5)
        func rows(_ string: String, size: Int, color: RGBA) throws(PlatformError) -> [InsideLayout.Row] {
            let advance = try text.advance(size: size, atLeast: 1.2)
            // NB: a line may let one closing mark ("：", "、", "%") hang past its width: the
            // right margin has room for one at this size.
            let width = Int(max(panel.width - padding - max(padding, Double(text.pixels(size))), 1))
            return try text.wrap(string, size: size, width: width).map { InsideLayout.Row(text: $0, size: size, color: color, advance: advance) }
        }
        // Each section a block: its heading, its guide line, its lines, and a gap after it.
        var blocks: [[InsideLayout.Row]] = []
        for section in inside.sections {
            var block = try rows(section.title, size: sizes.heading, color: theme.heading)
            block += try rows(section.guide, size: sizes.guide, color: theme.text)
            for line in section.lines where !line.isEmpty { block += try rows(line, size: sizes.body, color: theme.text) }
            blocks.append(block)
        }
        let gap = Double(text.pixels(sizes.body)) * 0.6
        let titleRows = try rows(inside.title, size: sizes.title, color: theme.text)
        let top = panel.minY + padding
        func paged(bottom: Double, title: InsideLayout.Row?) -> [[InsideLayout.Row]] {
            let room = bottom - top - (title.map { $0.advance + gap } ?? 0)
            var pages: [[InsideLayout.Row]] = [[]]
            var used = 0.0
            for block in blocks {
                let height = block.reduce(0) { $0 + $1.advance }
                // A block starts a new page where it would not fit on this one: its heading is
                // never left alone at a page's foot (one taller than a page breaks between lines).
                if used > 0, used + height > room {
                    pages.append([])
                    used = 0
                }
                for row in block {
                    if used > 0, used + row.advance > room {
                        pages.append([])
                        used = 0
                    }
                    pages[pages.count - 1].append(row)
                    used += row.advance
                }
                pages[pages.count - 1].append(InsideLayout.Row(text: "", size: 0, color: theme.text, advance: gap))
                used += gap
            }
            return pages.filter { page in page.contains { !$0.text.isEmpty } }
        }
        // The title where the panel's facts fit on one page; where they take more, its room goes
        // to them (the bar's button, lit, says what the panel is) and the page buttons take the foot.
        var title = titleRows.count == 1 ? titleRows.first : nil
        var pages = paged(bottom: panel.maxY - padding, title: title)
        if pages.count > 1 {
            title = nil
            pages = paged(bottom: buttonsTop - gap / 2, title: nil)
        }
        return InsideLayout(title: title, pages: pages.isEmpty ? [[]] : pages, body: sizes.body, guide: sizes.guide, padding: padding, gap: gap)
    }

    /// Draws the panel, `page` of it (wrapped round), and its page buttons where it has more
    /// than one; returns how many pages it has.
    @discardableResult
    func drawInside(_ inside: InsideText, panel: Rect, buttons: (previous: Rect, next: Rect)?, page: Int, scale: Double) throws(PlatformError) -> Int
    {
        let buttonsTop = buttons.map { min($0.previous.minY, $0.next.minY) * scale } ?? panel.maxY
        let laid = try insideLayout(inside, panel: panel, buttonsTop: buttonsTop, scale: scale)
        try renderer.fill(panel, color: theme.panel)
        try renderer.fill(Rect(x: panel.minX, y: panel.minY, width: max(scale, 1), height: panel.height), color: theme.text.withAlpha(96))
        let padding = laid.padding
        var y = panel.minY + padding
        if let title = laid.title {
            let texture = try text.text(title.text, size: title.size, color: title.color)
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(y))
            y += title.advance + laid.gap
        }
        let count = laid.pages.count
        let shown = OverlayPainter.wrapped(page, count: count)
        for row in laid.pages[shown] {
            if !row.text.isEmpty {
                let texture = try text.text(row.text, size: row.size, color: row.color)
                try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(y))
            }
            y += row.advance
        }
        if count > 1, let buttons {
            let previous = buttons.previous.scaled(by: scale)
            let next = buttons.next.scaled(by: scale)
            try overlays.pageButton(previous, "‹", theme: theme)
            try overlays.pageButton(next, "›", theme: theme)
            let number = try text.text(catalog(UIText.helpPage, ["page": "\(shown + 1)", "pages": "\(count)"]), size: laid.guide, color: theme.text)
            // (Between the buttons, where it has room there.)
            if Double(number.width) <= next.minX - previous.maxX - 4, Double(number.height) <= previous.height {
                try renderer.draw(number, x: Int((previous.maxX + next.minX) / 2) - number.width / 2, y: Int(previous.midY) - number.height / 2)
            }
        }
        return count
    }
}
