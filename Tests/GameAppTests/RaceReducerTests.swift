import GameCore
import Preferences
import Testing

@testable import GameApp

/// The race in the reducer alone: the model keeps the seats and the screen the players face;
/// whether a race is played is the game's (`AppContext.play`), asked for each action.
@Suite struct RaceReducerTests {
    static func context(_ play: Play.Kind) -> AppContext {
        AppContext(settings: .defaults, shapesPerTurn: 2, adaptive: false, isMuted: false, isFullscreen: false, autoplay: false, now: .zero, play: play)
    }

    static let result = RaceResult(RaceSummary(scores: [], winner: 0, target: 15))

    @Test func theGameIsToldToLeaveARaceOnlyWhenItPlaysOne() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        // Opening the race over the day's challenge leaves the challenge.
        #expect(AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(.daily(practice: false))).contains(.game(.leaveDaily)))
        #expect(model.race?.isJoining == true && model.hidesShapes)
        // While the players join the game plays no race: leaving tells it nothing.
        #expect(!AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(.free)).contains(.game(.leaveRace)))
        #expect(model.race == nil)

        _ = AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .command(.raceJoin(.keyboard, name: nil)), in: Self.context(.free))
        let began = AppReducer.reduce(&model, .command(.raceJoin(.mouse, name: nil)), in: Self.context(.free))
        #expect(began.contains { if case .game(.startRace(let players, 15)) = $0 { players.map(\.seat) == [0, 1] } else { false } })
        #expect(model.race?.isPlaying == true && model.race?.screen == nil && !model.hidesShapes)
        #expect(AppReducer.reduce(&model, .command(.leaveRace), in: Self.context(.race)).contains(.game(.leaveRace)))
    }

    @Test func theResultsShowOnlyForARaceTheGamePlays() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        _ = AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .command(.raceJoin(.keyboard, name: nil)), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .command(.raceJoin(.mouse, name: nil)), in: Self.context(.free))
        // A result from a race the game no longer plays changes nothing.
        #expect(AppReducer.reduce(&model, .raceFinished(Self.result), in: Self.context(.free)) == [] && model.race?.isPlaying == true)
        let finished = AppReducer.reduce(&model, .raceFinished(Self.result), in: Self.context(.race))
        #expect(model.race?.result == Self.result && model.facesRaceScreen && finished.contains(.game(.hideShapes(true))))
        #expect(AppReducer.reduce(&model, .command(.rematch), in: Self.context(.race)).contains(.game(.restart)))
        #expect(model.race?.isPlaying == true && !model.hidesShapes)
    }
}
