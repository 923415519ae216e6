/// The "how it works" panel beside the shapes: `I`, the bar's button or a pad's button opens and
/// closes it; where it is taller than its room, it scrolls (`scroll` while nothing covers it:
/// its ▲ ▼, Page Up and Down, Home and End, the wheel, a drag); its buttons (and F5 to F8) swap
/// a part, in view, in the free game or its practice; a section's guide button opens its
/// article of the guide in the panel, and **Back to the turn** closes it.
/// The reducer derives the rest: the side the game keeps for it, the announcement, the controls.
enum InsideHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleInside:
            model.showsInside.toggle()
            model.insideScroll = 0
            model.reading = nil
            return []
        case .readGuide(let article):
            // An article opens in the panel in view, from its section's button; it opens at its
            // top, and the turn's sections come back at theirs.
            guard model.facesInside, model.top == nil, model.stackedScreen == nil, model.reading != article else { return [] }
            model.reading = article
            model.insideScroll = 0
            return []
        case .game(.swapPart(let swap)):
            // A part is swapped from the panel, in view, over the free game or its practice:
            // never under a screen, nor in a daily challenge or a race, whose rules are fixed.
            guard model.facesInside, model.top == nil, model.stackedScreen == nil else { return [] }
            switch context.play {
            case .free, .practice: return [.game(.swapPart(swap))]
            case .daily, .race: return []
            }
        case .scroll(let move) where model.facesInside && model.top == nil && model.stackedScreen == nil:
            // NB: the rows as last drawn (`AppContext.scroll`): the view never goes past them.
            guard let rows = context.scroll else { return [] }
            model.insideScroll = rows.moved(model.insideScroll, by: move)
            return []
        default:
            return nil
        }
    }
}
