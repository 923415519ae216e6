import Drawing
import GameCore
import Preferences

/// What the "how it works" panel shows of the turn on screen, as facts before words: which
/// strategy made it (**Strategy**, and the **Decorator** when the difficulty adapts), how each
/// shape was made and styled (**Abstract Factory**, **Builder**), how the scorer chain split the
/// newest tap (**Chain of Responsibility**), and who heard the game's events (**Observer**). Read
/// from the game as it is, never kept beside it: the panel, the voice and the event log's
/// `explain` line all say this one value.
public struct InsideFacts: Hashable, Sendable {
    /// One shape of the turn: its kind's factories, the size its factory drew (a share of its
    /// cell's smaller side) and the resizes after it.
    struct Made: Hashable, Sendable {
        let kind: ShapeKind
        let factory: String
        let viewFactory: String
        let proportion: Double
        let adjustments: [ShapeView.Adjustment]

        /// How `view` was made: its kind's factories (from the registry), the size its factory
        /// drew and the resizes after it.
        init(_ view: ShapeView) {
            let entry = ShapeKindRegistry.entry(for: view.kind)
            kind = view.kind
            factory = entry?.factoryName ?? ""
            viewFactory = entry?.viewFactoryName ?? ""
            proportion = view.factoryProportion
            adjustments = view.adjustments
        }
    }

    /// A scored tap: whose (a race's seat), which turn, right or wrong, and each link's share.
    struct Tap: Hashable, Sendable {
        /// The turn's identity (`Turn.id`).
        let id: Int
        let player: Int?
        let turn: Int
        let matched: Bool
        let shares: [ScorerShare]
        let increment: Int
        let score: Int
        let streak: Int
    }

    /// The turn on screen: 1 for the first.
    let turn: Int
    let strategy: StrategyNote
    let isRace: Bool
    let shapes: [Made]
    /// The builder's style, the views' (one builder styles a turn).
    let style: ShapeStyle?
    /// The theme in force (`classic`) and its factory's type (`ClassicTheme`).
    let theme: ThemeName
    let themeFactory: String
    /// The newest scored tap of each player, oldest first.
    let taps: [Tap]
    /// Who hears the game's events, by name.
    let listeners: [String]
    /// The newest event on the game's bus (its case's name, and the turn it tells of, where it
    /// tells of one), and what each listener did with it.
    struct Event: Hashable, Sendable {
        let name: String
        let turn: Int?
    }
    let event: Event?
    let heard: [Heard]
    /// The newest tap's event (`turnEnded`) and what each listener did with it; nil where the
    /// newest tap shown is not the one they heard of.
    let tapEvent: Event?
    let tapHeard: [Heard]
    /// Where the builder's fill and outline came from: the theme's factory, the player's own
    /// colors in the settings (or the settings turned it off: nil), or the panel's style swap.
    enum Source: Hashable, Sendable { case theme, settings, panel }
    let fillFrom: Source?
    let outlineFrom: Source?
    /// The parts in play: the game's own, or those swapped from the panel (practice).
    let parts: Parts
    /// Whether the panel may swap them now: in the free game or its practice, not in a daily
    /// challenge or a race.
    let swappable: Bool

    /// Every strategy the game has, by type: what a mode can plug in.
    static let strategyTypes = ["BasicTurnStrategy", "RandomTurnStrategy", "CrossTurnStrategy", "DailyTurnStrategy", "AdaptiveTurnStrategy"]

    init(game: Game, settings: Settings) {
        let theme = settings.theme
        turn = game.viewsTurnNumber
        strategy = game.turnNote
        isRace = game.race != nil
        shapes = game.views.map(Made.init)
        style = game.views.first?.style
        self.theme = theme
        themeFactory = "\(type(of: theme.factory))"
        taps = game.lastTaps.map { result in
            Tap(
                id: result.turn.id, player: result.player, turn: result.number, matched: result.matched, shares: result.shares,
                increment: result.scoreIncrement,
                score: result.score, streak: result.streak)
        }
        listeners = game.events.listeners
        if let tap = game.lastTaps.last, let heard = game.tapHeard, heard.turnID == tap.turn.id {
            tapEvent = Event(name: heard.event, turn: tap.number)
            tapHeard = heard.heard
        } else {
            tapEvent = nil
            tapHeard = []
        }
        parts = game.parts
        swappable = game.daily == nil && game.race == nil
        if game.parts.style != nil {
            (fillFrom, outlineFrom) = (.panel, .panel)
        } else {
            fillFrom = settings.showFill ? (settings.colorOverrides.fill == nil ? .theme : .settings) : nil
            outlineFrom = settings.showOutline ? (settings.colorOverrides.outline == nil ? .theme : .settings) : nil
        }
        if let newest = game.events.newest {
            event = Event(name: newest.event.name, turn: newest.event.turn)
            heard = newest.heard
        } else {
            event = nil
            heard = []
        }
    }
}
