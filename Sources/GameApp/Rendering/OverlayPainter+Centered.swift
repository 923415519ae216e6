import Drawing
import Platform

/// The notice: along the bottom over the game, or in a band of its own below the HUD over a
/// screen, whose lines then begin below it.
extension OverlayPainter {
    /// A notice laid out: its lines at one size, and the panel they sit on (output pixels).
    struct NoticeLayout: Hashable {
        let lines: [String]
        let size: Int
        let lineHeight: Double
        let padding: Double
        let panel: Size
    }

    /// `notice` in body text (`TypeRole.body`) wrapped to `width`; past `maximumLines` (four
    /// unless said), the rest is cut. `factor` times the type's size is the panel's padding.
    func noticeLayout(_ notice: String, width: Double, scale: Double, maximumLines: Int = 4, padding factor: Double = 0.6) throws(PlatformError)
        -> NoticeLayout
    {
        let maximumWidth = Int(width * 0.92)
        let size = TypeRole.body.size(scale: scale)
        var lines = try text.wrap(notice, size: size, width: maximumWidth, weight: .regular)
        let most = max(maximumLines, 1)
        if lines.count > most, most > 1 { lines = Array(lines.prefix(most - 1)) + ["…"] }
        if lines.count > most, var first = lines.first {
            // One line: its beginning, and an ellipsis.
            while !first.isEmpty, Double(try text.measure(first + "…", size: size, weight: .regular).width) > Double(maximumWidth) {
                first.removeLast()
            }
            lines = [first + "…"]
        }
        var widest = 0
        for line in lines { widest = max(widest, try text.measure(line, size: size, weight: .regular).width) }
        let lineHeight = try text.lineSkip(size: size, weight: .regular)
        let padding = Double(size) * factor
        return NoticeLayout(
            lines: lines, size: size, lineHeight: lineHeight, padding: padding,
            panel: Size(width: Double(widest) + 2 * padding, height: lineHeight * Double(lines.count) + 2 * padding))
    }

    /// The notice's panel with its top at `top`, centred in `window`.
    func drawNotice(_ notice: NoticeLayout, top: Double, in window: Rect, theme: Theme) throws(PlatformError) {
        let panel = Rect(x: window.midX - notice.panel.width / 2, y: top, width: notice.panel.width, height: notice.panel.height)
        try renderer.fill(panel, color: theme.panel)
        for (index, line) in notice.lines.enumerated() {
            let texture = try text.text(line, size: notice.size, color: theme.text, weight: .regular)
            try renderer.draw(texture, x: Int(panel.minX + notice.padding), y: Int(panel.minY + notice.padding + Double(index) * notice.lineHeight))
        }
    }

    /// A notice along the bottom of `window` (over the game, above any buttons), on a panel so
    /// it reads over any shape, never higher than `top` (the HUD's band stays clear).
    func drawNotice(_ notice: String, in window: Rect, below top: Double = 0, theme: Theme, scale: Double) throws(PlatformError) {
        var laid = try noticeLayout(notice, width: window.width, scale: scale)
        if window.maxY - laid.panel.height - laid.padding < top {
            // As many lines as the room below `top` holds (the last cut), at the type's one size.
            let room = window.maxY - top - laid.padding * 3
            let lines = max(Int(room / max(laid.lineHeight, 1)), 1)
            laid = try noticeLayout(notice, width: window.width, scale: scale, maximumLines: lines)
        }
        try drawNotice(laid, top: window.maxY - laid.panel.height - laid.padding, in: window, theme: theme)
    }
}
