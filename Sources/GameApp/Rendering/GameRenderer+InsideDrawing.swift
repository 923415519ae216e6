import Drawing
import GameCore
import Platform

/// The "how it works" panel drawn from its layout (`insideLayout`): the rows in view, each a
/// line (its tree's joint, its change's bar, the stop's light) or a button kept for the clicks,
/// and its scroll buttons where it scrolls.
extension GameRenderer {
    /// Draws the panel from its row `first` (where it scrolls), and its scroll buttons and
    /// scrollbar where it does; returns how its rows scroll (nil where they fit).
    ///
    /// The panel is drawn once into a canvas and shown from it, frame after frame, until its
    /// words, its place or its scroll change: a steady frame copies one picture instead of
    /// blending each line (profiled with callgrind: drawing the lines was most of a steady
    /// frame). A frame recorded for the fit checks (`Renderer.drawn`) draws it line by line, so
    /// each line is seen where it is.
    @discardableResult
    func drawInside(_ inside: InsideText, panel: Rect, column: ScrollColumn?, first: Int, scale: Double) throws(PlatformError) -> ScrollRows? {
        let column = column?.scaled(by: scale)
        let laid = try insideLayout(inside, panel: panel, column: column, scale: scale)
        let shown = laid.scroll.map { firstShown(laid, scroll: $0, asked: first) } ?? first
        if renderer.drawn == nil, renderer.drawsIntoTextures, let key = pagedLayouts.inside?.key {
            // (The canvas holds the scroll buttons and the scrollbar too.)
            try drawCanvas(laid, key: key, panel: panel, first: shown, scale: scale)
        } else {
            try drawPanel(laid, panel: panel, first: shown, scale: scale)
            if let scroll = laid.scroll, let column {
                try overlays.drawColumn(column, scroll: scroll, first: shown, theme: theme, scale: 1, close: false)
            }
        }
        return laid.scroll
    }

    /// The first row in view: the one asked for, or while a stop lights its lines, they are in
    /// view from the stop's words set just above them (the words first where the view holds
    /// less); else from their section's heading, where that leaves the first in view; else from
    /// the line above them.
    private func firstShown(_ laid: InsideLayout, scroll: ScrollRows, asked: Int) -> Int {
        var lit: Int?
        if let words = laid.rows.firstIndex(where: \.leadsStop), laid.rows.contains(where: \.lit) {
            lit = words
        } else if let index = laid.rows.firstIndex(where: \.lit) {
            let heading = laid.rows[...index].lastIndex(where: \.opensSection) ?? index
            lit = scroll.inView(from: heading) > index - heading ? heading : max(index - 1, 0)
        }
        return scroll.clamped(lit ?? asked)
    }

    /// The panel's background, title, header and the rows in view from `first`.
    func drawPanel(_ laid: InsideLayout, panel: Rect, first: Int, scale: Double) throws(PlatformError) {
        try renderer.fill(panel, color: theme.panel)
        try renderer.fill(Rect(x: panel.minX, y: panel.minY, width: max(scale, 1), height: panel.height), color: theme.text.withAlpha(96))
        let padding = laid.padding
        var y = panel.minY + padding
        if let title = laid.title {
            let texture = try text.text(title.text, size: title.size, color: title.color, weight: title.weight)
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(y))
            y += title.advance + laid.gap
        }
        pagedLayouts.insideButtons = []
        for row in laid.header {
            try drawRow(row, at: y, in: panel, laid: laid, scale: scale)
            y += row.advance
        }
        var rows = laid.rows[...]
        if let scroll = laid.scroll {
            rows = laid.rows[first..<min(first + scroll.inView(from: first), laid.rows.count)]
        }
        for row in rows {
            try drawRow(row, at: y, in: panel, laid: laid, scale: scale)
            y += row.advance
        }
    }

    /// One row of the panel at `y`: a button (kept for the clicks), or a line with its tree's
    /// joint, its change's bar and the light of the stop shown.
    func drawRow(_ row: InsideLayout.Row, at y: Double, in panel: Rect, laid: InsideLayout, scale: Double) throws(PlatformError) {
        let thin = max(scale.rounded(), 1)
        let padding = laid.padding
        if row.lit {
            // The stop shown lights its lines: a band of the accent behind them, up to the
            // scroll buttons' column where they scroll.
            let right = laid.split ?? panel.maxX
            try ink(Rect(x: panel.minX + thin, y: y, width: right - panel.minX - thin, height: row.advance), color: theme.accent.withAlpha(56))
        }
        if let control = row.button {
            // The button's frame, its label's lines centered in it; where it is, for the clicks.
            let frame = Rect(x: panel.minX + padding, y: y, width: row.width, height: row.height)
            try ink(frame, color: theme.background)
            try overlays.outline(frame, color: theme.accent, width: 2 * thin)
            let advance = try text.advance(size: row.size, atLeast: 1.2)
            var lineY = y + (row.height - Double(row.lines.count) * advance) / 2
            for line in row.lines {
                let texture = try text.text(line, size: row.size, color: theme.text)
                try renderer.draw(texture, x: Int(frame.midX) - texture.width / 2, y: Int(lineY))
                lineY += advance
            }
            pagedLayouts.insideButtons.append((control.action, frame.scaled(by: 1 / scale)))
        }
        if !row.text.isEmpty {
            // (Drawn onto what is under it, the panel or the stop's light, and copied: blending
            // each line into the panel took longer than drawing the new turn's shapes; profiled
            // with perf.)
            let line = try line(of: row, at: y, in: panel, laid: laid)
            try renderer.draw(line.texture, x: Int(line.box.minX), y: Int(line.box.minY), opaque: true)
            pagedLayouts.insideInk?.append(line.box)
        }
        if row.node { try drawJoint(indent: row.indent, advance: row.advance, at: y, in: panel, laid: laid, scale: scale) }
        if row.marked {
            // A bar in the margin: changed since the last tap.
            try ink(markBar(of: row, at: y, in: panel, laid: laid, scale: scale), color: theme.accent)
        }
    }

    /// Where a marked row's bar goes: in the margin left of its text (output pixels).
    func markBar(of row: InsideLayout.Row, at y: Double, in panel: Rect, laid: InsideLayout, scale: Double) -> Rect {
        let thin = max(scale.rounded(), 1)
        return Rect(
            x: panel.minX + (laid.padding * 0.3).rounded(), y: y, width: max((laid.padding * 0.35).rounded(), 2 * thin), height: row.advance * 0.9)
    }

    /// A tree's joint, "└": the row at `y` (indented by `indent`, `advance` high) joined to the
    /// line above, in the indent's last step (it reaches up into the row above).
    func drawJoint(indent: Double, advance: Double, at y: Double, in panel: Rect, laid: InsideLayout, scale: Double) throws(PlatformError) {
        let thin = max(scale.rounded(), 1)
        let middle = (y + advance * 0.45).rounded()
        let x = (panel.minX + laid.padding + indent - laid.step * 0.7).rounded()
        try ink(Rect(x: x, y: y - advance * 0.2, width: thin, height: middle - y + advance * 0.2), color: theme.muted)
        try ink(Rect(x: x, y: middle, width: (laid.step * 0.5).rounded(), height: thin), color: theme.muted)
    }

    /// Fills `rect` over the panel, and keeps it among what the band drawn draws (`insideInk`).
    private func ink(_ rect: Rect, color: RGBA) throws(PlatformError) {
        try renderer.fill(rect, color: color)
        pagedLayouts.insideInk?.append(rect)
    }

    /// A row's text as drawn at `y`: its picture, onto what is under it, and where it lies
    /// (output pixels, whole).
    func line(of row: InsideLayout.Row, at y: Double, in panel: Rect, laid: InsideLayout) throws(PlatformError) -> (texture: Texture, box: Rect) {
        let texture = try text.text(row.text, size: row.size, color: row.color, weight: row.weight, on: insideGround(lit: row.lit))
        let box = Rect(
            x: Double(Int(panel.minX + laid.padding + row.indent)), y: Double(Int(y)), width: Double(texture.width), height: Double(texture.height))
        return (texture, box)
    }

    /// What a row's text is drawn onto: the panel, or the stop's light over it.
    func insideGround(lit: Bool) -> RGBA {
        lit ? theme.panel.under(theme.accent.withAlpha(56)) : theme.panel
    }
}
