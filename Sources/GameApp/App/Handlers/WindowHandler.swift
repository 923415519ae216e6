/// The window: fullscreen, where and how large it is as the state file keeps it, and quitting.
enum WindowHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .command(.toggleFullscreen):
            return [.setFullscreen(!context.isFullscreen)]
        case .command(.quit):
            model.quitRequested = true
            return []
        case .windowChanged(let window):
            // The state file keeps the window's normal size and place (those it has when neither
            // maximized nor fullscreen) and its state.
            var changed = model.placement
            changed.maximized = window.isMaximized
            changed.fullscreen = window.isFullscreen
            if !window.isMaximized, !window.isFullscreen, !window.isMinimized {
                changed.width = window.width
                changed.height = window.height
                if let x = window.x, let y = window.y {
                    changed.x = x
                    changed.y = y
                }
            }
            guard changed != model.placement else { return [] }
            model.placement = changed
            return [.rememberWindow(changed)]
        default:
            return nil
        }
    }
}
