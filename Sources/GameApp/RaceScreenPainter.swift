import Drawing
import GameCore
import Platform

extension Theme {
    /// Each race player's colour, from the Okabe–Ito set (told apart by colour-blind eyes too),
    /// lighter on a dark background and darker on a light one.
    func racePlayer(_ seat: Int) -> RGBA {
        let light = Int(background.red) * 299 + Int(background.green) * 587 + Int(background.blue) * 114 > 128_000
        switch (seat, light) {
        case (0, false): return RGBA(red: 0xE6, green: 0x9F, blue: 0x00)
        case (0, true): return RGBA(red: 0xD5, green: 0x5E, blue: 0x00)
        case (_, false): return RGBA(red: 0x56, green: 0xB4, blue: 0xE9)
        default: return RGBA(red: 0x00, green: 0x72, blue: 0xB2)
        }
    }
}

/// The race's own screens: the joining screen (how each device joins, who has), and the results
/// (the winner, each player's points, accuracy, median reaction and best streak, Rematch and Done).
@MainActor
struct RaceScreenPainter {
    let renderer: Renderer
    let text: TextPainter

    func drawJoining(
        _ race: RaceSession, target: Int, in covered: Rect, below hudHeight: Double, theme: Theme, catalog: Catalog, scale: Double
    ) throws(PlatformError) {
        try renderer.fill(covered, color: theme.panel)
        let area = Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(covered.height - hudHeight, 1))
        let size = Int(max(min(22 * scale, area.height / 14, area.width / 30), 8))
        var lines: [(String, Int, RGBA)] = [
            (catalog(UIText.raceTitle), size * 3 / 2, theme.text), (catalog(UIText.raceHowToJoin), size, theme.text),
            (catalog(UIText.raceJoinKeys), size, theme.correct),
        ]
        for seat in 0..<RaceSession.seats {
            let player = race.players.first { $0.seat == seat }
            let joined = player.map { "\($0.seat + 1) · \($0.name) (" + catalog(UIText.name(of: $0.device.input)) + ")" }
            lines.append((joined ?? "\(seat + 1) · " + catalog(UIText.raceWaiting), size * 6 / 5, theme.racePlayer(seat)))
        }
        lines.append((catalog(UIText.raceTarget, ["target": "\(target)"]), size * 5 / 6, theme.text))
        try drawLines(lines, in: area, size: size)
    }

    func drawResults(_ result: RaceResult, in covered: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double)
        throws(PlatformError)
    {
        try renderer.fill(covered, color: theme.panel)
        let buttonsTop = (menu.controls.first?.frame.minY ?? covered.maxY / scale) * scale
        let area = Rect(x: covered.minX, y: covered.minY + hudHeight, width: covered.width, height: max(buttonsTop - covered.minY - hudHeight, 1))
        let size = Int(max(min(22 * scale, area.height / 10, area.width / 34), 8))
        let title =
            result.winner.map { catalog(UIText.raceWins, ["name": result.lines[$0].name]) } ?? catalog(UIText.raceNoWinner)
        var lines: [(String, Int, RGBA)] = [(title, size * 2, result.winner.map(theme.racePlayer) ?? theme.text)]
        for (seat, line) in result.lines.enumerated() {
            let figures: [String: String] = [
                "name": line.name, "score": "\(line.score)", "percent": "\(Int((line.accuracy * 100).rounded()))",
                "milliseconds": line.medianReactionMilliseconds.map { catalog(UIText.milliseconds, ["count": "\($0)"]) } ?? "–",
                "streak": "\(line.bestStreak)",
            ]
            lines.append((catalog(UIText.raceLine, figures), size * 13 / 10, theme.racePlayer(seat)))
            lines.append((catalog(UIText.raceFigures, figures), size * 5 / 6, theme.text))
        }
        try drawLines(lines, in: area, size: size)
        let labels = [(catalog(UIText.rematch), theme.correct), (catalog(UIText.dailyBack), theme.text)]
        let buttonSize = Int(max((menu.controls.first?.frame.height ?? 20) * scale * 0.45, 8))
        for (control, (label, edge)) in zip(menu.controls, labels) {
            try OverlayPainter(renderer: renderer, text: text).button(
                control.frame.scaled(by: scale), label, color: edge, size: buttonSize, theme: theme)
        }
    }

    /// Lines centered in `area`, each wrapped to its width.
    private func drawLines(_ lines: [(String, Int, RGBA)], in area: Rect, size: Int) throws(PlatformError) {
        var textures: [Texture] = []
        for (line, lineSize, color) in lines {
            for piece in try text.wrap(line, size: lineSize, width: Int(area.width * 0.92)) {
                textures.append(try text.text(piece, size: lineSize, color: color))
            }
        }
        let gap = Double(size) * 0.6
        let height = textures.reduce(0) { $0 + Double($1.height) + gap } - gap
        var y = area.midY - height / 2
        for texture in textures {
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += Double(texture.height) + gap
        }
    }
}
