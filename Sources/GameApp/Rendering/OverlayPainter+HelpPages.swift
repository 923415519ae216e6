import Drawing
import Platform

/// The help where it does not fit its view at a readable size: its rows, to scroll through.
extension OverlayPainter {
    /// The blocks one above the other in body text (`TypeRole.body`), a row a line. An action
    /// wider than its column goes on over the next rows (their keys column empty); where the keys
    /// leave it no room, each entry's keys stand on a row above what they do. The title stays
    /// above the rows, left out where the window has room for less than two rows with it.
    func helpPages(_ blocks: [[HelpLayout.Row]], in window: Rect, catalog: Catalog, scale: Double) throws(PlatformError) -> HelpLayout {
        let size = TypeRole.body.size(scale: scale)
        let pixels = text.pixels(size)
        let keysWidth =
            try blocks.joined().map { entry throws(PlatformError) in try text.measure(entry.keys, size: size, weight: .regular).width }.max() ?? 0
        let width = Int(window.width * 0.92)
        let keysAbove = width - keysWidth - pixels < pixels * 6
        let actionRoom = keysAbove ? width - pixels : width - keysWidth - pixels
        // NB: rows closer than on one page, so a small window shows more of them.
        let lineHeight = try text.advance(size: size, atLeast: 1.3, weight: .regular)
        let titleSize = TypeRole.title.size(scale: scale)
        // The title, on as many lines as the width needs.
        var titleLines = try text.wrap(catalog(UIText.title), size: titleSize, width: Int(window.width), weight: .bold)
        var header = try text.lineSkip(size: titleSize, weight: .bold) * Double(titleLines.count) + lineHeight * 0.4
        var shownTitle: Int? = titleSize
        // NB: a window with room for less than three rows under it scrolls without the title
        // (the screen is said by name as it opens).
        if window.height - header < lineHeight * 3 {
            (shownTitle, header, titleLines) = (nil, 0, [])
        }
        // Each entry's rows together (a gap between the blocks is a group of its own, nil).
        var groups: [[HelpLayout.Row?]] = []
        for (index, block) in blocks.enumerated() {
            if index > 0 { groups.append([nil]) }
            for entry in block {
                let lines = try text.wrap(entry.action, size: size, width: max(actionRoom, 1), weight: .regular)
                if keysAbove {
                    // (Keys too wide for the window wrap too.)
                    let keys = try text.wrap(entry.keys, size: size, width: width, weight: .regular)
                    groups.append(keys.map { (keys: $0, action: "") } + lines.map { (keys: "", action: $0) })
                } else {
                    groups.append(lines.enumerated().map { number, line in (keys: number == 0 ? entry.keys : "", action: line) })
                }
            }
        }
        let rows = Array(groups.joined())
        let view = max(window.height - header, lineHeight)
        var rowsWidth = 0
        for row in rows {
            guard let row else { continue }
            let action = try text.measure(row.action, size: size, weight: .regular).width
            let keys = try text.measure(row.keys, size: size, weight: .regular).width
            rowsWidth = max(rowsWidth, keysAbove ? max(keys, pixels + action) : keysWidth + pixels + action)
        }
        return HelpLayout(
            size: size, sideBySide: false, pages: [blocks], scroll: ScrollRows(heights: Array(repeating: lineHeight, count: rows.count), view: view),
            lineHeight: lineHeight, titleSize: shownTitle, keysAbove: keysAbove, titleLines: titleLines, rows: rows,
            keysWidth: keysWidth,
            rowsWidth: rowsWidth)
    }
}
