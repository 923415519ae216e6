import Drawing
import Platform

/// About: the name, the version, the credits, where the guide is, then the licence in full, at the
/// largest type size at which all of it fits the panel, but never below a readable size: then it
/// turns pages, like the help.
extension OverlayPainter {
    /// About laid out: its pages, each a list of lines to draw from the top (a line's text, type
    /// size and colour, and the space before it).
    struct AboutLayout {
        struct Line {
            let text: String
            let size: Int
            let color: RGBA
            let space: Double
        }
        let pages: [[Line]]
    }

    /// Lays About out in `covered`, above `buttons` (its page buttons' row, output pixels).
    func aboutLayout(
        _ about: About, in covered: Rect, below hudHeight: Double, buttons: Rect, theme: Theme, catalog: Catalog, scale: Double
    ) throws(PlatformError) -> AboutLayout {
        let area = Self.pagedArea(covered, below: hudHeight, buttons: buttons)
        let width = Int(area.width * 0.9)
        // NB: sizes here are asked of the text painter, which draws them at the player's text size:
        // pages keep the type at the readable size times that.
        let readable = Int((Self.readableSize * scale).rounded(.up))
        var size = Int(max(min(area.height / 24, 20 * scale), 6))
        while true {
            let paragraphs = try aboutParagraphs(about, size: size, width: width, theme: theme, catalog: catalog)
            let lines = try aboutLines(paragraphs, width: width)
            var height = 0.0
            for line in lines { height += line.space + (try text.advance(size: line.size, atLeast: 1.3)) }
            if height <= area.height { return AboutLayout(pages: [lines]) }
            // The licence's type is four fifths of the rest: below the readable size, pages.
            if max(size * 4 / 5, 6) <= readable { break }
            size -= 1
        }
        // Pages at the readable size, turned between sentences.
        let paragraphs = try aboutParagraphs(about, size: Int((Double(readable) * 5 / 4).rounded(.up)), width: width, theme: theme, catalog: catalog)
        return AboutLayout(pages: try aboutPages(paragraphs, width: width, height: area.height))
    }

    func drawAbout(
        _ layout: AboutLayout, in covered: Rect, below hudHeight: Double, buttons: HelpButtons, page: Int, theme: Theme, catalog: Catalog,
        scale: Double
    ) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let row = buttons.about.scaled(by: scale)
        let area = Self.pagedArea(covered, below: hudHeight, buttons: row)
        let shown = layout.pages[Self.wrapped(page, count: layout.pages.count)]
        var heights = 0.0
        for line in shown { heights += line.space + (try text.advance(size: line.size, atLeast: 1.3)) }
        var y = layout.pages.count > 1 ? area.minY : area.minY + max((area.height - heights) / 2, 0)
        for line in shown {
            y += line.space
            let texture = try text.text(line.text, size: line.size, color: line.color)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += try text.advance(size: line.size, atLeast: 1.3)
        }
        guard layout.pages.count > 1 else { return }
        let buttonSize = Int(max(row.height * 0.45, 8))
        try drawPageButtons(buttons, theme: theme, scale: scale)
        // The page's number no larger than its text (at 200% it once was the largest type on it).
        let numberSize = min(buttonSize, shown.map(\.size).min() ?? buttonSize)
        let number = try pageNumber(page, of: layout.pages.count, size: numberSize, theme: theme, catalog: catalog)
        try renderer.draw(number, x: Int(row.midX) - number.width / 2, y: Int(row.midY) - number.height / 2)
    }
}
