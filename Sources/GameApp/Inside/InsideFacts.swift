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

    init(game: Game, theme: ThemeName) {
        turn = game.viewsTurnNumber
        strategy = game.turnNote
        isRace = game.race != nil
        shapes = game.views.map(Made.init)
        style = game.views.first?.style
        self.theme = theme
        themeFactory = "\(type(of: theme.factory))"
        taps = game.lastTaps.map { result in
            Tap(
                player: result.player, turn: result.number, matched: result.matched, shares: result.shares, increment: result.scoreIncrement,
                score: result.score, streak: result.streak)
        }
        listeners = game.events.listeners
    }
}
