import Desktop
import GameCore
import Platform
import Preferences

/// What the game says aloud, and in which words (the language on screen): each turn's verdict
/// and score, where the focus rests, the screens and questions that open, notices, the daily
/// challenge's card and the race's end. `Announcer` decides whether it is said.
extension GameApp {
    /// Listens on both buses for what is said aloud (an **Observer**, like the sounds).
    func subscribeSpeech() {
        game.events.subscribe(
            as: "Announcer",
            reacting: { [weak self] event in
                guard let self, parts.announcer.isOn else { return nil }
                switch event {
                case .turnEnded(let result, _), .raceLockedOut(let result, _):
                    parts.announcer.say(verdict(result), .verdict)
                    // With the panel open, the walk down the scorer chain too.
                    if model.facesInside { parts.announcer.say(insideText.spokenChain, .inside) }
                case .modeChanged(let mode): parts.announcer.say(renderer.catalog(UIText.name(of: mode)), .mode)
                case .raceFinished(let summary): parts.announcer.say(raceResults(RaceResult(summary)), .result)
                default: return nil
                }
                return Reaction.said.rawValue
            })
        appEvents.subscribe { [weak self] event in
            guard let self else { return }
            // NB: counted while speech is off too, so that the next countdown's first number is
            // known as the first.
            if case .countdown(let number) = event { parts.announcer.count(number) }
            guard parts.announcer.isOn else { return }
            let catalog = renderer.catalog
            switch event {
            case .confirmation(let question, shown: true): parts.announcer.say(spoken(question), .screen)
            case .overlay(let overlay, shown: true): parts.announcer.say(catalog(Self.title(of: overlay)), .screen)
            case .paused: parts.announcer.say(spokenPause(), .screen)
            case .raceJoining: parts.announcer.say(spokenJoining(), .screen)
            case .inside(shown: true): parts.announcer.say(insideText.spokenOnOpen, .inside)
            case .guide(let name?): parts.announcer.say(spokenArticle(name), .inside)
            case .stop(let stop, let number, let count, _, _): parts.announcer.say(stepWords(stop, number: number, count: count), .inside)
            case .dailyStarted(let challenge, let practice): parts.announcer.say(spokenDaily(challenge, practice: practice), .screen)
            case .focus(let target, _, _): parts.announcer.say(spokenName(of: target), .focus)
            case .pointed(let control): parts.announcer.say(spokenName(of: .control(control)), .focus)
            case .scrolled(_, _, _, let new) where !new.isEmpty: parts.announcer.say(new.joined(separator: "\n"), .screen)
            case .notice(let text?): parts.announcer.say(text, .notice)
            case .dailyFinished(let card): parts.announcer.say(card.text(in: catalog), .result)
            case .settingChanged(let change, _) where change.setting.preference != nil:
                // The line the player changed, in its new words.
                parts.announcer.say(spokenLine(.setting(change.setting)), .focus)
            default: break
            }
        }
    }

    /// "Right. Score 5", with the streak's bonus or its loss when the turn brought either; in a
    /// race "Player 1 right: 3".
    func verdict(_ result: TurnResult) -> String {
        let catalog = renderer.catalog
        if let seat = result.player {
            let name = model.race?.players.first { $0.seat == seat }?.name(in: catalog) ?? RacePlayer.name(nil, seat: seat, in: catalog)
            let score = game.race?.scores.indices.contains(seat) == true ? game.race?.scores[seat].score ?? 0 : 0
            return catalog(result.matched ? UIText.spokenRaceRight : UIText.spokenRaceWrong, ["name": name, "score": catalog.forms.number(score)])
        }
        let figures = [
            "score": catalog.forms.number(game.score), "streak": catalog.forms.number(game.streak), "bonus": catalog.forms.signed(result.streakBonus),
        ]
        if result.matched, result.streakBonus > 0 { return catalog(UIText.spokenRightBonus, figures) }
        // (A chain with no streak bonus still has streaks worth saying.)
        if result.matched, game.streak >= 5 { return catalog(UIText.spokenRightStreak, figures) }
        if result.streakLost > 0 { return catalog(UIText.spokenWrongStreakLost, figures) }
        return catalog(result.matched ? UIText.spokenRight : UIText.spokenWrong, figures)
    }

    /// Where the focus rests, in words: a shape by its number, a control by its name, a
    /// preference by its label and value.
    func spokenName(of target: FocusTarget) -> String {
        let catalog = renderer.catalog
        switch target {
        case .shape(let index): return catalog(UIText.spokenShape, ["number": "\(index + 1)"])
        case .control(.preference(let row, _)): return spokenLine(row)
        // A control's state where it has one: the mode being played, the sound.
        case .control(.game(.setMode(let mode))) where mode == game.mode && game.play.kind == .free:
            return catalog(UIText.spokenSelected, ["name": catalog(UIText.name(of: mode))])
        case .control(.choose(let row, let value)):
            // A name of a choice's open list, and whether it is the one in force.
            guard case .setting(let setting) = row else { return value }
            let name = catalog(setting.shown(.text(value)))
            return model.settings.file[setting] == .text(value) ? catalog(UIText.spokenSelected, ["name": name]) : name
        case .control(.toggleMute):
            let sound = catalog(Message(SettingsRegistry.keys.soundEnabled.descriptor.preference?.label ?? "sound"))
            return catalog(UIText.spokenValue, ["label": sound, "value": catalog(model.settings.isMuted ? UIText.off : UIText.on)])
        case .control(let command): return Self.spokenName(of: command).map { catalog($0) } ?? command.name
        }
    }

    private func spokenLine(_ row: PreferenceRow) -> String {
        let catalog = renderer.catalog
        guard case .setting(let setting) = row else { return catalog(row.label) }
        return catalog(UIText.spokenValue, ["label": catalog(row.label), "value": catalog(setting.shown(model.settings.file[setting]))])
    }

    private func spoken(_ question: AppModel.Confirmation) -> String {
        let catalog = renderer.catalog
        switch question {
        case .restart:
            return catalog.forms.sentences([
                catalog(UIText.restartQuestion), catalog(UIText.restartLoses, ["score": catalog.forms.number(game.score)]),
            ])
        case .resetStatistics: return catalog.forms.sentences([catalog(UIText.resetQuestion), catalog(UIText.resetKept)])
        case .leaveRace: return catalog.forms.sentences([catalog(UIText.raceLeaveQuestion), catalog(UIText.raceLeaveEnds)])
        }
    }

    /// The pause screen's words: how it ends, or, for a race that waits for a racer, who is missing.
    private func spokenPause() -> String {
        let catalog = renderer.catalog
        guard model.waitsForRacer, let race = model.race else { return SpeechOutbox.sentences([catalog(UIText.paused), catalog(UIText.resume)]) }
        let names = race.missing.sorted().compactMap { seat in race.players.first { $0.seat == seat }?.name(in: catalog) }
        return SpeechOutbox.sentences([catalog(UIText.paused), catalog(UIText.raceMissing, count: names.count, ["names": catalog.forms.list(names)])])
    }

    /// The race's joining screen: its title, how each device joins, and the target.
    private func spokenJoining() -> String {
        let catalog = renderer.catalog
        return SpeechOutbox.sentences([
            catalog(UIText.raceTitle), catalog(UIText.raceHowToJoin) + " " + catalog(UIText.raceJoinKeys),
            catalog(UIText.raceTarget, count: model.settings.file.raceTarget),
        ])
    }

    /// The day's challenge as it starts: which, how many turns, and whether it is practice.
    private func spokenDaily(_ challenge: DailyChallenge, practice: Bool) -> String {
        let catalog = renderer.catalog
        var said = [
            catalog(UIText.dailyTitle, ["number": "\(challenge.number)", "date": catalog.forms.date(challenge.date)]),
            catalog(UIText.spokenDailyTurns, count: DailyChallenge.turnCount),
        ]
        if practice, let counted = parts.saver.record.dailyResult(on: challenge.date) {
            said.append(catalog(UIText.dailyPracticeLine, ["score": catalog.forms.number(counted.score)]))
        }
        return SpeechOutbox.sentences(said)
    }

    private func raceResults(_ result: RaceResult) -> String {
        let catalog = renderer.catalog
        let names = result.lines.enumerated().map { RacePlayer.name($0.element.name, seat: $0.offset, in: catalog) }
        let winner = result.winner.flatMap { names.indices.contains($0) ? names[$0] : nil }
        let headline = winner.map { catalog(UIText.raceWins, ["name": $0]) } ?? catalog(UIText.raceNoWinner)
        let lines = result.lines.enumerated().map {
            catalog(UIText.raceLine, ["name": names[$0.offset], "score": catalog.forms.number($0.element.score)])
        }
        return SpeechOutbox.sentences([headline] + lines)
    }

    static func title(of overlay: AppModel.Overlay) -> Message {
        switch overlay {
        case .help: UIText.spokenHelp
        case .stats: UIText.stats
        case .preferences: UIText.preferences
        case .about: UIText.about
        }
    }

    /// A control's spoken name; nil for one that has none of its own (its name is said).
    static func spokenName(of command: AppCommand) -> Message? {
        switch command {
        case .game(.setMode(let mode)): UIText.name(of: mode)
        case .togglePause, .pause: UIText.spokenPause
        case .resume: UIText.resumeButton
        case .toggleHelp: UIText.spokenHelp
        case .toggleStats: UIText.stats
        case .togglePreferences: UIText.preferences
        case .toggleAbout: UIText.about
        case .toggleInside: UIText.insideTitle
        case .toggleBarMenu: UIText.barMore
        case .closeOverlays, .closePreferences, .close: UIText.close
        case .scroll(let move): move.isUp ? UIText.spokenScrollUp : UIText.spokenScrollDown
        case .backOut: UIText.cancel
        case .restart, .confirmRestart: UIText.restartYes
        case .confirmLeaveRace, .leaveRace: UIText.raceLeave
        case .toggleFullscreen: UIText.spokenFullscreen
        case .changeShapeCount(let delta): delta > 0 ? UIText.spokenMoreShapes : UIText.spokenFewerShapes
        case .toggleAdaptive: UIText.spokenAdaptive
        case .confirmReset: UIText.resetYes
        case .dismissNotice: UIText.noticeOK
        case .screenshot: UIText.spokenScreenshot
        case .quit: UIText.quitButton
        case .scanBar: UIText.spokenBar
        case .toggleDaily, .leaveDaily: UIText.spokenDaily
        case .copyDailyCard: UIText.dailyCopy
        case .toggleRace: UIText.raceTitle
        case .rematch: UIText.rematch
        default: nil
        }
    }
}
