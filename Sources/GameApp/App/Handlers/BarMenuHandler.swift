/// The bar's "more" menu (`ControlBar.overflow`): its button opens and closes it; Esc or B closes
/// it and does nothing else; any other command closes it and goes on down the chain (a button of
/// the menu does what it does, and the menu goes), but the ring's moves, pointing and scrolling,
/// which only look. A new window size closes it too (its buttons may all be on the bar now).
enum BarMenuHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .command(.toggleBarMenu):
            model.barMenuOpen.toggle()
            return []
        case .command(.backOut) where model.barMenuOpen:
            model.barMenuOpen = false
            return []
        case .command(let command) where model.barMenuOpen && !keepsMenu(command):
            model.barMenuOpen = false
            return nil
        case .windowChanged where model.barMenuOpen:
            model.barMenuOpen = false
            return nil
        default:
            return nil
        }
    }

    /// The commands that leave the menu open: they move or show the ring, point, scroll, or are
    /// one-switch play's press (which gives the command of what it rests on, and that closes it).
    private static func keepsMenu(_ command: AppCommand) -> Bool {
        switch command {
        case .pointAt, .moveFocus, .useFocus, .hideFocus, .stepFocus, .scanPress, .scanBar, .scroll: true
        default: false
        }
    }
}
