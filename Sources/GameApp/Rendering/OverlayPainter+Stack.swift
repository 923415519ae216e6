import Drawing
import Platform

/// A screen's middle as a stack of centered lines and pictures, and its row of buttons: the
/// daily challenge's results and the race's screens are drawn this way.
extension OverlayPainter {
    /// One thing in a stack.
    enum Stacked {
        /// Text in a role of the type scale and a colour, wrapped to the area's width.
        case text(String, role: TypeRole, color: RGBA)
        /// Texts, each in its colour and role, kept together on one page (a label and its
        /// figures).
        case lines([(text: String, color: RGBA, role: TypeRole)])
        case picture(Texture)
    }

    /// One line or picture of a laid stack, as it is drawn.
    enum Laid {
        case text(String, size: Int, weight: FontWeight, color: RGBA)
        case picture(Texture)
    }

    /// Where a stacked screen is scrolled to (its first row in view, `AppModel.scroll`), how
    /// large its scroll buttons are (output pixels), and how far down its text begins below
    /// the HUD (a notice's band).
    struct StackPaging {
        var first = 0
        var side = 0.0
        var top = 0.0
    }

    /// A stack laid out in an area: its rows (each with how far it moves down), the gap between
    /// rows, and where the stack is taller than the area, how it scrolls: its rows' heights
    /// against the view, the column at the right with the scroll buttons and the scrollbar, and
    /// the room beside it where the rows go (output pixels).
    struct StackLayout {
        /// A line or a picture, how far the next moves down, and whether it ends its item (the
        /// gap between items follows it; an item's own lines are a line's skip apart).
        typealias Row = (item: Laid, advance: Double, ends: Bool)
        var rows: [Row]
        var spacing: Double
        var scroll: ScrollRows?
        var column: ScrollColumn?

        /// Each row's text, as the voice reads it ("" for a picture).
        var texts: [String] { rows.map { if case .text(let line, _, _, _) = $0.item { line } else { "" } } }

        /// The rows' heights (each with the gap after it) against a view `view` tall.
        func scrollRows(view: Double) -> ScrollRows { ScrollRows(heights: rows.map { $0.advance + ($0.ends ? spacing : 0) }, view: view) }
    }

    /// `items` one under another, each centered, `gap` apart, the whole centered in `area`, each
    /// text at its role's size (`TypeRole`, at `scale` output pixels to a point). Where the
    /// stack is taller than `area` (a face with tall lines, a language with long ones, the
    /// player's larger text), it scrolls, as the help does: the rows from `first` that the area
    /// holds whole, beside a column with scroll buttons `side` pixels square and the scrollbar.
    @discardableResult
    func drawStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double, first: Int = 0, side: Double = 0, theme: Theme? = nil)
        throws(PlatformError) -> StackLayout
    {
        let laid = try layStack(items, in: area, gap: gap, scale: scale, side: side)
        try drawStack(laid, in: area, first: first, theme: theme)
        return laid
    }

    /// A stack already laid out (`layStack`), drawn from `first`, with its column where it scrolls.
    func drawStack(_ laid: StackLayout, in area: Rect, first: Int, theme: Theme?) throws(PlatformError) {
        try drawRows(of: laid, from: first, in: area)
        if let column = laid.column, let theme {
            try drawColumn(column, scroll: laid.scroll, first: first, theme: theme, scale: 1, close: false)
        }
    }

    /// `laid`'s rows: all of them centred in `area`, or where they scroll, those from `first`
    /// the view holds, from its top, centred in the room beside the column; each row's frame,
    /// with its text.
    @discardableResult
    func drawRows(of laid: StackLayout, from first: Int, in area: Rect) throws(PlatformError) -> [(text: String?, frame: Rect)] {
        var rows = laid.rows
        var y = area.midY - Self.height(of: rows, gap: laid.spacing) / 2
        var middle = area.midX
        var bottom: Double?
        if let scroll = laid.scroll, scroll.scrolls, let column = laid.column {
            let start = scroll.clamped(first)
            rows = Array(rows[start..<min(start + scroll.inView(from: start), rows.count)])
            (y, middle, bottom) = (area.minY, column.text.midX, area.maxY)
        }
        return try drawRows(rows, spacing: laid.spacing, top: y, middle: middle, bottom: bottom)
    }

    /// `rows` from `top` down, each centred on `middle`, as far as `bottom` holds them whole (a
    /// row taller than the whole view, as under a tall notice in a small window, waits for
    /// room rather than spill over the buttons); each row's frame, with its text.
    func drawRows(_ rows: [StackLayout.Row], spacing: Double, top: Double, middle: Double, bottom: Double? = nil) throws(PlatformError)
        -> [(text: String?, frame: Rect)]
    {
        var y = top
        var drawn: [(text: String?, frame: Rect)] = []
        for (item, advance, ends) in rows {
            let texture: Texture
            var shown: String?
            switch item {
            case .text(let line, let size, let weight, let color):
                texture = try text.text(line, size: size, color: color, weight: weight)
                shown = line
            case .picture(let picture): texture = picture
            }
            if let bottom, y + Double(texture.height) > bottom + 1 { break }
            let x = Int(middle) - texture.width / 2
            try renderer.draw(texture, x: x, y: Int(y))
            drawn.append((shown, Rect(x: Double(x), y: y.rounded(.down), width: Double(texture.width), height: Double(texture.height))))
            y += advance + (ends ? spacing : 0)
        }
        return drawn
    }

    /// The menu's buttons, each with its label and the colour of its edge.
    func drawButtons(_ menu: PauseMenu, labels: [(String, RGBA)], theme: Theme, scale: Double) throws(PlatformError) {
        for (control, (label, edge)) in zip(menu.controls, labels) {
            try button(control.frame.scaled(by: scale), label, color: edge, scale: scale, theme: theme)
        }
    }

    /// What lies above a menu's buttons and below the HUD, in output pixels.
    static func area(above menu: PauseMenu, in covered: Rect, below hudHeight: Double, scale: Double) -> Rect {
        let buttonsTop = (menu.controls.first?.frame.minY ?? covered.maxY / scale) * scale
        return Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(buttonsTop - covered.minY - hudHeight, 1))
    }
}
