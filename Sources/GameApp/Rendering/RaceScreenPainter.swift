import Drawing
import GameCore
import Platform

/// The race's own screens: the joining screen (how each device joins, who has), and the results
/// (the winner, each player's points, accuracy, median reaction and best streak, Rematch and Done).
@MainActor
struct RaceScreenPainter {
    let renderer: Renderer
    let text: TextPainter

    @discardableResult
    func drawJoining(
        _ race: RaceSession, target: Int, in covered: Rect, below hudHeight: Double, theme: Theme, catalog: Catalog, scale: Double,
        pages: OverlayPainter.StackPaging = .init()
    ) throws(PlatformError) -> OverlayPainter.StackLayout {
        try renderer.fill(covered, color: theme.panel)
        let top = hudHeight + pages.top
        let area = Rect(x: covered.minX, y: covered.minY + top, width: covered.width, height: max(covered.height - top, 1))
        let size = TypeRole.body.size(scale: scale)
        var lines: [OverlayPainter.Stacked] = [
            .text(catalog(UIText.raceTitle), role: .title, color: theme.text),
            .text(catalog(UIText.raceHowToJoin), role: .body, color: theme.text),
            .text(catalog(UIText.raceJoinKeys), role: .body, color: theme.keyName),
        ]
        for seat in 0..<RaceSession.seats {
            let player = race.players.first { $0.seat == seat }
            let joined = player.map {
                catalog(UIText.raceSeat, ["number": "\(seat + 1)", "device": $0.name ?? catalog(UIText.name(of: $0.device.input))])
            }
            lines.append(.text(joined ?? catalog(UIText.raceWaiting, ["number": "\(seat + 1)"]), role: .heading, color: theme.racePlayer(seat)))
        }
        lines.append(.text(catalog(UIText.raceTarget, count: target), role: .body, color: theme.text))
        return try OverlayPainter(renderer: renderer, text: text).drawStack(
            lines, in: area, gap: Double(size) * 0.6, scale: scale, first: pages.first, side: pages.side, theme: theme)
    }

    /// 3, 2, 1 in the middle of the play area, large, over the panel.
    func drawCountdown(_ number: Int, in area: Rect, panel: Rect, theme: Theme) throws(PlatformError) {
        try renderer.fill(panel, color: theme.panel)
        // NB: a third of the area's height, whatever the player's text size: it is as large as the area allows already.
        let size = Int(max(min(area.height / 3, area.width / 4) / text.scale, 24))
        let number = try text.text("\(number)", size: size, color: theme.text)
        try renderer.draw(number, x: Int(area.midX) - number.width / 2, y: Int(area.midY) - number.height / 2)
    }

    @discardableResult
    func drawResults(
        _ result: RaceResult, in covered: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog, scale: Double,
        pages: OverlayPainter.StackPaging = .init()
    ) throws(PlatformError) -> OverlayPainter.StackLayout {
        try renderer.fill(covered, color: theme.panel)
        let area = OverlayPainter.area(above: menu, in: covered, below: hudHeight + pages.top, scale: scale)
        let size = TypeRole.body.size(scale: scale)
        let title =
            result.winner.map { catalog(UIText.raceWins, ["name": RacePlayer.name(result.lines[$0].name, seat: $0, in: catalog)]) }
            ?? catalog(UIText.raceNoWinner)
        var lines: [OverlayPainter.Stacked] = [.text(title, role: .title, color: result.winner.map(theme.racePlayer) ?? theme.text)]
        for (seat, line) in result.lines.enumerated() {
            let figures: [String: String] = [
                "name": RacePlayer.name(line.name, seat: seat, in: catalog), "score": catalog.forms.number(line.score),
                "percent": catalog.forms.percent(Int((line.accuracy * 100).rounded())),
                "milliseconds": line.medianReactionMilliseconds.map { catalog(UIText.milliseconds, ["count": catalog.forms.number($0)]) } ?? "–",
                "streak": catalog.forms.number(line.bestStreak),
            ]
            lines.append(.text(catalog(UIText.raceLine, figures), role: .heading, color: theme.racePlayer(seat)))
            lines.append(.text(catalog(UIText.raceFigures, figures), role: .body, color: theme.text))
        }
        let overlay = OverlayPainter(renderer: renderer, text: text)
        let laid = try overlay.drawStack(lines, in: area, gap: Double(size) * 0.6, scale: scale, first: pages.first, side: pages.side, theme: theme)
        try overlay.drawButtons(
            menu, labels: [(catalog(UIText.rematch), theme.accent), (catalog(UIText.dailyBack), theme.text)], theme: theme, scale: scale)
        return laid
    }
}
