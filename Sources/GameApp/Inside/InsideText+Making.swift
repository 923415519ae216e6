import Drawing
import GameCore
import Preferences

/// How the turn on screen was made, in words: the strategies plugged in (**Strategy**, and the
/// **Decorator**), each kind's factories (**Abstract Factory**) and the builder's steps (**Builder**).
extension InsideText {
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

    /// Each kind of the turn with its pair of factories and what each made. (Each line keyed by
    /// its kind: a kind made again in another place among the turn's shapes has not changed.)
    static func factoryLines(_ facts: InsideFacts, catalog: Catalog) -> [Line] {
        var lines: [Line] = []
        var kinds: [ShapeKind] = []
        for made in facts.shapes where !kinds.contains(made.kind) { kinds.append(made.kind) }
        for kind in kinds {
            let key = "factory.kind.\(kind.rawValue)"
            let made = facts.shapes.filter { $0.kind == kind }
            guard let first = made.first else { continue }
            let sizes = made.map { catalog.forms.percent(Int(($0.proportion * 100).rounded())) }
            lines.append(Line(catalog(UIText.insidePair, ["kind": catalog(UIText.name(of: GameMode.single(kind)))]), key: key))
            lines.append(
                Line(
                    catalog(UIText.insideShapeProduct, ["factory": first.factory, "sizes": catalog.forms.list(sizes)]), depth: 1, node: true,
                    key: "\(key).shape"))
            lines.append(Line(catalog(UIText.insideViewProduct, ["factory": first.viewFactory]), depth: 1, node: true, key: "\(key).view"))
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
}
