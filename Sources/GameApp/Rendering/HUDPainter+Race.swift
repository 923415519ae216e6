import Drawing
import GameCore
import Platform

/// The race's band: each player's line in their colour, and the target.
extension HUDPainter {
    /// A race's band: player 1 on the left, player 2 on the right, each in their colour (once
    /// they joined), and the target once, centred. Where the three do not fit at the player's
    /// size the target goes (the joining screen said it), then each player is named by their
    /// seat's number (their colour and their ring's number say the same). All in the type scale's
    /// body text, as the HUD is.
    func drawRace(_ players: [RacePlayerLine], target: Int?, layout: Layout, theme: Theme, catalog: Catalog, scale: Double)
        throws(PlatformError)
    {
        let band = layout.hudHeight * scale
        let width = Int(layout.windowSize.width * scale)
        let margin = Self.margin(in: layout, scale: scale)
        let lines: (Bool) -> [String] = { byNumber in
            players.enumerated().map { seat, player in
                let line = catalog(UIText.raceLine, ["name": byNumber ? "\(seat + 1)" : player.name, "score": catalog.forms.number(player.score)])
                return player.lockedOut ? "× " + line : line
            }
        }
        let goal = target.map { catalog(UIText.raceTo, ["target": "\($0)"]) }
        let goalSize: (Int) -> Int = { _ in TypeRole.body.size(scale: scale) }
        // The first of the candidates that fits, measured without drawing: the target goes first,
        // then the names.
        let first = Self.size(in: layout, scale: scale, textScale: text.scale)
        let candidates = [(goal, false, first), (nil, false, first), (nil, true, first)]
        var (shownGoal, byNumber, size) = (goal, false, first)
        for candidate in candidates {
            (shownGoal, byNumber, size) = candidate
            var widths: [Int] = []
            for line in lines(byNumber) { widths.append(try text.measure(line, size: size, weight: .regular).width) }
            // NB: the target is centred: each side's line keeps clear of its half.
            let needed =
                if let shownGoal {
                    2 * (widths.max() ?? 0) + (try text.measure(shownGoal, size: goalSize(size), weight: .regular).width) + 4 * margin
                } else {
                    widths.reduce(0, +) + 3 * margin
                }
            if needed <= width { break }
        }
        let middle = Int(band / 2)
        if let shownGoal {
            let shown = try text.text(shownGoal, size: goalSize(size), color: theme.text, weight: .regular)
            try renderer.draw(shown, x: width / 2 - shown.width / 2, y: middle - shown.height / 2)
        }
        for (seat, line) in lines(byNumber).enumerated() {
            let color = theme.racePlayer(seat)
            let texture = try text.text(
                line, size: size, color: players[seat].lockedOut ? Self.dimmed(color, over: theme.background) : color, weight: .regular)
            // Player 1 on the left, player 2 on the right.
            try renderer.draw(texture, x: seat == 0 ? margin : width - margin - texture.width, y: middle - texture.height / 2)
        }
    }
}
