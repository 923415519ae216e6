import Drawing
import GameCore
import Platform

/// What the HUD shows, gathered from its owners each frame.
struct HUDModel {
    var score: Int
    var streak: Int
    var best: Int
    var mode: GameMode
    /// What stands for the mode in the daily challenge: its number, and the turns done.
    var daily: String?
    /// In a race, each player's name and score (in their colour), and the target (nil while the
    /// joining screen, which says it, shows).
    var race: (players: [RacePlayerLine], target: Int?)?
    var isMuted: Bool
    /// The adaptive difficulty's ratio, when it is on.
    var ratio: Double?
    /// The score's size now: 1 at rest, more while it pops.
    var popScale: Double
    /// Whether the last change was a gain.
    var rising: Bool
    /// The help's key, where the player gave it another (`[keys] help`): the hint names it.
    var helpKey: String?
}

/// A race player in the HUD: their name and score, and whether a wrong tap put them out of the
/// turn in play (their line dims, and a cross in their colour says why, until the next turn:
/// "×", which every language's font has, where "✗" is missing from the Japanese and Chinese ones).
struct RacePlayerLine {
    var name: String
    var score: Int
    var lockedOut = false
}

/// The band along the top: score on the left (it pops when it changes), mode on the right,
/// streak and best centred on the window (between the two where they leave it no room). Where
/// they do not fit at the player's size, what matters least goes first (`HUDPriority`: the help
/// hint, the best, the streak, the mode), never the score; only then does the type shrink, and
/// never below the player's readable size (12 px times their text size): no two items touch.
@MainActor
struct HUDPainter {
    let renderer: Renderer
    let text: TextPainter

    func draw(_ hud: HUDModel, layout: Layout, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        if let race = hud.race {
            try drawRace(race.players, target: race.target, layout: layout, theme: theme, catalog: catalog, scale: scale)
            return
        }
        let band = layout.hudHeight * scale
        let width = Int(layout.windowSize.width * scale)
        let middle = band / 2
        // Red whenever the score is below zero (this game's touch; the tutorial has no colours for
        // the score); green or red while it pops.
        let scoreColor = hud.popScale > 1 ? (hud.rising ? theme.correct : theme.wrong) : (hud.score < 0 ? theme.wrong : theme.text)
        let ratio = hud.ratio.map { " · ×" + Self.format(ratio: $0) } ?? ""
        let mode = (hud.daily ?? catalog(UIText.name(of: hud.mode))) + ratio + (hud.isMuted ? " · " + catalog(UIText.muted) : "")
        let margin = Self.margin(in: layout, scale: scale)
        let middleText: (HUDPriority) -> String? = { shown in
            switch shown {
            case .all, .withoutHint: catalog(UIText.streakAndBest, ["streak": "\(hud.streak)", "best": "\(hud.best)"])
            case .withoutBest: catalog(UIText.streakOnly, ["streak": "\(hud.streak)"])
            case .withoutStreak, .scoreAlone: nil
            }
        }
        let rightText: (HUDPriority) -> String? = { shown in
            switch shown {
            case .all: "\(mode) · " + hint(hud, catalog: catalog)
            case .withoutHint, .withoutBest, .withoutStreak: mode
            case .scoreAlone: nil
            }
        }
        let score = catalog(UIText.score, ["score": UIText.number(hud.score)])
        // The first of the candidates that fits, measured without drawing (`candidates`).
        var (level, size) = (HUDPriority.scoreAlone, 1)
        for candidate in Self.candidates(from: Self.size(in: layout, scale: scale, textScale: text.scale), scale: scale) {
            (level, size) = candidate
            let shown = [middleText(level), rightText(level)].compactMap { $0 }
            var needed = (2 + shown.count) * margin
            // Room for the score to swell, and a margin around and between the three.
            needed += Int(Double(try text.measure(score, size: size).width) * 1.35)
            for part in shown { needed += try text.measure(part, size: size).width }
            if needed <= width { break }
        }
        let parts = (
            score: try text.text(score, size: size, color: scoreColor),
            streak: try middleText(level).map { text throws(PlatformError) in try self.text.text(text, size: size, color: theme.text) },
            mode: try rightText(level).map { text throws(PlatformError) in try self.text.text(text, size: size, color: theme.text) }
        )
        let scoreWidth = Double(parts.score.width) * hud.popScale
        let scoreHeight = Double(parts.score.height) * hud.popScale
        try renderer.draw(parts.score, in: Rect(x: Double(margin), y: middle - scoreHeight / 2, width: scoreWidth, height: scoreHeight))
        var modeX = width - margin
        if let shown = parts.mode {
            modeX -= shown.width
            try renderer.draw(shown, x: modeX, y: Int(middle) - shown.height / 2)
        }
        let scoreRight = margin + Int(Double(parts.score.width) * 1.35)
        if let streak = parts.streak {
            // Centred on the window, as the bar below is, unless that would crowd the sides.
            let centred = width / 2 - streak.width / 2
            let streakX = min(max(centred, scoreRight + margin), modeX - margin - streak.width)
            try renderer.draw(streak, x: streakX, y: Int(middle) - streak.height / 2)
        }
    }

    /// The sizes to try, from the band's own (`size`) down to the player's readable size (12 px
    /// at `scale` output pixels to a point, before their text size).
    private static func sizes(from size: Int, scale: Double) -> StrideThrough<Int>.Iterator {
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        return stride(from: size, through: min(readable, size), by: -1).makeIterator()
    }

    /// What the HUD tries, in order, from the band's own type size (`size`): the hint goes
    /// first; the type shrinks to three quarters before the best goes, then to the player's
    /// readable size (12 px at `scale`, before their text size) before the streak goes, and the
    /// mode last: no item is drawn below the player's size, and the score always shows.
    static func candidates(from size: Int, scale: Double) -> [(HUDPriority, Int)] {
        let readable = min(Int((OverlayPainter.readableSize * scale).rounded(.up)), size)
        let shrunk = max(readable, size * 3 / 4)
        return [(.all, size)] + stride(from: size, through: shrunk, by: -1).map { (.withoutHint, $0) }
            + stride(from: shrunk, through: readable, by: -1).map { (.withoutBest, $0) } + [(.withoutStreak, readable), (.scoreAlone, readable)]
    }

    /// A race's band: player 1 on the left, player 2 on the right, each in their colour (once
    /// they joined), and the target once, centred. Where the three do not fit at the player's
    /// size the target goes (the joining screen said it), then each player is named by their
    /// seat's number (their colour and their ring's number say the same); only then does the type
    /// shrink, never below the player's readable size.
    private func drawRace(_ players: [RacePlayerLine], target: Int?, layout: Layout, theme: Theme, catalog: Catalog, scale: Double)
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

    /// "H help", or the player's own key for it ("F2 help", in the player's words).
    private func hint(_ hud: HUDModel, catalog: Catalog) -> String {
        guard let key = hud.helpKey else { return catalog(UIText.helpHint) }
        return catalog.keys(key) + " " + catalog(Message("help"))
    }

    /// `color` at 55% over `background`: a player out of the turn, still legible.
    static func dimmed(_ color: RGBA, over background: RGBA) -> RGBA {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * 55 + Int(b) * 45) / 100) }
        return RGBA(red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue))
    }

    /// The HUD's type size to ask for in `layout`'s band, `scale` output pixels to a point: 42%
    /// of the band's usual height at the usual text size, larger with the player's (`textScale`),
    /// up to what the band holds with the score swollen by its pop (half of it). The band grows
    /// with the text size (`Layout.hudHeight`), so the text grows in full where the window has room.
    nonisolated static func size(in layout: Layout, scale: Double, textScale: Double) -> Int {
        let pixels = min(layout.usualHUDHeight * 0.42 * textScale, layout.hudHeight * 0.5) * scale
        return Int((pixels / textScale).rounded(.down))
    }

    /// The space at the band's ends and between its items, in output pixels: as at the usual
    /// text size, whatever the player's (larger text takes room from the gaps, not the window's
    /// edge).
    nonisolated static func margin(in layout: Layout, scale: Double) -> Int {
        max(Int(layout.usualHUDHeight * scale * 0.35), 4)
    }

    /// A ratio to two decimals: 1.8 reads "1.80".
    static func format(ratio: Double) -> String {
        let hundredths = Int((min(max(ratio, 0), 1000) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// What the HUD shows, from everything down to the score alone: each level leaves out one more
/// of what matters least to a player in play.
enum HUDPriority: CaseIterable {
    /// Score, streak and best, the mode, and the help's hint.
    case all
    case withoutHint
    /// The streak without the best.
    case withoutBest
    /// The score and the mode.
    case withoutStreak
    case scoreAlone
}
