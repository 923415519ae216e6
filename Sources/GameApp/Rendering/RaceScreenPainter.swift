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
        // Where it does not fit one view, it begins with how to join (the screen was named as it
        // opened; its title would take the first view's room).
        let overlay = OverlayPainter(renderer: renderer, text: text)
        let gap = Double(size) * 0.6
        var laid = try overlay.layStack(lines, in: area, gap: gap, scale: scale, side: pages.side)
        if laid.column != nil { laid = try overlay.layStack(Array(lines.dropFirst()), in: area, gap: gap, scale: scale, side: pages.side) }
        try overlay.drawStack(laid, in: area, first: pages.first, theme: theme)
        return laid
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
        // Each racer's score and figures; where that does not fit one view, every racer's score
        // first, by their seat's name alone (the controller's name comes with their figures), so
        // the first view holds them all, then who won, then each one's figures under their whole
        // name.
        func title(short: Bool) -> String {
            result.winner.map { catalog(UIText.raceWins, ["name": RacePlayer.name(short ? nil : result.lines[$0].name, seat: $0, in: catalog)]) }
                ?? catalog(UIText.raceNoWinner)
        }
        func values(_ line: RaceResult.Line, seat: Int, short: Bool) -> [String: String] {
            [
                "name": RacePlayer.name(short ? nil : line.name, seat: seat, in: catalog), "score": catalog.forms.number(line.score),
                "percent": catalog.forms.percent(Int((line.accuracy * 100).rounded())),
                "milliseconds": line.medianReactionMilliseconds.map { catalog(UIText.milliseconds, ["count": catalog.forms.number($0)]) } ?? "–",
                "streak": catalog.forms.number(line.bestStreak),
            ]
        }
        let color = result.winner.map(theme.racePlayer) ?? theme.text
        var whole: [OverlayPainter.Stacked] = [.text(title(short: false), role: .title, color: color)]
        var scores: [OverlayPainter.Stacked] = []
        var figures: [OverlayPainter.Stacked] = []
        for (seat, line) in result.lines.enumerated() {
            let full = values(line, seat: seat, short: false)
            whole.append(.text(catalog(UIText.raceLine, full), role: .heading, color: theme.racePlayer(seat)))
            whole.append(.text(catalog(UIText.raceFigures, full), role: .body, color: theme.text))
            scores.append(.text(catalog(UIText.raceLine, values(line, seat: seat, short: true)), role: .heading, color: theme.racePlayer(seat)))
            figures.append(.text(full["name"] ?? "", role: .heading, color: theme.racePlayer(seat)))
            figures.append(.text(catalog(UIText.raceFigures, full), role: .body, color: theme.text))
        }
        let overlay = OverlayPainter(renderer: renderer, text: text)
        let gap = Double(size) * 0.6
        var laid = try overlay.layStack(whole, in: area, gap: gap, scale: scale, side: pages.side)
        if laid.column != nil {
            laid = try overlay.layStack(
                scores + [.text(title(short: true), role: .title, color: color)] + figures, in: area, gap: gap, scale: scale, side: pages.side)
        }
        try overlay.drawStack(laid, in: area, first: pages.first, theme: theme)
        try overlay.drawButtons(
            menu, labels: [(catalog(UIText.rematch), theme.accent), (catalog(UIText.dailyBack), theme.text)], theme: theme, scale: scale)
        return laid
    }
}
