import Drawing
import Platform

/// About: the name, the version, the credits, where the guide is, then the licence in full, in the
/// type scale's roles; where it does not fit the panel, it scrolls, like the help.
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
        /// Its lines (one list: `pages` is one page since About scrolls).
        let pages: [[Line]]
        /// Where it holds more than its view: each line's height, space before it included.
        var scroll: ScrollRows?
    }

    /// Lays About out in `area`, its text's room (output pixels): in one view where it fits,
    /// else its lines to scroll through.
    func aboutLayout(_ about: About, in area: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) -> AboutLayout {
        let width = Int(area.width * 0.94)
        // NB: sizes here are asked of the text painter, which draws them at the player's text size.
        let paragraphs = aboutParagraphs(about, scale: scale, theme: theme, catalog: catalog)
        let lines = try aboutLines(paragraphs, width: width)
        var heights: [Double] = []
        for line in lines { heights.append(line.space + (try text.advance(size: line.size, atLeast: 1.3, weight: line.weight))) }
        let scroll = ScrollRows(heights: heights, view: area.height)
        return AboutLayout(pages: [lines], scroll: scroll.scrolls ? scroll : nil)
    }

    /// About centred in its view where it fits; else from its line `first` down, as many as the
    /// view holds whole, with the column's scrollbar.
    func drawAbout(_ layout: AboutLayout, in covered: Rect, buttons: HelpButtons, first: Int, theme: Theme, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let area = buttons.alone.text.scaled(by: scale)
        try drawColumn(buttons.alone, scroll: layout.scroll, first: first, theme: theme, scale: scale)
        let lines = layout.pages.first ?? []
        var shown = lines[...]
        if let scroll = layout.scroll {
            let first = scroll.clamped(first)
            shown = lines[first..<(first + scroll.inView(from: first))]
        }
        var heights = 0.0
        for line in shown { heights += line.space + (try text.advance(size: line.size, atLeast: 1.3, weight: line.weight)) }
        var y = layout.scroll != nil ? area.minY : area.minY + max((area.height - heights) / 2, 0)
        for (index, line) in shown.enumerated() {
            // NB: the space before the view's first line is the view's top.
            if index > 0 || layout.scroll == nil { y += line.space }
            let texture = try text.text(line.text, size: line.size, color: line.color, weight: line.weight)
            // NB: a closing mark may hang past a line's end: such a line keeps inside the room.
            try renderer.draw(texture, x: max(Int(area.midX) - texture.width / 2, Int(area.minX)), y: Int(y))
            y += try text.advance(size: line.size, atLeast: 1.3, weight: line.weight)
        }
    }
}
