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
        /// How it is set: as running text, or, in an article of the guide, as a heading or code.
        var style = Style.body

        enum Style: Hashable, Sendable {
            case body, heading, code
        }

        init(_ text: String, depth: Int = 0, node: Bool = false, key: String, marked: Bool = false, style: Style = .body) {
            self.text = text
            self.depth = depth
            self.node = node
            self.key = key
            self.marked = marked
            self.style = style
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
        /// Under its heading, one for each of its articles of the guide: opens it in the panel.
        var articles: [Button] = []
    }

    let title: String
    var sections: [Section]
    /// What a marked line's bar means.
    let markKey: String
    /// Practice's line, above the sections, while parts are swapped from the panel.
    var practice: String?
    /// Under practice's line: every part back at once.
    var resetButton: Button?
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
        func section(_ pattern: Pattern, _ title: Message, _ articles: [GuideArticle], _ lines: [Line]) -> Section {
            Section(
                pattern: pattern, title: catalog(title), guide: catalog(UIText.insideGuide, ["articles": catalog.forms.list(articles.map(\.name))]),
                lines: lines,
                articles: articles.map { Button(.readGuide($0), label: catalog(UIText.insideGuide, ["articles": $0.name])) })
        }
        let adaptive = facts.strategy.chain.contains { if case .adaptive = $0 { true } else { false } }
        sections = [
            section(
                .strategy, UIText.patternStrategy, adaptive ? [.strategy, .decorator] : [.strategy], Self.strategyLines(facts, catalog: catalog)),
            section(.factory, UIText.patternFactory, [.abstractFactory], Self.factoryLines(facts, catalog: catalog)),
            section(.builder, UIText.patternBuilder, [.builder], Self.builderLines(facts, catalog: catalog)),
            section(.chain, UIText.patternChain, [.chainOfResponsibility], Self.chainLines(facts, catalog: catalog, players: players)),
            section(.observer, UIText.patternObserver, [.observer], Self.observerLines(facts, catalog: catalog)),
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

    /// What the voice says as the panel opens: its title and which strategy made the turn.
    var spokenOnOpen: String {
        forms.sentences([title] + (section(.strategy).map { [$0.title] + $0.lines.map(\.text) } ?? []))
    }

    /// What the voice says when a tap is scored with the panel open: the walk down the chain.
    var spokenChain: String {
        section(.chain).map { forms.sentences([$0.title] + $0.lines.map(\.text)) } ?? ""
    }
}
