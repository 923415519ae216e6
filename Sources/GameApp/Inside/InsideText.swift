import Drawing
import GameCore
import Preferences

/// The "how it works" panel in words: its facts (`InsideFacts`) as four sections, each naming
/// its pattern and the guide's article for it, in the catalog's language. Type names (the
/// tutorial's `MatchScorer`) stay as the source spells them: they are what a reader looks for.
public struct InsideText: Hashable, Sendable {
    struct Section: Hashable, Sendable {
        /// The pattern: "Strategy".
        let title: String
        /// "guide: Strategy, Decorator": the DocC guide's articles for it.
        let guide: String
        let lines: [String]
    }

    let title: String
    let sections: [Section]
    /// How the language joins sentences, for the voice.
    let forms: LocaleForms

    /// - Parameters:
    ///   - facts: what the panel shows.
    ///   - catalog: the language on screen.
    ///   - players: a race's players' names by seat, as the screen calls them.
    init(_ facts: InsideFacts, catalog: Catalog, players: [Int: String] = [:]) {
        title = catalog(UIText.insideTitle)
        forms = catalog.forms
        func guide(_ articles: String...) -> String { catalog(UIText.insideGuide, ["articles": catalog.forms.list(articles)]) }
        let adaptive = facts.strategy.chain.contains { if case .adaptive = $0 { true } else { false } }
        sections = [
            Section(
                title: catalog(UIText.patternStrategy), guide: adaptive ? guide("Strategy", "Decorator") : guide("Strategy"),
                lines: Self.strategyLines(facts, catalog: catalog)),
            Section(
                title: catalog(UIText.patternFactoryBuilder), guide: guide("AbstractFactory", "Builder"),
                lines: Self.madeLines(facts, catalog: catalog)),
            Section(
                title: catalog(UIText.patternChain), guide: guide("CommandIteratorChain"),
                lines: Self.chainLines(facts, catalog: catalog, players: players)),
            Section(
                title: catalog(UIText.patternObserver), guide: guide("Observer"),
                lines: [catalog(UIText.insideHeard), catalog.forms.list(facts.listeners)]),
        ]
    }

    /// Which strategy made the turn, then each strategy it handed the turn to.
    static func strategyLines(_ facts: InsideFacts, catalog: Catalog) -> [String] {
        var lines = [catalog(UIText.insideMadeBy, ["type": facts.strategy.typeName, "turn": "\(facts.turn)"])]
        for note in facts.strategy.chain {
            switch note {
            case .basic(let kind, let count):
                lines.append(catalog(UIText.insideBasic, ["kinds": catalog(UIText.name(of: GameMode.single(kind))), "count": "\(count)"]))
            case .random(let picked, let among, let made):
                lines.append(catalog(UIText.insideRandom, ["picked": "\(picked + 1)", "count": "\(among)", "type": made.typeName]))
            case .cross(let count):
                lines.append(catalog(UIText.insideCross, ["count": "\(count)"]))
            case .adaptive(let ratio, let step, let base):
                lines.append(catalog(UIText.insideDecorates, ["type": base.typeName]))
                lines.append(catalog(UIText.insideRatio, ["ratio": catalog.forms.decimal(ratio, wholePlain: true)]))
                lines.append(catalog(Self.reason(step)))
            case .daily(let date, let number, let turn):
                lines.append(
                    catalog(
                        UIText.insideDaily,
                        ["number": "\(number)", "date": catalog.forms.date(date), "turn": "\(turn)", "total": "\(DailyChallenge.turnCount)"]))
            case .other:
                break
            }
        }
        if facts.isRace { lines.append(catalog(UIText.insideRace)) }
        return lines
    }

    /// Each shape's factory and size, then the builder's style and the theme it came from.
    static func madeLines(_ facts: InsideFacts, catalog: Catalog) -> [String] {
        var lines: [String] = []
        for (index, made) in facts.shapes.enumerated() {
            lines.append(catalog(UIText.insideShape, ["number": "\(index + 1)", "factory": made.factory]))
            let size = catalog(UIText.insideSize, ["size": catalog.forms.percent(Int((made.proportion * 100).rounded()))])
            let resized = made.adjustments.map { adjustment in
                catalog(
                    adjustment.cause == .adaptive ? UIText.insideSizedAdaptive : UIText.insideEvenedOut,
                    ["factor": catalog.forms.decimal(adjustment.factor, wholePlain: true)])
            }
            lines.append(([size] + resized).joined(separator: " · "))
        }
        if let style = facts.style {
            lines.append(
                catalog(
                    UIText.insideBuilder,
                    [
                        "fill": style.showFill ? ColorValue.format(style.fillColor) : catalog(UIText.off),
                        "outline": style.showOutline ? ColorValue.format(style.outlineColor) : catalog(UIText.off),
                        // (A no-break space: the number stays with its unit on a narrow line.)
                        "width": catalog.forms.decimal(style.outlineWidth, wholePlain: true) + "\u{00A0}pt",
                    ]))
        }
        lines.append(catalog(UIText.insideTheme, ["theme": catalog(UIText.name(of: facts.theme)), "factory": facts.themeFactory]))
        return lines
    }

    /// The newest tap's walk down the chain, link by link, and its total; each player's in a race.
    static func chainLines(_ facts: InsideFacts, catalog: Catalog, players: [Int: String]) -> [String] {
        guard !facts.taps.isEmpty else { return [catalog(UIText.insideNoTap)] }
        var lines: [String] = []
        for tap in facts.taps {
            let verdict = catalog(tap.matched ? UIText.insideRight : UIText.insideWrong, ["turn": "\(tap.turn)"])
            if let seat = tap.player {
                // ("Player 1: turn 3: right", with the language's own colon.)
                lines.append(
                    catalog(UIText.statsFigure, ["period": players[seat] ?? RacePlayer.name(nil, seat: seat, in: catalog), "value": verdict]))
            } else {
                lines.append(verdict)
            }
            for share in tap.shares {
                lines.append(catalog(UIText.insideShare, ["scorer": share.scorer, "increment": catalog.forms.signed(share.increment)]))
            }
            lines.append(catalog(UIText.insideTotal, ["increment": catalog.forms.signed(tap.increment), "score": catalog.forms.number(tap.score)]))
        }
        return lines
    }

    static func reason(_ step: Staircase.Step) -> Message {
        switch step {
        case .start: UIText.insideStepStart
        case .harder: UIText.insideStepHarder
        case .easier: UIText.insideStepEasier
        case .waiting: UIText.insideStepWaiting
        }
    }

    /// What the voice says as the panel opens: its title and which strategy made the turn.
    var spokenOnOpen: String {
        forms.sentences([title] + (sections.first.map { [$0.title] + $0.lines } ?? []))
    }

    /// What the voice says when a tap is scored with the panel open: the walk down the chain.
    var spokenChain: String {
        sections.count > 2 ? forms.sentences([sections[2].title] + sections[2].lines) : ""
    }
}
