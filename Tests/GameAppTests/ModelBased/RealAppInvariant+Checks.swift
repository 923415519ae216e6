import GameCore
import Platform
import Preferences

@testable import GameApp

/// The invariants that take more than a few lines, and the probe they share: what the app's own
/// router and reducer would make of a key from the state the app is in now, run on copies (the
/// app itself is left as it is, so every state is probed, not only the last of a sequence).
@MainActor
extension RealAppInvariant {
    /// Ctrl+Q quits, Esc never does, and a pad's B never does where `scanning` says whether
    /// one-switch play is on (B is checked with it on by `oneSwitchBNeverQuits`, off by
    /// `ctrlQQuitsEscAndBNever`).
    func quitting(_ machine: RealAppMachine, after step: AppStep, before: AppModel, scanning: Bool) -> String? {
        let model = machine.model
        let pad = if case .pad(_, .b) = step { true } else { false }
        if scanning == Self.scans(before), pad, model.quitRequested, !before.quitRequested { return "\(step) quit" }
        if !scanning {
            if step.quits, !machine.app.isFinished { return "\(step) did not quit" }
            if step == .key(.escape), model.quitRequested, !before.quitRequested { return "\(step) quit" }
        }
        guard !model.quitRequested else { return nil }
        if !scanning {
            if !machine.probe([.keyDown(.control("q"), isRepeat: false)]).quitRequested { return "Ctrl+Q would not quit here" }
            if machine.probe([.keyDown(.escape, isRepeat: false)]).quitRequested { return "Esc would quit here" }
        }
        guard scanning == Self.scans(model), let pad = machine.pluggedPad else { return nil }
        return machine.probe([.buttonDown(.b, controller: pad)]).quitRequested ? "a pad's B would quit here" : nil
    }

    /// Whether one-switch play takes every key and button as the switch (`InputRouter.Scene.isScanning`).
    static func scans(_ model: AppModel) -> Bool {
        model.settings.file.scanMilliseconds > 0 && model.race == nil
    }

    func records(_ machine: RealAppMachine) -> String? {
        let (old, new) = (machine.watch.record, machine.app.parts.saver.record)
        let reset = new.highScore == 0 && new.bestStreak == 0 && new.highScores.isEmpty && new.daily.isEmpty
        let turns = machine.watch.turns
        let free = turns.filter(\.free)
        let changed = old.highScore != new.highScore || old.highScores != new.highScores || old.bestStreak != new.bestStreak
        if changed, free.isEmpty, !reset {
            return "a record changed (high score \(old.highScore) → \(new.highScore), best streak \(old.bestStreak) → \(new.bestStreak)) "
                + "though only \(turns.count) turns of a daily or a race ended"
        }
        if let turn = free.first(where: { $0.result.score > new.highScore || $0.result.streak > new.bestStreak }) {
            return "a free turn made a score of \(turn.result.score) (streak \(turn.result.streak)), "
                + "but the high score is \(new.highScore) and the best streak \(new.bestStreak)"
        }
        if !reset, let day = old.daily.first(where: { new.dailyResult(on: $0.date) != $0 }) {
            return "the day \(day.date) counted again: \(day.score) became \(new.dailyResult(on: day.date).map { "\($0.score)" } ?? "nothing")"
        }
        return nil
    }

    func ends(_ machine: RealAppMachine) -> String? {
        let (model, game) = (machine.model, machine.game)
        guard !model.quitRequested else { return nil }
        if game.race?.isOver == true, model.race?.result == nil { return "the race is won but its results do not show" }
        if let race = game.race, !race.isOver, let leader = race.scores.first(where: { $0.score >= race.target }) {
            return "seat \(leader.player.seat + 1) reached the race's target of \(race.target) (with \(leader.score)) and the race goes on"
        }
        if game.play.daily?.isFinished == true, model.dailyResults == nil, model.race == nil {
            return "the day's \(DailyChallenge.turnCount) turns are played but its results do not show"
        }
        let race = model.race?.result != nil
        guard race || model.dailyResults != nil else { return nil }
        // Esc as often as there are screens over the results, or Esc and then Enter (a race that
        // waits for a missing player asks whether to leave it).
        let (escape, enter) = (InputEvent.keyDown(.escape, isRepeat: false), InputEvent.keyDown(.enter, isRepeat: false))
        // (A choice's list open over the preferences, or the bar's "more" menu, takes an Esc of
        // its own.)
        let presses = model.screens.count + 1 + (model.choiceList == nil ? 0 : 1) + (model.barMenuOpen ? 1 : 0)
        let ways = [Array(repeating: escape, count: presses)] + (1...presses).map { Array(repeating: escape, count: $0) + [enter] }
        let leaves = ways.contains { way in
            let left = machine.probe(way)
            return race ? left.race == nil : left.dailyResults == nil
        }
        return leaves ? nil : "the \(race ? "race's" : "day's") results stay after Esc (and Enter), under \(model.screens.names)"
    }

    /// Backing out (Esc, a pad's B) of a race that waits for a racer's pad asks whether to leave
    /// it, or leaves it: never does the race play on without them.
    func backingOutOfTheWait(_ machine: RealAppMachine) -> String? {
        guard machine.model.waitsForRacer else { return nil }
        let ways: [(name: String, event: InputEvent)] =
            [("Esc", .keyDown(.escape, isRepeat: false))] + (machine.pluggedPad.map { [("a pad's B", .buttonDown(.b, controller: $0))] } ?? [])
        for way in ways {
            let left = machine.probe([way.event])
            if left.race != nil, !left.waitsForRacer {
                let missing = left.race?.missing.sorted() ?? []
                return "\(way.name) would end the race's wait for its racer (missing \(missing)) under \(left.screens.names)"
            }
        }
        return nil
    }

    func settings(_ machine: RealAppMachine) -> String? {
        let (model, game, app) = (machine.model, machine.game, machine.app)
        guard !machine.world.broken.withLock({ $0 }) else { return nil }
        let file = machine.world.file.withLock { $0 }
        if (model.settings.held ?? model.settings.file) != file { return "the model's settings are not the file's" }
        if model.settings.held != nil, model.race == nil, game.play.isFree { return "a save waits though no daily or race is played" }
        let inForce = model.settings.inForce
        let settings = inForce.settings
        if model.settings.file.theme != .auto, settings.theme != model.settings.file.theme { return "the desktop's theme won over the file's" }
        if model.settings.desktop?.wishes == nil, settings.textSize != model.settings.file.textSize {
            return "with no desktop, a text size of \(settings.textSize) is in force, not the file's \(model.settings.file.textSize)"
        }
        if !(100...200).contains(settings.textSize) { return "a text size of \(settings.textSize) is in force" }
        if app.renderer.theme != Theme(settings.colors) { return "the screen is drawn in another theme than \(settings.theme)'s" }
        if app.renderer.text.scale != Double(settings.textSize) / 100 {
            return "text is drawn at \(app.renderer.text.scale), not \(settings.textSize) %"
        }
        if app.renderer.labelsShapes != settings.labels || app.parts.scorePop.isReduced != inForce.reducesMotion {
            return "the shapes' labels or the score's motion are not as the settings say"
        }
        guard game.play.isFree, model.race == nil, model.settings.held == nil else { return nil }
        if game.settings.shapesPerTurn != settings.shapesPerTurn || game.settings.adaptive != settings.adaptive
            || game.settings.feedbackDuration != .milliseconds(settings.feedbackMilliseconds)
        {
            return "the game plays \(game.settings.shapesPerTurn) shapes, adaptive \(game.settings.adaptive), feedback "
                + "\(game.settings.feedbackDuration); the settings say \(settings.shapesPerTurn), \(settings.adaptive), "
                + "\(settings.feedbackMilliseconds) ms"
        }
        return nil
    }
}

extension RealAppInvariant {
    /// A click in the middle of controls usable now, routed as the app routes it (on copies: the
    /// app is left as it is), gives the command of the first control listed there. NB: three
    /// controls a step, in turn: over a sequence every one is clicked, at a fraction of the cost.
    @MainActor
    func clicks(_ machine: RealAppMachine) -> String? {
        let (model, app) = (machine.model, machine.app)
        let controls = app.controls
        let scene = InputRouter.Scene(
            model: model, shapes: machine.game.views.map(\.frame), mode: machine.game.mode, controls: controls, autoplay: false,
            controllerNames: app.input.controllerNames)
        guard !scene.isScanning, !controls.isEmpty else { return nil }
        let picked = (0..<min(3, controls.count)).map { controls[(machine.watch.steps * 3 + $0) % controls.count] }
        for control in picked {
            var router = app.input.router
            let point = control.frame.center
            let commands = router.route(.mouseDown(.left, at: point), on: scene).compactMap {
                if case .command(let command) = $0 { command } else { nil }
            }
            guard let first = controls.first(where: { $0.frame.contains(point) }) else { return "\(control.name) is not where it is listed" }
            if !commands.contains(first.command(by: .mouse)) { return "a click on \(first.name) at \(point) gives \(commands)" }
        }
        return nil
    }
}

extension RealAppMachine {
    /// The model the app would have after `events`, as its router and reducer make it, run on
    /// copies of the router and the model (the app is left as it is).
    func probe(_ events: [InputEvent]) -> AppModel {
        var router = app.input.router
        var model = app.model
        let context = app.context
        let (shapes, controls) = (game.views.map(\.frame), app.controls)
        for event in events {
            let scene = InputRouter.Scene(
                model: model, shapes: shapes, mode: game.mode, controls: controls, autoplay: false, controllerNames: app.input.controllerNames)
            for case .command(let command) in router.route(event, on: scene) {
                _ = AppReducer.reduce(&model, .command(command), in: context)
            }
        }
        return model
    }

    /// A plugged pad, if any (the lowest slot's).
    var pluggedPad: ControllerID? {
        pads.keys.sorted().first.flatMap { pads[$0]?.id }
    }
}

extension RealAppInvariant {
    /// Whether the notice changed since the controls were announced, and they would be as
    /// announced with the notice as it was then: its band alone moved them (or moved a line off
    /// its page).
    @MainActor
    func movedByANotice(_ machine: RealAppMachine, _ controls: [Control]) -> Bool {
        guard machine.watch.announcedNotice != machine.model.notice else { return false }
        var then = machine.model
        then.notice = machine.watch.announcedNotice
        return machine.seen(as: then) { machine.app.controls } == machine.watch.announced
    }
}

extension RealAppInvariant {
    /// The notice's kept layout against one made afresh (the kept one put back after, so the
    /// check changes nothing the app goes on with).
    @MainActor
    func keptLayouts(_ machine: RealAppMachine) -> String? {
        let (renderer, model, game) = (machine.app.renderer, machine.model, machine.game)
        guard let notice = model.notice?.text(in: renderer.catalog), let kept = renderer.pagedLayouts.notice else { return nil }
        let used = renderer.noticeOverScreen(notice, over: model, game: game)
        renderer.pagedLayouts.notice = nil
        let fresh = renderer.noticeOverScreen(notice, over: model, game: game)
        renderer.pagedLayouts.notice = kept
        guard used != fresh else { return nil }
        let text = machine.app.renderer.text
        return "the notice over \(model.screens.names) is laid out as kept (\(used.map { "\($0.lines.count) lines at \($0.size) px" } ?? "none")), "
            + "not as now (\(fresh.map { "\($0.lines.count) lines at \($0.size) px" } ?? "none"); text ×\(text.scale))"
    }
}
