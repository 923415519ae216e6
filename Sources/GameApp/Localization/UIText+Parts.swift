/// The words for the parts a learner swaps from the "how it works" panel: practice's notice, the
/// panel's lines of code, its buttons.
extension UIText {
    /// `{parts}` lists what differs from the game's own parts.
    static let partsPractice: Message = "Practice, no record: {parts}"
    static let partsBack: Message = "The game's own parts are back: turns count again"
    static let partWithoutStreak: Message = "without StreakScorer"
    static let partWithSpeed: Message = "with SpeedBonusScorer"
    static let partStrategy: Message = "{type} plugged in"
    static let partOutlineOnly: Message = "outlines only"
    static let partFillOnly: Message = "fills only"
    /// `{code}` is a line of Swift, as the source writes it.
    static let insideCode: Message = "in code: {code}"
    static let insideFromPanel: Message = "from this panel's style"
    static let partsReset: Message = "All parts back"
    static let insideSwapHint: Message = "the buttons below swap a part; the next turn shows its effect, as practice with no record"
    static let partsNextStrategy: Message = "Next strategy"
    static let partsNextStyle: Message = "Next style"

    static var partsMessages: [Message] {
        [
            partsPractice, partsBack, partWithoutStreak, partWithSpeed, partStrategy, partOutlineOnly, partFillOnly, insideCode, insideFromPanel,
            partsReset, insideSwapHint, partsNextStrategy,
            partsNextStyle,
        ]
    }
}

/// The words for playing a turn step by step.
extension UIText {
    static let stepStrategy: Message = "Step {number} of {count}: TurnStrategy picks the turn's shapes"
    static let stepFactories: Message = "Step {number} of {count}: each kind's factories make the shapes and their views"
    static let stepBuilder: Message = "Step {number} of {count}: ShapeViewBuilder styles the views"
    static let stepLayout: Message = "Step {number} of {count}: the views are laid out in their cells"
    static let stepLink: Message = "Step {number} of {count}: {scorer} adds {increment}"
    /// `{did}` is a listener's deed, as the panel says it ("saved the game's state").
    static let stepListener: Message = "Step {number} of {count}: {listener} heard turnEnded and {did}"
    static let stepGoOn: Message = "F10, Enter, a click or A goes on"
    static let stepStart: Message = "Step through"
    static let stepStop: Message = "Stop stepping"
    static let stepOnButton: Message = "Go on"

    static var stepMessages: [Message] {
        [stepStrategy, stepFactories, stepBuilder, stepLayout, stepLink, stepListener, stepGoOn, stepStart, stepStop, stepOnButton]
    }
}
