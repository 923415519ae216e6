/// The "how it works" panel's words (`InsideText` puts them together). Type names (`{type}`,
/// `{factory}`, `{scorer}`, `{listener}`, `{event}`) are the source's, never translated.
extension UIText {
    static let insideTitle: Message = "How it works"
    static let insideGuide: Message = "guide: {articles}"
    static let patternStrategy: Message = "Strategy"
    static let patternFactory: Message = "Abstract Factory"
    static let patternBuilder: Message = "Builder"
    static let patternChain: Message = "Chain of Responsibility"
    static let patternObserver: Message = "Observer"
    static let insideMarkKey: Message = "a bar in the margin: changed since the last tap"

    // Strategy: the tree of what is plugged in, under the interface.
    static let insideAsked: Message = "TurnStrategy, asked for turn {turn}:"
    static let insideBasic: Message = "BasicTurnStrategy: {count} of one kind, {kind}"
    static let insideRandom: Message = "RandomTurnStrategy: picked strategy {picked} of {count} at random"
    static let insideCross: Message = "CrossTurnStrategy: {count} kinds, one from each kind's own strategy"
    static let insideEvenedOut: Message = "evened out their areas: {factors}"
    static let insideAdaptive: Message = "AdaptiveTurnStrategy, a Decorator around the strategy below:"
    static let insideRatio: Message = "the largest is {ratio} × the runner-up's area"
    static let insideStepStart: Message = "where it starts: no result yet"
    static let insideStepHarder: Message = "harder: two right in a row"
    static let insideStepEasier: Message = "easier: a miss"
    static let insideStepWaiting: Message = "one right: a second makes it harder"
    static let insideResized: Message = "resized the shapes: {factors}"
    static let insideDaily: Message = "DailyTurnStrategy: daily challenge {number} ({date}), turn {turn} of {total}"
    static let insideRace: Message = "a race: each player scores through a chain of their own"
    /// `{types}` lists the strategies not plugged in now.
    static let insideModes: Message = "each mode plugs in its own strategy; the others: {types}"

    // Abstract Factory: each kind's pair of factories and their two products.
    static let insidePair: Message = "{kind}: the kind's pair of factories"
    static let insideShapeProduct: Message = "{factory} made each Shape: {sizes} of its cell's side"
    static let insideViewProduct: Message = "{factory} made the ShapeView that draws it"
    static let insidePairs: Message = "one pair per kind, so a shape and its view always match"
    static let insideThemeFactory: Message = "theme {theme}: {factory}, an Abstract Factory too"
    static let insideThemeProducts: Message = "made the palette, the shapes' style and the sounds"

    // Builder: its steps as they ran, each value with where it came from.
    static let insideBuilderSteps: Message = "ShapeViewBuilder, step by step:"
    static let insideStepFill: Message = "{number}. fill: {value}, {source}"
    static let insideStepOutline: Message = "{number}. outline: {value}, {source}"
    /// `{value}` is the outline's width with its unit, kept together ("6 pt").
    static let insideStepWidth: Message = "{number}. outline width: {value}, {source}"
    static let insideStepBuild: Message = "{number}. build: {count} views, styled alike"
    static let insideFromTheme: Message = "from {factory}"
    static let insideFromSettings: Message = "from the settings"

    // Chain of Responsibility: the last tap, link by link, with each link's reason.
    static let insideNoTap: Message = "no tap scored yet: tap a shape"
    static let insideLastRight: Message = "last tap, turn {turn}: right"
    static let insideLastWrong: Message = "last tap, turn {turn}: wrong"
    static let insideShare: Message = "{scorer} {increment}"
    static let insideShareWhy: Message = "{scorer} {increment}: {why}"
    static let insideWhyRight: Message = "a right answer"
    static let insideWhyWrong: Message = "a wrong answer"
    static let insideWhyNoStreak: Message = "{streak} right in a row; a bonus needs {needed}"
    static let insideWhyStreak: Message = "{needed} or more right in a row"
    static let insideWhyQuick: Message = "answered in {time} ms, under {limit} ms"
    static let insideWhySlow: Message = "answered in {time} ms, not under {limit} ms"
    static let insideWhyNotRight: Message = "no bonus for a wrong answer"
    static let insideTotal: Message = "total {increment}, score {score}"
    static let insideLinks: Message = "each link adds its part, then hands the tap on to the next link"
    static let insideChainKind: Message = "so every link acts here, where the GoF chain stops at the first that handles the request"

    // Observer: the subject, its newest event, what each listener did with it.
    static let insideSubject: Message = "subject: the game's GameEventBus, which knows none of its listeners' types"
    static let insideTapEvent: Message = "the last tap's event: {event}"
    static let insideNewest: Message = "newest event: {event}; acted on by {listeners}"
    static let insideNewestIdle: Message = "newest event: {event}; no listener acted on it"
    static let insideEventTurn: Message = "{event}, turn {turn}"
    static let insideListener: Message = "{listener}: {did}"
    static let insideIdle: Message = "nothing to do: {listeners}"
    static let insideDidLog: Message = "wrote it to the event log"
    static let insideDidCount: Message = "counted it in the statistics"
    static let insideDidNote: Message = "noted whether adaptive difficulty made the turn"
    static let insideDidSave: Message = "saved the game's state"
    static let insideDidSay: Message = "said it aloud"
    static let insideDidHappy: Message = "played the happy sound"
    static let insideDidSad: Message = "played the sad sound"
    static let insideDidQuiet: Message = "played no sound: the sound is off"
    static let insideDidCountTurn: Message = "counted the turn towards --turns"
    static let insideDidTime: Message = "started timing until the frame that shows the answer"
    static let insideDidPlan: Message = "planned the bot's tap"
    static let insideDidShow: Message = "showed the score's change"
    static let insideDidClear: Message = "cleared the streak's marks"
    static let insideDidRedraw: Message = "asked for a new frame"
    static let insideDidRumble: Message = "rumbled the controller"

    /// An article of the guide read in the panel (`InsideText.reading`).
    static let guideBack: Message = "Back to the turn"
    static let guideInEnglish: Message = "The guide is written in English."
    static let guidePicture: Message = "(a picture: {picture})"

    /// The panel's messages, for the catalogue's list.
    static var insideMessages: [Message] {
        [
            insideTitle, insideGuide, patternStrategy, patternFactory, patternBuilder, patternChain, patternObserver, insideMarkKey,
            insideAsked, insideBasic, insideRandom, insideCross, insideEvenedOut, insideAdaptive, insideRatio, insideStepStart, insideStepHarder,
            insideStepEasier, insideStepWaiting, insideResized, insideDaily, insideRace, insideModes,
            insidePair, insideShapeProduct, insideViewProduct, insidePairs,
            insideBuilderSteps, insideStepFill, insideStepOutline, insideStepWidth, insideStepBuild, insideFromTheme, insideFromSettings,
            insideThemeFactory, insideThemeProducts,
            insideNoTap, insideLastRight, insideLastWrong, insideShare, insideShareWhy, insideWhyRight, insideWhyWrong, insideWhyNoStreak,
            insideWhyStreak, insideWhyQuick, insideWhySlow, insideWhyNotRight, insideTotal, insideLinks, insideChainKind,
            insideSubject, insideTapEvent, insideNewest, insideNewestIdle, insideEventTurn, insideListener, insideIdle, insideDidLog, insideDidCount,
            insideDidNote, insideDidSave,
            insideDidSay, insideDidHappy, insideDidSad, insideDidQuiet, insideDidCountTurn, insideDidTime, insideDidPlan, insideDidShow,
            insideDidClear, insideDidRedraw, insideDidRumble, guideBack, guideInEnglish, guidePicture,
        ]
    }
}
