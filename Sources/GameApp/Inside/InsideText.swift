import Drawing
import GameCore
import Preferences

/// The "how it works" panel in words: its facts (`InsideFacts`) as five sections, one per
/// pattern, each a small tree of what took part in the turn and why, in the catalog's language.
/// Type names (the tutorial's `MatchScorer`) stay as the source spells them: they are what a
/// reader looks for. Each line has a key that stays the same from turn to turn (`chain.1`: the
/// chain's second link), so what changed since the last tap can be marked.
public struct InsideText: Hashable, Sendable {
    /// The pattern a section shows.
    enum Pattern: String, Hashable, Sendable, CaseIterable {
        case strategy, factory, builder, chain, observer
    }

    struct Line: Hashable, Sendable {
        let text: String
        /// How deep in its section's tree: 0 at the left.
        let depth: Int
        /// Whether it is a part of the tree (drawn after a ▸), not a line about the one above.
        let node: Bool
        /// What it says, the same from turn to turn: `strategy.1`, `chain.total`.
        let key: String
        /// Whether it changed since the last tap (`InsideMarks`).
        var marked = false
        /// Whether the stop shown while the turn is stepped through lights it.
        var lit = false

        init(_ text: String, depth: Int = 0, node: Bool = false, key: String, marked: Bool = false) {
            self.text = text
            self.depth = depth
            self.node = node
            self.key = key
            self.marked = marked
        }
    }

    /// A button of the panel: one that swaps a part, under its section's lines, or one that
    /// steps through the turn, at its top.
    struct Button: Hashable, Sendable {
        let action: AppCommand
        let label: String

        init(swap: Parts.Swap, label: String) {
            action = .game(.swapPart(swap))
            self.label = label
        }

        init(_ action: AppCommand, label: String) {
            self.action = action
            self.label = label
        }
    }

    struct Section: Hashable, Sendable {
        let pattern: Pattern
        /// The pattern: "Strategy".
        let title: String
        /// "guide: Strategy, Decorator": the DocC guide's articles for it.
        let guide: String
        var lines: [Line]
        /// The parts of its pattern the learner can swap here (none in a daily or a race).
        var buttons: [Button] = []
    }

    let title: String
    var sections: [Section]
    /// What a marked line's bar means.
    let markKey: String
    /// Practice's line, above the sections, while parts are swapped from the panel.
    let practice: String?
    /// Under practice's line: every part back at once.
    let resetButton: Button?
    /// At the top: stepping through the turn on or off, and, while a stop shows, what it is, how
    /// to go on, and a button that does (`stepped(…)`).
    var stepButtons: [Button] = []
    var stepLine: String?
    var stepHint: String?
    /// How the language joins sentences, for the voice.
    let forms: LocaleForms

    /// - Parameters:
    ///   - facts: what the panel shows.
    ///   - catalog: the language on screen.
    ///   - players: a race's players' names by seat, as the screen calls them.
    init(_ facts: InsideFacts, catalog: Catalog, players: [Int: String] = [:]) {
        title = catalog(UIText.insideTitle)
        markKey = catalog(UIText.insideMarkKey)
        practice = facts.parts.isStandard ? nil : catalog(UIText.partsPractice, ["parts": Self.swapped(facts.parts, catalog: catalog)])
        resetButton = facts.parts.isStandard || !facts.swappable ? nil : Button(swap: .reset, label: catalog(UIText.partsReset))
        forms = catalog.forms
        func guide(_ articles: String...) -> String { catalog(UIText.insideGuide, ["articles": catalog.forms.list(articles)]) }
        let adaptive = facts.strategy.chain.contains { if case .adaptive = $0 { true } else { false } }
        sections = [
            Section(
                pattern: .strategy, title: catalog(UIText.patternStrategy), guide: adaptive ? guide("Strategy", "Decorator") : guide("Strategy"),
                lines: Self.strategyLines(facts, catalog: catalog)),
            Section(
                pattern: .factory, title: catalog(UIText.patternFactory), guide: guide("AbstractFactory"),
                lines: Self.factoryLines(facts, catalog: catalog)),
            Section(
                pattern: .builder, title: catalog(UIText.patternBuilder), guide: guide("Builder"), lines: Self.builderLines(facts, catalog: catalog)),
            Section(
                pattern: .chain, title: catalog(UIText.patternChain), guide: guide("ChainOfResponsibility"),
                lines: Self.chainLines(facts, catalog: catalog, players: players)),
            Section(
                pattern: .observer, title: catalog(UIText.patternObserver), guide: guide("Observer"),
                lines: Self.observerLines(facts, catalog: catalog)),
        ]
        guard facts.swappable else { return }
        let parts = facts.parts
        for index in sections.indices {
            switch sections[index].pattern {
            case .strategy:
                // (What the buttons are for, once, above the first.)
                sections[index].lines.append(Line(catalog(UIText.insideSwapHint), key: "strategy.swap"))
                sections[index].buttons = [Button(swap: .strategy, label: catalog(UIText.partsNextStrategy))]
            case .builder: sections[index].buttons = [Button(swap: .style, label: catalog(UIText.partsNextStyle))]
            case .chain:
                sections[index].buttons = [
                    Button(swap: .streakScorer, label: (parts.streakScorer ? "\u{2212} " : "+ ") + "StreakScorer"),
                    Button(swap: .speedBonus, label: (parts.speedBonus ? "\u{2212} " : "+ ") + "SpeedBonusScorer"),
                ]
            case .factory, .observer: break
            }
        }
    }

    /// What differs from the game's own parts, listed: "without StreakScorer and outlines only".
    static func swapped(_ parts: Parts, catalog: Catalog) -> String {
        var swapped: [String] = []
        if !parts.streakScorer { swapped.append(catalog(UIText.partWithoutStreak)) }
        if parts.speedBonus { swapped.append(catalog(UIText.partWithSpeed)) }
        if let strategy = parts.strategy { swapped.append(catalog(UIText.partStrategy, ["type": strategy.typeName])) }
        switch parts.style {
        case .outlineOnly?: swapped.append(catalog(UIText.partOutlineOnly))
        case .fillOnly?: swapped.append(catalog(UIText.partFillOnly))
        case nil: break
        }
        return catalog.forms.list(swapped)
    }

    /// The panel as it shows while turns are stepped through (`on`): the stop shown now lights
    /// its lines, says what it is (`words`) and how to go on. Stepping is offered in any play but
    /// a race.
    func stepped(on: Bool, stop: Stop?, words: String?, race: Bool, catalog: Catalog) -> InsideText {
        var text = self
        if !race || on { text.stepButtons = [Button(.toggleStepping, label: catalog(on ? UIText.stepStop : UIText.stepStart))] }
        guard on, let stop else { return text }
        text.stepLine = words
        text.stepHint = catalog(UIText.stepGoOn)
        text.stepButtons.insert(Button(.stepOn, label: catalog(UIText.stepOnButton)), at: 0)
        for section in text.sections.indices {
            for line in text.sections[section].lines.indices where stop.lights(text.sections[section].lines[line].key) {
                text.sections[section].lines[line].lit = true
            }
        }
        return text
    }

    /// The section showing `pattern`.
    func section(_ pattern: Pattern) -> Section? { sections.first { $0.pattern == pattern } }

    /// The strategies plugged in, as a tree under the interface, then what a mode is and which
    /// others could be plugged in.
    static func strategyLines(_ facts: InsideFacts, catalog: Catalog) -> [Line] {
        var lines = [Line(catalog(UIText.insideAsked, ["turn": "\(facts.turn)"]), key: "strategy.asked")]
        let chain = facts.strategy.chain
        for (depth, note) in chain.enumerated() {
            let key = "strategy.\(depth)"
            let node = { (text: String) in Line(text, depth: depth + 1, node: true, key: key) }
            let about = { (text: String, part: String) in Line(text, depth: depth + 2, key: "\(key).\(part)") }
            switch note {
            case .basic(let kind, let count):
                lines.append(node(catalog(UIText.insideBasic, ["kind": catalog(UIText.name(of: GameMode.single(kind))), "count": "\(count)"])))
            case .random(let picked, let among, _):
                lines.append(node(catalog(UIText.insideRandom, ["picked": "\(picked + 1)", "count": "\(among)"])))
            case .cross(let count):
                lines.append(node(catalog(UIText.insideCross, ["count": "\(count)"])))
                let factors = Self.factors(facts, adaptive: false, catalog: catalog)
                if !factors.isEmpty {
                    lines.append(about(catalog(UIText.insideEvenedOut, ["factors": factors]), "evened"))
                }
            case .adaptive(let ratio, let step, _):
                lines.append(node(catalog(UIText.insideAdaptive)))
                lines.append(about(catalog(UIText.insideRatio, ["ratio": catalog.forms.decimal(ratio, wholePlain: true)]), "ratio"))
                lines.append(about(catalog(Self.reason(step)), "reason"))
                let factors = Self.factors(facts, adaptive: true, catalog: catalog)
                if !factors.isEmpty {
                    lines.append(about(catalog(UIText.insideResized, ["factors": factors]), "resized"))
                }
            case .daily(let date, let number, let turn):
                lines.append(
                    node(
                        catalog(
                            UIText.insideDaily,
                            ["number": "\(number)", "date": catalog.forms.date(date), "turn": "\(turn)", "total": "\(DailyChallenge.turnCount)"])))
            case .other(let name):
                lines.append(node(name))
            }
        }
        if facts.isRace { lines.append(Line(catalog(UIText.insideRace), key: "strategy.race")) }
        if let swapped = facts.parts.strategy {
            lines.append(
                Line(catalog(UIText.insideCode, ["code": "controller.turnStrategy = \(swapped.typeName)(…)"]), key: "strategy.code"))
        }
        let plugged = Set(chain.map(\.typeName))
        let others = InsideFacts.strategyTypes.filter { !plugged.contains($0) }
        lines.append(Line(catalog(UIText.insideModes, ["types": catalog.forms.list(others)]), key: "strategy.others"))
        return lines
    }

    /// Each kind of the turn with its pair of factories and what each made.
    static func factoryLines(_ facts: InsideFacts, catalog: Catalog) -> [Line] {
        var lines: [Line] = []
        var kinds: [ShapeKind] = []
        for made in facts.shapes where !kinds.contains(made.kind) { kinds.append(made.kind) }
        for (index, kind) in kinds.enumerated() {
            let made = facts.shapes.filter { $0.kind == kind }
            guard let first = made.first else { continue }
            let sizes = made.map { catalog.forms.percent(Int(($0.proportion * 100).rounded())) }
            lines.append(Line(catalog(UIText.insidePair, ["kind": catalog(UIText.name(of: GameMode.single(kind)))]), key: "factory.\(index)"))
            lines.append(
                Line(
                    catalog(UIText.insideShapeProduct, ["factory": first.factory, "sizes": catalog.forms.list(sizes)]), depth: 1, node: true,
                    key: "factory.\(index).shape"))
            lines.append(Line(catalog(UIText.insideViewProduct, ["factory": first.viewFactory]), depth: 1, node: true, key: "factory.\(index).view"))
        }
        lines.append(Line(catalog(UIText.insidePairs), key: "factory.why"))
        lines.append(
            Line(
                catalog(UIText.insideThemeFactory, ["theme": catalog(UIText.name(of: facts.theme)), "factory": facts.themeFactory]),
                key: "factory.theme"))
        lines.append(Line(catalog(UIText.insideThemeProducts), depth: 1, node: true, key: "factory.theme.products"))
        return lines
    }

    /// The builder's steps as they ran, each value with where it came from.
    static func builderLines(_ facts: InsideFacts, catalog: Catalog) -> [Line] {
        var lines = [Line(catalog(UIText.insideBuilderSteps), key: "builder.steps")]
        guard let style = facts.style else { return lines }
        func from(_ source: InsideFacts.Source?) -> String {
            switch source {
            case .theme: catalog(UIText.insideFromTheme, ["factory": facts.themeFactory])
            case .settings: catalog(UIText.insideFromSettings)
            case .panel: catalog(UIText.insideFromPanel)
            case nil: catalog(UIText.insideFromSettings)
            }
        }
        // (A no-break space: the number stays with its unit on a narrow line.)
        let width = catalog.forms.decimal(style.outlineWidth, wholePlain: true) + "\u{00A0}pt"
        let steps: [(Message, [String: String])] = [
            (
                UIText.insideStepFill,
                ["value": style.showFill ? ColorValue.format(style.fillColor) : catalog(UIText.off), "source": from(facts.fillFrom)]
            ),
            (
                UIText.insideStepOutline,
                ["value": style.showOutline ? ColorValue.format(style.outlineColor) : catalog(UIText.off), "source": from(facts.outlineFrom)]
            ),
            (UIText.insideStepWidth, ["value": width, "source": catalog(UIText.insideFromSettings)]),
            (UIText.insideStepBuild, ["count": "\(facts.shapes.count)"]),
        ]
        for (number, step) in steps.enumerated() {
            lines.append(Line(catalog(step.0, step.1.merging(["number": "\(number + 1)"]) { $1 }), depth: 1, node: true, key: "builder.\(number)"))
        }
        switch facts.parts.style {
        case .outlineOnly?: lines.append(Line(catalog(UIText.insideCode, ["code": "builder.showFill = false"]), key: "builder.code"))
        case .fillOnly?: lines.append(Line(catalog(UIText.insideCode, ["code": "builder.showOutline = false"]), key: "builder.code"))
        case nil: break
        }
        return lines
    }

    /// The newest tap's walk down the chain, one row per link with its reason, and its total;
    /// each player's in a race.
    static func chainLines(_ facts: InsideFacts, catalog: Catalog, players: [Int: String]) -> [Line] {
        let code = Line(catalog(UIText.insideCode, ["code": facts.parts.chainCode]), key: "chain.code")
        guard !facts.taps.isEmpty else { return [Line(catalog(UIText.insideNoTap), key: "chain.none"), code] }
        var lines: [Line] = []
        for tap in facts.taps {
            let seat = tap.player.map { "\($0)." } ?? ""
            let verdict = catalog(tap.matched ? UIText.insideLastRight : UIText.insideLastWrong, ["turn": "\(tap.turn)"])
            if let seat = tap.player {
                // ("Player 1: last tap, turn 3: right", with the language's own colon.)
                lines.append(
                    Line(
                        catalog(UIText.statsFigure, ["period": players[seat] ?? RacePlayer.name(nil, seat: seat, in: catalog), "value": verdict]),
                        key: "chain.\(seat)tap"))
            } else {
                lines.append(Line(verdict, key: "chain.tap"))
            }
            for (index, share) in tap.shares.enumerated() {
                let values = ["scorer": share.scorer, "increment": catalog.forms.signed(share.increment)]
                let why = Self.why(share.reason, catalog: catalog)
                let text = why.map { catalog(UIText.insideShareWhy, values.merging(["why": $0]) { $1 }) } ?? catalog(UIText.insideShare, values)
                lines.append(Line(text, depth: 1, node: true, key: "chain.\(seat)\(index)"))
            }
            lines.append(
                Line(
                    catalog(UIText.insideTotal, ["increment": catalog.forms.signed(tap.increment), "score": catalog.forms.number(tap.score)]),
                    key: "chain.\(seat)total"))
        }
        lines.append(Line(catalog(UIText.insideLinks), key: "chain.why"))
        lines.append(Line(catalog(UIText.insideChainKind), key: "chain.kind"))
        lines.append(code)
        return lines
    }

    /// A link's reason in words; nil where it gives none.
    static func why(_ reason: ScorerReason, catalog: Catalog) -> String? {
        switch reason {
        case .matched(let matched?): catalog(matched ? UIText.insideWhyRight : UIText.insideWhyWrong)
        case .matched(nil), .unexplained: nil
        case .streak(let streak, let needed):
            catalog(streak >= needed ? UIText.insideWhyStreak : UIText.insideWhyNoStreak, ["streak": "\(streak)", "needed": "\(needed)"])
        case .speed(let milliseconds?, let limit):
            catalog(
                milliseconds < limit ? UIText.insideWhyQuick : UIText.insideWhySlow,
                ["time": catalog.forms.number(milliseconds), "limit": catalog.forms.number(limit)])
        case .speed(nil, _): catalog(UIText.insideWhyNotRight)
        }
    }

    /// The subject; the newest tap's event and what each listener did with it; and the newest
    /// event since, with who acted on it.
    static func observerLines(_ facts: InsideFacts, catalog: Catalog) -> [Line] {
        var lines = [Line(catalog(UIText.insideSubject), key: "observer.subject")]
        func named(_ event: InsideFacts.Event) -> String {
            event.turn.map { catalog(UIText.insideEventTurn, ["event": event.name, "turn": "\($0)"]) } ?? event.name
        }
        if let event = facts.tapEvent {
            lines.append(Line(catalog(UIText.insideTapEvent, ["event": named(event)]), key: "observer.tap"))
            var idle: [String] = []
            for heard in facts.tapHeard {
                guard let did = heard.did else {
                    idle.append(heard.listener)
                    continue
                }
                let what = Reaction(rawValue: did).map { catalog(Self.words(for: $0)) } ?? did
                lines.append(
                    Line(
                        catalog(UIText.insideListener, ["listener": heard.listener, "did": what]), depth: 1, node: true,
                        key: "observer.\(heard.listener)"))
            }
            if !idle.isEmpty {
                lines.append(Line(catalog(UIText.insideIdle, ["listeners": catalog.forms.list(idle)]), depth: 1, node: true, key: "observer.idle"))
            }
        }
        if let event = facts.event, event != facts.tapEvent || facts.tapEvent == nil {
            let acted = facts.heard.filter { $0.did != nil }.map(\.listener)
            lines.append(
                Line(
                    catalog(
                        acted.isEmpty ? UIText.insideNewestIdle : UIText.insideNewest,
                        ["event": named(event), "listeners": catalog.forms.list(acted)]),
                    key: "observer.newest"))
        }
        return lines
    }

    static func words(for reaction: Reaction) -> Message {
        switch reaction {
        case .logged: UIText.insideDidLog
        case .counted: UIText.insideDidCount
        case .noted: UIText.insideDidNote
        case .saved: UIText.insideDidSave
        case .said: UIText.insideDidSay
        case .playedHappy: UIText.insideDidHappy
        case .playedSad: UIText.insideDidSad
        case .quiet: UIText.insideDidQuiet
        case .countedTurn: UIText.insideDidCountTurn
        case .timed: UIText.insideDidTime
        case .planned: UIText.insideDidPlan
        case .showed: UIText.insideDidShow
        case .cleared: UIText.insideDidClear
        case .redrew: UIText.insideDidRedraw
        case .rumbled: UIText.insideDidRumble
        }
    }

    /// "×0.90, ×1.12": resizes, in the language's decimals.
    /// "square ×0.90 and hexagon ×1.12": each shape's resizes by the adaptive difficulty
    /// (`adaptive`) or by a cross turn's evening out, by its kind, in the language's decimals;
    /// "×0.90" alone where every shape had the same; empty where none was resized.
    static func factors(_ facts: InsideFacts, adaptive: Bool, catalog: Catalog) -> String {
        let resized = facts.shapes.flatMap { made in
            made.adjustments.filter { ($0.cause == .adaptive) == adaptive }.map { (made.kind, $0.factor) }
        }
        func times(_ factor: Double) -> String { "×" + catalog.forms.decimal(factor, wholePlain: true) }
        guard let first = resized.first else { return "" }
        if resized.allSatisfy({ times($0.1) == times(first.1) }) { return times(first.1) }
        return catalog.forms.list(resized.map { catalog.forms.beside(catalog(UIText.name(of: GameMode.single($0.0))), times($0.1)) })
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
        forms.sentences([title] + (section(.strategy).map { [$0.title] + $0.lines.map(\.text) } ?? []))
    }

    /// What the voice says when a tap is scored with the panel open: the walk down the chain.
    var spokenChain: String {
        section(.chain).map { forms.sentences([$0.title] + $0.lines.map(\.text)) } ?? ""
    }
}
