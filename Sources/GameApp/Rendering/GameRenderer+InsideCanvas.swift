import Drawing
import GameCore
import Platform

/// The "how it works" panel's canvas: the panel drawn once into a texture and shown from it,
/// frame after frame, until its words, its place or its scroll change; then only the bands
/// whose rows changed are drawn again.
extension GameRenderer {
    /// The panel as last drawn into its canvas: what it showed (its layout's key and its first
    /// row), the picture, its bands, and for each band the texts it was drawn from and its
    /// buttons.
    struct InsideCanvas {
        let key: InsideKey
        let first: Int
        let texture: Texture
        let bands: [Band]
        let used: [TextPainter.Used]
        let buttons: [[(action: AppCommand, frame: Rect)]]
        /// What each band drew over the panel (`insideInk`).
        let ink: [[Rect]]
        /// How its rows scrolled, where it holds the scroll buttons' column beside them (drawn
        /// apart from the bands: the scrollbar's thumb shows how they scroll from `first`).
        let column: ScrollRows?
        /// How many of its bands its last drawing drew (the others were in it already).
        let redrawn: Int
    }

    /// A strip of the panel as wide as the canvas (up to the scroll buttons' column, where the
    /// rows scroll), from a row's top to the next row's (the
    /// title's reaches to the header, the first from the panel's top, the last to its foot):
    /// everything drawn in it, so a band that is the same as one already in the canvas, in the
    /// same place, is left as it is.
    struct Band: Hashable {
        enum Content: Hashable {
            case empty
            case title(InsideLayout.Row)
            case row(InsideLayout.Row)
        }
        let content: Content
        let top: Double
        let bottom: Double
        /// The joint of the row below, where it is joined to this one, which reaches up into this
        /// band: where it is, not what that row says (a row whose part below only changed its
        /// words is left as it is).
        var joined: Joint?

        /// A joint: its row's indent and height.
        struct Joint: Hashable {
            let indent: Double
            let advance: Double
        }
    }

    /// Shows the panel from its canvas, drawing into it first what changed: where its place,
    /// size, scale, face and theme are as they were, only the bands that differ from the
    /// canvas's (a new turn changes some of the panel's lines, not all); else every band.
    /// (Profiled with callgrind and timed: a new turn's panel spent as long clearing, filling
    /// and copying lines that had not changed as drawing the ones that had.)
    func drawCanvas(_ laid: InsideLayout, key: InsideKey, panel: Rect, first: Int, scale: Double) throws(PlatformError) {
        let origin = (x: Int(panel.minX.rounded(.down)), y: Int(panel.minY.rounded(.down)))
        let size = (width: Int(panel.maxX.rounded(.up)) - origin.x, height: Int(panel.maxY.rounded(.up)) - origin.y)
        let old = pagedLayouts.insideCanvas
        if let old, old.key == key, old.first == first {
            for used in old.used { text.keep(used) }
            pagedLayouts.insideButtons = old.buttons.flatMap { $0 }
            return try renderer.draw(old.texture, x: origin.x, y: origin.y, opaque: true)
        }
        let texture =
            if let old, old.texture.width == size.width, old.texture.height == size.height { old.texture } else {
                try renderer.makeCanvas(width: size.width, height: size.height)
            }
        // The bands already drawn, where the canvas holds what this panel would (none where it
        // does not), top to bottom: each new band is looked for among those at its top. (Compared,
        // not hashed: an unchanged row's lines are the very strings drawn before, equal at once;
        // hashing read every one.)
        let drawn = old.flatMap { $0.texture === texture && $0.key.sameFrame(as: key) ? $0.bands : nil } ?? []
        // A band the same but for its row's mark is drawn again only across its mark's bar.
        var next = 0
        func kept(_ band: Band) -> (index: Int, marking: Bool)? {
            while next < drawn.count, drawn[next].top < band.top { next += 1 }
            var index = next
            var marking: Int?
            while index < drawn.count, drawn[index].top == band.top {
                if drawn[index] == band { return (index, false) }
                if band.differsInMarkOnly(from: drawn[index]) { marking = index }
                index += 1
            }
            return marking.map { ($0, true) }
        }
        // A band drawn over the one in the same strip where both are lines of the same type, not
        // lit, not buttons: what the old one drew is taken back, not the whole band filled.
        func over(_ band: Band) -> (row: InsideLayout.Row, ink: [Rect])? {
            guard let old, case .row(let row) = band.content, row.button == nil, !row.lit, !row.text.isEmpty else { return nil }
            var index = next
            while index < drawn.count, drawn[index].top == band.top {
                if drawn[index].bottom == band.bottom, case .row(let was) = drawn[index].content, was.button == nil, !was.lit,
                    was.size == row.size, was.weight == row.weight
                {
                    return (row, old.ink[index])
                }
                index += 1
            }
            return nil
        }
        pagedLayouts.insideCanvas = nil
        let bands = bands(of: laid, panel: panel, first: first)
        var used: [TextPainter.Used] = []
        var buttons: [[(action: AppCommand, frame: Rect)]] = []
        var ink: [[Rect]] = []
        var redrawn = 0
        // Where the rows scroll, the bands end at the scroll buttons' column, drawn on its own
        // when the rows scroll differently or from another row (or into a new canvas). (Profiled:
        // drawn over the panel every frame, its narrow fills cost a twentieth of a new turn's.)
        let column = laid.split.flatMap { split in key.column.map { (split: split, buttons: $0) } }
        let keepsColumn = !drawn.isEmpty && old?.first == first && old?.column == laid.scroll
        try renderer.drawing(into: texture, origin: origin) { () throws(PlatformError) in
            if let column, let scroll = laid.scroll, !keepsColumn {
                let area = Rect(
                    x: column.split, y: Double(origin.y), width: Double(origin.x + size.width) - column.split, height: Double(size.height))
                try renderer.clipping(to: area) { () throws(PlatformError) in
                    try drawGround(in: area, panel: panel, top: true, bottom: true, scale: scale)
                    try overlays.drawColumn(column.buttons, scroll: scroll, first: first, theme: theme, scale: 1, close: false)
                }
            }
            for (index, band) in bands.enumerated() {
                let found = kept(band)
                if let old, let found, !found.marking {
                    used.append(old.used[found.index])
                    buttons.append(old.buttons[found.index])
                    ink.append(old.ink[found.index])
                    continue
                }
                let top = index == 0 ? origin.y : Int(band.top.rounded(.down))
                let bottom = index == bands.count - 1 ? origin.y + size.height : Int(band.bottom.rounded(.down))
                guard bottom > top else {
                    used.append(try text.using {})
                    buttons.append([])
                    ink.append([])
                    continue
                }
                pagedLayouts.insideButtons = []
                redrawn += 1
                let right = column?.split ?? Double(origin.x + size.width)
                var strip = Rect(x: Double(origin.x), y: Double(top), width: right - Double(origin.x), height: Double(bottom - top))
                if found?.marking == true, case .row(let row) = band.content {
                    // (Only its mark differs, and the mark lies in the margin: the margin up to
                    // past the bar is drawn again, the rest of the band is as it was.)
                    let bar = markBar(of: row, at: band.top, in: panel, laid: laid, scale: scale)
                    strip.size.width = min(Double(Int(bar.maxX.rounded(.up)) + 1 - origin.x), strip.width)
                }
                let under = found == nil ? over(band) : nil
                pagedLayouts.insideInk = []
                used.append(
                    try text.using { () throws(PlatformError) in
                        if let under {
                            try draw(band, row: under.row, in: strip, over: under.ink, laid: laid, panel: panel, scale: scale)
                        } else {
                            try draw(band, in: strip, laid: laid, panel: panel, scale: scale)
                        }
                    })
                buttons.append(pagedLayouts.insideButtons)
                ink.append(pagedLayouts.insideInk ?? [])
                pagedLayouts.insideInk = nil
            }
        }
        pagedLayouts.insideButtons = buttons.flatMap { $0 }
        pagedLayouts.insideCanvas = InsideCanvas(
            key: key, first: first, texture: texture, bands: bands, used: used, buttons: buttons, ink: ink,
            column: column.flatMap { _ in laid.scroll },
            redrawn: redrawn)
        try renderer.draw(texture, x: origin.x, y: origin.y, opaque: true)
    }

    /// Clears the window but for the pixels the panel's canvas covers (`panel`, output pixels,
    /// rounded outwards as the canvas is): they are copied over whole, so a frame with the panel
    /// open does not clear them first (timed: a third of a 1920×1080 window's clearing).
    func clear(besides panel: Rect) throws(PlatformError) {
        guard theme.background.alpha == 255 else { return try renderer.clear(theme.background) }
        let (width, height) = try renderer.outputSize()
        let left = Double(max(Int(panel.minX.rounded(.down)), 0))
        let top = Double(max(Int(panel.minY.rounded(.down)), 0))
        let right = Double(min(Int(panel.maxX.rounded(.up)), width))
        let bottom = Double(min(Int(panel.maxY.rounded(.up)), height))
        guard left < right, top < bottom else { return try renderer.clear(theme.background) }
        let areas = [
            Rect(x: 0, y: 0, width: Double(width), height: top), Rect(x: 0, y: bottom, width: Double(width), height: Double(height) - bottom),
            Rect(x: 0, y: top, width: left, height: bottom - top), Rect(x: right, y: top, width: Double(width) - right, height: bottom - top),
        ]
        for area in areas where area.width > 0 && area.height > 0 { try renderer.fill(area, color: theme.background) }
    }
}

extension GameRenderer.InsideKey {
    /// Whether a layout for `other` lies where this one's does, in the same size, scale, face
    /// and theme: a canvas drawn for one holds the other's bands where their rows are the same.
    func sameFrame(as other: Self) -> Bool {
        panel == other.panel && column == other.column && scale == other.scale && textScale == other.textScale && face == other.face
            && theme == other.theme
    }
}
