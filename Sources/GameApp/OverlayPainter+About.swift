import Drawing
import Platform

/// About: the name, the version, the credits, where the guide is, then the licence in full, at the
/// largest type size at which all of it fits the panel.
extension OverlayPainter {
    func drawAbout(_ about: About, in covered: Rect, below hudHeight: Double, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let area = Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(covered.height - hudHeight, 1))
        let width = Int(area.width * 0.9)
        let paragraphs = about.paragraphs(in: catalog)
        let licence = About.licenceParagraphs
        var size = Int(max(min(area.height / 24, 20 * scale), 6))
        var laid: (title: [String], credits: [[String]], licence: [[String]]) = ([], [], [])
        var height = 0.0
        // NB: the licence must be readable whole: the type shrinks until everything fits. Lines
        // are 1.3 sizes apart, or their face's own line skip where that is more.
        while true {
            let small = max(size * 4 / 5, 6)
            let titleSize = Int(Double(size) * 1.4)
            laid.title = try text.wrap(catalog(UIText.title), size: titleSize, width: width)
            laid.credits = []
            for paragraph in paragraphs { laid.credits.append(try text.wrap(paragraph, size: size, width: width)) }
            laid.licence = []
            for paragraph in licence { laid.licence.append(try text.wrap(paragraph, size: small, width: width)) }
            height =
                Double(laid.title.count) * (try text.advance(size: titleSize, atLeast: 1.3)) + Double(size) * 0.5
                + Double(laid.credits.joined().count) * (try text.advance(size: size, atLeast: 1.3)) + Double(laid.credits.count) * Double(size) * 0.3
                + Double(size) * 0.6
                + Double(laid.licence.joined().count) * (try text.advance(size: small, atLeast: 1.3)) + Double(laid.licence.count) * Double(small) * 0.3
            if height <= area.height || size <= 6 { break }
            size -= 1
        }
        let small = max(size * 4 / 5, 6)
        var y = area.minY + max((area.height - height) / 2, 0)
        func put(_ lines: [String], size: Int, color: RGBA) throws(PlatformError) {
            let advance = try text.advance(size: size, atLeast: 1.3)
            for line in lines {
                let texture = try text.text(line, size: size, color: color)
                try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
                y += advance
            }
        }
        try put(laid.title, size: Int(Double(size) * 1.4), color: theme.text)
        y += Double(size) * 0.5
        for (index, paragraph) in laid.credits.enumerated() {
            try put(paragraph, size: size, color: index == 0 ? theme.correct : theme.text)
            y += Double(size) * 0.3
        }
        y += Double(size) * 0.6
        for paragraph in laid.licence {
            try put(paragraph, size: small, color: theme.text)
            y += Double(small) * 0.3
        }
    }
}
