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
    /// The daily's turns done alone ("6/20"): what stands for it where its whole label does not
    /// fit beside the score.
    var dailyTurns: String? = nil
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
    /// The streak's bonus the last turn gave, marked beside the score ("+10") for a moment.
    var bonus: Int? = nil
    /// The bonus the HUD keeps room for beside the score while the streak that gave it lasts.
    var bonusRoom: Int? = nil
    /// A wrong tap just ended a streak: "Streak lost" stands where the streak is, for a moment.
    var streakLost = false
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

/// The band along the top: score on the left (it pops when it changes, and a streak's bonus is
/// marked beside it), mode on the right, streak and best centred on the window (between the two
/// where they leave it no room; a lost streak is marked there). Where
/// they do not fit at the player's size, what matters least goes first (`HUDPriority`: the help
/// hint, the best, the streak, the mode; in the daily, its label before its turns, "6/20"),
/// never the score; only then does the type shrink, and
/// never below the player's readable size (12 px times their text size): no two items touch.
@MainActor
struct HUDPainter {
    let renderer: Renderer
    let text: TextPainter

    /// Draws the HUD; returns where its score is (output pixels).
    @discardableResult
    func draw(_ hud: HUDModel, layout: Layout, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) -> Rect {
        if let race = hud.race {
            try drawRace(race.players, target: race.target, layout: layout, theme: theme, catalog: catalog, scale: scale)
            return Rect(x: 0, y: 0, width: layout.windowSize.width * scale, height: layout.hudHeight * scale)
        }
        let band = layout.hudHeight * scale
        let width = Int(layout.windowSize.width * scale)
        let middle = band / 2
        // Red whenever the score is below zero (this game's touch; the tutorial has no colours for
        // the score); green or red while it pops.
        let scoreColor = hud.popScale > 1 ? (hud.rising ? theme.correct : theme.wrong) : (hud.score < 0 ? theme.wrong : theme.text)
        let ratio = hud.ratio.map { " · ×" + catalog.forms.decimal(min(max($0, 0), 1000)) } ?? ""
        let mode = (hud.daily ?? catalog(UIText.name(of: hud.mode))) + ratio + (hud.isMuted ? " · " + catalog(UIText.muted) : "")
        let margin = Self.margin(in: layout, scale: scale)
        let figures = ["streak": "\(hud.streak)", "best": "\(hud.best)"]
        let (streakAndBest, streakOnly) = hud.streakLost ? (UIText.streakLostAndBest, UIText.streakLost) : (UIText.streakAndBest, UIText.streakOnly)
        let middleText: (HUDPriority) -> String? = { shown in
            switch shown {
            // NB: a day's challenge keeps no record: its HUD has no best.
            case .all, .withoutHint: catalog(hud.daily == nil ? streakAndBest : streakOnly, figures)
            case .withoutBest: catalog(streakOnly, figures)
            case .withoutStreak, .turnsAlone, .scoreAlone: nil
            }
        }
        let rightText: (HUDPriority) -> String? = { shown in
            switch shown {
            case .all: "\(mode) · " + hint(hud, catalog: catalog)
            case .withoutHint, .withoutBest, .withoutStreak: mode
            case .turnsAlone: hud.dailyTurns
            case .scoreAlone: nil
            }
        }
        let score = catalog(UIText.score, ["score": catalog.forms.number(hud.score)])
        // The first of the candidates that fits, measured without drawing (`candidates`).
        var (level, size) = (HUDPriority.scoreAlone, 1)
        for candidate in Self.candidates(from: Self.size(in: layout, scale: scale, textScale: text.scale), scale: scale) {
            (level, size) = candidate
            let shown = [middleText(level), rightText(level)].compactMap { $0 }
            var needed = (2 + shown.count) * margin
            // Room for the score to swell, and a margin around and between the three.
            needed += Int(Double(try text.measure(score, size: size, weight: .regular).width) * 1.35)
            // Room for the bonus's mark while its streak lasts, half a margin after the score.
            if let bonus = hud.bonusRoom {
                needed += margin / 2 + (try text.measure(catalog.forms.signed(bonus), size: size, weight: .regular).width)
            }
            for part in shown { needed += try text.measure(part, size: size, weight: .regular).width }
            if needed <= width { break }
        }
        let parts = (
            score: try text.text(score, size: size, color: scoreColor, weight: .regular),
            streak: try middleText(level).map { text throws(PlatformError) in
                try self.text.text(text, size: size, color: hud.streakLost ? theme.wrong : theme.text, weight: .regular)
            },
            mode: try rightText(level).map { text throws(PlatformError) in try self.text.text(text, size: size, color: theme.text, weight: .regular) }
        )
        // NB: the pop swells the score within the band: a tall face's line in a small window's
        // band swells less.
        let pop = min(hud.popScale, max(band / Double(max(parts.score.height, 1)), 1))
        let scoreWidth = Double(parts.score.width) * pop
        let scoreHeight = Double(parts.score.height) * pop
        let scoreFrame = Rect(x: Double(margin), y: middle - scoreHeight / 2, width: scoreWidth, height: scoreHeight)
        try renderer.draw(parts.score, in: scoreFrame)
        var modeX = width - margin
        if let shown = parts.mode {
            modeX -= shown.width
            try renderer.draw(shown, x: modeX, y: Int(middle) - shown.height / 2)
        }
        var scoreRight = margin + Int(Double(parts.score.width) * 1.35)
        if let room = hud.bonusRoom { scoreRight += margin / 2 + (try text.measure(catalog.forms.signed(room), size: size, weight: .regular).width) }
        if let bonus = hud.bonus {
            // Half a margin after the score as it is now: it rides the swell (none with motion
            // reduced) within the room kept for it.
            let mark = try text.text(catalog.forms.signed(bonus), size: size, color: theme.correct, weight: .regular)
            let markX = margin + Int(scoreWidth) + margin / 2
            if markX + mark.width <= min(scoreRight, modeX - margin) { try renderer.draw(mark, x: markX, y: Int(middle) - mark.height / 2) }
        }
        if let streak = parts.streak {
            // Centred on the window, as the bar below is, unless that would crowd the sides.
            let centred = width / 2 - streak.width / 2
            let streakX = min(max(centred, scoreRight + margin), modeX - margin - streak.width)
            try renderer.draw(streak, x: streakX, y: Int(middle) - streak.height / 2)
        }
        return scoreFrame
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

    /// The HUD's type size to ask for, `scale` output pixels to a point: the type scale's body
    /// text (`TypeRole`), as on every screen, at the player's text size in full; the band grows
    /// with the text size (`Layout.hudHeight`) and holds it with the score's pop, and where the
    /// window is too narrow for every item, items go (`HUDPriority`), never the type's size.
    nonisolated static func size(in layout: Layout, scale: Double, textScale: Double) -> Int {
        TypeRole.body.size(scale: scale)
    }

    /// The space at the band's ends and between its items, in output pixels: as at the usual
    /// text size, whatever the player's (larger text takes room from the gaps, not the window's
    /// edge).
    nonisolated static func margin(in layout: Layout, scale: Double) -> Int {
        max(Int(layout.usualHUDHeight * scale * 0.35), 4)
    }
}
