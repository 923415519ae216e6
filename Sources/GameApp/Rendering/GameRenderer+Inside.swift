import Drawing
import GameCore
import Platform

/// The "how it works" panel beside the shapes: its title, then its five sections (each a
/// pattern's name, the guide's articles, and its lines as a tree: each level indented, each
/// part joined to the one above by a line), wrapped to the panel's width in the type scale's
/// roles (the title; each pattern's name a heading; its lines body text; the guide's articles
/// and the marks' key a caption) at the player's text size. A line that changed since the last
/// tap has a bar in the margin. Where they do not fit, it scrolls, as the help does: ▲ ▼ and
/// the scrollbar in a column at its right, the lines beside it.
extension GameRenderer {
    /// The panel laid out: its rows (a section's last followed by the gap to the next), output
    /// pixels, and where they are taller than the panel, how they scroll.
    struct InsideLayout {
        struct Row: Hashable {
            let text: String
            let size: Int
            let weight: FontWeight
            let color: RGBA
            /// How far the next row moves down.
            var advance: Double
            /// How far its text is indented; a tree's part (`node`) is joined to the line above
            /// in the indent's last step.
            var indent = 0.0
            var node = false
            /// Whether it changed since the last tap.
            var marked = false
            /// Whether the stop shown lights it.
            var lit = false
            /// Whether it is the first row of a section (its heading's).
            var opensSection = false
            /// Whether it begins the stop's words, set among the rows just above the lines the
            /// stop lights (where the panel's top has no room for them).
            var leadsStop = false
            /// A button that swaps a part: its label's lines are `lines`, in a frame as wide as
            /// `width`, with its text `text` empty.
            var button: InsideText.Button?
            var lines: [String] = []
            var width = 0.0
            var height = 0.0

            /// The row with `advance` made `more` longer (the gap after a section's last row).
            func spaced(by more: Double) -> Row {
                var row = self
                row.advance = advance + more
                return row
            }
        }

        var title: Row?
        /// What stays at the top while the rows scroll: stepping's buttons, the stop shown and
        /// how to go on.
        var header: [Row] = []
        var rows: [Row]
        /// The rows' heights against the view, where they do not fit it (nil where they do).
        var scroll: ScrollRows?
        /// Where they scroll beside the scroll buttons: the whole pixel where the rows' room
        /// ends and the buttons' column begins (nothing of a row is drawn right of it).
        var split: Double?
        /// The body's and the guide's sizes, the margin and the gap between sections.
        var body: Int
        var guide: Int
        var padding: Double
        var gap: Double
        /// How far each level of a section's tree is indented.
        var step: Double
    }

    /// What a layout depends on: measured once until one of these changes.
    struct InsideKey: Hashable {
        let text: InsideText
        let panel: Rect
        let column: ScrollColumn?
        let scale: Double
        let textScale: Double
        let face: FontFace
        let theme: Theme
    }

    /// `inside` laid out in `panel` (output pixels); `column` is where its scroll buttons go
    /// (output pixels), used only where the panel's text does not fit it. The text is in the
    /// type scale's sizes, the same in any window and on any turn; where it does not fit, it
    /// scrolls.
    func insideLayout(_ inside: InsideText, panel: Rect, column: ScrollColumn?, scale: Double) throws(PlatformError) -> InsideLayout {
        let key = InsideKey(text: inside, panel: panel, column: column, scale: scale, textScale: text.scale, face: text.face, theme: theme)
        if let cached = pagedLayouts.inside, cached.key == key { return cached.layout }
        let layout = try layOutInside(inside, panel: panel, column: column, scale: scale)
        pagedLayouts.inside = (key, layout)
        return layout
    }

    private func layOutInside(_ inside: InsideText, panel: Rect, column: ScrollColumn?, scale: Double) throws(PlatformError) -> InsideLayout {
        let sizes = (
            title: TypeRole.title.size(scale: scale), heading: TypeRole.heading.size(scale: scale), body: TypeRole.body.size(scale: scale),
            guide: TypeRole.caption.size(scale: scale)
        )
        let padding = max(8 * scale, Double(text.pixels(sizes.body)) * 0.5)
        let gap = Double(text.pixels(sizes.body)) * 0.6
        // (Each level a little more than a character's width, less in a narrow panel: its text
        // keeps the room.)
        let step = min(Double(text.pixels(sizes.body)) * 1.1, panel.width * 0.05).rounded()
        // While estimating, each text is one row and each button one line: the least height
        // the rows can take, found without breaking or measuring a line.
        var estimating = false
        func least(_ string: String) -> [String] { string.unicodeScalars.contains { $0 != " " && $0 != "\u{200B}" } ? [string] : [] }
        func rows(
            _ string: String, size: Int, weight: FontWeight = .regular, color: RGBA, right: Double, line: InsideText.Line? = nil
        ) throws(PlatformError) -> [InsideLayout.Row] {
            let advance = try text.advance(size: size, atLeast: 1.2)
            let indent = Double(line?.depth ?? 0) * step
            // NB: a line may let one closing mark ("：", "、", "%") hang past its width: the
            // right margin has room for one at this size.
            let width = Int(max(right - panel.minX - padding - indent - max(padding, Double(text.pixels(size))), 1))
            let lines = estimating ? least(string) : try text.wrap(string, size: size, width: width, weight: weight)
            return lines.enumerated().map { index, wrapped in
                InsideLayout.Row(
                    text: wrapped, size: size, weight: weight, color: color, advance: advance, indent: indent,
                    node: index == 0 && line?.node == true, marked: line?.marked == true, lit: line?.lit == true)
            }
        }
        // A button: its label wrapped to the room, framed.
        func button(_ button: InsideText.Button, right: Double, size: Int? = nil) throws(PlatformError) -> InsideLayout.Row {
            let size = size ?? sizes.body
            let advance = try text.advance(size: size, atLeast: 1.2)
            let inset = Double(text.pixels(size)) * 0.6
            let room = Int(max(right - panel.minX - 2 * padding - 2 * inset, 1))
            let lines = estimating ? least(button.label) : try text.wrap(button.label, size: size, width: room)
            var widest = 0
            for line in lines where !estimating { widest = max(widest, try text.text(line, size: size, color: theme.text).width) }
            let height = Double(lines.count) * advance + 2 * inset * 0.6
            return InsideLayout.Row(
                text: "", size: size, weight: .regular, color: theme.text, advance: height + gap * 0.6, button: button, lines: lines,
                width: Double(widest) + 2 * inset, height: height)
        }
        // A line as its style sets it: running text; an article's heading, a little apart from
        // what is above it; its code, smaller.
        func set(_ style: InsideText.Line.Style) -> (size: Int, weight: FontWeight, color: RGBA) {
            switch style {
            case .body: (sizes.body, .regular, theme.text)
            case .heading: (sizes.heading, .bold, theme.heading)
            case .code: (sizes.guide, .regular, theme.text)
            }
        }
        // Each section: its heading, its guide line, its lines, its buttons, and a gap after its
        // last.
        func sections(right: Double) throws(PlatformError) -> [InsideLayout.Row] {
            var all: [InsideLayout.Row] = []
            // Practice's line first, in the accent: these turns count for nothing.
            if let practice = inside.practice {
                all += try rows(practice, size: sizes.body, weight: .bold, color: theme.accent, right: right)
                if let reset = inside.resetButton { all.append(try button(reset, right: right)) }
                if let last = all.popLast() { all.append(last.spaced(by: gap)) }
            }
            for section in inside.sections {
                var block = try rows(section.title, size: sizes.heading, weight: .bold, color: theme.heading, right: right)
                if !block.isEmpty { block[0].opensSection = true }
                // Its articles of the guide, each a button that opens it in the panel.
                if section.articles.isEmpty {
                    block += try rows(section.guide, size: sizes.guide, color: theme.text, right: right)
                }
                for article in section.articles { block.append(try button(article, right: right, size: sizes.guide)) }
                var previous: InsideText.Line?
                for line in section.lines where !line.text.isEmpty {
                    // (An article's paragraphs, headings and code stand apart; its code's lines do not.)
                    if line.key.hasPrefix("guide."), let above = previous, !(above.style == .code && line.style == .code), let last = block.popLast()
                    {
                        block.append(last.spaced(by: gap * (line.style == .heading ? 1 : 0.5)))
                    }
                    let (size, weight, color) = set(line.style)
                    block += try rows(line.text, size: size, weight: weight, color: color, right: right, line: line)
                    previous = line
                }
                for swap in section.buttons { block.append(try button(swap, right: right)) }
                if let last = block.popLast() { block.append(last.spaced(by: gap)) }
                all += block
            }
            // The marks' key, where a line is marked.
            if inside.sections.contains(where: { $0.lines.contains(where: \.marked) }) {
                all += try rows(
                    inside.markKey, size: sizes.guide, color: theme.muted, right: right, line: InsideText.Line(inside.markKey, key: "", marked: true)
                )
            } else if let last = all.popLast() {
                all.append(last.spaced(by: -gap))
            }
            return all
        }
        // Stepping's buttons, the stop shown and how to go on; among the rows (`inline`), the
        // words first, and the buttons after them but the first where it stays at the panel's
        // top (`keepsFirst`).
        func header(right: Double, inline: Bool = false, keepsFirst: Bool = false) throws(PlatformError) -> [InsideLayout.Row] {
            var buttons: [InsideLayout.Row] = []
            for control in inside.stepButtons.dropFirst(keepsFirst ? 1 : 0) { buttons.append(try button(control, right: right)) }
            var words: [InsideLayout.Row] = []
            if let line = inside.stepLine { words += try rows(line, size: sizes.body, weight: .bold, color: theme.accent, right: right) }
            if let hint = inside.stepHint { words += try rows(hint, size: sizes.guide, color: theme.text, right: right) }
            var top = inline ? words + buttons : buttons + words
            if let last = top.popLast() { top.append(last.spaced(by: gap)) }
            return top
        }
        // The title where the panel's facts fit with it; where they do not, its room goes to
        // them (the bar's button, lit, says what the panel is) and they scroll.
        let titleRows = try rows(inside.title, size: sizes.title, weight: .bold, color: theme.text, right: panel.maxX)
        let title = titleRows.count == 1 ? titleRows.first : nil
        let whole = panel.height - 2 * padding - (title.map { $0.advance + gap } ?? 0)
        // (Laid out at the panel's whole width only where the least height its rows can take
        // fits: else they scroll, and are laid out once, beside the scroll buttons. Profiled: a
        // new turn laid out every line twice.)
        estimating = true
        let leastHeight = try (header(right: panel.maxX) + sections(right: panel.maxX)).reduce(0) { $0 + $1.advance }
        estimating = false
        if leastHeight <= whole {
            let top = try header(right: panel.maxX)
            let all = try sections(right: panel.maxX)
            if (top + all).reduce(0, { $0 + $1.advance }) <= whole {
                return InsideLayout(
                    title: title, header: top, rows: all, body: sizes.body, guide: sizes.guide, padding: padding, gap: gap, step: step)
            }
        }
        let right = column.map { $0.text.maxX } ?? panel.maxX
        // The header stays at the top, where it leaves the rows most of the panel. Else the
        // stop's words go among the rows, just above the first line the stop lights, so they
        // show with the lines (at the top where it lights none), and the buttons after them;
        // the first (going on, or back to the turn) stays at the top where the room it leaves
        // still holds every row.
        var fixed = try header(right: right)
        var beside = try sections(right: right)
        let room = panel.height - 2 * padding
        if fixed.reduce(0, { $0 + $1.advance }) > room * 0.5 {
            var first: InsideLayout.Row?
            if let control = inside.stepButtons.first { first = try button(control, right: right) }
            let inline = try header(right: right, inline: true, keepsFirst: true)
            let keeps = first.map { first in (beside + inline).allSatisfy { $0.advance <= room - first.advance } } ?? false
            fixed = keeps ? first.map { [$0] } ?? [] : []
            var words = keeps ? inline : try header(right: right, inline: true)
            if !words.isEmpty { words[0].leadsStop = true }
            beside.insert(contentsOf: words, at: beside.firstIndex(where: \.lit) ?? 0)
        }
        let view = panel.height - 2 * padding - fixed.reduce(0) { $0 + $1.advance }
        let scroll = ScrollRows(heights: beside.map(\.advance), view: max(view, 1))
        let split = column.flatMap { column in
            scroll.scrolls ? min(max(column.text.maxX.rounded(.down), panel.minX.rounded(.up) + 1), panel.maxX.rounded(.down)) : nil
        }
        return InsideLayout(
            title: nil, header: fixed, rows: beside, scroll: scroll, split: split, body: sizes.body, guide: sizes.guide, padding: padding, gap: gap,
            step: step)
    }
}
