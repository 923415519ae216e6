/// New settings, and the strategy they make: the mode's, decorated with the adaptive difficulty
/// when it is on (the **Decorator** keeps its staircase while it rests).
extension Game {
    /// New settings: the views on screen are restyled at once; a new shape count or a change of
    /// difficulty starts a new, unscored turn (after the feedback, if one shows); the rest applies
    /// from the next turn.
    /// In the daily challenge the player's settings are kept for afterwards; only the colours
    /// change its turns.
    public func apply(_ newSettings: GameSettings) {
        let previous = rules
        settings = newSettings
        let rules = rules
        installStrategy()
        // The **Builder** restyles what is on screen, as it styles every new view.
        views = controller.turnStrategy.restyle(views)
        if rules.shapesPerTurn != previous.shapesPerTurn || rules.textScale != previous.textScale {
            layout = laidOut()
        }
        if rules.shapesPerTurn != previous.shapesPerTurn {
            events.publish(.shapeCountChanged(rules.shapesPerTurn))
        } else if rules.textScale != previous.textScale {
            // A taller or shorter HUD: the shapes keep their proportions and move to their cells.
            views = movedToTheirCells(views)
        }
        if rules.adaptive != previous.adaptive { events.publish(.adaptiveChanged(rules.adaptive)) }
        let turnChanged = rules.shapesPerTurn != previous.shapesPerTurn || rules.adaptive != previous.adaptive
        if turnChanged, feedback == nil, controller.currentTurn != nil {
            controller.abandonCurrentTurn()
            beginTurn()
        }
    }

    /// The mode's strategy, decorated with the adaptive difficulty when it is on. The decorator
    /// in use (or resting) carries its staircase over to the new strategy, unless the settings
    /// moved the staircase's start or floor.
    func installStrategy() {
        if daily != nil, let strategy = controller.turnStrategy as? DailyTurnStrategy {
            controller.turnStrategy = strategy.restyled(settings.style)
            return
        }
        let current = controller.turnStrategy as? AdaptiveTurnStrategy
        // NB: the rules, not the player's settings: a race keeps the adaptive difficulty off.
        if !rules.adaptive, let current { restingDifficulty = current }
        // (Practice may plug in another strategy than the mode's.)
        let mode = parts.strategy?.mode(playing: mode) ?? mode
        let strategy = Self.strategy(for: mode, settings: rules, decorator: current ?? restingDifficulty)
        // NB: the staircase rests while the difficulty is off: coming into use, it counts no turn
        // played before (turned on after a right answer, its first turn starts).
        if current == nil, let adaptive = strategy as? AdaptiveTurnStrategy {
            controller.turnStrategy = adaptive.resuming(after: controller.recentTurns.first?.id)
        } else {
            controller.turnStrategy = strategy
        }
    }

    static func strategy(for mode: GameMode, settings: GameSettings, decorator: AdaptiveTurnStrategy?) -> any TurnStrategy {
        let base = mode.makeStrategy(style: settings.style, proportions: settings.proportions, shapesPerTurn: settings.shapesPerTurn)
        guard settings.adaptive else { return base }
        if let decorator, decorator.staircase.start == settings.staircase.start, decorator.staircase.floor == settings.staircase.floor {
            return decorator.redecorating(base)
        }
        return AdaptiveTurnStrategy(decorating: base, staircase: settings.staircase)
    }
}
