import Drawing
import Platform

/// About's text in paragraphs of sentences, wrapped into the lines it scrolls through.
extension OverlayPainter {
    /// A paragraph of About: its sentences, its type size and colour, and the space before it.
    struct AboutParagraph {
        let sentences: [String]
        let size: Int
        let weight: FontWeight
        let color: RGBA
        let space: Double
    }

    /// About's paragraphs in the type scale's roles at `scale` output pixels to a point: the
    /// game's name a title, the version a heading, the credits body text, the licence a caption.
    func aboutParagraphs(_ about: About, scale: Double, theme: Theme, catalog: Catalog) -> [AboutParagraph] {
        func paragraph(_ sentences: [String], _ role: TypeRole, _ color: RGBA, space: Double) -> AboutParagraph {
            AboutParagraph(
                sentences: sentences, size: role.size(scale: scale), weight: role.weight, color: color, space: space)
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
            paragraphs.append(paragraph(Sentences.split(text), .caption, theme.text, space: body * (index == 0 ? 0.9 : 0.25)))
        }
        return paragraphs
    }

    /// Every line of `paragraphs`, wrapped to `width`.
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
}
