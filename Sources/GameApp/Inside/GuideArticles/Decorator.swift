// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/Decorator.md: edit the article there.

extension GuideArticle {
    /// The Decorator article as the guide has it (its Markdown, DocC's links and all).
    static let decoratorMarkdown = #"""
        # Decorator: difficulty that adapts, for every mode

        A strategy wraps another strategy and is one itself. Every mode becomes adaptive by being
        wrapped, not by being changed.

        ## Overview

        **The pattern's intent.** The tutorial ends by suggesting a strategy that adjusts "the
        difficulty of play based on the player's performance". The cookbook chapter's pizzas show how to
        add such a feature without a subclass per combination. A decorator wraps an object of a type and
        is of that type itself. It adds its behaviour around the wrapped object's, and neither the
        wrapped object nor the caller can tell.

        **What it buys here.** ``/GameCore/AdaptiveTurnStrategy`` wraps any ``/GameCore/TurnStrategy``
        (its ``/GameCore/AdaptiveTurnStrategy/base``). It lets the strategy inside make the turn, then
        sizes the shapes so that the largest has ``/GameCore/Staircase/ratio`` times the runner-up's
        area. Shapes only shrink, so they still fit their cells. Neither the strategy inside nor the
        controller knows about the decorator. Every mode (a single kind, mixed, cross) becomes adaptive
        by being wrapped.

        ``/GameCore/Staircase`` is the rule:

        - Two matches in a row make it harder: the ratio's excess over 1 is multiplied by a step factor.
          A miss makes it easier.
        - Steps get finer at each change of direction.
        - It never goes above its start (1.8×) or below its floor (1.03×).

        A two-up, one-down staircase settles where the player is right about 71% of the time: each
        player's own threshold.

        The decorator reads each turn's result from the newest past turn. It declares that in its
        ``/GameCore/AdaptiveTurnStrategy/lookback``, so the controller keeps it even when the scorer
        reads nothing. ``/GameCore/Game`` keeps the staircase when the mode changes
        (``/GameCore/AdaptiveTurnStrategy/redecorating(_:)``), and keeps it resting while the player
        turns the difficulty off. So pressing `D` twice brings the same ratio back (the turn on screen is
        replaced each time, as any change of difficulty replaces it, and each press is written to the
        settings file). Coming into use, it counts no turn played before
        (``/GameCore/AdaptiveTurnStrategy/resuming(after:)``): turns played with the difficulty off never
        move the staircase (`RestingStaircaseTests`).

        Decorators stack, because a decorator is a strategy like any other: the adaptive one can wrap a
        strategy that is itself wrapped, and be wrapped in turn. `DecoratorStackingTests` wraps it, in
        either order, with a decorator of the test's own that shows a turn's shapes back to front:

        ```swift
        struct Reversed: TurnStrategy {
            var base: any TurnStrategy

            mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
                givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
            ) -> [ShapeView] {
                base.makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator).reversed()
            }

            var lookback: Int { base.lookback }
        }
        ```

        Outside, it reverses the adaptive turn; inside, the staircase still sizes the turn it is handed.
        Each layer declares the history it reads, so the stack reads as far back as its deepest part.

        ## See it in the game

        Press `D`, then `I`. The panel's Strategy section now has "AdaptiveTurnStrategy, a Decorator
        around the strategy below:" right under `TurnStrategy`, the mode's strategy indented under it
        with its own lines, and the section has a second guide button, "guide: Decorator", which opens
        this article in the panel. Under the
        decorator come the ratio the turn was sized to ("the largest is 1.5 × the runner-up's area"),
        why the staircase stands there (``/GameCore/Staircase/Step``: where it starts, "harder: two
        right in a row", "easier: a miss", or one right that waits for a second), and by how much it
        resized the shapes ("resized the shapes: ×0.83 and ×0.83", the factor in every length). Tap and
        watch the reason change. The decorator records each resize on the view it scales
        (``/GameCore/ShapeView/adjustments``), so the panel says it under the strategy that made it, the
        decorator; the Abstract Factory section gives only the size each factory drew, before any resize.

        The decorator's note wraps the note of the strategy inside (`base.note`), as the decorator wraps
        the strategy: the strategy inside says what it did as it would undecorated, and the controller
        reads one note, whoever made it.

        ## Where it lives

        - ``/GameCore/AdaptiveTurnStrategy`` and ``/GameCore/Staircase``

        ## The tests that show it

        - `DifficultyTests.itConvergesToEachPlayersThreshold` plays scripted players with thresholds
          from 1.05× to 1.6× and checks where it settles.
        - `DifficultyTests.theDecoratorSizesAnyModesTurns`
        - `DifficultyTests.theGameKeepsTheStaircaseAcrossModes`
        - `HistoryConsumersTests.aHistoryFreeScorerStillLetsTheDifficultyAdapt`
        - `DecoratorStackingTests.eitherOrderAppliesBoth` and
          `DecoratorStackingTests.compositesReadAsFarAsTheirParts`
        """#
}
