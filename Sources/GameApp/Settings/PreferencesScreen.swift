import Drawing
import GameCore
import Preferences

/// The preferences screen (`O`, the gear in the bar, the controller's Start): one line per
/// setting, its value between `<` and `>`. A click or tap on either side steps the value; the
/// keyboard's and the controller's up and down move between lines, left and right step the value,
/// Enter or A uses it. Every change is a `SettingsChange`, written into the settings file.
/// Resetting the statistics asks first.
///
/// At the player's larger text sizes the lines grow with the text; a label too wide for its half
/// of a line puts its value on a line of its own below it (`Fit.stacked`); and where the lines
/// no longer fit the screen, it turns pages (‹ and › beside Close, Page Up and Page Down, the
/// wheel, and the ring moving past a page's first or last line) rather than shrink the text.
public struct PreferencesScreen: Hashable, Sendable {
    /// Each line's place: the whole line, and its two halves of the value, which step it back
    /// and forward. Window coordinates.
    public struct Line: Hashable, Sendable {
        public let row: PreferenceRow
        public let frame: Rect
        /// Where the label goes: the line's left half, or its upper half when stacked.
        public let label: Rect
        /// Where the value goes: the line's right half, or its lower half when stacked.
        public let value: Rect
        public let previous: Rect
        public let next: Rect
    }

    /// How the lines are laid out at the player's text size: `textScale` (1 to 2) makes the
    /// lines taller; `stacked` puts each value below its label (the text painter measures
    /// whether it must, `GameRenderer.preferencesFit`).
    public struct Fit: Hashable, Sendable {
        public var textScale: Double
        public var stacked: Bool
        /// The shortest line that holds a line of the face in use at the player's size (a CJK
        /// face's lines are taller than a Latin one's), window coordinates.
        public var minimumLineHeight: Double

        public init(textScale: Double = 1, stacked: Bool = false, minimumLineHeight: Double = 0) {
            self.textScale = textScale.isFinite ? min(max(textScale, 1), 2) : 1
            self.stacked = stacked
            self.minimumLineHeight = minimumLineHeight.isFinite ? min(max(minimumLineHeight, 0), 200) : 0
        }
    }

    /// The lines of the page shown.
    public let lines: [Line]
    public let close: Rect
    public let title: Rect
    /// The page buttons either side of Close, which turn pages where there are more than one.
    public let previousPage: Rect
    public let nextPage: Rect
    /// The height of one line of text (a line is two of them when stacked), window coordinates.
    public let lineHeight: Double
    /// How many pages the lines take, and the one shown (counted from 0).
    public let pageCount: Int
    public let page: Int
    /// Whether each value is below its label.
    public let isStacked: Bool
    /// The type size its text asks for, window coordinates: half the usual line's height, 12 at
    /// least (the text painter draws it at the player's text size).
    public let textSize: Double

    /// - Parameters:
    ///   - area: what the screen covers, in window coordinates (the play area and the HUD; the
    ///     bar stays uncovered).
    ///   - hudHeight: the HUD's height, left clear above the first row.
    ///   - usualHUDHeight: the HUD's height at the usual text size, from which the lines' usual
    ///     height is found (nil: `hudHeight`).
    ///   - rows: its lines, from the settings registry.
    ///   - fit: the player's text size, and whether values go below their labels.
    ///   - page: the page to show, counted from 0, wrapping round.
    ///   - pageSide: how large the page buttons are (the help's; 0: as tall as Close).
    ///   - closeSize: how large Close must be at least for its label (zero: as the line allows).
    public init(
        covering area: Rect, below hudHeight: Double, usualHUDHeight: Double? = nil, rows: [PreferenceRow] = PreferenceRow.rows(),
        fit: Fit = Fit(), page: Int = 0, pageSide: Double = 0, closeSize: Size = .zero
    ) {
        let top = area.minY + hudHeight
        let height = max(area.maxY - top, 1)
        let count = Double(max(rows.count, 1))
        // NB: never so short that its text (half a line, 12 points at least) would not fit: the
        // lines turn pages first.
        let usual = min(max((area.maxY - area.minY - (usualHUDHeight ?? hudHeight)) / (count + 2.6), 20), 56)
        textSize = max(usual * 0.5, 12)
        // NB: the text takes half a line at 100%; a larger text size makes the line taller in
        // step, and never shorter than 1.6 times its text: a CJK face's line is about 1.5 times
        // as tall, and a button (nine tenths of a line) holds a label of seven tenths of its
        // height. With a shorter line, text would shrink or spill.
        let lineHeight = max(usual * max(1, 0.83 * fit.textScale), textSize * fit.textScale * 1.6, fit.minimumLineHeight)
        self.lineHeight = lineHeight
        isStacked = fit.stacked
        let pitch = lineHeight * (fit.stacked ? 2 : 1)
        let width = min(area.width * 0.9, lineHeight * 20)
        let left = area.midX - width / 2
        let buttonHeight = max(lineHeight * 0.9, min(closeSize.height, height * 0.25))
        let side = pageSide > 0 ? pageSide : buttonHeight
        // The title's line, the row of Close (and the page buttons, where every line does not
        // fit on one page), and what is between them for the lines.
        let onOnePage = height - lineHeight * 1.7 - buttonHeight >= pitch * (Double(rows.count) - 0.1)
        let rowHeight = onOnePage ? buttonHeight : max(buttonHeight, side)
        // NB: a window too small for a line under the title shows none (the page buttons and
        // the voice say where the player is).
        let titled = height - lineHeight * 1.7 - rowHeight >= pitch
        title = Rect(x: left, y: top + lineHeight * 0.1, width: width, height: titled ? lineHeight : 0)
        let header = titled ? lineHeight * 1.3 : lineHeight * 0.1
        let room = height - header - lineHeight * 0.4 - rowHeight
        let perPage = max(Int((room / pitch + 0.1).rounded(.down)), 1)
        pageCount = (rows.count + perPage - 1) / perPage
        self.page = ((page % max(pageCount, 1)) + max(pageCount, 1)) % max(pageCount, 1)
        var lines: [Line] = []
        for (index, row) in rows.dropFirst(self.page * perPage).prefix(perPage).enumerated() {
            let frame = Rect(x: left, y: top + header + pitch * Double(index), width: width, height: pitch - lineHeight * 0.1)
            let label: Rect
            let value: Rect
            if fit.stacked {
                label = Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height / 2)
                value = Rect(x: frame.minX, y: frame.midY, width: width, height: frame.height / 2)
            } else {
                label = Rect(x: frame.minX, y: frame.minY, width: width * 0.5, height: frame.height)
                value = Rect(x: frame.minX + width * 0.5, y: frame.minY, width: width * 0.5, height: frame.height)
            }
            lines.append(
                Line(
                    row: row, frame: frame, label: label, value: value,
                    previous: Rect(x: value.minX, y: value.minY, width: value.width / 2, height: value.height),
                    next: Rect(x: value.midX, y: value.minY, width: value.width / 2, height: value.height)))
        }
        self.lines = lines
        let buttonWidth = max(min(width * 0.3, lineHeight * 4.5), min(closeSize.width, width * 0.6))
        // Close keeps its place on every page: below the lines a full page holds.
        let bottom = min(top + header + lineHeight * 0.1 + pitch * Double(min(perPage, rows.count)), area.maxY - rowHeight - lineHeight * 0.1)
        let middle = bottom + rowHeight / 2
        close = Rect(x: area.midX - buttonWidth / 2, y: middle - buttonHeight / 2, width: buttonWidth, height: buttonHeight)
        let gap = side * 0.4
        previousPage = Rect(x: close.minX - gap - side, y: middle - side / 2, width: side, height: side)
        nextPage = Rect(x: close.maxX + gap, y: middle - side / 2, width: side, height: side)
    }

    /// The controls a click, a tap or the focus ring can use: each line (and, for those that step,
    /// its two halves), then Close (and the page buttons, where there are pages). (The reset's
    /// question is a dialog of its own, `AppControls.resetPrompt`.)
    public var controls: [Control] {
        var controls: [Control] = []
        for line in lines {
            if !line.row.isSwitch {
                controls.append(Control(action: .preference(line.row, step: -1), frame: line.previous))
                controls.append(Control(action: .preference(line.row, step: 1), frame: line.next))
            }
            controls.append(Control(action: .preference(line.row, step: 0), frame: line.frame))
        }
        if pageCount > 1 { controls.append(Control(action: .turnPage(-1), frame: previousPage)) }
        controls.append(Control(action: .closePreferences, frame: close))
        if pageCount > 1 { controls.append(Control(action: .turnPage(1), frame: nextPage)) }
        return controls
    }
}
