import GameCore

/// The daily challenge: the calendar (or its key) starts the day's challenge, or leaves it; when
/// its twentieth turn ends its results show until the player leaves, copies the card, or plays
/// again (practice). Any way out of the challenge (a mode chosen, Back, Esc on the results) brings
/// back the game that waited. Its rules are fixed: the keys that would change them say so.
enum DailyHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        if case .dailyFinished(let card) = action {
            guard model.daily != nil else { return [] }
            model.daily?.card = card
            return []
        }
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleDaily:
            return model.daily == nil ? start(&model, in: context) : leave(&model, then: [])
        case .leaveDaily:
            return model.daily == nil ? [] : leave(&model, then: [])
        case .copyDailyCard:
            guard let card = model.daily?.card else { return [] }
            return [.copyCard(card)]
        case .backOut where model.facesDailyResults:
            return leave(&model, then: [])
        case .restart where model.facesDailyResults:
            // Again: the day's counted result is kept, so this is practice.
            return start(&model, in: context)
        case .game(.setMode(let mode)) where model.daily != nil:
            // NB: the game leaves the challenge itself when its mode changes.
            return leave(&model, then: [.game(.setMode(mode))], tellingTheGame: false)
        case .changeShapeCount, .toggleAdaptive:
            guard model.daily != nil else { return nil }
            return [.then(.notify(UIText.dailyFixedRules))]
        default:
            return nil
        }
    }

    /// Today's challenge, from its first turn, with nothing over it.
    private static func start(_ model: inout AppModel, in context: AppContext) -> [AppEffect] {
        OverlayHandler.uncover(&model)
        model.race = nil
        let attempt = DailyAttempt(date: context.today, isPractice: context.dailyCountedToday)
        model.daily = attempt
        return [.startDaily(attempt.challenge, practice: attempt.isPractice)]
    }

    private static func leave(_ model: inout AppModel, then next: [AppEffect], tellingTheGame: Bool = true) -> [AppEffect] {
        model.daily = nil
        return (tellingTheGame ? [.game(.leaveDaily)] : []) + next
    }
}
