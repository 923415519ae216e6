import Drawing
import Platform

extension OverlayPainter {
    /// The preferences screen: its title, each line's label and value (between `<` and `>` for
    /// those that step), and Close, with the page buttons and the page's number where it has
    /// pages.
    func drawPreferences(_ model: PreferencesModel, in covered: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let screen = model.screen
        let size = try preferencesSize(model, catalog: catalog, scale: scale)
        let titleFrame = screen.title.scaled(by: scale)
        // The page's number at the title's right, the title in the room left of it: smaller,
        // down to the lines' size, where the two would meet.
        let number =
            screen.pageCount > 1 && titleFrame.height > 0
            ? try pageNumber(screen.page, of: screen.pageCount, size: size, theme: theme, catalog: catalog) : nil
        let room = titleFrame.width - Double(number.map { $0.width + size } ?? 0)
        var titleSize = Int(Double(size) * 1.3)
        while titleSize > size, Double(try text.measure(catalog(UIText.preferences), size: titleSize).width) > room { titleSize -= 1 }
        if titleFrame.height > 0 {
            let title = try text.text(catalog(UIText.preferences), size: titleSize, color: theme.text)
            try renderer.draw(title, x: Int(titleFrame.minX + room / 2) - title.width / 2, y: Int(titleFrame.midY) - title.height / 2)
        }
        if let number { try renderer.draw(number, x: Int(titleFrame.maxX) - number.width, y: Int(titleFrame.midY) - number.height / 2) }
        let padding = screen.lineHeight * scale * 0.3
        for line in screen.lines {
            let frame = line.frame.scaled(by: scale)
            if line.row == model.selected { try renderer.fill(frame, color: theme.selection) }
            let labelFrame = line.label.scaled(by: scale)
            let label = try text.text(
                try fitted(catalog(line.row.label), stepped: false, width: labelFrame.width - padding * 2, size: size), size: size,
                color: line.row == .reset ? theme.wrong : theme.text)
            try renderer.draw(label, x: Int(labelFrame.minX + padding), y: Int(labelFrame.midY) - label.height / 2)
            guard let value = model.value(of: line.row, in: catalog) else { continue }
            let valueFrame = line.value.scaled(by: scale)
            let shown = try fitted(value, stepped: !line.row.isSwitch, width: valueFrame.width, size: size)
            let texture = try text.text(shown, size: size, color: theme.value)
            try renderer.draw(texture, x: Int(valueFrame.midX) - texture.width / 2, y: Int(valueFrame.midY) - texture.height / 2)
        }
        try button(screen.close.scaled(by: scale), catalog(UIText.close), color: theme.text, scale: scale, theme: theme)
        if screen.pageCount > 1 {
            try pageButton(screen.previousPage.scaled(by: scale), "‹", theme: theme)
            try pageButton(screen.nextPage.scaled(by: scale), "›", theme: theme)
        }
    }

    /// The type size the screen asks for (`PreferencesScreen.textSize`), smaller only where a
    /// line's box would not hold it (a face with tall lines) or a label or value would be wider
    /// than its place (the screen puts values below their labels first, and turns pages).
    private func preferencesSize(_ model: PreferencesModel, catalog: Catalog, scale: Double) throws(PlatformError) -> Int {
        let screen = model.screen
        let lineHeight = screen.lineHeight * scale
        var size = max(Int(screen.textSize * scale), 1)
        let readable = min(Int((Self.readableSize * scale).rounded(.up)), size)
        func overflows(_ size: Int) throws(PlatformError) -> Bool {
            // (A line's box, leading and all: a tall face's lines are taller than its size says.)
            if try text.lineSkip(size: size) > lineHeight * 0.9 { return true }
            for line in screen.lines {
                let label = Double(try text.measure(catalog(line.row.label), size: size).width)
                guard let value = model.value(of: line.row, in: catalog) else {
                    if label > line.frame.width * scale - lineHeight * 0.6 { return true }
                    continue
                }
                let shown = Double(try text.measure(line.row.isSwitch ? value : "<   \(value)   >", size: size).width)
                if label > line.label.width * scale - lineHeight * 0.6 || shown > line.value.width * scale { return true }
            }
            return false
        }
        // NB: never below the player's size: a value too wide then loses its arrows' spaces, then its end.
        while size > readable, try overflows(size) { size -= 1 }
        return size
    }

    /// A value between its arrows (`stepped`), as wide as `width` allows: the arrows closer,
    /// then the value's end cut.
    private func fitted(_ value: String, stepped: Bool, width: Double, size: Int) throws(PlatformError) -> String {
        let candidates = stepped ? ["<   \(value)   >", "< \(value) >", "<\(value)>"] : [value]
        // NB: a label or value cut is still read whole by the voice and the focus ring's announcement.
        for candidate in candidates where Double(try text.measure(candidate, size: size).width) <= width { return candidate }
        var cut = value
        func shown(_ cut: String) -> String { stepped ? "<\(cut)…>" : "\(cut)…" }
        while !cut.isEmpty, Double(try text.measure(shown(cut), size: size).width) > width { cut.removeLast() }
        return shown(cut)
    }
}
