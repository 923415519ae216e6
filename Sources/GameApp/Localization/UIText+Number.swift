extension UIText {
    /// A score as the screen shows it: below zero with a real minus sign (U+2212), so that
    /// "Player 1: −1" reads as a score, not as a subtraction with a hyphen.
    static func number(_ value: Int) -> String {
        value < 0 ? "\u{2212}\(value.magnitude)" : "\(value)"
    }

    /// A change of score, signed either way: "+10", "−1".
    static func signed(_ value: Int) -> String {
        value > 0 ? "+\(value)" : number(value)
    }
}
