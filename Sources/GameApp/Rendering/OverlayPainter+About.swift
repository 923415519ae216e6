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
            let lines = try aboutLines(about, size: size, width: width, theme: theme, catalog: catalog)
            let height = lines.reduce(0) { $0 + $1.space + $1.advance }
            if height <= area.height { return AboutLayout(pages: [lines.map(\.line)]) }
            // The licence's type is four fifths of the rest: below the readable size, pages.
            if max(size * 4 / 5, 6) <= readable { break }
            size -= 1
        }
        // Pages at the readable size: as many lines a page as fit, a paragraph going on over the
        // next page where it must.
        let lines = try aboutLines(about, size: Int((Double(readable) * 5 / 4).rounded(.up)), width: width, theme: theme, catalog: catalog)
        // The licence begins a page of its own, its heading with it.
        let licenceStart = lines.firstIndex { $0.line.text == About.licenceParagraphs.first } ?? lines.count
        var pages: [[AboutLayout.Line]] = [[]]
        var used = 0.0
        for (index, line) in lines.enumerated() {
            let space = pages[pages.count - 1].isEmpty ? 0 : line.space
            if used + space + line.advance > area.height || index == licenceStart, !pages[pages.count - 1].isEmpty {
                pages.append([])
                used = 0
            }
            let first = pages[pages.count - 1].isEmpty
            pages[pages.count - 1].append(AboutLayout.Line(text: line.line.text, size: line.line.size, color: line.line.color, space: first ? 0 : line.line.space))
            used += (first ? 0 : line.space) + line.advance
        }
        return AboutLayout(pages: pages)
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
        let number = try pageNumber(page, of: layout.pages.count, size: buttonSize, theme: theme, catalog: catalog)
        try renderer.draw(number, x: Int(row.midX) - number.width / 2, y: Int(row.midY) - number.height / 2)
    }

    /// Every line of About at `size` (the licence at four fifths of it), wrapped to `width`.
    private func aboutLines(
        _ about: About, size: Int, width: Int, theme: Theme, catalog: Catalog
    ) throws(PlatformError) -> [(line: AboutLayout.Line, space: Double, advance: Double)] {
        let small = max(size * 4 / 5, 6)
        let titleSize = Int(Double(size) * 1.4)
        var lines: [(line: AboutLayout.Line, space: Double, advance: Double)] = []
        func add(_ paragraph: String, size: Int, color: RGBA, space: Double) throws(PlatformError) {
            let advance = try text.advance(size: size, atLeast: 1.3)
            for (index, line) in try text.wrap(paragraph, size: size, width: width).enumerated() {
                let before = index == 0 ? space : 0
                lines.append((AboutLayout.Line(text: line, size: size, color: color, space: before), before, advance))
            }
        }
        try add(catalog(UIText.title), size: titleSize, color: theme.text, space: 0)
        for (index, paragraph) in about.paragraphs(in: catalog).enumerated() where !paragraph.isEmpty {
            try add(paragraph, size: size, color: index == 0 ? theme.correct : theme.text, space: Double(size) * (index == 0 ? 0.5 : 0.3))
        }
        for (index, paragraph) in About.licenceParagraphs.enumerated() {
            try add(paragraph, size: small, color: theme.text, space: Double(index == 0 ? size : small) * (index == 0 ? 0.9 : 0.3))
        }
        return lines
    }
}
