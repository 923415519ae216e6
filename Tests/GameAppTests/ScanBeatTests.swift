import GameCore
import Preferences
import Testing

@testable import GameApp

/// One-switch play's beat counts from when the place it rests on shows: a switch user always
/// has a whole beat on every place, the next turn's first shape included.
@Suite struct ScanBeatTests {
    /// The player's settings: one-switch play at a 700 ms pace.
    static var scanning: Settings {
        var settings = Settings.defaults
        settings.scanMilliseconds = 700
        return settings
    }

    static func context(at now: Duration, shown: Duration = .zero, feedback: Duration = .zero, left: Duration = .zero) -> AppContext {
        let shapes = [FocusPlace(target: .shape(0), frame: .zero), FocusPlace(target: .shape(1), frame: .zero)]
        return AppContext(
            shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false, now: now,
            scanPlaces: shapes, feedback: feedback, feedbackLeft: left, shapesShown: shown)
    }

    @Test func theNextTurnsFirstShapeHasAWholeBeatAfterThePress() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640), settings: Self.scanning)
        _ = AppReducer.reduce(&model, .scanTick(.zero), in: Self.context(at: .zero))
        #expect(model.ring.target == .shape(0) && model.scanMove == .milliseconds(700))
        // The press picks shape 0; right or wrong shows 450 ms, then the next turn: its first
        // shape has the ring until 450 + 700 ms, not 700 (250 ms from when it shows).
        let picked = AppReducer.reduce(
            &model, .command(.scanPress(.keyboard)), in: Self.context(at: .milliseconds(100), feedback: .milliseconds(450)))
        #expect(picked.contains(.game(.pick(0, by: .keyboard))))
        #expect(model.scanMove == .milliseconds(100 + 450 + 700))
        // That beat moves on normally, once: the next turn's shapes were counted already.
        _ = AppReducer.reduce(&model, .scanTick(.milliseconds(1250)), in: Self.context(at: .milliseconds(1250), shown: .milliseconds(550)))
        #expect(model.ring.target == .shape(1) && model.scanMove == .milliseconds(1950))
    }

    @Test func aPressDuringTheFeedbackWaitsForTheNextTurnToo() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640), settings: Self.scanning)
        _ = AppReducer.reduce(&model, .scanTick(.zero), in: Self.context(at: .zero))
        // 300 ms of right-or-wrong still to show: the beat counts from its end.
        _ = AppReducer.reduce(
            &model, .command(.scanPress(.keyboard)), in: Self.context(at: .milliseconds(200), feedback: .milliseconds(300), left: .milliseconds(300)))
        #expect(model.scanMove == .milliseconds(200 + 300 + 700))
    }

    @Test func newShapesNotOfAPickHaveAWholeBeat() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640), settings: Self.scanning)
        _ = AppReducer.reduce(&model, .scanTick(.zero), in: Self.context(at: .zero))
        // A setting began another turn at 500 ms: the ring stays on its place until a whole beat
        // from then.
        _ = AppReducer.reduce(&model, .scanTick(.milliseconds(700)), in: Self.context(at: .milliseconds(700), shown: .milliseconds(500)))
        #expect(model.ring.target == .shape(0) && model.scanMove == .milliseconds(1200))
        _ = AppReducer.reduce(&model, .scanTick(.milliseconds(1200)), in: Self.context(at: .milliseconds(1200), shown: .milliseconds(500)))
        #expect(model.ring.target == .shape(1) && model.scanMove == .milliseconds(1900))
    }
}
