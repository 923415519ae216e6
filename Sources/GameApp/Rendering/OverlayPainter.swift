import Drawing
import Platform

/// What covers the game: the pause screen, the help overlay, and the notice along the bottom.
@MainActor
struct OverlayPainter {
    let renderer: Renderer
    let text: TextPainter

    /// The pause screen: its title, how to resume, and the Resume and Quit buttons (`menu`, in
    /// window coordinates), which a finger or the controller's ring can reach.
    /// The pause: what resumes it, and Resume and Quit; or, for a race that waits for a racer,
    /// who is missing and how they come back (only that resumes it), and Leave the race and Quit.
    @discardableResult
    func drawPause(
        in window: Rect, below hudHeight: Double, menu: PauseMenu, missing: [String] = [], theme: Theme, catalog: Catalog, scale: Double,
        pages: StackPaging = .init()
    ) throws(PlatformError) -> StackLayout {
        guard missing.isEmpty else {
            return try drawDialog(
                [catalog(UIText.paused), catalog(UIText.raceMissing, count: missing.count, ["names": catalog.forms.list(missing)])], in: window,
                below: hudHeight,
                menu: menu,
                labels: [(catalog(UIText.raceLeave), theme.wrong), (catalog(UIText.quitButton), theme.text)], theme: theme, scale: scale,
                pages: pages)
        }
        return try drawDialog(
            [catalog(UIText.paused), catalog(UIText.resume)], in: window, below: hudHeight, menu: menu,
            labels: [(catalog(UIText.resumeButton), theme.accent), (catalog(UIText.quitButton), theme.text)], theme: theme, scale: scale,
            pages: pages)
    }

    /// Backing out of a race that waits for its player: leave it?
    @discardableResult
    func drawLeaveRaceQuestion(
        in window: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double, pages: StackPaging = .init()
    ) throws(PlatformError) -> StackLayout {
        try drawDialog(
            [catalog(UIText.raceLeaveQuestion), catalog(UIText.raceLeaveEnds)], in: window, below: hudHeight, menu: menu,
            labels: [(catalog(UIText.raceLeave), theme.wrong), (catalog(UIText.cancel), theme.text)], theme: theme, scale: scale, pages: pages)
    }

    /// The restart's question over the game: it says what is lost, and its Restart and Cancel.
    @discardableResult
    func drawRestartQuestion(
        score: Int, in window: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double,
        pages: StackPaging = .init()
    ) throws(PlatformError) -> StackLayout {
        try drawDialog(
            [catalog(UIText.restartQuestion), catalog(UIText.restartLoses, ["score": catalog.forms.number(score)])], in: window, below: hudHeight,
            menu: menu,
            labels: [(catalog(UIText.restartYes), theme.wrong), (catalog(UIText.cancel), theme.text)], theme: theme, scale: scale, pages: pages)
    }

    /// The reset's question over the preferences: what it resets (its title) and keeps, Reset and Cancel.
    @discardableResult
    func drawResetQuestion(
        in window: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double, pages: StackPaging = .init()
    ) throws(PlatformError) -> StackLayout {
        try drawDialog(
            [catalog(UIText.resetQuestion), catalog(UIText.resetKept)], in: window, below: hudHeight, menu: menu,
            labels: [(catalog(UIText.resetYes), theme.wrong), (catalog(UIText.cancel), theme.text)], theme: theme, scale: scale, pages: pages)
    }

    /// A notice its band could not show whole, as a dialog: its text in body type above its OK,
    /// scrolling where it is taller than its view.
    @discardableResult
    func drawHeldNotice(
        _ notice: String, in window: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double,
        pages: StackPaging = .init()
    ) throws(PlatformError) -> StackLayout {
        try drawDialog(
            [notice], titled: false, in: window, below: hudHeight, menu: menu, labels: [(catalog(UIText.noticeOK), theme.text)], theme: theme,
            scale: scale, pages: pages)
    }

    /// A panel over `window`: a title and a line above two buttons, each with its label and the
    /// colour of its edge, a title and body text (`TypeRole`). The text keeps below the HUD's
    /// band (`hudHeight`) and above the buttons, on pages where it would not fit. Both labels
    /// are drawn at one size, as large as the narrower button holds.
    private func drawDialog(
        _ lines: [String], titled: Bool = true, in window: Rect, below hudHeight: Double, menu: PauseMenu, labels: [(String, RGBA)], theme: Theme,
        scale: Double,
        pages: StackPaging
    ) throws(PlatformError) -> StackLayout {
        try renderer.fill(window, color: theme.panel)
        let size = TypeRole.body.size(scale: scale)
        let buttonsTop = (menu.controls.first?.frame.minY ?? window.midY) * scale
        let above = Rect(
            x: window.minX, y: window.minY + hudHeight + pages.top, width: window.width,
            height: max(buttonsTop - window.minY - hudHeight - pages.top, 1))
        let stacked = lines.enumerated().map { index, line in Stacked.text(line, role: index == 0 && titled ? .title : .body, color: theme.text) }
        let laid = try drawStack(stacked, in: above, gap: Double(size) * 0.3, scale: scale, first: pages.first, side: pages.side, theme: theme)
        let buttons = zip(menu.controls, labels).map { control, label in (frame: control.frame.scaled(by: scale), label: label.0, edge: label.1) }
        // NB: the heading's size, as every button's label; smaller only where a window too small
        // for the buttons the labels ask cannot hold it (one size for the row all the same).
        var textSize = TypeRole.heading.size(scale: scale)
        func fits(_ size: Int) throws(PlatformError) -> Bool {
            for button in buttons {
                let measured = try text.measure(button.label, size: size)
                // (Its box, leading and all: a tall face's lines are taller than its size says.)
                if Double(measured.width) > button.frame.width * 0.9 || Double(measured.height) > button.frame.height * 0.95 { return false }
            }
            return true
        }
        while textSize > 1, try !fits(textSize) { textSize -= 1 }
        for button in buttons {
            try renderer.fill(button.frame, color: theme.background)
            try outline(button.frame, color: button.edge, width: max(2 * scale, 1))
            let texture = try text.text(button.label, size: textSize, color: theme.text)
            try renderer.draw(texture, x: Int(button.frame.midX) - texture.width / 2, y: Int(button.frame.midY) - texture.height / 2)
        }
        return laid
    }

    func button(_ frame: Rect, _ label: String, color: RGBA, scale: Double, theme: Theme) throws(PlatformError) {
        let size = TypeRole.heading.size(scale: scale)
        try renderer.fill(frame, color: theme.background)
        try outline(frame, color: color, width: max(Double(size) / 10, 1))
        // NB: the heading's size, as every button's label (`menuFit` makes the buttons hold it);
        // smaller only where a window too small for such a button cannot hold it.
        var fitting = size
        var texture = try text.text(label, size: fitting, color: theme.text)
        // (Its box, leading and all: a tall face's lines are taller than its size says.)
        while Double(texture.width) > frame.width * 0.92 || Double(texture.height) > frame.height * 0.95, fitting > 1 {
            fitting -= 1
            texture = try text.text(label, size: fitting, color: theme.text)
        }
        try renderer.draw(texture, x: Int(frame.midX) - texture.width / 2, y: Int(frame.midY) - texture.height / 2)
    }

    /// The controller's focus ring: a frame in the theme's text color with the background's color
    /// inside it, so it shows on any shape, any panel and any theme. A race player's ring is a
    /// band in their colour, which stands out from the background, around a keyline that stands
    /// out from the shapes' fill and outline (`RingParts`), and carries their seat's number in
    /// its corner: the players tell their rings apart by more than colour.
    func drawRing(around frame: Rect, within window: Rect, theme: Theme, player: Int? = nil, scale: Double) throws(PlatformError) {
        let width = max(3 * scale, 2)
        guard let player else {
            for (rect, part) in RingParts(around: frame, within: window, width: width).fills {
                try renderer.fill(rect, color: part == .band ? theme.text : theme.background)
            }
            return
        }
        let color = theme.racePlayer(player)
        let number = try text.text("\(player + 1)", size: Int(max(12 * scale, 10)), color: RGBA.mark(against: [color]))
        let ring = RingParts(around: frame, within: window, width: width, tagSide: Double(max(number.width, number.height)) + width * 2)
        for (rect, part) in ring.fills { try renderer.fill(rect, color: part == .band ? color : theme.raceKeyline) }
        if let tag = ring.tag { try renderer.draw(number, x: Int(tag.midX) - number.width / 2, y: Int(tag.midY) - number.height / 2) }
    }

    /// A rectangle's border, `width` thick, inside `frame`: on whole pixels, so each side is as
    /// thick as the others (a fractional edge rounds one way at the top, the other at the bottom).
    func outline(_ unsnapped: Rect, color: RGBA, width unrounded: Double) throws(PlatformError) {
        let (minX, minY) = (unsnapped.minX.rounded(), unsnapped.minY.rounded())
        let frame = Rect(x: minX, y: minY, width: unsnapped.maxX.rounded() - minX, height: unsnapped.maxY.rounded() - minY)
        let width = max(unrounded.rounded(), 1)
        try renderer.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: width), color: color)
        try renderer.fill(Rect(x: frame.minX, y: frame.maxY - width, width: frame.width, height: width), color: color)
        try renderer.fill(Rect(x: frame.minX, y: frame.minY + width, width: width, height: frame.height - 2 * width), color: color)
        try renderer.fill(Rect(x: frame.maxX - width, y: frame.minY + width, width: width, height: frame.height - 2 * width), color: color)
    }
}
