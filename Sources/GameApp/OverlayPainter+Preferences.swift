import Drawing
import Platform

extension OverlayPainter {
    /// The preferences screen: its title, each line's label and value (between `<` and `>` for
    /// those that step), and Close; or, while a reset is being confirmed, the question and its
    /// two buttons.
    func drawPreferences(_ model: PreferencesModel, in covered: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let screen = model.screen
        let lineHeight = (screen.lines.first?.frame.height ?? 20) * scale
        // NB: larger with the player's text size as far as its lines hold it.
        var size = max(min(Int(max(lineHeight * 0.5, 8)), Int(lineHeight * 0.7 / text.scale)), 1)
        // ...and no label or value wider than its half of a line (a line with no value, all of it).
        let full = (screen.lines.first?.frame.width ?? covered.width) * scale - lineHeight * 0.6
        func overflows(_ size: Int) throws(PlatformError) -> Bool {
            // (A line's box, leading and all: a tall face's lines are taller than its size says.)
            if Double(try text.lineSkip(size: size)) > lineHeight * 0.95 { return true }
            for line in screen.lines {
                let label = Double(try text.measure(catalog(line.row.label), size: size).width)
                guard let value = model.value(of: line.row, in: catalog) else {
                    if label > full { return true }
                    continue
                }
                let shown = Double(try text.measure(line.row.isSwitch ? value : "<   \(value)   >", size: size).width)
                if max(label, shown) > full / 2 { return true }
            }
            return false
        }
        while size > 1, try overflows(size) { size -= 1 }
        let title = try text.text(catalog(UIText.preferences), size: Int(Double(size) * 1.3), color: theme.text)
        let titleFrame = screen.title.scaled(by: scale)
        try renderer.draw(title, x: Int(titleFrame.midX) - title.width / 2, y: Int(titleFrame.midY) - title.height / 2)
        if model.confirmingReset {
            let question = try text.wrap(catalog(UIText.resetQuestion), size: size, width: Int(covered.width * 0.8))
            var y = screen.lines[2].frame.minY * scale
            for line in question {
                let texture = try text.text(line, size: size, color: theme.text)
                try renderer.draw(texture, x: Int(covered.midX) - texture.width / 2, y: Int(y))
                y += Double(texture.height) * 1.3
            }
            try button(screen.confirm.scaled(by: scale), catalog(UIText.resetYes), color: theme.wrong, size: size, theme: theme)
            try button(screen.cancel.scaled(by: scale), catalog(UIText.cancel), color: theme.text, size: size, theme: theme)
            return
        }
        for line in screen.lines {
            let frame = line.frame.scaled(by: scale)
            if line.row == model.selected { try renderer.fill(frame, color: theme.text.withAlpha(28)) }
            let label = try text.text(catalog(line.row.label), size: size, color: line.row == .reset ? theme.wrong : theme.text)
            try renderer.draw(label, x: Int(frame.minX + lineHeight * 0.3), y: Int(frame.midY) - label.height / 2)
            guard let value = model.value(of: line.row, in: catalog) else { continue }
            let shown = line.row.isSwitch ? value : "<   \(value)   >"
            let texture = try text.text(shown, size: size, color: theme.correct)
            let valueFrame = Rect(x: frame.minX + frame.width * 0.5, y: frame.minY, width: frame.width * 0.5, height: frame.height)
            try renderer.draw(texture, x: Int(valueFrame.midX) - texture.width / 2, y: Int(frame.midY) - texture.height / 2)
        }
        try button(screen.close.scaled(by: scale), catalog(UIText.close), color: theme.text, size: size, theme: theme)
    }
}
