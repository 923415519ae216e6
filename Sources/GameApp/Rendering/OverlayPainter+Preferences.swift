import Drawing
import Platform

extension OverlayPainter {
    /// The preferences screen: its title, each line's label and value (between `<` and `>` for
    /// those that step), and Close, with the page buttons and the page's number where it has
    /// pages; or, while a reset is being confirmed, the question and its two buttons.
    func drawPreferences(_ model: PreferencesModel, in covered: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let screen = model.screen
        let size = try preferencesSize(model, catalog: catalog, scale: scale)
        let titleFrame = screen.title.scaled(by: scale)
        let title = try text.text(catalog(UIText.preferences), size: Int(Double(size) * 1.3), color: theme.text)
        try renderer.draw(title, x: Int(titleFrame.midX) - title.width / 2, y: Int(titleFrame.midY) - title.height / 2)
        if model.confirmingReset {
            let question = try text.wrap(catalog(UIText.resetQuestion), size: size, width: Int(covered.width * 0.8))
            var y = titleFrame.maxY + screen.lineHeight * scale
            for line in question {
                let texture = try text.text(line, size: size, color: theme.text)
                try renderer.draw(texture, x: Int(covered.midX) - texture.width / 2, y: Int(y))
                y += try text.advance(size: size, atLeast: 1.3)
            }
            try button(screen.confirm.scaled(by: scale), catalog(UIText.resetYes), color: theme.wrong, size: size, theme: theme)
            try button(screen.cancel.scaled(by: scale), catalog(UIText.cancel), color: theme.text, size: size, theme: theme)
            return
        }
        let padding = screen.lineHeight * scale * 0.3
        for line in screen.lines {
            let frame = line.frame.scaled(by: scale)
            if line.row == model.selected { try renderer.fill(frame, color: theme.text.withAlpha(28)) }
            let labelFrame = line.label.scaled(by: scale)
            let label = try text.text(catalog(line.row.label), size: size, color: line.row == .reset ? theme.wrong : theme.text)
            try renderer.draw(label, x: Int(labelFrame.minX + padding), y: Int(labelFrame.midY) - label.height / 2)
            guard let value = model.value(of: line.row, in: catalog) else { continue }
            let shown = line.row.isSwitch ? value : "<   \(value)   >"
            let texture = try text.text(shown, size: size, color: theme.correct)
            let valueFrame = line.value.scaled(by: scale)
            try renderer.draw(texture, x: Int(valueFrame.midX) - texture.width / 2, y: Int(valueFrame.midY) - texture.height / 2)
        }
        try button(screen.close.scaled(by: scale), catalog(UIText.close), color: theme.text, size: size, theme: theme)
        if screen.pageCount > 1 {
            try button(screen.previousPage.scaled(by: scale), "‹", color: theme.text, size: size, theme: theme)
            try button(screen.nextPage.scaled(by: scale), "›", color: theme.text, size: size, theme: theme)
            let number = try pageNumber(screen.page, of: screen.pageCount, size: size, theme: theme, catalog: catalog)
            try renderer.draw(number, x: Int(titleFrame.maxX) - number.width, y: Int(titleFrame.midY) - number.height / 2)
        }
    }

    /// The type size the screen asks for (`PreferencesScreen.textSize`), smaller only where a
    /// line's box would not hold it (a face with tall lines) or a label or value would be wider
    /// than its place (the screen puts values below their labels first, and turns pages).
    private func preferencesSize(_ model: PreferencesModel, catalog: Catalog, scale: Double) throws(PlatformError) -> Int {
        let screen = model.screen
        let lineHeight = screen.lineHeight * scale
        var size = max(Int(screen.textSize * scale), 1)
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
        while size > 1, try overflows(size) { size -= 1 }
        return size
    }
}
