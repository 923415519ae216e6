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
        /// Whether the room held too few lines even in the caption, and the last ends in "…".
        var isCut = false
    }

    /// `notice` in body text (`TypeRole.body`) wrapped to `width`, in at most `maximumLines`
    /// (four unless said) whose panel, with `factor` times the type's size around the lines and
    /// once more below it, is no taller than `room`; where body text takes more, in the scale's
    /// caption; only where that still takes more (a window too small for the notice at any size
    /// on the scale) is the rest cut, its last line ending in an ellipsis.
    func noticeLayout(
        _ notice: String, width: Double, scale: Double, maximumLines: Int = 4, room: Double = .infinity, padding factor: Double = 0.6
    ) throws(PlatformError) -> NoticeLayout {
        let maximumWidth = Int(width * 0.92)
        var size = 0
        var lines: [String] = []
        var most = 1
        for role in [TypeRole.body, .caption] {
            size = role.size(scale: scale)
            lines = try text.wrap(notice, size: size, width: maximumWidth, weight: .regular)
            // NB: as many lines as the room holds at this size's line skip, never fewer than one.
            let skip = max(try text.lineSkip(size: size, weight: .regular), 1)
            let fitting = room.isFinite ? Int(((room - 3 * Double(size) * factor) / skip).rounded(.down)) : Int.max
            most = max(min(maximumLines, fitting), 1)
            if lines.count <= most { break }
        }
        var cut = false
        if lines.count > most {
            cut = true
            var last = lines[most - 1]
            while !last.isEmpty, Double(try text.measure(last + "…", size: size, weight: .regular).width) > Double(maximumWidth) { last.removeLast() }
            lines = Array(lines.prefix(most - 1)) + [last + "…"]
        }
        var widest = 0
        for line in lines { widest = max(widest, try text.measure(line, size: size, weight: .regular).width) }
        let lineHeight = try text.lineSkip(size: size, weight: .regular)
        let padding = Double(size) * factor
        return NoticeLayout(
            lines: lines, size: size, lineHeight: lineHeight, padding: padding,
            panel: Size(width: Double(widest) + 2 * padding, height: lineHeight * Double(lines.count) + 2 * padding), isCut: cut)
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

    /// The notice laid out along the bottom of `window` (over the game, above any buttons, on a
    /// panel so it reads over any shape): in as many lines as the room below `top` (the HUD's
    /// band) holds, in the caption where body text takes more; where even that is too few, in as
    /// many as the whole room holds (it then takes the HUD's band, which comes back when it goes).
    func noticeAlong(_ notice: String, in window: Rect, below top: Double, scale: Double) throws(PlatformError) -> NoticeLayout {
        let laid = try noticeLayout(notice, width: window.width, scale: scale)
        guard window.maxY - laid.panel.height - laid.padding < top else { return laid }
        // (Measured by height, not a count of lines: body text's lines are taller than the caption's.)
        let below = try noticeLayout(notice, width: window.width, scale: scale, maximumLines: .max, room: window.maxY - top)
        guard below.isCut else { return below }
        return try noticeLayout(notice, width: window.width, scale: scale, maximumLines: .max, room: window.height)
    }
}
