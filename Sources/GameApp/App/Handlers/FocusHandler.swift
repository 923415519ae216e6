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
        case .pointAt(let control):
            model.pointedAt = control
            return []
        case .moveFocus(let direction):
            if model.ring.show(among: places), !movedInList(&model, direction, context.preferences) { _ = model.ring.move(direction, among: places) }
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

    /// On the preferences, up and down go through the lines in the list's order (in two
    /// columns, from the foot of the first to the top of the second), and the line the ring comes
    /// to scrolls into view. False where there is no line that way (the ring moves as anywhere).
    private static func movedInList(_ model: inout AppModel, _ direction: Direction, _ screen: PreferencesScreen?) -> Bool {
        guard model.facesPreferences, let screen, direction == .up || direction == .down,
            case .control(.preference(let row, _))? = model.ring.target
        else { return false }
        let rows = screen.sheet.rows
        guard let index = rows.firstIndex(of: row) else { return false }
        let beyond = index + (direction == .down ? 1 : -1)
        guard rows.indices.contains(beyond) else { return false }
        model.preferencesScroll = screen.revealing(rows[beyond], from: model.preferencesScroll)
        model.ring.target = .control(.preference(rows[beyond], step: 0))
        return true
    }
}
