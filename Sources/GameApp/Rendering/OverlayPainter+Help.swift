import Drawing
import Platform
import Preferences

/// The help overlay: every key and every controller button, and what each does.
extension OverlayPainter {
    /// The help as it is laid out in a window: its type size, whether the two blocks (the keys,
    /// the controller's buttons) stand side by side, and its rows.
    struct HelpLayout {
        typealias Row = (keys: String, action: String)
        let size: Int
        let sideBySide: Bool
        /// The blocks, each a list of rows: all in one view where they fit at a readable size;
        /// else one block, the other under it, to scroll through (`scroll`).
        let pages: [[[Row]]]
        /// Where the help holds more than its view: its rows (a blank row between the blocks),
        /// one line each, under the title; nil where it fits.
        var scroll: ScrollRows?
        /// From one row's top to the next's, in pixels.
        var lineHeight: Double
        /// The title's size (nil: no title, in a window too small for it).
        var titleSize: Int?
        /// Whether each entry's keys stand on a row of their own above what they do (a window
        /// too narrow for the two side by side at a readable size).
        var keysAbove = false
        /// Where it scrolls: the title's lines (none in a window too small for it).
        var titleLines: [String] = []
        /// Where it scrolls: its rows (nil: the blank row between the blocks), the keys' column's
        /// width and the widest row's, in pixels.
        var rows: [Row?] = []
        var keysWidth = 0
        var rowsWidth = 0
    }

    /// The smallest type any screen draws, in pixels at scale 1 (the type scale's caption).
    static let readableSize = TypeRole.caption.points

    /// Lays the help out in `window`, its text's room (output pixels).
    func helpLayout(
        in window: Rect, pad: ControllerFamily, keys: KeyBindings = KeyBindings(), padButtons: ButtonBindings = ButtonBindings(),
        catalog: Catalog, scale: Double
    ) throws(PlatformError) -> HelpLayout {
        let blocks = [Hotkeys.help(bindings: keys), Hotkeys.controllerHelp(for: pad, bindings: padButtons)].map { block in
            block.map { (keys: catalog.keys($0.keys), action: catalog(Message($0.action))) }
        }
        // NB: sizes here are asked of the text painter, which draws them at the player's text
        // size. Body text (`TypeRole.body`), in the arrangement the window's shape suggests, else
        // the other, on one page where it fits, else page by page.
        let size = TypeRole.body.size(scale: scale)
        let natural = window.width >= window.height * 1.2
        let sideBySide = try fits(blocks, sideBySide: natural, size: size, in: window) ? natural : !natural
        let lineHeight = try text.advance(size: size, atLeast: 1.45, weight: .regular)
        let lines = sideBySide ? blocks.map(\.count).max() ?? 0 : blocks.map { $0.count + 1 }.reduce(0, +)
        let tall = Double(lines + 3) * lineHeight
        if try fits(blocks, sideBySide: sideBySide, size: size, in: window), tall <= window.height {
            return HelpLayout(
                size: size, sideBySide: sideBySide, pages: [blocks], lineHeight: lineHeight, titleSize: TypeRole.title.size(scale: scale))
        }
        return try helpPages(blocks, in: window, catalog: catalog, scale: scale)
    }

    /// Every key and every controller button, and what each does: two blocks side by side in a
    /// wide window, one above the other in a tall one, at body size; where they do not fit the
    /// view, they scroll (`first`: the first row in view) under the title, with the scrollbar in
    /// the column at the right. The text keeps below the HUD, so its figures stay readable. The
    /// buttons' row (About) sits below them, Close at the column's top.
    func drawHelp(
        _ layout: HelpLayout, in covered: Rect, buttons: HelpButtons, first: Int, theme: Theme, catalog: Catalog, scale: Double
    ) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let about = buttons.about.scaled(by: scale)
        let window = buttons.help.text.scaled(by: scale)
        let size = layout.size
        try button(about, catalog(UIText.about), color: theme.text, scale: scale, theme: theme)
        try drawColumn(buttons.help, scroll: layout.scroll, first: first, theme: theme, scale: scale)
        if let scroll = layout.scroll {
            return try drawScrolled(layout, scroll, first: first, in: window, theme: theme)
        }
        let shown = layout.pages.first ?? []
        let lines = layout.sideBySide ? shown.map(\.count).max() ?? 0 : shown.map { $0.count + 1 }.reduce(0, +)
        // (A row that goes on with an action's next line has no keys.)
        typealias Row = (keys: Texture?, action: Texture)
        let laid: [[Row]] = try shown.map { block throws(PlatformError) in
            try block.map { entry throws(PlatformError) in
                (
                    entry.keys.isEmpty ? nil : try text.text(entry.keys, size: size, color: theme.keyName, weight: .regular),
                    try text.text(entry.action, size: size, color: theme.text, weight: .regular)
                )
            }
        }
        func width(_ rows: [Row]) -> Int {
            let keys = rows.map { $0.keys?.width ?? 0 }.max() ?? 0
            let actions = rows.map(\.action.width).max() ?? 0
            return layout.keysAbove ? max(keys, size + actions) : keys + size + actions
        }
        let lineHeight = layout.lineHeight
        // Centred in the view.
        var top = max(window.midY - lineHeight * Double(lines + 2) / 2, window.minY)
        if let titleSize = layout.titleSize {
            let title = try text.text(catalog(UIText.title), size: titleSize, color: theme.text)
            try renderer.draw(title, x: Int(window.midX) - title.width / 2, y: Int(top))
            top += try headerHeight(layout, scale: scale)
        } else {
            top += lineHeight * 1.3
        }
        let widths = laid.map(width)
        var left = Int(window.midX) - (layout.sideBySide ? widths.reduce(0, +) + size * 3 : widths.max() ?? 0) / 2
        for (index, rows) in laid.enumerated() {
            let keysWidth = rows.map { $0.keys?.width ?? 0 }.max() ?? 0
            var y = top
            for row in rows {
                if layout.keysAbove {
                    if let keys = row.keys { try renderer.draw(keys, x: left, y: Int(y)) }
                    try renderer.draw(row.action, x: left + size, y: Int(y))
                } else {
                    if let keys = row.keys { try renderer.draw(keys, x: left + keysWidth - keys.width, y: Int(y)) }
                    try renderer.draw(row.action, x: left + keysWidth + size, y: Int(y))
                }
                y += lineHeight
            }
            if layout.sideBySide {
                left += widths[index] + size * 3
            } else {
                top = y + lineHeight
            }
        }
    }

    /// How far below the title's top the first row begins: the title's line and a gap.
    func headerHeight(_ layout: HelpLayout, scale: Double) throws(PlatformError) -> Double {
        try text.lineSkip(size: layout.titleSize ?? TypeRole.title.size(scale: scale), weight: .bold) + layout.lineHeight * 0.4
    }

    /// Whether the blocks fit the window's width at `size` in this arrangement, measured
    /// without drawing.
    private func fits(_ blocks: [[(keys: String, action: String)]], sideBySide: Bool, size: Int, in window: Rect) throws(PlatformError) -> Bool {
        var widths: [Int] = []
        for block in blocks {
            var keys = 0
            var actions = 0
            for entry in block {
                keys = max(keys, try text.measure(entry.keys, size: size, weight: .regular).width)
                actions = max(actions, try text.measure(entry.action, size: size, weight: .regular).width)
            }
            widths.append(keys + size + actions)
        }
        let total = sideBySide ? widths.reduce(0, +) + size * 3 : widths.max() ?? 0
        return Double(total) <= window.width * 0.92
    }
}
