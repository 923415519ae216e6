import Drawing
import GameCore
import Preferences

/// What the newest tap did, in words: each link of the scorer chain and why (**Chain of
/// Responsibility**), and what each listener did with the tap's event (**Observer**).
extension InsideText {
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
}
