import GameCore

/// The daily challenge: the calendar (or its key) starts the day's challenge, or leaves it; when
/// its twentieth turn ends its results show until the player leaves, copies the card, or plays
/// again (practice). Any way out of the challenge (a mode chosen, Back, Esc on the results) brings
/// back the game that waited. Its rules are fixed: the keys that would change them say so.
/// Whether the challenge is played is the game's to say (`AppContext.play`); the model keeps
/// only its results screen.
enum DailyHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        let isPlayed = if case .daily = context.play { true } else { false }
        if case .dailyFinished(let card) = action {
            guard isPlayed else { return [] }
            model.dailyResults = card
            return []
        }
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleDaily:
            return isPlayed ? leave(&model, then: [], in: context) : start(&model, in: context)
        case .leaveDaily:
            return isPlayed ? leave(&model, then: [], in: context) : []
        case .copyDailyCard:
            guard let card = model.dailyResults else { return [] }
            return [.copyCard(card)]
        case .restart where model.facesDailyResults:
            // Again: the day's counted result is kept, so this is practice.
            return start(&model, in: context)
        case .game(.setMode(let mode)) where isPlayed:
            // NB: the game leaves the challenge itself when its mode changes.
            return leave(&model, then: [.game(.setMode(mode))], in: context, tellingTheGame: false, modeChosen: true)
        case .changeShapeCount, .toggleAdaptive:
            guard isPlayed else { return nil }
            return [.then(.notify(UIText.dailyFixedRules))]
        default:
            return nil
        }
    }

    /// Today's challenge, from its first turn, with nothing over it.
    private static func start(_ model: inout AppModel, in context: AppContext) -> [AppEffect] {
        model.uncover()
        model.race = nil
        model.dailyResults = nil
        return [.startDaily(DailyChallenge(date: context.today), practice: context.dailyCountedToday)]
    }

    /// Out of the challenge: the free game that waited comes back, and a save of the settings
    /// that waited with it is put in force.
    private static func leave(
        _ model: inout AppModel, then next: [AppEffect], in context: AppContext, tellingTheGame: Bool = true, modeChosen: Bool = false
    ) -> [AppEffect] {
        model.dailyResults = nil
        let left: [AppEffect] = tellingTheGame ? [.game(.leaveDaily)] : []
        return left + next + model.releaseHeldSettings(in: context, modeChosen: modeChosen)
    }
}
