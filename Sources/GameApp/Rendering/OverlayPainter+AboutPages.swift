import Drawing
import Platform

/// About's text in paragraphs of sentences, on one page or turned between sentences.
extension OverlayPainter {
    /// A paragraph of About: its sentences, its type size and colour, the space before it, and
    /// whether it begins a page of its own (the licence).
    struct AboutParagraph {
        let sentences: [String]
        let size: Int
        let weight: FontWeight
        let color: RGBA
        let space: Double
        var startsPage = false
    }

    /// About's paragraphs in the type scale's roles at `scale` output pixels to a point: the
    /// game's name a title, the version a heading, the credits body text, the licence a caption.
    func aboutParagraphs(_ about: About, scale: Double, theme: Theme, catalog: Catalog) -> [AboutParagraph] {
        func paragraph(_ sentences: [String], _ role: TypeRole, _ color: RGBA, space: Double, startsPage: Bool = false) -> AboutParagraph {
            AboutParagraph(
                sentences: sentences, size: role.size(scale: scale), weight: role.weight, color: color, space: space, startsPage: startsPage)
        }
        let body = Double(TypeRole.body.size(scale: scale))
        var paragraphs = [paragraph([catalog(UIText.title)], .title, theme.text, space: 0)]
        for (index, text) in about.paragraphs(in: catalog).enumerated() where !text.isEmpty {
            paragraphs.append(
                paragraph(
                    Sentences.split(text), index == 0 ? .heading : .body, index == 0 ? theme.heading : theme.text,
                    space: body * (index == 0 ? 0.5 : 0.3)))
        }
        for (index, text) in About.licenceParagraphs.enumerated() {
            paragraphs.append(paragraph(Sentences.split(text), .caption, theme.text, space: body * (index == 0 ? 0.9 : 0.25), startsPage: index == 0))
        }
        return paragraphs
    }

    /// Every line of `paragraphs`, wrapped to `width`, on one page.
    func aboutLines(_ paragraphs: [AboutParagraph], width: Int) throws(PlatformError) -> [AboutLayout.Line] {
        var lines: [AboutLayout.Line] = []
        for paragraph in paragraphs {
            for (index, line) in try text.wrap(paragraph.sentences.joined(), size: paragraph.size, width: width, weight: paragraph.weight)
                .enumerated()
            {
                lines.append(
                    AboutLayout.Line(
                        text: line, size: paragraph.size, weight: paragraph.weight, color: paragraph.color, space: index == 0 ? paragraph.space : 0))
            }
        }
        return lines
    }

    /// `paragraphs` in pages `height` tall, `width` wide: as many whole sentences a page as fit,
    /// the rest of a paragraph going on over the next page. Only a sentence taller than a whole
    /// page breaks between its lines: it begins where the page has room and never leaves its
    /// last line alone.
    func aboutPages(_ paragraphs: [AboutParagraph], width: Int, height: Double) throws(PlatformError) -> [[AboutLayout.Line]] {
        var pages: [[AboutLayout.Line]] = [[]]
        var used = 0.0
        func newPage() {
            guard pages.last?.isEmpty == false else { return }
            pages.append([])
            used = 0
        }
        for paragraph in paragraphs {
            if paragraph.startsPage { newPage() }
            let advance = try text.advance(size: paragraph.size, atLeast: 1.3, weight: paragraph.weight)
            func place(_ lines: [String], first: Bool) {
                for (index, line) in lines.enumerated() {
                    let space = index == 0 && first && pages.last?.isEmpty == false ? paragraph.space : 0
                    pages[pages.count - 1].append(
                        AboutLayout.Line(text: line, size: paragraph.size, weight: paragraph.weight, color: paragraph.color, space: space))
                    used += space + advance
                }
            }
            var rest = paragraph.sentences[...]
            var first = true
            while !rest.isEmpty {
                let space = first && pages.last?.isEmpty == false ? paragraph.space : 0
                // The most sentences that fit on this page.
                var count = rest.count
                var lines = try text.wrap(rest.joined(), size: paragraph.size, width: width, weight: paragraph.weight)
                while count > 0, used + space + Double(lines.count) * advance > height {
                    count -= 1
                    lines = count == 0 ? [] : try text.wrap(rest.prefix(count).joined(), size: paragraph.size, width: width, weight: paragraph.weight)
                }
                if count > 0 {
                    place(lines, first: first)
                    rest = rest.dropFirst(count)
                    if !rest.isEmpty { newPage() }
                } else {
                    var lines = try text.wrap(rest.first ?? "", size: paragraph.size, width: width, weight: paragraph.weight)
                    let perPage = max(Int(height / advance), 1)
                    // A sentence that fits a page goes to the next one whole.
                    if lines.count <= perPage, pages.last?.isEmpty == false {
                        newPage()
                        continue
                    }
                    // One taller than a page begins where there is room for two of its lines and
                    // goes on a page at a time, never leaving its last line alone.
                    rest = rest.dropFirst()
                    var room = Int((height - used - space) / advance)
                    if room < 2 {
                        newPage()
                        room = perPage
                    }
                    while lines.count > room {
                        let count = lines.count - room == 1 && room > 1 ? room - 1 : room
                        place(Array(lines.prefix(count)), first: first)
                        first = false
                        lines.removeFirst(count)
                        newPage()
                        room = perPage
                    }
                    place(lines, first: first)
                }
                first = false
            }
        }
        return pages
    }
}
