import Drawing
import Platform

/// What the screens that turn pages share (the help, About, the stats): the page shown, the ‹ ›
/// buttons, and the area above their row.
extension OverlayPainter {
    /// `page` as one of `count` pages: turning past the last comes back to the first.
    static func wrapped(_ page: Int, count: Int) -> Int {
        ((page % max(count, 1)) + max(count, 1)) % max(count, 1)
    }

    /// "2 / 3": which page of how many shows (`page` counted from 0, wrapped round), at `size`.
    func pageNumber(_ page: Int, of count: Int, size: Int, theme: Theme, catalog: Catalog) throws(PlatformError) -> Texture {
        let shown = Self.wrapped(page, count: count) + 1
        return try text.text(catalog(UIText.helpPage, ["page": "\(shown)", "pages": "\(count)"]), size: size, color: theme.muted, weight: .regular)
    }

    /// The page buttons, ‹ and ›, of a screen with pages (the help, About, the stats).
    func drawPageButtons(_ buttons: HelpButtons, theme: Theme, scale: Double) throws(PlatformError) {
        try pageButton(buttons.previous.scaled(by: scale), "‹", theme: theme)
        try pageButton(buttons.next.scaled(by: scale), "›", theme: theme)
    }

    /// A page button (output pixels): its arrow is an icon as tall as the button allows, on every
    /// screen the same, whatever the text's size.
    func pageButton(_ frame: Rect, _ arrow: String, theme: Theme) throws(PlatformError) {
        try renderer.fill(frame, color: theme.background)
        try outline(frame, color: theme.text, width: max(frame.height / 20, 1))
        // NB: a face with tall lines (the CJK ones) makes a taller box: the arrow keeps inside.
        var pixels = Int(frame.height * 0.75)
        var glyph = try text.icon(arrow, pixels: pixels, color: theme.text)
        while Double(glyph.height) > frame.height * 0.95 || Double(glyph.width) > frame.width * 0.95, pixels > 6 {
            pixels -= max(pixels / 10, 1)
            glyph = try text.icon(arrow, pixels: pixels, color: theme.text)
        }
        try renderer.draw(glyph, x: Int(frame.midX) - glyph.width / 2, y: Int(frame.midY) - glyph.height / 2)
    }

    /// Where a screen with pages puts its text: below the HUD, above its buttons' row.
    nonisolated static func pagedArea(_ covered: Rect, below hudHeight: Double, buttons: Rect) -> Rect {
        let bottom = min(buttons.minY - buttons.height * 0.3, covered.maxY)
        return Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(bottom - covered.minY - hudHeight, 1))
    }
}

/// The help's buttons, in window coordinates: About in the middle of its row, the page buttons
/// (shown only when the stats have pages) on either side; and the column of a screen that
/// scrolls (the help, About), at the right of its text's room: Close, the scroll buttons, the
/// scrollbar's track between them.
struct HelpButtons: Hashable {
    let about: Rect
    let previous: Rect
    let next: Rect
    /// The help's column and text, above the buttons' row.
    var help = ScrollColumn()
    /// About's and the stats', which have no buttons' row: down to the foot of the covered area.
    var alone = ScrollColumn()

    /// The column of the screen `top`.
    func column(for top: AppModel.Screen?) -> ScrollColumn { top == .overlay(.help) ? help : alone }
}

/// The column at the right of a screen that scrolls, in window coordinates: Close at its top, the
/// scroll buttons and the scrollbar's track between them; and where the text goes, below the
/// HUD and the notice, left of the column.
struct ScrollColumn: Hashable {
    var close = Rect.zero
    var up = Rect.zero
    var down = Rect.zero
    var track = Rect.zero
    var text = Rect.zero

    /// The same, each frame scaled (window points to output pixels, or back).
    func scaled(by factor: Double) -> ScrollColumn {
        ScrollColumn(
            close: close.scaled(by: factor), up: up.scaled(by: factor), down: down.scaled(by: factor), track: track.scaled(by: factor),
            text: text.scaled(by: factor))
    }
}
