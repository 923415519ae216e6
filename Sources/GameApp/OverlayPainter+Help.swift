import Drawing
import Platform

/// The help overlay: every key and every controller button, and what each does.
extension OverlayPainter {
    /// Every key and every controller button, and what each does: two blocks side by side in a
    /// wide window, one above the other in a tall one, shrunk until they fit.
    /// The text keeps below `hudHeight`, so the HUD's figures stay readable through the panel.
    /// The About button (`about`, in output pixels) sits below them.
    func drawHelp(
        in covered: Rect, below hudHeight: Double, about: Rect, pad: ControllerFamily, theme: Theme, catalog: Catalog, scale: Double
    ) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let bottom = min(about.minY - about.height * 0.3, covered.maxY)
        let window = Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(bottom - covered.minY - hudHeight, 1))
        try button(about, catalog(UIText.about), color: theme.text, size: Int(max(about.height * 0.45, 8)), theme: theme)
        let blocks = [Hotkeys.help, Hotkeys.controllerHelp(for: pad)].map { block in
            block.map { (keys: catalog(Message($0.keys)), action: catalog(Message($0.action))) }
        }
        // The arrangement the window's shape suggests, unless the other shows the text larger
        // (a language with long words may not fit side by side in a small window).
        let natural = window.width >= window.height * 1.2
        let first = try fit(blocks, sideBySide: natural, in: window, scale: scale)
        let other = try fit(blocks, sideBySide: !natural, in: window, scale: scale)
        let better = (other.fits && !first.fits) || (other.fits == first.fits && other.size > first.size)
        let sideBySide = better ? !natural : natural
        let size = better ? other.size : first.size
        let lines = sideBySide ? blocks.map(\.count).max() ?? 0 : blocks.map { $0.count + 1 }.reduce(0, +)
        typealias Row = (keys: Texture, action: Texture)
        let laid: [[Row]] = try blocks.map { block throws(PlatformError) in
            try block.map { entry throws(PlatformError) in
                (try text.text(entry.keys, size: size, color: theme.correct), try text.text(entry.action, size: size, color: theme.text))
            }
        }
        func width(_ rows: [Row]) -> Int { (rows.map(\.keys.width).max() ?? 0) + size + (rows.map(\.action.width).max() ?? 0) }
        let lineHeight = try text.advance(size: size, atLeast: 1.6)
        let title = try text.text(catalog(UIText.title), size: Int(Double(size) * 1.3), color: theme.text)
        var top = window.midY - lineHeight * Double(lines + 2) / 2
        try renderer.draw(title, x: Int(window.midX) - title.width / 2, y: Int(top))
        top += lineHeight * 1.8
        let widths = laid.map(width)
        var left = Int(window.midX) - (sideBySide ? widths.reduce(0, +) + size * 3 : widths.max() ?? 0) / 2
        for (index, rows) in laid.enumerated() {
            let keysWidth = rows.map(\.keys.width).max() ?? 0
            var y = top
            for row in rows {
                try renderer.draw(row.keys, x: left + keysWidth - row.keys.width, y: Int(y))
                try renderer.draw(row.action, x: left + keysWidth + size, y: Int(y))
                y += lineHeight
            }
            if sideBySide {
                left += widths[index] + size * 3
            } else {
                top = y + lineHeight
            }
        }
    }

    /// The largest text size (from what the window's height allows, down to 8) at which the
    /// blocks fit the window's width in this arrangement, measured without drawing; `fits` is
    /// false when even 8 is too wide.
    private func fit(
        _ blocks: [[(keys: String, action: String)]], sideBySide: Bool, in window: Rect, scale: Double
    ) throws(PlatformError) -> (size: Int, fits: Bool) {
        let lines = sideBySide ? blocks.map(\.count).max() ?? 0 : blocks.map { $0.count + 1 }.reduce(0, +)
        var size = Int(max(min(window.height / (1.6 * Double(lines + 3)), 22 * scale), 8))
        while true {
            var widths: [Int] = []
            for block in blocks {
                var keys = 0
                var actions = 0
                for entry in block {
                    keys = max(keys, try text.measure(entry.keys, size: size).width)
                    actions = max(actions, try text.measure(entry.action, size: size).width)
                }
                widths.append(keys + size + actions)
            }
            let total = sideBySide ? widths.reduce(0, +) + size * 3 : widths.max() ?? 0
            if Double(total) <= window.width * 0.92 { return (size, true) }
            if size <= 8 { return (size, false) }
            size -= 1
        }
    }
}
