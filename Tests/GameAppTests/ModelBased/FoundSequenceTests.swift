import Testing

@testable import GameApp

/// A sequence the model search found, kept as it was found.
extension GameAppTests {
    /// Found by the model search (seed 15): the day's results under the preferences, a choice's
    /// list open over them (two presses of a pad's A), are left with three Esc, not two: the
    /// list takes one of its own. The promise counted the screens and not the list.
    @Test func theDaysResultsUnderAnOpenChoiceListAreLeftWithAnEscMore() throws {
        let failure = try RealAppSearch.replay(
            [
                .click(.control("daily")),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(700),
                .click(.larger),
                .plug(1),
                .wait(450),
                .click(.larger),
                .wait(450),
                .pickLarger,
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .pickLarger,
                .wait(450),
                .click(.larger),
                .wait(30500),
                .click(.larger),
                .wait(450),
                .click(.larger),
                .wait(450),
                .plug(2),
                .click(.shape(0)),
                .wait(1500),
                .key(.character("3")),
                .pad(2, .start),
                .pad(1, .a),
                .pad(1, .a),
            ], invariants: [.endsCanBeLeft])
        if let failure { Issue.record("\(failure)") }
    }
}

extension GameAppTests {
    /// Found by the model search (seed 9): a tap's stops still showing when the day's challenge
    /// began (Y) stayed over the day's first turn. A new turn's stops now replace what was left.
    @Test func aDailyBegunUnderATapsStopsShowsItsOwnTurnsStops() throws {
        let failure = try RealAppSearch.replay(
            [
                .key(.function(9)), .click(.larger), .click(.larger), .click(.larger), .click(.larger), .click(.larger), .window(.minimize),
                .key(.function(9)), .key(.character("y")),
            ], invariants: [.steppedTurnsWaitAtEachStop])
        if let failure { Issue.record("\(failure)") }
    }
}

extension GameAppTests {
    /// Found by the long model search (seed 1026): the race's results with the bar's "more" menu
    /// open over them (a 500-point-wide window) are left with Esc twice: the menu takes one of its
    /// own. The promise counted the screens and not the menu; the app was right.
    @Test func theRacesResultsUnderTheBarsMenuAreLeftWithAnEscMore() throws {
        let failure = try RealAppSearch.replay(
            [
                .plug(3),
                .window(.resize(width: 500, height: 752)),
                .click(.control("pause")),
                .key(.character("v")),
                .key(.character("v")),
                .pad(3, .a),
                .key(.enter),
                .wait(500),
                .wait(500),
                .wait(500),
                .wait(500),
                .wait(500),
                .wait(500),
                .padToLarger(3),
                .wait(450),
                .padToLarger(3),
                .wait(450),
                .padToLarger(3),
                .wait(450),
                .padToLarger(3),
                .wait(450),
                .padToLarger(3),
                .click(.control("more")),
            ], invariants: [.endsCanBeLeft])
        if let failure { Issue.record("\(failure)") }
    }
}

extension GameAppTests {
    /// Found by the long model search (seed 1082): a save of the settings file during practice
    /// (a part swapped from the panel) waited as if a daily or a race were played, and was
    /// never put in force after. Practice's rules are the free game's: a save is in force at once.
    @Test func aSaveDuringPracticeIsInForceAtOnce() throws {
        let failure = try RealAppSearch.replay(
            [.key(.character("i")), .key(.function(6)), .save("accessibility.text_size", .integer(110)), .click(.control("mode:circle"))],
            invariants: [.settingsInForce])
        if let failure { Issue.record("\(failure)") }
    }
}
