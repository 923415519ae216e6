/// Which of the panel's lines changed since the last tap: each line, by its key, against how it
/// stood just before the newest tap. So a tap marks its own walk down the chain and whatever the
/// next turn changes (another strategy picked, another kind), and the marks last until the next
/// tap: one turn. Nothing is marked before the first tap seen with the panel open.
struct InsideMarks {
    /// The lines, by key, as they stood just before the newest tap; empty before one.
    private var reference: [String: String] = [:]
    /// The lines last shown, by key.
    private var shown: [String: String] = [:]
    /// The taps last shown: a change is a new tap (or a restart, which forgets them).
    private var taps: [InsideFacts.Tap] = []

    /// `text` with each line marked that differs from the reference (or is new since it).
    mutating func marking(_ text: InsideText, taps newTaps: [InsideFacts.Tap]) -> InsideText {
        if newTaps != taps {
            reference = shown
            taps = newTaps
        }
        var marked = text
        shown.removeAll(keepingCapacity: true)
        for (index, section) in text.sections.enumerated() {
            for (row, line) in section.lines.enumerated() {
                shown[line.key] = line.text
                marked.sections[index].lines[row].marked = !reference.isEmpty && reference[line.key] != line.text
            }
        }
        return marked
    }
}
