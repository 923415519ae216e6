import Drawing
import GameCore
import Platform

/// The "how it works" panel's canvas band by band: where the bands lie, each drawn whole, or
/// where a row only changed its words, drawn over what it showed.
extension GameRenderer {
    /// The panel's bands, top to bottom, as `drawPanel` draws its rows from row `first`.
    func bands(of laid: InsideLayout, panel: Rect, first: Int) -> [Band] {
        var y = panel.minY + laid.padding
        var bands = [Band(content: .empty, top: panel.minY, bottom: y)]
        if let title = laid.title {
            bands.append(Band(content: .title(title), top: y, bottom: y + title.advance + laid.gap))
            y += title.advance + laid.gap
        }
        var rows = laid.rows[...]
        if let scroll = laid.scroll {
            rows = laid.rows[first..<min(first + scroll.inView(from: first), laid.rows.count)]
        }
        for row in laid.header + rows {
            if row.node { bands[bands.count - 1].joined = Band.Joint(indent: row.indent, advance: row.advance) }
            bands.append(Band(content: .row(row), top: y, bottom: y + row.advance))
            y += row.advance
        }
        bands.append(Band(content: .empty, top: y, bottom: max(y, panel.maxY)))
        return bands
    }

    /// One band drawn into `strip` (the canvas's pixels it covers), and nothing outside it: as
    /// `drawPanel` draws those pixels, the canvas's edge, the panel, its line at the left (not
    /// where `ground` is false: what is there is the panel already), the band's row and the
    /// joint of the row below reaching up into it.
    func draw(_ band: Band, in strip: Rect, laid: InsideLayout, panel: Rect, scale: Double, ground: Bool = true) throws(PlatformError) {
        try renderer.clipping(to: strip) { () throws(PlatformError) in
            if ground {
                try drawGround(in: strip, panel: panel, top: band.top <= panel.minY, bottom: band.bottom >= panel.maxY, scale: scale)
            }
            switch band.content {
            case .empty: break
            case .title(let title):
                let texture = try text.text(title.text, size: title.size, color: title.color, weight: title.weight)
                try renderer.draw(texture, x: Int(panel.minX + laid.padding), y: Int(band.top))
            case .row(let row): try drawRow(row, at: band.top, in: panel, laid: laid, scale: scale)
            }
            if let joined = band.joined {
                try drawJoint(indent: joined.indent, advance: joined.advance, at: band.bottom, in: panel, laid: laid, scale: scale)
            }
        }
    }

    /// Under a strip of the canvas (`top`, `bottom`: it reaches the panel's top, its foot): the
    /// window's background where the panel's edge falls inside a pixel (where it is on a pixel's
    /// edge, the panel covers it), the panel, and its line at the left.
    func drawGround(in strip: Rect, panel: Rect, top: Bool, bottom: Bool, scale: Double) throws(PlatformError) {
        let (left, right) = (panel.minX.rounded(.down), panel.maxX.rounded(.up))
        if left != panel.minX { try renderer.fill(Rect(x: left, y: strip.minY, width: 1, height: strip.height), color: theme.background) }
        if right != panel.maxX { try renderer.fill(Rect(x: right - 1, y: strip.minY, width: 1, height: strip.height), color: theme.background) }
        if top, panel.minY.rounded(.down) != panel.minY {
            try renderer.fill(Rect(x: left, y: strip.minY, width: right - left, height: 1), color: theme.background)
        }
        if bottom, panel.maxY.rounded(.up) != panel.maxY {
            try renderer.fill(Rect(x: left, y: strip.maxY - 1, width: right - left, height: 1), color: theme.background)
        }
        try renderer.fill(panel, color: theme.panel)
        try renderer.fill(Rect(x: panel.minX, y: panel.minY, width: max(scale, 1), height: panel.height), color: theme.text.withAlpha(96))
    }

    /// A band whose row only changed its words drawn over the canvas's band in the same strip,
    /// which drew `ink` (output pixels) over the panel: what it drew that the row's new words do
    /// not cover is taken back to the panel, then the row drawn as `draw` draws it. (Profiled:
    /// filling a band and then copying its line over the fill took twice as long as copying the
    /// line alone; SDL fills with stores that go around the cache.)
    func draw(_ band: Band, row: InsideLayout.Row, in strip: Rect, over ink: [Rect], laid: InsideLayout, panel: Rect, scale: Double)
        throws(PlatformError)
    {
        let words = try line(of: row, at: band.top, in: panel, laid: laid).box
        // (Right of the panel's line only the panel is under the ink; nearer, its ground is drawn.)
        let clear = (panel.minX + max(scale, 1)).rounded(.up) + 1
        for drawn in ink {
            for piece in drawn.wholePixels.clipped(to: strip).map({ $0.without(words) }) ?? [] {
                if piece.minX >= clear {
                    try renderer.fill(piece, color: theme.panel)
                } else {
                    try renderer.clipping(to: piece) { () throws(PlatformError) in
                        try drawGround(in: piece, panel: panel, top: false, bottom: false, scale: scale)
                    }
                }
            }
        }
        try draw(band, in: strip, laid: laid, panel: panel, scale: scale, ground: false)
    }
}

extension GameRenderer.Band {
    /// Whether this band is `other` but for its row's mark (changed since the last tap, or no
    /// longer): in the same place, with the same row below.
    func differsInMarkOnly(from other: Self) -> Bool {
        guard top == other.top, bottom == other.bottom, joined == other.joined, case .row(var row) = content,
            case .row(let was) = other.content, row.marked != was.marked
        else { return false }
        row.marked = was.marked
        return row == was
    }
}

extension Rect {
    /// The whole pixels it touches.
    fileprivate var wholePixels: Rect {
        let (left, top) = (minX.rounded(.down), minY.rounded(.down))
        return Rect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }

    /// The part of it inside `other`, nil where none is.
    fileprivate func clipped(to other: Rect) -> Rect? {
        let (left, top) = (max(minX, other.minX), max(minY, other.minY))
        let (right, bottom) = (min(maxX, other.maxX), min(maxY, other.maxY))
        return left < right && top < bottom ? Rect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    /// It without `hole`: up to four rectangles, above, below, left and right of it.
    fileprivate func without(_ hole: Rect) -> [Rect] {
        guard let inside = clipped(to: hole) else { return [self] }
        return [
            Rect(x: minX, y: minY, width: width, height: inside.minY - minY),
            Rect(x: minX, y: inside.maxY, width: width, height: maxY - inside.maxY),
            Rect(x: minX, y: inside.minY, width: inside.minX - minX, height: inside.height),
            Rect(x: inside.maxX, y: inside.minY, width: maxX - inside.maxX, height: inside.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
