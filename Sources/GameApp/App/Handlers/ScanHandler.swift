/// One-switch play (`[accessibility] scan_ms`): the focus ring moves by itself, one place each
/// beat, over what can be used now (`AppContext.scanPlaces`: the shapes in play, a screen's own
/// buttons), and the one switch (any key but Esc, any button but B, any click or tap:
/// `AppCommand.scanPress`) uses what it rests on. Nothing is held and nothing is timed faster
/// than the player's pace: after a press the ring starts again from the first place, with a
/// whole beat there (after a shape's, from when the next turn's shapes show: the ring stays on
/// the shape picked while right-or-wrong shows). In play the bar is one place after the shapes:
/// a press there goes over its controls, one round.
enum ScanHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        let pace = model.settings.file.scanMilliseconds > 0 ? Duration.milliseconds(model.settings.file.scanMilliseconds) : nil
        switch action {
        case .scanTick(let now):
            guard let pace else {
                model.scanMove = nil
                return []
            }
            let firstBeat = model.scanMove == nil
            model.scanMove = now + context.feedbackLeft + pace
            let places = context.scanPlaces
            guard !places.isEmpty else { return [] }
            // NB: shapes that came on screen after the ring came to rest on a shape (another
            // turn, begun by a setting or a restart) keep it a whole beat from when they showed.
            if !firstBeat, model.ring.isShown, model.ring.target?.isShape == true, let shown = context.shapesShown, now - shown < pace {
                model.scanMove = shown + pace
                return []
            }
            let index = model.ring.isShown ? places.firstIndex { $0.target == model.ring.target } : nil
            if firstBeat {
                // Turned on: the ring shows where it rests (the first place if nowhere), a whole beat.
                model.ring.target = index.map { places[$0].target } ?? places[0].target
            } else if let index {
                if model.scansBar, index == places.count - 1 {
                    // A round of the bar with no press: back to its place after the shapes.
                    model.scansBar = false
                    model.ring.target = .control(.scanBar)
                } else {
                    model.ring.target = places[(index + 1) % places.count].target
                }
            } else {
                model.ring.target = places[0].target
            }
            model.ring.isShown = true
            return []
        case .command(.scanPress(let device)):
            guard let pace else { return [] }
            // NB: a beat counts from when its place shows: the next turn's, after the feedback.
            model.scanMove = context.now + context.feedbackLeft + pace
            let places = context.scanPlaces
            // A screen with no place to scan (none is left: each has its Close): the switch closes it.
            guard !places.isEmpty else { return [.then(.command(.backOut))] }
            guard model.ring.isShown, let place = places.first(where: { $0.target == model.ring.target }) else {
                model.ring.target = places[0].target
                model.ring.isShown = true
                return []
            }
            model.scansBar = false
            switch place.target {
            case .shape(let index):
                // NB: the ring stays on the shape picked while right-or-wrong shows; the next
                // turn's first shape has it, a whole beat, from when it shows (`.shapesShown`).
                // (The beat counts from then here too, should the news of the turn not come.)
                model.scanMove = context.now + context.feedback + pace
                return [.game(.pick(index, by: device))]
            case .control(.scanBar):
                model.ring.target = places[0].target
                model.scansBar = true
                // (The bar's first control: the places the app gives next are the bar's.)
                model.ring.isShown = false
                model.scanMove = context.now
                return []
            case .control(let command):
                model.ring.target = places[0].target
                return [.then(.command(command.by(device)))]
            }
        case .shapesShown:
            // A new turn's shapes under the ring, resting on the last turn's: it starts again on
            // the first, a whole beat from now.
            guard let pace, model.ring.isShown, model.ring.target?.isShape == true, let first = context.scanPlaces.first, first.isShape
            else { return [] }
            model.ring.target = first.target
            model.scanMove = context.now + pace
            return []
        default:
            return nil
        }
    }
}
