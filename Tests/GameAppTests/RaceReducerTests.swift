import GameCore
import Preferences
import Testing

@testable import GameApp

/// The race in the reducer alone: the model keeps the seats and the screen the players face;
/// whether a race is played is the game's (`AppContext.play`), asked for each action.
@Suite struct RaceReducerTests {
    static func context(_ play: Play.Kind, at now: Duration = .zero) -> AppContext {
        AppContext(shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false, now: now, play: play)
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
        // With two, 3, 2, 1, and then the first turn.
        let joined = AppReducer.reduce(&model, .command(.raceJoin(.mouse, name: nil)), in: Self.context(.free))
        #expect(!joined.contains { if case .game(.startRace) = $0 { true } else { false } })
        #expect(model.race?.screen == .countdown(until: .seconds(3)) && model.hidesShapes)
        #expect(model.race?.countdownNumber(at: .zero) == 3 && model.race?.countdownNumber(at: .milliseconds(1001)) == 2)
        #expect(model.race?.countdownNumber(at: .milliseconds(2999)) == 1 && model.race?.countdownNumber(at: .seconds(3)) == nil)
        // Each number shown is followed by the next one's moment, whenever it is asked: a moment
        // after 2 began, the deadline after a 3 still shown is 2's, already due.
        #expect(model.race?.countdownChange(after: 3) == .seconds(1) && model.race?.countdownChange(after: 2) == .seconds(2))
        #expect(model.race?.countdownChange(after: 1) == .seconds(3) && model.race?.countdownChange(after: nil) == .seconds(3))
        #expect(AppReducer.reduce(&model, .tick(.seconds(2)), in: Self.context(.free, at: .seconds(2))) == [] && model.hidesShapes)
        let began = AppReducer.reduce(&model, .tick(.seconds(3)), in: Self.context(.free, at: .seconds(3)))
        #expect(began.contains { if case .game(.startRace(let players, 15)) = $0 { players.map(\.seat) == [0, 1] } else { false } })
        #expect(model.race?.isPlaying == true && model.race?.screen == nil && !model.hidesShapes && began.contains(.game(.hideShapes(false))))
        // A pause in the race ends in a countdown too, whatever ends it; the game plays on after it.
        _ = AppReducer.reduce(&model, .command(.togglePause(.key)), in: Self.context(.race, at: .seconds(10)))
        _ = AppReducer.reduce(&model, .command(.togglePause(.key)), in: Self.context(.race, at: .seconds(11)))
        #expect(model.pause == nil && model.race?.screen == .countdown(until: .seconds(14)) && model.hidesShapes)
        let back = AppReducer.reduce(&model, .tick(.seconds(14)), in: Self.context(.race, at: .seconds(14)))
        #expect(back.contains(.game(.hideShapes(false))))
        #expect(!back.contains { if case .game(.startRace) = $0 { true } else { false } } && !model.hidesShapes)
        #expect(AppReducer.reduce(&model, .command(.leaveRace), in: Self.context(.race)).contains(.game(.leaveRace)))
    }

    @Test func theResultsShowOnlyForARaceTheGamePlays() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        _ = AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .command(.raceJoin(.keyboard, name: nil)), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .command(.raceJoin(.mouse, name: nil)), in: Self.context(.free))
        _ = AppReducer.reduce(&model, .tick(.seconds(3)), in: Self.context(.free, at: .seconds(3)))
        // A result from a race the game no longer plays changes nothing.
        #expect(AppReducer.reduce(&model, .raceFinished(Self.result), in: Self.context(.free)) == [] && model.race?.isPlaying == true)
        let finished = AppReducer.reduce(&model, .raceFinished(Self.result), in: Self.context(.race))
        #expect(model.race?.result == Self.result && model.facesRaceScreen && finished.contains(.game(.hideShapes(true))))
        #expect(AppReducer.reduce(&model, .command(.rematch), in: Self.context(.race, at: .seconds(20))).contains(.game(.restart)))
        #expect(model.race?.screen == .countdown(until: .seconds(23)) && model.hidesShapes)
        _ = AppReducer.reduce(&model, .tick(.seconds(23)), in: Self.context(.race, at: .seconds(23)))
        #expect(model.race?.isPlaying == true && !model.hidesShapes)
    }

    /// Two pads join; a racer's pad goes in each phase in turn (joining, the countdown, play, the
    /// results): the racer keeps their seat, the race waits (no countdown ends, no rematch), and
    /// the same seat is taken back by the next controller's A.
    @Test func aRacerWhosePadGoesKeepsTheSeatInEveryPhase() {
        for phase in ["joining", "countdown", "playing", "results"] {
            var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
            var play = Play.Kind.free
            _ = AppReducer.reduce(&model, .command(.toggleRace), in: Self.context(play))
            _ = AppReducer.reduce(&model, .command(.raceJoin(.controller(7), name: nil)), in: Self.context(play))
            if phase != "joining" {
                _ = AppReducer.reduce(&model, .command(.raceJoin(.controller(8), name: nil)), in: Self.context(play))
            }
            if phase == "playing" || phase == "results" {
                _ = AppReducer.reduce(&model, .tick(.seconds(3)), in: Self.context(play, at: .seconds(3)))
                play = .race
            }
            if phase == "results" { _ = AppReducer.reduce(&model, .raceFinished(Self.result), in: Self.context(play, at: .seconds(4))) }
            _ = AppReducer.reduce(&model, .padUnplugged(7), in: Self.context(play, at: .seconds(5)))
            #expect(model.race?.players.first?.device == .controller(7) && model.race?.missing == [0], "\(phase)")
            #expect(model.waitsForRacer && model.hidesShapes, "\(phase)")
            // Time passes: nothing begins without the racer.
            let waited = AppReducer.reduce(&model, .tick(.seconds(60)), in: Self.context(play, at: .seconds(60)))
            #expect(!waited.contains { if case .game(.startRace) = $0 { true } else { false } }, "\(phase)")
            #expect(model.race?.isPlaying == (phase == "playing") && model.waitsForRacer, "\(phase)")
            #expect(AppReducer.reduce(&model, .command(.rematch), in: Self.context(play, at: .seconds(61))).isEmpty, "\(phase)")
            // Another controller's A takes the seat back; the pause goes.
            _ = AppReducer.reduce(&model, .command(.raceJoin(.controller(9), name: nil)), in: Self.context(play, at: .seconds(62)))
            #expect(model.race?.players.first?.device == .controller(9) && model.race?.missing == [] && !model.waitsForRacer, "\(phase)")
            if phase == "countdown" || phase == "playing" {
                // The countdown begins again, whole, from when the racer is back.
                #expect(model.race?.screen == .countdown(until: .seconds(65)), "\(phase)")
            }
        }
    }
}
