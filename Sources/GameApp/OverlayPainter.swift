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
    func drawPause(in window: Rect, menu: PauseMenu, missing: [String] = [], theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        guard missing.isEmpty else {
            try drawDialog(
                [catalog(UIText.paused), catalog(UIText.raceMissing, ["names": missing.joined(separator: ", ")])], in: window, menu: menu,
                labels: [(catalog(UIText.raceLeave), theme.wrong), (catalog(UIText.quitButton), theme.text)], theme: theme, scale: scale)
            return
        }
        try drawDialog(
            [catalog(UIText.paused), catalog(UIText.resume)], in: window, menu: menu,
            labels: [(catalog(UIText.resumeButton), theme.correct), (catalog(UIText.quitButton), theme.text)], theme: theme, scale: scale)
    }

    /// Backing out of a race that waits for its player: leave it?
    func drawLeaveRaceQuestion(in window: Rect, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try drawDialog(
            [catalog(UIText.raceLeaveQuestion), catalog(UIText.raceLeaveEnds)], in: window, menu: menu,
            labels: [(catalog(UIText.raceLeave), theme.wrong), (catalog(UIText.cancel), theme.text)], theme: theme, scale: scale)
    }

    /// The restart's question over the game: it says what is lost, and its Restart and Cancel.
    func drawRestartQuestion(score: Int, in window: Rect, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try drawDialog(
            [catalog(UIText.restartQuestion), catalog(UIText.restartLoses, ["score": "\(score)"])], in: window, menu: menu,
            labels: [(catalog(UIText.restartYes), theme.wrong), (catalog(UIText.cancel), theme.text)], theme: theme, scale: scale)
    }

    /// A panel over `window`: a title and a line above two buttons, each with its label and the
    /// colour of its edge.
    private func drawDialog(
        _ lines: [String], in window: Rect, menu: PauseMenu, labels: [(String, RGBA)], theme: Theme, scale: Double
    ) throws(PlatformError) {
        try renderer.fill(window, color: theme.panel)
        let size = Int(max(min(28 * scale, window.height / 14, window.width / 18), 9))
        let above = Rect(x: window.minX, y: window.minY, width: window.width, height: (menu.controls.first?.frame.minY ?? window.midY) * scale)
        try drawCentered(lines, in: above, size: size, color: theme.text)
        for (control, (label, edge)) in zip(menu.controls, labels) {
            let button = control.frame.scaled(by: scale)
            try renderer.fill(button, color: theme.background)
            try outline(button, color: edge, width: max(2 * scale, 1))
            // NB: as large as the player's text size asks, as far as the button holds it.
            var textSize = max(min(Int(button.height * 0.45), Int(button.height * 0.7 / text.scale)), 1)
            var texture = try text.text(label, size: textSize, color: theme.text)
            while Double(texture.width) > button.width * 0.9, textSize > 8 {
                textSize -= 1
                texture = try text.text(label, size: textSize, color: theme.text)
            }
            try renderer.draw(texture, x: Int(button.midX) - texture.width / 2, y: Int(button.midY) - texture.height / 2)
        }
    }

    /// The preferences screen: its title, each line's label and value (between `<` and `>` for
    /// those that step), and Close; or, while a reset is being confirmed, the question and its
    /// two buttons.
    func drawPreferences(_ model: PreferencesModel, in covered: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let screen = model.screen
        let lineHeight = (screen.lines.first?.frame.height ?? 20) * scale
        // NB: larger with the player's text size as far as its lines hold it.
        var size = max(min(Int(max(lineHeight * 0.5, 8)), Int(lineHeight * 0.7 / text.scale)), 1)
        // ...and no label or value wider than its half of a line (a line with no value, all of it).
        let full = (screen.lines.first?.frame.width ?? covered.width) * scale - lineHeight * 0.6
        func overflows(_ size: Int) throws(PlatformError) -> Bool {
            for line in screen.lines {
                let label = Double(try text.measure(catalog(line.row.label), size: size).width)
                guard let value = model.value(of: line.row, in: catalog) else {
                    if label > full { return true }
                    continue
                }
                let shown = Double(try text.measure(line.row.isSwitch ? value : "<   \(value)   >", size: size).width)
                if max(label, shown) > full / 2 { return true }
            }
            return false
        }
        while size > 1, try overflows(size) { size -= 1 }
        let title = try text.text(catalog(UIText.preferences), size: Int(Double(size) * 1.3), color: theme.text)
        let titleFrame = screen.title.scaled(by: scale)
        try renderer.draw(title, x: Int(titleFrame.midX) - title.width / 2, y: Int(titleFrame.midY) - title.height / 2)
        if model.confirmingReset {
            let question = try text.wrap(catalog(UIText.resetQuestion), size: size, width: Int(covered.width * 0.8))
            var y = screen.lines[2].frame.minY * scale
            for line in question {
                let texture = try text.text(line, size: size, color: theme.text)
                try renderer.draw(texture, x: Int(covered.midX) - texture.width / 2, y: Int(y))
                y += Double(texture.height) * 1.3
            }
            try button(screen.confirm.scaled(by: scale), catalog(UIText.resetYes), color: theme.wrong, size: size, theme: theme)
            try button(screen.cancel.scaled(by: scale), catalog(UIText.cancel), color: theme.text, size: size, theme: theme)
            return
        }
        for line in screen.lines {
            let frame = line.frame.scaled(by: scale)
            if line.row == model.selected { try renderer.fill(frame, color: theme.text.withAlpha(28)) }
            let label = try text.text(catalog(line.row.label), size: size, color: line.row == .reset ? theme.wrong : theme.text)
            try renderer.draw(label, x: Int(frame.minX + lineHeight * 0.3), y: Int(frame.midY) - label.height / 2)
            guard let value = model.value(of: line.row, in: catalog) else { continue }
            let shown = line.row.isSwitch ? value : "<   \(value)   >"
            let texture = try text.text(shown, size: size, color: theme.correct)
            let valueFrame = Rect(x: frame.minX + frame.width * 0.5, y: frame.minY, width: frame.width * 0.5, height: frame.height)
            try renderer.draw(texture, x: Int(valueFrame.midX) - texture.width / 2, y: Int(frame.midY) - texture.height / 2)
        }
        try button(screen.close.scaled(by: scale), catalog(UIText.close), color: theme.text, size: size, theme: theme)
    }

    func button(_ frame: Rect, _ label: String, color: RGBA, size: Int, theme: Theme) throws(PlatformError) {
        try renderer.fill(frame, color: theme.background)
        try outline(frame, color: color, width: max(Double(size) / 10, 1))
        // NB: the label grows with the player's text size as far as its button holds it.
        var fitting = max(min(size, Int(frame.height * 0.7 / text.scale)), 1)
        var texture = try text.text(label, size: fitting, color: theme.text)
        while Double(texture.width) > frame.width * 0.92, fitting > 1 {
            fitting -= 1
            texture = try text.text(label, size: fitting, color: theme.text)
        }
        try renderer.draw(texture, x: Int(frame.midX) - texture.width / 2, y: Int(frame.midY) - texture.height / 2)
    }

    /// The controller's focus ring: a frame in the theme's text color with the background's color
    /// inside it, so it shows on any shape, any panel and any theme. A race player's ring is in
    /// their colour with a keyline that stands out from the shapes' outlines, and carries their
    /// seat's number in its corner: the players tell their rings apart by more than colour.
    func drawRing(around frame: Rect, within window: Rect, theme: Theme, player: Int? = nil, scale: Double) throws(PlatformError) {
        let color = player.map(theme.racePlayer)
        let width = max(3 * scale, 2)
        var outer = frame.insetBy(dx: -width * 2, dy: -width * 2)
        // Kept inside the window: a control at its edge keeps its whole ring.
        let minX = max(outer.minX, window.minX)
        let minY = max(outer.minY, window.minY)
        outer = Rect(x: minX, y: minY, width: min(outer.maxX, window.maxX) - minX, height: min(outer.maxY, window.maxY) - minY)
        try outline(outer, color: color ?? theme.text, width: width)
        try outline(outer.insetBy(dx: width, dy: width), color: player == nil ? theme.background : theme.raceKeyline, width: width * 0.75)
        if let player, let color {
            let size = Int(max(12 * scale, 10))
            let number = try text.text("\(player + 1)", size: size, color: RGBA.mark(against: [color]))
            let side = Double(max(number.width, number.height)) + width * 2
            let tag = Rect(x: outer.minX, y: outer.minY, width: side, height: side)
            try renderer.fill(tag, color: color)
            try renderer.draw(number, x: Int(tag.midX) - number.width / 2, y: Int(tag.midY) - number.height / 2)
        }
    }

    /// A rectangle's border, `width` thick, inside `frame`: on whole pixels, so each side is as
    /// thick as the others (a fractional edge rounds one way at the top, the other at the bottom).
    private func outline(_ unsnapped: Rect, color: RGBA, width unrounded: Double) throws(PlatformError) {
        let (minX, minY) = (unsnapped.minX.rounded(), unsnapped.minY.rounded())
        let frame = Rect(x: minX, y: minY, width: unsnapped.maxX.rounded() - minX, height: unsnapped.maxY.rounded() - minY)
        let width = max(unrounded.rounded(), 1)
        try renderer.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: width), color: color)
        try renderer.fill(Rect(x: frame.minX, y: frame.maxY - width, width: frame.width, height: width), color: color)
        try renderer.fill(Rect(x: frame.minX, y: frame.minY + width, width: width, height: frame.height - 2 * width), color: color)
        try renderer.fill(Rect(x: frame.maxX - width, y: frame.minY + width, width: width, height: frame.height - 2 * width), color: color)
    }

    /// A message along the bottom (a settings problem), on a panel so it reads over any shape;
    /// long messages wrap at spaces onto up to three lines before the type gets smaller.
    func drawNotice(_ notice: String, in window: Rect, theme: Theme, scale: Double) throws(PlatformError) {
        let maximumWidth = Int(window.width * 0.92)
        var size = Int(max(15 * scale, 9))
        var lines = try text.wrap(notice, size: size, width: maximumWidth)
        while lines.count > 3, size > 8 {
            size -= 1
            lines = try text.wrap(notice, size: size, width: maximumWidth)
        }
        if lines.count > 4 { lines = Array(lines.prefix(3)) + ["…"] }
        var textures: [Texture] = []
        for line in lines { textures.append(try text.text(line, size: size, color: theme.text)) }
        let padding = Double(size) * 0.6
        let lineHeight = Double(textures.first?.height ?? size)
        let width = Double(textures.map(\.width).max() ?? 0)
        let height = lineHeight * Double(textures.count)
        let panel = Rect(
            x: window.midX - width / 2 - padding, y: window.maxY - height - 3 * padding, width: width + 2 * padding, height: height + 2 * padding)
        try renderer.fill(panel, color: theme.panel)
        for (index, texture) in textures.enumerated() {
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(panel.minY + padding + Double(index) * lineHeight))
        }
    }

    func drawCentered(_ lines: [String], in area: Rect, size asked: Int, color: RGBA) throws(PlatformError) {
        // NB: smaller where the lines would not fit the area (the player's larger text), down to
        // what 8 pixels are at their text size.
        var size = asked
        while size > Int((8 / text.scale).rounded(.up)) {
            let (_, advances) = try centered(lines, in: area, size: size)
            if advances.reduce(0, +) <= area.height { break }
            size -= 1
        }
        let (rows, advances) = try centered(lines, in: area, size: size)
        var y = area.midY - advances.reduce(0, +) / 2
        for (row, advance) in zip(rows, advances) {
            let texture = try text.text(row.text, size: row.size, color: color)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += advance
        }
    }

    private func centered(_ lines: [String], in area: Rect, size: Int) throws(PlatformError) -> (
        rows: [(text: String, size: Int, spacing: Double)], advances: [Double]
    ) {
        // Each line at its size (the first larger), broken at spaces where the area is narrower.
        var rows: [(text: String, size: Int, spacing: Double)] = []
        for (index, line) in lines.enumerated() {
            let lineSize = index == 0 ? Int(Double(size) * 1.4) : size
            let pieces = try text.wrap(line, size: lineSize, width: Int(area.width * 0.92))
            for (number, piece) in pieces.enumerated() {
                rows.append((piece, lineSize, index == 0 && number == pieces.count - 1 ? 1.3 : 1))
            }
        }
        // Each row moves down by the designed 1.5 lines of `size` (times its spacing), or by its
        // own face's line skip where that is more.
        var advances: [Double] = []
        for row in rows {
            advances.append(max(Double(size) * 1.5 * row.spacing, try text.lineSkip(size: row.size)))
        }
        return (rows, advances)
    }
}
