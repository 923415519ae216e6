// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/Strategy.md: edit the article there.

extension GuideArticle {
    /// The Strategy article as the guide has it (its Markdown, DocC's links and all).
    static let strategyMarkdown = #"""
        # Strategy: which shapes come next

        The algorithm that chooses a turn's shapes is a value the controller holds, and changing mode
        is replacing it.

        ## Overview

        **The tutorial's intent.** Rather than fix one way of choosing shapes, the Strategy pattern
        declares the behaviour once and lets a family of interchangeable algorithms implement it: one
        that picks shapes at random, one that challenges the player, one that helps. The tutorial's
        `TurnStrategy` protocol has one method, which takes the past turns and returns the next turn's
        views. Its `RandomTurnStrategy` picks between two other strategies and is a strategy itself, so
        whoever uses it cannot tell.

        **What it buys here.** ``/GameCore/TurnStrategy`` is the family:

        - ``/GameCore/BasicTurnStrategy`` uses one shape factory and one view builder.
        - ``/GameCore/RandomTurnStrategy`` picks among any number of strategies each turn.
        - ``/GameCore/CrossTurnStrategy`` asks a different kind's strategy for each shape of a turn, then
          evens the sizes out so that a frame's size is no reliable guide to its area (in one cross turn
          in ten or more, the largest frame is not the largest shape).
        - ``/GameCore/AdaptiveTurnStrategy`` wraps any of them (see <doc:Decorator>).
        - ``/GameCore/DailyTurnStrategy`` makes the daily challenge's twenty turns from the date alone.
          It ignores the generator it is handed and reads the day's own numbers
          (``/GameCore/DailyChallenge``: FNV-1a of `YYYY-MM-DD` into a SplitMix64, read by two stated
          functions, never the standard library's `random(in:)`), so every player gets the same day,
          and no toolchain can change it. The controller cannot tell it from the cross mode's strategy:
          the game puts the free game's controller aside and plays the day with a controller of its own,
          built around this strategy and the same scorer chain.

        ``/GameCore/GameMode`` builds the player's modes from these: one per kind, `mixed` (a random
        kind per turn, every shape of a turn sharing it) and `cross`. Changing mode replaces
        ``/GameCore/TurnController/turnStrategy``, and nothing else changes. Shapes per turn is a
        number (2 to 5, changed live), not the tutorial's tuple of two.

        **Each consumer of the history says what it reads.** The tutorial hands strategies the past
        turns. Here the controller keeps only the newest few (see <doc:ChainOfResponsibility>), so a
        strategy declares how many it reads in ``/GameCore/TurnStrategy/lookback``. It reads none by
        default; the adaptive decorator reads at least the newest. The controller keeps as many as its
        strategy or its scorer chain needs, whichever is more, and grows its window when a deeper
        strategy is installed. So a scorer that reads no history cannot starve the difficulty.

        **Where this departs from the tutorial.** The method is `mutating`, so a strategy that needs
        running figures keeps them itself. All randomness comes from an injected generator, so a seeded
        game replays exactly.

        ## See it in the game

        Press `I` (or the bar's button, a diagram of one box over two, or start the game with
        `--inside`): a panel opens beside the shapes, and the turn goes on. It has five sections, one per
        pattern, each headed by the pattern's name and a button for the article here that explains it
        ("guide: Strategy", which opens this article in the panel), each a small tree whose parts are indented under what asked for them, joined to the
        line above by a └. The first section, Strategy, begins with the interface the controller asks
        ("TurnStrategy, asked for turn 4:") and has under it the strategy plugged in. Change mode and
        watch it follow ``/GameCore/TurnController/turnStrategy``: "BasicTurnStrategy: 2 of one kind,
        square" for one kind; in `mixed`, "RandomTurnStrategy: picked strategy 1 of 6 at random", with
        the strategy it picked on the line under it; in `cross`, "CrossTurnStrategy: 2 kinds, one from
        each kind's own strategy", and under it how it evened the areas out ("evened out their areas:
        ×0.90 and ×1.12"); in the daily challenge, "DailyTurnStrategy: daily challenge 12 (6 Dec 2026),
        turn 3 of 20". A resize is said under the strategy that made it. In a race, a line says that each
        player scores through a chain of their own. The last line says that a mode is a choice of
        strategy and names the strategies not plugged in now ("each mode plugs in its own strategy; the
        others: BasicTurnStrategy, RandomTurnStrategy, …"). What changed since the last tap (another
        kind, another strategy picked, another ratio) has a bar in the margin, until the next tap.

        **Next strategy**, under the section (or `F7`), plugs in another strategy than the mode's
        (each other one in turn, then the mode's again): the next turn is made by it, the tree follows,
        and a line gives the code the swap is
        (`in code: controller.turnStrategy = CrossTurnStrategy(…)`). That is practice
        (``/GameCore/Play/practice(_:waiting:)``, with the swapped ``/GameCore/Parts``): it sets no
        record and leaves the statistics alone, and the free game waits and comes back when every part
        is back. A daily challenge or a race has no strategy to swap. With **Step through** (`F9`), each
        turn stops first where the strategy picks: its lines lit, no shape on screen yet.

        The controller still cannot tell the strategies apart. Each says what it did to make its last
        turn through ``/GameCore/TurnStrategy/note``, a ``/GameCore/StrategyNote``, which the game reads
        as each turn begins (`Game.turnNote`); a strategy that says nothing is named by its type
        (`other`). A strategy that hands the turn on (the random one to its pick, a decorator to the
        strategy inside) says so in its note, and the panel's tree has a line for each, under the one
        that handed it on. The event log's `turn_started` writes the same note as `strategy`, the one
        inside as its `inner`.

        ![The "how it works" panel beside a cross turn: CrossTurnStrategy made the turn, each shape's factory, the scorer chain's walk and the listeners](inside.png)

        ## Where it lives

        - ``/GameCore/TurnStrategy`` and
          ``/GameCore/TurnStrategy/makeShapeViewsForNextTurn(givenPastTurns:availableSize:using:)``
        - ``/GameCore/BasicTurnStrategy``, ``/GameCore/RandomTurnStrategy``, ``/GameCore/CrossTurnStrategy``
        - ``/GameCore/GameMode``

        ## The tests that show it

        - `TurnControllerTests.switchingStrategyTakesEffectAtTheNextTurn`
        - `TurnControllerTests.mixedModeShowsEveryKindEachTurnOneKind`
        - `CrossTurnTests.crossTurnsAreJudgedByAreaAlone`
        - `DailyChallengeTests.threeDatesFirstTurnsArePinned` and
          `DailyChallengeTests.theDayIgnoresTheWindowTheSettingsAndTheGamesRandomNumbers`
        - `HistoryConsumersTests.aHistoryFreeScorerStillLetsTheDifficultyAdapt`: with a scorer that reads
          no turns, twelve right answers still make the adaptive strategy harder.
        - `HistoryConsumersTests.turningTheDifficultyOnKeepsMoreHistory`
        """#
}
