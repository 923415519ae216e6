import Drawing
import Platform

/// The help's pages: where it does not fit one page at a readable size.
extension OverlayPainter {
    /// The blocks one above the other in body text (`TypeRole.body`), as many rows a page as fit. An
    /// action wider than its column goes on over the next rows (their keys column empty); where
    /// the keys leave it no room, each entry's keys stand on a row above what they do. The
    /// title is beside the page's number, smaller where the two would meet, or above it, or
    /// left out where the window has room for less than two rows with it.
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
        // The title and the page's number on one line where they fit (the title centred, the
        // number at the right), else the number below the title.
        let captionSize = TypeRole.caption.size(scale: scale)
        let number = try text.measure(catalog(UIText.helpPage, ["page": "88", "pages": "88"]), size: captionSize, weight: .regular).width + pixels
        let titleSize = TypeRole.title.size(scale: scale)
        var numberBelow = Double(try text.measure(catalog(UIText.title), size: titleSize).width + 2 * number) > window.width
        let probe = HelpLayout(size: size, sideBySide: false, pages: [], lineHeight: lineHeight, titleSize: titleSize, numberBelow: numberBelow)
        var header = try headerHeight(probe, scale: scale)
        var shownTitle: Int? = titleSize
        // NB: a window with room for less than two rows under them shows only the page's number.
        if window.height - header < lineHeight * 2 {
            (shownTitle, numberBelow, header) = (nil, false, lineHeight * 1.3)
        }
        let perPage = max(Int((window.height - header) / lineHeight), 1)
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
        var pages: [[[HelpLayout.Row]]] = []
        var page: [HelpLayout.Row?] = []
        func finish() {
            while let first = page.first, first == nil { page.removeFirst() }
            while let last = page.last, last == nil { page.removeLast() }
            // The gap between the blocks splits the page's rows into blocks again.
            var pageBlocks: [[HelpLayout.Row]] = [[]]
            for row in page {
                if let row { pageBlocks[pageBlocks.count - 1].append(row) } else { pageBlocks.append([]) }
            }
            if !page.isEmpty { pages.append(pageBlocks.filter { !$0.isEmpty }) }
            page = []
        }
        for group in groups {
            // An entry stays on one page, unless it is longer than a page.
            if page.count + group.count > perPage, !page.isEmpty { finish() }
            for row in group {
                if page.count == perPage { finish() }
                page.append(row)
            }
        }
        finish()
        return HelpLayout(
            size: size, sideBySide: false, pages: pages.isEmpty ? [blocks] : pages, lineHeight: lineHeight, titleSize: shownTitle,
            numberBelow: numberBelow, keysAbove: keysAbove)
    }
}
