// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/AbstractFactory.md: edit the article there.

extension GuideArticle {
    /// The AbstractFactory article as the guide has it (its Markdown, DocC's links and all).
    static let abstractFactoryMarkdown = #"""
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

        **Where this departs from the tutorial.** The tutorial's view factory force-casts each shape
        to `SquareShape`. Here ``/GameCore/ShapeViewFactory`` has an associated `ShapeType`, and
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
}
