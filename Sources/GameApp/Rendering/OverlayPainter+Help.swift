import Drawing
import Platform
import Preferences

/// The help overlay: every key and every controller button, and what each does.
extension OverlayPainter {
    /// The help as it is laid out in a window: its type size, whether the two blocks (the keys,
    /// the controller's buttons) stand side by side, and its pages, each a list of rows (nil: the
    /// gap between the blocks when they are stacked).
    struct HelpLayout {
        typealias Row = (keys: String, action: String)
        let size: Int
        let sideBySide: Bool
        /// One page when everything fits at a readable size; else the rows, stacked, page by page.
        let pages: [[[Row]]]
        /// From one row's top to the next's, in pixels.
        var lineHeight: Double
        /// The title's size (nil: no title, in a window too small for it), and whether the page's
        /// number goes on a line of its own below it (where the two do not fit side by side).
        var titleSize: Int?
        var numberBelow = false
        /// Whether each entry's keys stand on a row of their own above what they do (a window
        /// too narrow for the two side by side at a readable size).
        var keysAbove = false
    }

    /// The smallest type any screen draws, in pixels at scale 1 (the type scale's caption).
    static let readableSize = TypeRole.caption.points

    /// Lays the help out in `covered` above its buttons' row (`buttons`, in output pixels).
    func helpLayout(
        in covered: Rect, below hudHeight: Double, buttons: Rect, pad: ControllerFamily, keys: KeyBindings = KeyBindings(),
        padButtons: ButtonBindings = ButtonBindings(), catalog: Catalog, scale: Double
    ) throws(PlatformError) -> HelpLayout {
        let window = Self.pagedArea(covered, below: hudHeight, buttons: buttons)
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
    /// wide window, one above the other in a tall one, shrunk until they fit, but never below a
    /// readable size: then they turn pages (`page`, counted from 0 and wrapping), and the page
    /// shows its number. The text keeps below `hudHeight`, so the HUD's figures stay readable
    /// through the panel. The buttons' row (About, and the page buttons) sits below them.
    func drawHelp(
        _ layout: HelpLayout, in covered: Rect, below hudHeight: Double, buttons: HelpButtons, page: Int, theme: Theme, catalog: Catalog,
        scale: Double
    ) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let about = buttons.about.scaled(by: scale)
        let window = Self.pagedArea(covered, below: hudHeight, buttons: about)
        let size = layout.size
        try button(about, catalog(UIText.about), color: theme.text, scale: scale, theme: theme)
        let shown = layout.pages[Self.wrapped(page, count: layout.pages.count)]
        if layout.pages.count > 1 {
            try drawPageButtons(buttons, theme: theme, scale: scale)
            let number = try pageNumber(page, of: layout.pages.count, size: TypeRole.caption.size(scale: scale), theme: theme, catalog: catalog)
            let below = layout.numberBelow ? try headerSkips(layout, scale: scale).title : 0
            try renderer.draw(number, x: Int(window.maxX) - number.width - size, y: Int(window.minY + below))
        }
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
        // Centred on one page; from the top on every page of several, so the title stays put.
        var top = layout.pages.count > 1 ? window.minY : max(window.midY - lineHeight * Double(lines + 2) / 2, window.minY)
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

    /// The title's line and the page number's, in pixels.
    func headerSkips(_ layout: HelpLayout, scale: Double) throws(PlatformError) -> (title: Double, number: Double) {
        (
            try text.lineSkip(size: layout.titleSize ?? TypeRole.title.size(scale: scale), weight: .bold),
            try text.lineSkip(size: TypeRole.caption.size(scale: scale), weight: .regular)
        )
    }

    /// How far below the title's top the first row begins: the title, the page's number where
    /// it goes below it, and a gap.
    func headerHeight(_ layout: HelpLayout, scale: Double) throws(PlatformError) -> Double {
        let skips = try headerSkips(layout, scale: scale)
        return skips.title + (layout.numberBelow ? skips.number : 0) + layout.lineHeight * 0.4
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
