/// An article of the guide, read in the panel: each section's buttons under its heading open
/// the pattern's article in the panel's place, scrolled as the panel scrolls, until its
/// **Back to the turn** (or the panel closing) brings the turn's sections back.
extension InsideText {
    /// The panel showing `article` instead of the turn's sections: a button back at its top
    /// (above stepping's, which stay), then the article, a line per block; in a language other
    /// than English, a line first says the guide is in English (it is not translated).
    func reading(_ article: GuideArticle, catalog: Catalog) -> InsideText {
        var text = self
        text.practice = nil
        text.resetButton = nil
        text.stepButtons.insert(Button(.readGuide(nil), label: catalog(UIText.guideBack)), at: 0)
        var lines: [Line] = []
        for (index, block) in article.blocks.enumerated() {
            let key = "guide.\(index)"
            switch block.kind {
            // (The title is the section's heading.)
            case .title: continue
            case .heading: lines.append(Line(block.text, key: key, style: .heading))
            case .paragraph: lines.append(Line(block.text, key: key))
            case .item: lines.append(Line(block.text, depth: 1, key: key))
            case .code: lines.append(Line(block.text.isEmpty ? " " : block.text, depth: 1, key: key, style: .code))
            case .picture: lines.append(Line(catalog(UIText.guidePicture, ["picture": block.text]), key: key, style: .code))
            }
        }
        let title = article.blocks.first { $0.kind == .title }?.text ?? article.name
        let note = catalog.language == .english ? "" : catalog(UIText.guideInEnglish)
        text.sections = [Section(pattern: article.pattern, title: title, guide: note, lines: lines)]
        return text
    }
}

extension GuideArticle {
    /// The section of the panel that points to it.
    var pattern: InsideText.Pattern {
        switch self {
        case .strategy, .decorator: .strategy
        case .abstractFactory: .factory
        case .builder: .builder
        case .chainOfResponsibility: .chain
        case .observer: .observer
        }
    }
}
