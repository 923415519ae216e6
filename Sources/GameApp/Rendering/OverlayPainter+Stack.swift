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

    /// Which page of a stacked screen to draw, how large its page buttons are (output pixels),
    /// and how far down its text begins below the HUD (a notice's band).
    struct StackPaging {
        var page = 0
        var side = 0.0
        var top = 0.0
    }

    /// A stack laid out in an area: the rows of each page (each row with how far it moves
    /// down), the gap between rows, and, where there is more than one page, the page buttons at
    /// the area's sides (output pixels).
    struct StackLayout {
        /// A line or a picture, how far the next moves down, and whether it ends its item (the
        /// gap between items follows it; an item's own lines are a line's skip apart).
        typealias Row = (item: Laid, advance: Double, ends: Bool)
        var pages: [[Row]]
        var spacing: Double
        var previous: Rect?
        var next: Rect?
    }

    /// `items` one under another, each centered, `gap` apart, the whole centered in `area`, each
    /// text at its role's size (`TypeRole`, at `scale` output pixels to a point). Where the
    /// stack is taller than `area` (a face with tall lines, a language with long ones, the
    /// player's larger text), it turns pages, each item whole on one (but one taller than a
    /// page), with page buttons `side` pixels square at the area's sides. Draws `page` (wrapped
    /// round).
    @discardableResult
    func drawStack(_ items: [Stacked], in area: Rect, gap: Double, scale: Double, page: Int = 0, side: Double = 0, theme: Theme? = nil)
        throws(PlatformError) -> StackLayout
    {
        let laid = try layStack(items, in: area, gap: gap, scale: scale, side: side)
        try drawPage(page, of: laid, in: area)
        if let previous = laid.previous, let next = laid.next, let theme {
            try pageButton(previous, "‹", theme: theme)
            try pageButton(next, "›", theme: theme)
        }
        return laid
    }

    /// `page` of `laid` (wrapped round), centred in `area`; each row's frame, with its text.
    @discardableResult
    func drawPage(_ page: Int, of laid: StackLayout, in area: Rect) throws(PlatformError) -> [(text: String?, frame: Rect)] {
        let rows = laid.pages[Self.wrapped(page, count: laid.pages.count)]
        let height = Self.height(of: rows, gap: laid.spacing)
        var y = area.midY - height / 2
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
            let x = Int(area.midX) - texture.width / 2
            try renderer.draw(texture, x: x, y: Int(y))
            drawn.append((shown, Rect(x: Double(x), y: y.rounded(.down), width: Double(texture.width), height: Double(texture.height))))
            y += advance + (ends ? laid.spacing : 0)
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
