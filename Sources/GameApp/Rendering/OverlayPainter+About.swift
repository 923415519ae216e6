import Drawing
import Platform

/// About: the name, the version, the credits, where the guide is, then the licence in full, in the
/// type scale's roles; where it does not fit the panel, it turns pages, like the help.
extension OverlayPainter {
    /// About laid out: its pages, each a list of lines to draw from the top (a line's text, type
    /// size and colour, and the space before it).
    struct AboutLayout {
        struct Line {
            let text: String
            let size: Int
            let weight: FontWeight
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
        // NB: sizes here are asked of the text painter, which draws them at the player's text size.
        let paragraphs = aboutParagraphs(about, scale: scale, theme: theme, catalog: catalog)
        let lines = try aboutLines(paragraphs, width: width)
        var height = 0.0
        for line in lines { height += line.space + (try text.advance(size: line.size, atLeast: 1.3, weight: line.weight)) }
        if height <= area.height { return AboutLayout(pages: [lines]) }
        // Pages, turned between sentences.
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
        for line in shown { heights += line.space + (try text.advance(size: line.size, atLeast: 1.3, weight: line.weight)) }
        var y = layout.pages.count > 1 ? area.minY : area.minY + max((area.height - heights) / 2, 0)
        for line in shown {
            y += line.space
            let texture = try text.text(line.text, size: line.size, color: line.color, weight: line.weight)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += try text.advance(size: line.size, atLeast: 1.3, weight: line.weight)
        }
        guard layout.pages.count > 1 else { return }
        try drawPageButtons(buttons, theme: theme, scale: scale)
        let number = try pageNumber(page, of: layout.pages.count, size: TypeRole.caption.size(scale: scale), theme: theme, catalog: catalog)
        try renderer.draw(number, x: Int(row.midX) - number.width / 2, y: Int(row.midY) - number.height / 2)
    }
}
