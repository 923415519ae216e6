/// The focus ring: the first press of a direction or of A only shows it, so the player sees what
/// A will use before using it; then directions move it to the nearest place that way, A uses what
/// it rests on (a shape is picked, a control's command is given), and on the preferences screen
/// left and right step the line it rests on. A click or a tap hides it. The pad plugged in last is
/// the one in hand, whose labels the help uses.
enum FocusHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        if case .padPlugged(let family) = action {
            model.padFamily = family
            return []
        }
        guard case .command(let command) = action else { return nil }
        let places = context.focusPlaces
        switch command {
        case .hideFocus:
            model.ring.isShown = false
            return []
        case .moveFocus(let direction):
            if model.ring.show(among: places) { _ = model.ring.move(direction, among: places) }
            return []
        case .stepFocus(let step, let direction):
            guard model.ring.show(among: places) else { return [] }
            if case .control(.preference(let row, 0))? = model.ring.target, !row.isSwitch {
                return [.then(.command(.preference(row, step: step)))]
            }
            _ = model.ring.move(direction, among: places)
            return []
        case .useFocus:
            guard model.ring.show(among: places) else { return [] }
            switch model.ring.target {
            case .shape(let index)?: return [.game(.pick(index, by: .gamepad))]
            case .control(let control)?: return [.then(.command(control.by(.gamepad)))]
            case nil: return []
            }
        default:
            return nil
        }
    }
}
