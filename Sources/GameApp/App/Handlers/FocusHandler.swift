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
            if model.ring.show(among: places), !pastPageEdge(&model, direction, among: places) { _ = model.ring.move(direction, among: places) }
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

    /// On a page of the preferences, up from its first line or down from its last goes on to the
    /// line beyond, on the page before or after: the ring moves through every line as though
    /// they were one list. False where the line beyond is on this page, or there is none.
    private static func pastPageEdge(_ model: inout AppModel, _ direction: Direction, among places: [FocusPlace]) -> Bool {
        guard model.isPreferencesShown, !model.confirmingReset, direction == .up || direction == .down,
            case .control(.preference(let row, _))? = model.ring.target
        else { return false }
        let rows = PreferenceRow.rows()
        let shown = Set(
            places.compactMap { place -> PreferenceRow? in
                if case .control(.preference(let row, _)) = place.target { row } else { nil }
            })
        guard let index = rows.firstIndex(of: row) else { return false }
        let beyond = index + (direction == .down ? 1 : -1)
        guard rows.indices.contains(beyond), !shown.contains(rows[beyond]) else { return false }
        model.page = (model.page + (direction == .down ? 1 : -1)) % 720_720
        model.ring.target = .control(.preference(rows[beyond], step: 0))
        return true
    }
}
