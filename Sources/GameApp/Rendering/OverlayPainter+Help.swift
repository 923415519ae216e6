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

    /// The smallest type the help draws, in pixels at scale 1: where everything would need less,
    /// the help turns pages instead of shrinking further.
    static let readableSize = 12.0

    /// Lays the help out in `covered` above its buttons' row (`buttons`, in output pixels).
    func helpLayout(
        in covered: Rect, below hudHeight: Double, buttons: Rect, pad: ControllerFamily, keys: KeyBindings = KeyBindings(),
        padButtons: ButtonBindings = ButtonBindings(), catalog: Catalog, scale: Double
    ) throws(PlatformError) -> HelpLayout {
        let window = Self.pagedArea(covered, below: hudHeight, buttons: buttons)
        let blocks = [Hotkeys.help(bindings: keys), Hotkeys.controllerHelp(for: pad, bindings: padButtons)].map { block in
            block.map { (keys: catalog.keys($0.keys), action: catalog(Message($0.action))) }
        }
        // NB: sizes here are asked of the text painter, which draws them at the player's text size:
        // pages keep the type at the readable size times that.
        let readable = Int((Self.readableSize * scale).rounded(.up))
        // The arrangement the window's shape suggests, unless the other shows the text larger
        // (a language with long words may not fit side by side in a small window).
        let natural = window.width >= window.height * 1.2
        let first = try fit(blocks, sideBySide: natural, in: window, scale: scale)
        let other = try fit(blocks, sideBySide: !natural, in: window, scale: scale)
        let better = (other.fits && !first.fits) || (other.fits == first.fits && other.size > first.size)
        let chosen = better ? (sideBySide: !natural, other.size) : (sideBySide: natural, first.size)
        let lines = chosen.sideBySide ? blocks.map(\.count).max() ?? 0 : blocks.map { $0.count + 1 }.reduce(0, +)
        let tall = Double(lines + 3) * (try text.advance(size: chosen.1, atLeast: 1.6))
        if chosen.1 >= readable, tall <= window.height {
            return HelpLayout(
                size: chosen.1, sideBySide: chosen.sideBySide, pages: [blocks], lineHeight: try text.advance(size: chosen.1, atLeast: 1.6),
                titleSize: Int(Double(chosen.1) * 1.3))
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
        let buttonSize = Int(max(about.height * 0.45, 8))
        try button(about, catalog(UIText.about), color: theme.text, size: buttonSize, theme: theme)
        let shown = layout.pages[Self.wrapped(page, count: layout.pages.count)]
        if layout.pages.count > 1 {
            try drawPageButtons(buttons, theme: theme, scale: scale)
            let number = try pageNumber(page, of: layout.pages.count, size: size, theme: theme, catalog: catalog)
            let below = layout.numberBelow ? layout.lineHeight * 1.3 : 0
            try renderer.draw(number, x: Int(window.maxX) - number.width - size, y: Int(window.minY + below))
        }
        let lines = layout.sideBySide ? shown.map(\.count).max() ?? 0 : shown.map { $0.count + 1 }.reduce(0, +)
        // (A row that goes on with an action's next line has no keys.)
        typealias Row = (keys: Texture?, action: Texture)
        let laid: [[Row]] = try shown.map { block throws(PlatformError) in
            try block.map { entry throws(PlatformError) in
                (
                    entry.keys.isEmpty ? nil : try text.text(entry.keys, size: size, color: theme.keyName),
                    try text.text(entry.action, size: size, color: theme.text)
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
            top += lineHeight * (layout.numberBelow ? 2.6 : 1.8)
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

    /// The largest text size (from what the window's height allows down to 8) at which the
    /// blocks fit the window's width in this arrangement, measured without drawing; `fits` is
    /// false when even 8 is too wide.
    private func fit(
        _ blocks: [[(keys: String, action: String)]], sideBySide: Bool, in window: Rect, scale: Double
    ) throws(PlatformError) -> (size: Int, fits: Bool) {
        let lines = sideBySide ? blocks.map(\.count).max() ?? 0 : blocks.map { $0.count + 1 }.reduce(0, +)
        // NB: the height allows a size in pixels; the text painter draws each size asked at the
        // player's text size.
        var size = Int(max(min(window.height / (1.6 * Double(lines + 3)), 22 * scale) / text.scale, 8))
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
