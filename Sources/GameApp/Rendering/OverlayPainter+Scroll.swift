import Drawing
import Platform

/// What the screens that scroll share (the help, About): the column at the right of their text,
/// Close at its top and, where they hold more than their view, the scroll buttons with the
/// scrollbar between them, and the help's rows drawn from the first in view.
extension OverlayPainter {
    /// Close (×), and where `scroll` holds more than its view, ▲, ▼ and the scrollbar, its thumb
    /// as long as the view is against the whole and where the view is.
    /// (`close`: false for a stacked screen, whose own buttons close it.)
    func drawColumn(_ buttons: ScrollColumn, scroll: ScrollRows?, first: Int, theme: Theme, scale: Double, close: Bool = true) throws(PlatformError) {
        if close { try pageButton(buttons.close.scaled(by: scale), "×", theme: theme) }
        guard let scroll, scroll.scrolls else { return }
        try pageButton(buttons.up.scaled(by: scale), "▲", theme: theme)
        try pageButton(buttons.down.scaled(by: scale), "▼", theme: theme)
        let track = buttons.track.scaled(by: scale)
        guard track.height >= 4 else { return }
        try outline(track, color: theme.muted, width: max(track.width / 8, 1))
        let thumb = scroll.thumb(from: first)
        let inset = max(track.width / 4, 1)
        try renderer.fill(
            Rect(
                x: track.minX + inset, y: track.minY + inset + (track.height - 2 * inset) * thumb.start, width: max(track.width - 2 * inset, 1),
                height: max((track.height - 2 * inset) * thumb.length, 2)), color: theme.muted)
    }

    /// The help's rows from `first` down, as many as the view holds whole, under its title.
    func drawScrolled(
        _ layout: HelpLayout, _ scroll: ScrollRows, first: Int, in window: Rect, theme: Theme
    ) throws(PlatformError) {
        var top = window.minY
        if let titleSize = layout.titleSize {
            let skip = try text.lineSkip(size: titleSize, weight: .bold)
            for line in layout.titleLines {
                let title = try text.text(line, size: titleSize, color: theme.text)
                try renderer.draw(title, x: max(Int(window.midX) - title.width / 2, Int(window.minX)), y: Int(top))
                top += skip
            }
            top = window.minY + window.height - scroll.view
        }
        let (size, gap) = (layout.size, text.pixels(layout.size))
        let left = max(Int(window.midX) - layout.rowsWidth / 2, Int(window.minX))
        let first = scroll.clamped(first)
        for row in layout.rows[first..<(first + scroll.inView(from: first))] {
            defer { top += layout.lineHeight }
            guard let row else { continue }
            let action = try text.text(row.action, size: size, color: theme.text, weight: .regular)
            if layout.keysAbove {
                if !row.keys.isEmpty {
                    try renderer.draw(try text.text(row.keys, size: size, color: theme.keyName, weight: .regular), x: left, y: Int(top))
                }
                try renderer.draw(action, x: left + gap, y: Int(top))
            } else {
                if !row.keys.isEmpty {
                    let keys = try text.text(row.keys, size: size, color: theme.keyName, weight: .regular)
                    try renderer.draw(keys, x: left + layout.keysWidth - keys.width, y: Int(top))
                }
                try renderer.draw(action, x: left + layout.keysWidth + gap, y: Int(top))
            }
        }
    }
}
