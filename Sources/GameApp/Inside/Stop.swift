import GameCore

/// A stop of a turn played step by step (`AppModel.stepping`): the game stands still before each
/// pattern's step, shows what it does, and goes on when the learner does. A turn's stops come as
/// it begins (the strategy picks, the factories make, the builder styles, the views are laid
/// out); a tap's as it is scored (each link of the chain, then each listener that did something
/// with its event).
public enum Stop: Hashable, Sendable {
    case strategy
    case factories
    case builder
    case layout
    /// The chain's link `index` (from 0), by its name, and its share.
    case link(index: Int, scorer: String, increment: Int)
    /// A listener, by its name, and its word for what it did with the tap's event.
    case listener(String, did: String)

    /// The stops of a turn as it begins.
    static let turn: [Stop] = [.strategy, .factories, .builder, .layout]

    /// The stops of a tap scored: each link's share, then each listener that did something.
    static func tap(shares: [ScorerShare], heard: [Heard]) -> [Stop] {
        shares.enumerated().map { .link(index: $0.offset, scorer: $0.element.scorer, increment: $0.element.increment) }
            + heard.compactMap { heard in heard.did.map { .listener(heard.listener, did: $0) } }
    }

    /// Whether the turn waits for it before any tap: the shapes are not all there yet.
    var isBeforeTap: Bool {
        switch self {
        case .strategy, .factories, .builder, .layout: true
        case .link, .listener: false
        }
    }

    /// The event log's name for it: `strategy`, `factories`, `builder`, `layout`, `link`,
    /// `listener`.
    var name: String {
        switch self {
        case .strategy: "strategy"
        case .factories: "factories"
        case .builder: "builder"
        case .layout: "layout"
        case .link: "link"
        case .listener: "listener"
        }
    }

    /// The panel's lines it lights (their keys, or the start of their keys, ending in a dot).
    var panelKeys: [String] {
        switch self {
        case .strategy: ["strategy."]
        case .factories: ["factory."]
        case .builder: ["builder."]
        case .layout: []
        case .link(let index, _, _): ["chain.\(index)", "chain.tap"]
        case .listener(let name, _): ["observer.\(name)", "observer.tap"]
        }
    }

    /// Whether it lights the panel's line with `key`.
    func lights(_ key: String) -> Bool {
        panelKeys.contains { $0.hasSuffix(".") ? key.hasPrefix($0) : key == $0 }
    }

    /// What it shows beside the panel: the shapes (bare as the factories made them, styled, then
    /// ringed where they are laid out), the HUD's score (a link's share).
    var showsShapes: Bool { self == .factories || self == .builder || self == .layout }
    var lightsShapes: Bool { self == .layout }
    var lightsScore: Bool { if case .link = self { true } else { false } }
}
