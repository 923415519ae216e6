// Written by scripts/guide-articles.py from Sources/GameApp/GameApp.docc/Builder.md: edit the article there.

extension GuideArticle {
    /// The Builder article as the guide has it (its Markdown, DocC's links and all).
    static let builderMarkdown = #"""
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
}
