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
        var lines: [OverlayPainter.Stacked] = [
            .text(catalog(UIText.raceTitle), size: size * 3 / 2, color: theme.text),
            .text(catalog(UIText.raceHowToJoin), size: size, color: theme.text),
            .text(catalog(UIText.raceJoinKeys), size: size, color: theme.correct),
        ]
        for seat in 0..<RaceSession.seats {
            let player = race.players.first { $0.seat == seat }
            let joined = player.map { "\($0.seat + 1) · \($0.name(in: catalog)) (" + catalog(UIText.name(of: $0.device.input)) + ")" }
            lines.append(.text(joined ?? "\(seat + 1) · " + catalog(UIText.raceWaiting), size: size * 6 / 5, color: theme.racePlayer(seat)))
        }
        lines.append(.text(catalog(UIText.raceTarget, count: target), size: size * 5 / 6, color: theme.text))
        try OverlayPainter(renderer: renderer, text: text).drawStack(lines, in: area, gap: Double(size) * 0.6)
    }

    func drawResults(_ result: RaceResult, in covered: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double)
        throws(PlatformError)
    {
        try renderer.fill(covered, color: theme.panel)
        let area = OverlayPainter.area(above: menu, in: covered, below: hudHeight, scale: scale)
        let size = Int(max(min(22 * scale, area.height / 10, area.width / 34), 8))
        let title =
            result.winner.map { catalog(UIText.raceWins, ["name": RacePlayer.name(result.lines[$0].name, seat: $0, in: catalog)]) }
            ?? catalog(UIText.raceNoWinner)
        var lines: [OverlayPainter.Stacked] = [.text(title, size: size * 2, color: result.winner.map(theme.racePlayer) ?? theme.text)]
        for (seat, line) in result.lines.enumerated() {
            let figures: [String: String] = [
                "name": RacePlayer.name(line.name, seat: seat, in: catalog), "score": "\(line.score)", "percent": "\(Int((line.accuracy * 100).rounded()))",
                "milliseconds": line.medianReactionMilliseconds.map { catalog(UIText.milliseconds, ["count": "\($0)"]) } ?? "–",
                "streak": "\(line.bestStreak)",
            ]
            lines.append(.text(catalog(UIText.raceLine, figures), size: size * 13 / 10, color: theme.racePlayer(seat)))
            lines.append(.text(catalog(UIText.raceFigures, figures), size: size * 5 / 6, color: theme.text))
        }
        let overlay = OverlayPainter(renderer: renderer, text: text)
        try overlay.drawStack(lines, in: area, gap: Double(size) * 0.6)
        try overlay.drawButtons(
            menu, labels: [(catalog(UIText.rematch), theme.correct), (catalog(UIText.dailyBack), theme.text)], theme: theme, scale: scale)
    }
}
