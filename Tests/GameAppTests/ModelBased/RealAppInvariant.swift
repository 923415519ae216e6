import GameCore
import Platform
import Preferences

@testable import GameApp

/// What the real app promises after every step, whatever came before (`RealAppMachine`). Each
/// returns nil when it holds, else what is wrong, in words a person reads.
enum RealAppInvariant: String, CaseIterable {
    /// The window losing the focus (or minimized) pauses the game, and a pause ends only by the
    /// player's hand.
    case focusLossPauses
    /// Ctrl+Q (and the window's close button) quits from every state; Esc and a pad's B never do
    /// (B with one-switch play on is the next one's).
    case ctrlQQuitsEscAndBNever
    /// With one-switch play on too, a pad's B backs out as Esc does and never quits (neither is
    /// the switch: "were they the switch, they would quit on the pause's Quit").
    case oneSwitchBNeverQuits
    /// High scores and best streaks come only from free turns (never a daily's, practice or
    /// counted, nor a race's); every free turn that beats one sets it; a day counts once.
    case recordsOnlyFromFreeTurns
    /// One-switch play's ring stays put while the feedback shows, and each place has a whole beat.
    case scanBeatIsWhole
    /// One-switch play's ring is told (the `focus` event: the log's line, the voice) once at each
    /// place, when it arrives there: never again while it rests there, never late, never not.
    case scanPlaceAnnouncedOnce
    /// With one-switch play on, the switch alone (pressed where the ring comes to rest) closes
    /// whatever screen is over the game.
    case oneSwitchLeavesEveryScreen
    /// A race player's seat stays theirs while their pad is unplugged, and the race waits for it
    /// (backing out of the wait, Esc or B, offers to leave the race, never plays on without them).
    case racersKeepTheirSeats
    /// A race's or a daily's end shows results that a key leaves (Esc, however many screens are
    /// over them), and a finished challenge or race (one a player reached the target of) always
    /// shows its results.
    case endsCanBeLeft
    /// No frame draws the notice over the "how it works" panel.
    case noticeBesideThePanel
    /// A notice held as a dialog (its band could not show it whole) has its OK among the controls
    /// (but over the race's joining screen, where each device's confirm joins and lets it go),
    /// and goes only by the player's hand, never by time.
    case heldNoticeWaitsForThePlayer
    /// What the renderer keeps from frame to frame (the notice's layout over a screen: its
    /// lines, type size and band) is what it lays out afresh for the window, text and face in
    /// force: a change under a notice that stays is never drawn with the old look.
    case keptLayoutsAreFresh
    /// The screen and the game agree: the shapes hidden under any screen (and under the panel
    /// where it takes the whole band), one pause at most, no
    /// turn ended under a screen, the race or the daily on screen the one the game plays.
    case screenAgreesWithGame
    /// The controls usable now are the ones last announced, where they were announced (but for
    /// those a notice moved: the next one's).
    case controlsAnnounced
    /// The controls a notice moved, coming or going over a screen, are announced again.
    case controlsMovedByANoticeAnnounced
    /// A click in the middle of each control usable now uses it (the first listed there: a
    /// preferences line holds its two halves), one-switch play off.
    case controlsAnswerClicks
    /// The "how it works" panel has its side of the play area while it shows, and no shape lies
    /// under it (where it takes the whole band, the shapes are out of sight and out of reach).
    case insideBesideShapes
    /// The settings in force are the file's (over the desktop's), everywhere they matter: the
    /// game's rules, the renderer's theme and text, the score's motion; a save that changes
    /// nothing changes nothing.
    case settingsInForce
    /// A turn played step by step waits at each stop: no stop without stepping, none in a race;
    /// while a stop before the tap shows, no tap counts and the turn's clock stands still; while
    /// any shows, the next turn does not begin.
    case steppedTurnsWaitAtEachStop

    @MainActor
    func check(_ machine: RealAppMachine, after step: AppStep) -> String? {
        let (model, game, watch) = (machine.model, machine.game, machine.watch)
        guard let before = watch.before else { return nil }
        switch self {
        case .focusLossPauses:
            if step == .focusLost || step == .window(.minimize), model.pause == nil {
                return "the window was \(step == .focusLost ? "left" : "minimized") and the game plays on under \(model.screens.names)"
            }
            if let cause = before.pause, model.pause == nil, !step.isPlayersInput, !step.quits {
                return "the pause (\(cause)) ended, though the player did nothing"
            }
            return nil
        case .ctrlQQuitsEscAndBNever:
            return quitting(machine, after: step, before: before, scanning: false)
        case .oneSwitchBNeverQuits:
            return quitting(machine, after: step, before: before, scanning: true)
        case .recordsOnlyFromFreeTurns:
            return records(machine)
        case .scanBeatIsWhole:
            return watch.scan.violation
        case .scanPlaceAnnouncedOnce:
            return watch.scan.told.violation
        case .oneSwitchLeavesEveryScreen:
            return switchLeaves(machine)
        case .racersKeepTheirSeats:
            if let pad = watch.unplugged, let seat = before.race?.seat(of: .controller(pad)) {
                guard let race = model.race, race.players.indices.contains(seat), race.players[seat].device == .controller(pad),
                    race.missing.contains(seat)
                else {
                    let holders = model.race?.players.map { "seat \($0.seat + 1): \($0.device)" } ?? ["no race"]
                    return "the racer whose pad was unplugged lost seat \(seat + 1) (\(holders), missing \(model.race?.missing.sorted() ?? []))"
                }
            }
            if let race = model.race, !race.missing.isEmpty, !model.waitsForRacer {
                return "seat \(race.missing.map { $0 + 1 }) is missing and the race does not wait (screens: \(model.screens.names))"
            }
            if watch.turns.contains(where: \.racerMissing) { return "a turn ended while a racer was missing" }
            return backingOutOfTheWait(machine)
        case .endsCanBeLeft:
            return ends(machine)
        case .noticeBesideThePanel:
            return watch.noticesOverPanel.first
        case .heldNoticeWaitsForThePlayer:
            if model.holdsNotice, model.top == .notice, model.race?.isJoining != true,
                !machine.harness.app.controls.contains(where: { $0.action == .dismissNotice })
            {
                return "a notice is held with no OK among the controls"
            }
            if model.holdsNotice, model.notice == nil { return "a notice is held with no notice" }
            if before.holdsNotice, !model.holdsNotice, !step.isPlayersInput, !step.quits {
                return "the held notice went by itself (\(step))"
            }
            return nil
        case .keptLayoutsAreFresh:
            return keptLayouts(machine)
        case .steppedTurnsWaitAtEachStop:
            if !model.stops.isEmpty, !model.stepping { return "a stop shows (\(model.stops)) though turns are not stepped through" }
            if model.stepping, game.play.kind == .race, !model.stops.isEmpty { return "a race's turn waits at a stop" }
            if model.stepHolds, game.acceptsTaps { return "the turn takes taps at the stop \(model.stops[0])" }
            // (With no time between turns, the next one has begun: its stops wait behind.)
            if let stop = model.stops.first, !stop.isBeforeTap, game.tapHeard?.turnID != game.viewsTurnID, !model.stops.contains(.strategy) {
                return "a new turn began while the tap's stop \(stop) shows"
            }
            return nil
        case .screenAgreesWithGame:
            // (The panel, where it takes the whole band, hides them too.)
            // (So does a stop of a turn stepped through, before its tap: they are not all there yet.)
            let hidden = model.hidesShapes || model.stepHolds || model.showsInside && game.layout.asideTakesBand
            if game.areShapesHidden != hidden {
                return "the game hides its shapes: \(game.areShapesHidden), the screen: \(hidden) (\(model.screens.names))"
            }
            if model.screens.filter({ if case .pause = $0 { true } else { false } }).count > 1 { return "two pauses: \(model.screens.names)" }
            if let turn = watch.turns.first(where: \.underScreen) { return "turn \(turn.result.number) ended under a screen" }
            if game.play.kind == .race, model.race == nil || model.race?.isJoining == true { return "the game races but the screen shows no race" }
            if model.race?.isPlaying == true || model.race?.result != nil, game.play.kind != .race {
                return "the race shows but the game plays \(game.play.kind)"
            }
            if model.dailyResults != nil, game.play.daily == nil { return "the daily's results show but no daily is played" }
            return nil
        case .controlsAnnounced:
            let controls = machine.app.controls
            guard watch.announced != controls, !movedByANotice(machine, controls) else { return nil }
            let (now, told) = (controls.map(\.name), watch.announced.map(\.name))
            let moved = controls.filter { control in watch.announced.contains { $0.name == control.name && $0.frame != control.frame } }
            return "the controls changed unannounced: new \(now.filter { !told.contains($0) }), gone \(told.filter { !now.contains($0) }), "
                + "moved \(moved.map(\.name))"
        case .controlsMovedByANoticeAnnounced:
            let controls = machine.app.controls
            guard watch.announced != controls, movedByANotice(machine, controls) else { return nil }
            let moved = controls.filter { control in watch.announced.contains { $0.name == control.name && $0.frame != control.frame } }
            let gone = watch.announced.map(\.name).filter { name in !controls.contains { $0.name == name } }
            return "the notice \(model.notice == nil ? "went" : "changed") and \(moved.map(\.name)) moved, \(gone) went, unannounced"
        case .controlsAnswerClicks:
            return clicks(machine)
        case .insideBesideShapes:
            if game.layout.keepsAside != model.showsInside {
                return "the panel shows: \(model.showsInside); the game keeps its side: \(game.layout.keepsAside)"
            }
            // (Where it takes the whole band, the shapes wait under it, out of sight and out of
            // reach: no shape is a place the focus ring or a click reaches.)
            if game.layout.asideTakesBand {
                if !game.areShapesHidden || machine.app.context.focusPlaces.contains(where: { if case .shape = $0.target { true } else { false } }) {
                    return "the panel takes the band, but its shapes can be reached"
                }
                return nil
            }
            if let aside = game.layout.asideFrame, let shape = game.views.first(where: { $0.frame.insetBy(dx: 0.5, dy: 0.5).intersects(aside) }) {
                return "a shape at \(shape.frame.short) lies under the panel at \(aside.short)"
            }
            return nil
        case .settingsInForce:
            if step == .resave, !watch.broken, model != before { return "a save of the file as it is changed the model" }
            return settings(machine)
        }
    }
}
