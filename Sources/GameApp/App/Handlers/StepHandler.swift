/// Playing a turn step by step (`--step`, F9, the panel's button): the turn's stops come as it
/// begins and the tap's as it is scored (`stopsAhead`); each shows until the learner goes on, with
/// F10, Enter, A, a click anywhere but a control, or one-switch play's switch. While a stop waits,
/// no tap counts and the game's time stands still (the next turn waits too). Not in a race: two
/// players wait for no one.
enum StepHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .command(.toggleStepping):
            guard context.play != .race || model.stepping else { return [] }
            model.stepping.toggle()
            model.stops = []
            // Stepping shows each step in the panel: it opens with it.
            if model.stepping { model.showsInside = true }
            return [.announce(.stepping(model.stepping))]
        case .stopsAhead(let stops, let replacing):
            // (None in a race: the stops a race found waiting go.)
            guard model.stepping, context.play != .race, !stops.isEmpty else {
                model.stops = []
                return []
            }
            if replacing { model.stops = [] }
            // (After those still to come.)
            let waiting = !model.stops.isEmpty
            model.stops += stops
            model.stopCount = waiting ? model.stopCount + stops.count : stops.count
            return waiting ? [] : announceStop(model)
        case .command(.stepOn):
            return goOn(&model)
        case .command(.game(.tap)), .command(.game(.pick)), .command(.game(.pickFirst)), .command(.game(.pickLast)), .command(.scanPress):
            // A tap, a pick or the switch goes on while a stop waits (no screen over it).
            guard !model.stops.isEmpty, model.top == nil else { return nil }
            return goOn(&model)
        case .command(.useFocus) where !model.ring.isShown:
            guard !model.stops.isEmpty, model.top == nil else { return nil }
            return goOn(&model)
        case .gameTime:
            // The game's time stands still while a stop waits: the next turn comes after the last.
            return model.stops.isEmpty ? nil : []
        default:
            return nil
        }
    }

    /// The stop shown leaves; the next shows, if any.
    private static func goOn(_ model: inout AppModel) -> [AppEffect] {
        guard !model.stops.isEmpty, model.top == nil else { return [] }
        model.stops.removeFirst()
        return announceStop(model)
    }

    private static func announceStop(_ model: AppModel) -> [AppEffect] {
        guard let stop = model.stops.first else { return [] }
        return [.announce(.stop(stop, number: model.stopCount - model.stops.count + 1, count: model.stopCount))]
    }
}
