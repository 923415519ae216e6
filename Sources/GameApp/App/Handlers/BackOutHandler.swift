/// Backing out, one level at a time (Esc, the controller's B): the top screen closes (a question
/// is answered no, the preferences close as their Close does) and the one beneath shows; with
/// nothing open, fullscreen is left; else the game pauses. Nothing here quits: Ctrl+Q, the pause
/// screen's Quit and the window's close do. And a restart that would throw a score away asks
/// first.
enum BackOutHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .backOut:
            // The results the player faces (a race's, the day's) are left: their handler leaves.
            if let leave = model.backOutLeaves { return [.then(.command(leave))] }
            switch model.top {
            case .question(.resetStatistics)?, .overlay(.preferences)?:
                return [.then(.command(.closePreferences))]
            case .notice?:
                return [.then(.command(.dismissNotice))]
            case .pause? where model.waitsForRacer:
                // Backing out of a race that waits for its player offers to leave it.
                model.open(.question(.leaveRace))
                return []
            case let screen?:
                model.close(screen)
                return []
            case nil:
                if context.isFullscreen { return [.setFullscreen(false)] }
                model.pause(.key)
                return []
            }
        case .restart:
            guard context.score != 0 else { return [.game(.restart)] }
            guard model.confirmation == nil else { return [] }
            model.open(.question(.restart))
            return []
        case .confirmRestart:
            guard model.confirmingRestart else { return [] }
            model.close(.question(.restart))
            return [.game(.restart)]
        default:
            return nil
        }
    }
}
