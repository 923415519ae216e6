import Drawing
import GameCore
import Platform

/// The race's band: each player's line in their colour, and the target.
extension HUDPainter {
    /// A race's band: player 1 on the left, player 2 on the right, each in their colour (once
    /// they joined), and the target once, centred. Where the three do not fit at the player's
    /// size the target goes (the joining screen said it), then each player is named by their
    /// seat's number (their colour and their ring's number say the same); only then does the type
    /// shrink, never below the player's readable size.
    func drawRace(_ players: [RacePlayerLine], target: Int?, layout: Layout, theme: Theme, catalog: Catalog, scale: Double)
        throws(PlatformError)
    {
        let band = layout.hudHeight * scale
        let width = Int(layout.windowSize.width * scale)
        var sizes = Self.sizes(from: Self.size(in: layout, scale: scale, textScale: text.scale), scale: scale)
        var size = sizes.next() ?? 1
        var target = target
        var byNumber = false
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        let margin = Self.margin(in: layout, scale: scale)
        var parts: [Texture] = []
        while true {
            parts = []
            for (seat, player) in players.enumerated() {
                let color = theme.racePlayer(seat)
                let line = catalog(UIText.raceLine, ["name": byNumber ? "\(seat + 1)" : player.name, "score": UIText.number(player.score)])
                parts.append(
                    try text.text(
                        player.lockedOut ? "× " + line : line, size: size, color: player.lockedOut ? Self.dimmed(color, over: theme.background) : color))
            }
            if let target {
                parts.append(try text.text(catalog(UIText.raceTo, ["target": "\(target)"]), size: max(size * 4 / 5, min(readable, size)), color: theme.text))
            }
            if parts.reduce(0, { $0 + $1.width }) + (parts.count + 1) * margin <= width { break }
            if target != nil {
                target = nil
            } else if !byNumber {
                byNumber = true
            } else if let smaller = sizes.next() {
                size = smaller
            } else {
                break
            }
        }
        let middle = Int(band / 2)
        if target != nil, let shown = parts.popLast() {
            try renderer.draw(shown, x: width / 2 - shown.width / 2, y: middle - shown.height / 2)
        }
        if let first = parts.first { try renderer.draw(first, x: margin, y: middle - first.height / 2) }
        if parts.count == 2 { try renderer.draw(parts[1], x: width - margin - parts[1].width, y: middle - parts[1].height / 2) }
    }
}
