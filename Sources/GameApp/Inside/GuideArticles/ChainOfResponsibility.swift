// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/ChainOfResponsibility.md: edit the article there.

extension GuideArticle {
    /// The ChainOfResponsibility article as the guide has it (its Markdown, DocC's links and all).
    static let chainOfResponsibilityMarkdown = #"""
        # Chain of Responsibility: scoring, with Command and Iterator

        A scorer is one behaviour run over the turns so far, and scorers chain so that each adds its
        own points.

        ## Overview

        **The tutorial's intent.** A `for … in` loop is the Iterator pattern: it walks any sequence the
        same way, whatever the collection. The Command pattern captures "invoke this behaviour on a target
        when asked". The tutorial's `Scorer` is such a command, run on the past turns (newest first,
        iterated). The Chain of Responsibility sends a request along a chain of handlers. Each scorer
        adds its own increment to what its `nextScorer` returns, so a streak bonus joins the plain
        ±1 without changing it. Five matches from the start score 15: five points, plus a ten-point
        bonus on the fifth.

        **What it buys here.**

        - ``/GameCore/Scorer`` is the Command. Its one behaviour is
          ``/GameCore/Scorer/ownIncrement(pastTurnsNewestFirst:)``.
        - The history arrives as any `Sequence` of turns, newest first: the Iterator. The controller
          passes its ``/GameCore/RecentTurns`` window, a ring buffer behind a `RandomAccessCollection`.
          A test may pass `array.reversed()`, which is a view, not a copy.
        - Scorers chain through ``/GameCore/Scorer/next``: the Chain of Responsibility.
          ``/GameCore/Scorer/scoreIncrement(pastTurnsNewestFirst:)`` adds a link's increment to the
          rest's.
        - ``/GameCore/MatchScorer`` gives +1 for a match and −1 for a miss.
        - ``/GameCore/StreakScorer`` adds +10 on every turn while the current run of matches is at
          least five.

        So five matches from the start score 15, as the tutorial says; six score 26, and a miss then
        scores −1 and ends the streak, as its two scorers make them. All three are tested.

        Each scorer says how far back it reads (``/GameCore/Scorer/lookback``). The chain's
        ``/GameCore/Scorer/window`` is the deepest of them, and the controller keeps no more history than
        that and the strategy's ``/GameCore/TurnStrategy/lookback``. So a game of a million turns holds
        five, and scoring costs the same per turn however long the game. `swift run -c release core-bench`
        plays whole games of a thousand to a million turns and prints the cost per turn.

        **Why the score moved.** A link that is a streak's bonus says so
        (``/GameCore/Scorer/isStreakBonus``, false unless a link says otherwise), and each
        ``/GameCore/TurnResult`` carries the part of its increment such links gave (`streakBonus`) and
        the run of matches a miss ended (`streakLost`): the HUD shows "+10" beside the score and marks a
        lost streak, and the voice says both, without knowing which links the chain holds.

        **Where this departs from the tutorial.** The tutorial's `nextScorer` is a mutable property set
        after construction. Here ``/GameCore/Scorer/next`` is fixed when the link is made, so a chain is
        a value: `MatchScorer(next: StreakScorer())`. The caller builds the chain and injects it (see
        <doc:DependencyInjection>). The tutorial's `turn.matched!` becomes an optional that an unfinished
        turn leaves nil.

        **Held per player.** A chain is a value, so a race for two holds one per player, each over that
        player's own history: see <doc:TwoPlayers>.

        ## See it in the game

        Press `I` and tap a shape. The panel's fourth section, Chain of Responsibility, shows the tap's
        walk down the chain: "last tap, turn 3: right", then one row per link with its part and why
        ("MatchScorer +1: a right answer", "StreakScorer 0: 3 right in a row; a bonus needs 5"), then
        "total +1, score 3". The fifth right tap in a row is the first with the bonus link's +10
        ("StreakScorer +10: 5 or more right in a row"); a miss shows −1 and 0. Two lines end the section:
        "each link adds its part, then hands the tap on to the next link", and the chain as the code
        builds it (`in code: MatchScorer(next: StreakScorer())`). The lines a tap changed have a bar in
        the margin, until the next tap.

        Each row is a ``/GameCore/ScorerShare``: `Scorer.shares` walks the chain once, each link giving
        its own increment under its name (`Scorer.name`, its type's unless it says another) and why it
        gave it, in its own terms (``/GameCore/Scorer/reason(pastTurnsNewestFirst:)``, a
        ``/GameCore/ScorerReason``: whether the tap was right, the streak so far and the streak the
        bonus needs, or how fast a right answer came; `.unexplained` unless a link says more, and its row
        then gives the part alone). The controller adds the shares up, so the increment scored and the
        parts shown cannot differ. Each ``/GameCore/TurnResult`` keeps them (`TurnResult.shares`), the
        game keeps each player's newest (`Game.lastTaps`), and the event log's `turn_ended` writes them
        as `scorers`, each with its link's reason. In a race the section shows each player's newest tap,
        through that player's own chain.

        Under the section, **− StreakScorer** (or `F5`) takes the streak's link out of the chain, and
        **+ StreakScorer** puts it back; **+ SpeedBonusScorer** (or `F6`) plugs in a link the tutorial
        does not have, ``/GameCore/SpeedBonusScorer``: an ordinary ``/GameCore/Scorer``, +2 for a right
        answer in under 500 ms, whose adding changes no other link and nothing in the controller. The
        next turn begins with the new chain; watch the next tap walk it ("SpeedBonusScorer +2: answered
        in 412 ms, under 500 ms"), and the code line follow
        (`in code: MatchScorer(next: StreakScorer(next: SpeedBonusScorer()))`). Such play is practice
        (``/GameCore/Play/practice(_:waiting:)``): it sets no record and leaves the statistics alone, and
        the free game waits, its score and streak as they were, until every part is back. With **Step
        through** (`F9`), a tap stops at each link in turn, its row lit and the score in the HUD ringed.

        ![The "how it works" panel beside a cross turn, the scorer chain's walk of the last tap in its fourth section](inside.png)

        ## Where it lives

        - ``/GameCore/Scorer``, ``/GameCore/MatchScorer``, ``/GameCore/StreakScorer``,
          ``/GameCore/SpeedBonusScorer``
        - ``/GameCore/ScorerShare`` and ``/GameCore/ScorerReason``: each link's part of a tap, and why
        - ``/GameCore/RecentTurns``
        - ``/GameCore/TurnController/endTurn(tappingShapeAt:by:)`` scores each turn once.

        ## The tests that show it

        - `ScorerTests.fiveMatchesFromTheStartScoreFifteen`, `ScorerTests.sixMatchesScoreTwentySix` and
          `ScorerTests.aMissScoresMinusOneAndEndsTheStreak`: the tutorial's 15, and what its scorers make
          of a sixth match and of a miss.
        - `ScorerTests.theChainAddsEachLink`: a third link adds its own increment.
        - `TurnControllerTests.aResultSaysWhatTheStreakGaveAndWhatAMissEnded`: the bonus and the lost
          streak, with a third link that is no bonus.
        - `ScorerTests.scoringReadsAtMostTheStreakWindow`: no scorer reads past its `lookback`.
        - `HistoryTests.aLongPerfectGameKeepsOnlyItsWindow`
        """#
}
