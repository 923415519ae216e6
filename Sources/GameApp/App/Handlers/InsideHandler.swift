/// The "how it works" panel beside the shapes: `I`, the bar's button or a pad's button opens and
/// closes it; its page buttons (and Page Up and Down, while no screen covers it) turn its pages.
/// The reducer derives the rest: the side the game keeps for it, the announcement, the controls.
enum InsideHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleInside:
            model.showsInside.toggle()
            model.insidePage = 0
            return []
        case .turnInsidePage(let step):
            guard model.facesInside else { return [] }
            // NB: kept small, whatever the presses (as the screens' pages are).
            model.insidePage = (model.insidePage + step) % 720_720
            return []
        case .turnPage(let step) where model.facesInside && model.top == nil && model.stackedScreen == nil:
            // Page Up and Down turn the panel's pages while no screen has pages of its own.
            return [.then(.command(.turnInsidePage(step)))]
        default:
            return nil
        }
    }
}
