/// The "how it works" panel's words (`InsideText` puts them together).
extension UIText {
    static let insideTitle: Message = "How it works"
    static let insideGuide: Message = "guide: {articles}"
    static let patternStrategy: Message = "Strategy"
    static let patternFactoryBuilder: Message = "Abstract Factory and Builder"
    static let patternChain: Message = "Chain of Responsibility"
    static let patternObserver: Message = "Observer"
    static let insideMadeBy: Message = "{type} made turn {turn}"
    static let insideBasic: Message = "one kind, {count} a turn: {kinds}"
    static let insideRandom: Message = "picked strategy {picked} of {count} at random: {type}"
    static let insideCross: Message = "{count} kinds, each from its own strategy, their areas evened out"
    static let insideDecorates: Message = "a Decorator around {type}"
    static let insideRatio: Message = "the largest is {ratio} × the runner-up's area"
    static let insideStepStart: Message = "where it starts: no result yet"
    static let insideStepHarder: Message = "harder: two right in a row"
    static let insideStepEasier: Message = "easier: a miss"
    static let insideStepWaiting: Message = "one right: a second makes it harder"
    static let insideDaily: Message = "challenge {number} of {date}: turn {turn} of {total}"
    static let insideRace: Message = "a race: each player scores through a chain of their own"
    static let insideShape: Message = "{number}. {factory}"
    static let insideSize: Message = "drawn at {size} of its cell"
    static let insideEvenedOut: Message = "evened out ×{factor}"
    static let insideSizedAdaptive: Message = "adaptive ×{factor}"
    /// `{width}` is the outline's width with its unit, kept together ("6 pt").
    static let insideBuilder: Message = "ShapeViewBuilder: fill {fill}, outline {outline}, {width}"
    static let insideTheme: Message = "theme {theme}, made by {factory}"
    static let insideNoTap: Message = "no tap scored yet: tap a shape"
    static let insideRight: Message = "turn {turn}: right"
    static let insideWrong: Message = "turn {turn}: wrong"
    static let insideShare: Message = "{scorer} {increment}"
    static let insideTotal: Message = "total {increment}, score {score}"
    static let insideHeard: Message = "the game's events went to:"

    /// The panel's messages, for the catalogue's list.
    static var insideMessages: [Message] {
        [
            insideTitle, insideGuide, patternStrategy, patternFactoryBuilder, patternChain, patternObserver, insideMadeBy, insideBasic, insideRandom,
            insideCross, insideDecorates, insideRatio, insideStepStart, insideStepHarder, insideStepEasier, insideStepWaiting, insideDaily,
            insideRace,
            insideShape, insideSize, insideEvenedOut, insideSizedAdaptive, insideBuilder, insideTheme, insideNoTap, insideRight, insideWrong,
            insideShare,
            insideTotal, insideHeard,
        ]
    }
}
