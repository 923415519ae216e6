// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc: edit the articles there.

extension GuideArticle {
    /// The article as the guide has it (its Markdown, DocC's links and all).
    var markdown: String {
        switch self {
        case .strategy:
            #"""
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
        case .decorator:
            #"""
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
        case .abstractFactory:
            #"""
            # Abstract Factory: shapes and their views, themes and their families

            Factories make families of related things, and the game never names a concrete type.

            ## Overview

            **The tutorial's intent.** `GameViewController` built `SquareShapeView`s by hand, which tied it to
            squares. The Abstract Factory pattern puts behind one interface the making of a group of related
            objects, so that the caller asks for "shape views for these shapes" and never names a class.
            Adding circles then means adding a circle factory; the controller stays as it is.

            **What it buys here.** Two factories per kind:

            - A ``/GameCore/ShapeFactory`` makes a turn's model shapes of one kind. Their proportions are
              drawn from a ``/GameCore/ProportionRange`` (the tutorial's 0.3 to 0.8 by default).
            - A ``/GameCore/ShapeViewFactory`` turns those shapes into ``/GameCore/ShapeView``s. Each view is
              sized as proportion × available size, carries its exact outline in the unit square, and has a
              hit point on the shape itself (a star's is its centre, not its frame's).

            **Where this departs from the tutorial.** The tutorial's view factory casts with
            `as! SquareShape`. Here ``/GameCore/ShapeViewFactory`` has an associated `ShapeType`, and
            ``/GameCore/BasicTurnStrategy`` requires `Factory.Product == ViewFactory.ShapeType`. Handing
            circles to the square view factory does not compile, so it cannot crash at run time. The
            available size is an argument of
            ``/GameCore/ShapeViewFactory/makeShapeViews(for:availableSize:)``, not stored state, because a
            desktop window changes size while the factories live on.

            **Why there is no view type per kind.** The tutorial has `SquareShapeView` and `CircleShapeView`,
            UIKit views that each draw themselves in `drawRect`. Here every kind's view is one
            ``/GameCore/ShapeView`` value: it carries its exact outline as a path in the unit square
            (``/Drawing/ShapePath``), and one rasterizer fills and strokes any path, and one hit test reads
            any. A view type per kind would write the same drawing and hit testing six times. What is
            particular to a kind (its outline, where a bot may click) is what its view factory puts in the
            view, so the factory pair per kind remains.

            ## A second family: themes

            The cookbook's music-note factory makes things that must go together. Here a theme does. A
            ``/Preferences/ThemeFactory`` makes:

            - a palette, with ``/Preferences/ThemeFactory/makePalette()``;
            - the style its shapes are drawn in, with ``/Preferences/ThemeFactory/makeShapeStyle(palette:)``;
            - its pair of sounds, with ``/Preferences/ThemeFactory/makeSoundFamily()``, returning a
              ``/Sounds/SoundFamily``: a name only, which the game's sound client loads from
              `Resources/sounds` and which `sound-gen` synthesizes.

            The game asks the theme the player chose, through ``/Preferences/ThemeName/factory``, and never
            names a concrete theme. So the high-contrast palette cannot meet the marimba's soft sounds by
            mistake. ``/Preferences/ThemeRegistry`` lists the themes.

            What adding a theme takes depends on its sounds:

            - **With a family that exists**, one line outside its own file, in the registry, and its display
              name translated in each `po/<code>.po`, after `scripts/po.sh update` adds it there (the catalog
              tests name every message the game shows, so the suite fails without it). Its name then reads
              in `settings.toml`, appears in the settings template with its summary (the template is written from the settings registry, see
              <doc:AddASetting>), steps in the preferences screen, and shows in the event log.
            - **With sounds of its own**, three more: a case of ``/Sounds/SoundFamily``, its voices in the
              `SoundSynthesis` library's `Synthesizer` (a `switch` over family and effect, so the compiler
              asks for them), and the two WAV files `swift run sound-gen` writes into `Resources/sounds`
              (`SynthesizerTests` fails until the committed files are what the synthesizer makes).

            The colourblind-safe theme came with sounds of its own. This is its diff in Swift but for the
            synthesizer's voices, checked against the code by
            `ThemeFactoryDocumentTests.theAddAThemeDiffIsTheRealCode`:

            ```diff
            diff --git a/Sources/Preferences/Themes/ColorblindTheme.swift b/Sources/Preferences/Themes/ColorblindTheme.swift
            new file mode 100644
            --- /dev/null
            +++ b/Sources/Preferences/Themes/ColorblindTheme.swift
            @@ -0,0 +1,20 @@
            +import Drawing
            +import GameCore
            +import Sounds
            +
            +/// Blue and yellow from a palette that stays distinct for red–green color blindness (Okabe and
            +/// Ito's): right and wrong are sky blue and orange, never red and green; glassy chimes.
            +public struct ColorblindTheme: ThemeFactory {
            +    public init() {}
            +    public var name: String { "colorblind" }
            +    public var displayName: String { "colorblind-safe" }
            +    public var summary: String? { "blue and orange, safe for red-green color blindness" }
            +
            +    public func makePalette() -> ResolvedColors {
            +        ResolvedColors(
            +            background: RGBA(rgb: 0x1E_25_2D), fill: RGBA(rgb: 0x00_72_B2), outline: RGBA(rgb: 0xF0_E4_42), text: RGBA(rgb: 0xF4_F4_F4),
            +            correct: RGBA(rgb: 0x56_B4_E9), wrong: RGBA(rgb: 0xE6_9F_00))
            +    }
            +
            +    public func makeSoundFamily() -> SoundFamily { .chimes }
            +}
            diff --git a/Sources/Preferences/Themes/ThemeFactory.swift b/Sources/Preferences/Themes/ThemeFactory.swift
            --- a/Sources/Preferences/Themes/ThemeFactory.swift
            +++ b/Sources/Preferences/Themes/ThemeFactory.swift
            @@ (the registry) @@
             public enum ThemeRegistry {
            -    public static let factories: [any ThemeFactory] = [ClassicTheme(), HighContrastTheme(), TutorialTheme()]
            +    public static let factories: [any ThemeFactory] = [ClassicTheme(), HighContrastTheme(), TutorialTheme(), ColorblindTheme()]
             }
            diff --git a/Sources/Sounds/SoundEffect.swift b/Sources/Sounds/SoundEffect.swift
            --- a/Sources/Sounds/SoundEffect.swift
            +++ b/Sources/Sounds/SoundEffect.swift
            @@ (the families) @@
                 /// Clean electronic tones, far apart in pitch and timbre (the high-contrast theme's).
                 case beeps
            +    /// Glassy chimes with a shimmer (the colorblind-safe theme's).
            +    case chimes
             }
            ```

            ## See it in the game

            Press `I`. The panel's second section, Abstract Factory, has a small tree for each kind of the
            turn on screen: "square: the kind's pair of factories", and under it the pair's two products,
            each with the factory that made it: "SquareShapeFactory made each Shape: 62% of its cell" (the
            size it drew for each shape of that kind, as a share of its cell) and "SquareShapeViewFactory
            made the ShapeView that draws it". A line says why they come in pairs: "one pair per kind, so a
            shape and its view always match". Switch to `cross` to see a pair for every kind of the turn.
            The registry's entry for each kind keeps both of its factories' type names
            (`ShapeKindEntry.factoryName` and `ShapeKindEntry.viewFactoryName`), so the game names them
            without a cast or a `switch` over kinds. The sizes are the factory's: a resize after it (a cross
            turn's evening out, the adaptive difficulty's) is said under the strategy that made it, in the
            Strategy section. The section ends with the second family: "theme classic: ClassicTheme, an
            Abstract Factory too", the ``/Preferences/ThemeFactory`` in force, and under it what it made:
            "the palette, the shapes' style and the sounds". The event log's `turn_started` gives each
            shape's `factory`, `view_factory`, `proportion` and `adjustments`.

            With **Step through** (`F9`), each turn stops where the factories make, this section's lines
            lit, and shows both products as the pairs made them: each `Shape` at the size its factory drew,
            in the `ShapeView` its view factory made, bare, before the builder gives them any style.

            ## Where it lives

            - ``/GameCore/ShapeFactory`` and ``/GameCore/ShapeViewFactory``, with one pair per kind such as
              ``/GameCore/StarShapeFactory`` and ``/GameCore/StarShapeViewFactory``.
            - ``/Preferences/ThemeFactory``, ``/Preferences/ThemeRegistry``, ``/Preferences/ClassicTheme``,
              ``/Preferences/HighContrastTheme``, ``/Preferences/TutorialTheme``,
              ``/Preferences/ColorblindTheme``.
            - ``SoundPolicy`` asks the chosen theme for its sound family when the settings apply.

            ## The tests that show it

            - `ShapeTests.viewFramesAreProportionTimesSize` and
              `ShapeTests.factoriesDrawProportionsFromTheirRange`.
            - `ThemeFactoryDocumentTests.everyThemeMakesItsOwnFamily`: every theme has its own palette, a
              style in that palette, and its own sounds.
            - `PartsTests.eachThemePlaysItsOwnSounds`: the sound policy hands its client the family of the
              theme in force (nothing plays in that test: it records which family the client is told to use).
            """#
        case .builder:
            #"""
            # Builder: one colour scheme, every view

            A builder configures the views a factory makes, so the factories and the views know nothing of
            colours.

            ## Overview

            **The tutorial's intent.** To vary how shape views look (fill or not, which colours), one could
            add an initializer or a class method for every combination, but the number of combinations
            grows too fast. The Builder pattern gives the configuration to one type with a single job: it
            holds the scheme and applies it to every object it builds. Set the builder up for red circles,
            later for blue ones, and the circle view never changes.

            **What it buys here.** ``/GameCore/ShapeViewBuilder`` wraps a view factory and styles everything
            it builds. It has exactly the tutorial's properties (``/GameCore/ShapeViewBuilder/showFill``,
            ``/GameCore/ShapeViewBuilder/fillColor``, ``/GameCore/ShapeViewBuilder/showOutline``,
            ``/GameCore/ShapeViewBuilder/outlineColor``) plus an
            ``/GameCore/ShapeViewBuilder/outlineWidth``. Its default look is the tutorial's final one: brown
            fill and orange outline, as UIKit defines them (``/GameCore/Drawing/ShapeStyle/classic``). A theme's
            style is one ``/Drawing/ShapeStyle`` value set on the builder. No factory chooses a colour: a view
            starts in the classic look, the default of ``/GameCore/ShapeView``'s initializer (so a view made
            by hand, in a test, is drawn like the tutorial's), and the builder gives it the scheme in force.

            The builder does one thing the tutorial's could not: ``/GameCore/ShapeViewBuilder/configure(_:)``
            restyles views that are already on screen. When the player saves a new colour in the settings
            file, the shapes in play repaint through the same builder that styles new ones, by way of
            ``/GameCore/TurnStrategy/restyle(_:)``.

            **Where this departs from the tutorial.** The builder is a generic value type,
            `ShapeViewBuilder<Factory>`, not a class holding an existential factory. It builds from the
            factory's own `ShapeType`, so the pairing of model and view is checked at compile time here too.

            ## See it in the game

            Press `I`. The panel's third section, Builder, gives the `ShapeViewBuilder`'s steps as they ran
            ("ShapeViewBuilder, step by step:"), each value with where it came from: "1. fill: #996633, from
            ClassicTheme", "2. outline: #ff8000, from ClassicTheme" (a colour as `#rrggbb`, or off; "from
            the settings" where the player set their own), "3. outline width: 6 pt, from the settings", then
            "4. build: 2 views, styled alike". Change the theme or the outline width in the preferences, or
            save a colour in the settings file, and the steps change with the shapes already on screen: the
            same builder restyled them. The event log's `turn_started` gives each shape's `style`.

            **Next style**, under the section (or `F8`), sets the builder up another way and builds a new
            turn with it: outlines only, then fills only, then the theme's style again. The steps say the
            colours come "from this panel's style", a line gives the code the swap is
            (`in code: builder.showFill = false`), and no factory changes: only the builder's set-up does.
            That is practice, as every swap in the panel is (``/GameCore/Parts``): no record, no statistics,
            the free game waiting until every part is back. With **Step through** (`F9`), each turn stops
            where the builder styles: the shapes, bare a step before, take the style, and the Builder lines
            are lit.

            ## Where it lives

            - ``/GameCore/ShapeViewBuilder``
            - ``/Drawing/ShapeStyle`` and ``/GameCore/Drawing/ShapeStyle/classic``
            - ``/GameCore/BasicTurnStrategy`` holds one builder; ``/GameCore/GameMode`` makes each mode's
              strategy with the style in force.

            ## The tests that show it

            - `ShapeTests.builderStylesEveryView`: one scheme, every view built.
            - `GameTests.newSettingsRestyleTheShapesOnScreen`: saved colours repaint the shapes in play.
            - `GameTests.theBuilderRestylesOnlyItsOwnKind`: in a mixed turn, each builder styles only the
              views its own factory made.
            """#
        case .chainOfResponsibility:
            #"""
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
        case .observer:
            #"""
            # Observer: the game announces, listeners act

            The game publishes what happens and knows none of its listeners. Sounds, the HUD's animation,
            the saved record and the event log subscribe.

            ## Overview

            **The tutorial's intent.** The tutorial's closing exercises name the Observer twice. The view
            forwards the mode buttons' actions to closures the controller provides. The happy and sad sounds
            "extend the Observer pattern used between `GameView` and `GameViewController`". And it asks
            whether `NSNotificationCenter` could tell every interested view that the colour scheme changed.
            The idea is the same each time: whoever changes state announces it, and whoever cares
            subscribes. Neither side names the other.

            **What it buys here.**

            - ``/GameCore/Game`` is the tutorial's `GameViewController` without UIKit. Player commands come
              in as ``/GameCore/GameCommand``s, and everything that happens goes out as a
              ``/GameCore/GameEvent``: turn started and ended, score changed, the shapes moved, mode changed,
              shapes per turn or difficulty changed, restarted, the daily challenge and the race started,
              finished and left, a racer locked out.
            - The game publishes on an ``/GameCore/EventBus``, the game bus, and knows none of its
              listeners.
            - ``/GameCore/EventBus/subscribe(as:_:)`` returns a ``/GameCore/Subscription`` whose
              ``/GameCore/Subscription/cancel()`` removes the listener at once, even in the middle of a
              delivery (the cookbook's `removeObserver`).

            The app has a second bus, for what it produces itself: ``AppEvent``, such as sounds played, mute,
            settings applied or broken, the language, a screenshot saved, the pause and the overlays (which
            the app decides, see <doc:AppCommands>). These listen on the game bus:

            - ``SoundPolicy``: happy on a match, sad on a miss, nothing while muted;
            - ``ScorePop``: the score swells and settles;
            - ``StateSaver``: high scores and lifetime figures;
            - ``StatsRecorder``: reaction times;
            - ``LatencyMeter``;
            - `TurnLimit`, which counts the turns `--turns` asks for, and `AutoplayDriver`, the bot, with
              `--autoplay`;
            - ``EventLog``, the JSON Lines log, which listens on both buses.

            The app itself listens too (`GameApp+Events.swift`), on both buses, for what needs its model, and
            its listener is the one that reaches beyond a part of its own. On the game bus it marks the frame
            to be drawn again after every event; on `dailyStarted` it publishes the app's `dailyStarted`, with
            whether the run is practice; on `dailyFinished` it has ``StateSaver`` count the day
            (`StateSaver.count(daily:)`, which keeps the day's result unless it has one, and makes the card),
            publishes the card on the app bus and leaves it for the model in `PendingActions`; on
            `raceFinished` it leaves the race's result there; a wrong tap (`turnEnded`, `raceLockedOut`) by a
            controller has ``PadSignals`` rumble the pad that made it, found by the race's seats or as the pad
            last used. On the app bus it turns a screenshot saved or failed, and a controller plugged in or
            out, into notices it leaves in `PendingActions`.

            The voice listens to both buses the same way (`GameApp+Speech.swift`), and to nothing else: a
            verdict (and, with the panel open, the scorer chain's walk), a new mode and a race's result on the
            game bus; a screen, a question, a notice, the panel opening, the day's start and its card, a
            preference's new value, where the focus rests (`focus`) or the race's 3, 2, 1 as it is shown
            (`countdown`) on the app bus; each turned into words in the language
            on screen and handed to the `Announcer`, which says them only while speech is on. Speaking changed
            nothing in the game, the HUD or the event log's other lines; what the voice's thread sent comes
            back through its inbox after `EventQueue.wakeUp()`, and goes out as `spoken`.

            Adding a listener touches no game code.

            **Listeners that publish.** A listener may publish in its turn. Often it publishes on the other
            bus: ``SoundPolicy`` hears `turnEnded` on the game bus and reports the sound it played as
            `sound` on the app bus. Should a listener publish on the same bus, in the middle of a delivery,
            the bus queues the new event until the current one has reached every listener, so every listener
            sees the same order. No listener sends an action, though: what the model must hear waits in
            `PendingActions`, and the app sends it through its reducer once what caused it has run. A save of
            the settings file does not even pass through a listener: the settings controller, which listens
            to no bus, publishes `settingsApplied` (the event log's `settings_loaded`) and keeps the reading
            as news, which the app sends through its reducer as an action; the effect that puts it in force
            then announces a new `language` or `muted`. So the log writes `settings_loaded` before the
            `language` it caused. `scripts/check-store.py` reads every listener on either bus, named
            (`subscribe(as: "…")`) or not, and fails the tests if one sends an action, directly or through a
            helper method that does.

            **Where this departs from the tutorial.** Closures, as the tutorial and the cookbook use, but
            behind a typed bus per producer instead of string-named notifications. A listener matches on
            an enum case, and a misspelt event does not compile.

            ## See it in the game

            Press `I`. The panel's last section, Observer, begins with the subject: "subject: the game's
            GameEventBus, which knows none of its listeners' types". Tap a shape, and the section follows the
            tap's event ("the last tap's event: turnEnded, turn 3") with one row per listener, in the order
            they heard it, saying what it did with it: "EventLog: wrote it to the event log" (with
            `--event-log`), "StateSaver: saved the game's state", "SoundPolicy: played the happy sound",
            "LatencyMeter: started timing until the frame that shows the answer", "ScorePop: showed the
            score's change", "StatsRecorder: counted it in the statistics", "TurnLimit: counted the turn
            towards --turns", "GameApp: asked for a new frame", and "Announcer: said it aloud" with the voice
            on. The listeners that had nothing to do with it share one row, "nothing to do: …" (the
            `Announcer` among them with the voice off). The last line is the newest event since, and who
            acted on it: "newest event: turnStarted, turn 4; acted on by EventLog, StatsRecorder, and
            GameApp".

            The game still knows none of them, nor what they do. Each gives its name as it subscribes, and
            its closure returns a word for what it did with each event, or nil for nothing
            (``/GameCore/EventBus/subscribe(as:reacting:)``). The bus keeps the newest event's words, one
            ``/GameCore/Heard`` per named listener, in ``/GameCore/EventBus/newest``, replaced by each event
            so that it never grows; the game keeps those of the tap's event (``/GameCore/Game/tapHeard``). A
            listener without a name is left out. Start the game with and without `--event-log` and compare.
            The event log's `turn_ended` writes who heard it as `listeners`
            (``/GameCore/EventBus/listeners``).

            With **Step through** (`F9`), a tap stops, after the scorer chain's links, at each listener that
            did something with its `turnEnded`, one at a time, its row lit: "StateSaver heard turnEnded and
            saved the game's state". A listener with nothing to do has no stop.

            The panel itself is no listener: it reads the game as it is at each frame (`InsideFacts`). What it
            shows goes out on the app bus as news, `explain` in the event log, when it changes.

            ## Where it lives

            - ``/GameCore/EventBus``, ``/GameCore/Subscription``, ``/GameCore/Heard``, ``/GameCore/GameEvent``,
              ``AppEvent``
            - ``SoundPolicy``, ``ScorePop``, ``StateSaver``, ``StatsRecorder``, ``EventLog``

            ## The tests that show it

            - `EventBusTests.eventsPublishedDuringDeliveryWaitTheirTurn`: an event published during a
              delivery reaches everybody after the current one.
            - `scripts/check-store.py` (run by the test script) shows that no listener in the app, named or
              not, sends an action back, directly or through a helper method: what the model must hear of the
              news waits in `PendingActions`, and the app sends it once the effects that caused it have run.
            - `EventBusTests.cancellingMidDeliveryStopsThatSubscriberAtOnce`
            - `PartsTests.theScorePopsAndSettles`: the score swells to 1.35× half way and settles after
              300 ms, rising or falling with the change.
            - `EventLogTests.everyEventIsOneLineOfTheContract`
            """#
        }
    }
}
