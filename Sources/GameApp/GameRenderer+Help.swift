import Drawing
import GameCore
import Platform

extension GameRenderer {
    /// How many pages the help has in the window as it is now: one where it fits at a readable
    /// size, more where it would have to shrink below it. One when it cannot be measured.
    func helpPageCount(buttons: HelpButtons, pad: ControllerFamily, game: Game) -> Int {
        guard let scale = try? renderer.pixelScale() else { return 1 }
        let covered = Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale)
        let layout = try? overlays.helpLayout(
            in: covered, below: game.layout.hudHeight * scale, buttons: buttons.about.scaled(by: scale), pad: pad, catalog: catalog, scale: scale)
        return layout?.pages.count ?? 1
    }

    /// How many pages About has in the window as it is now (see `helpPageCount`).
    func aboutPageCount(_ about: About, buttons: HelpButtons, game: Game) -> Int {
        guard let scale = try? renderer.pixelScale() else { return 1 }
        let covered = Rect(x: 0, y: 0, width: game.layout.windowSize.width * scale, height: game.layout.barFrame.minY * scale)
        let layout = try? overlays.aboutLayout(
            about, in: covered, below: game.layout.hudHeight * scale, buttons: buttons.about.scaled(by: scale), theme: theme, catalog: catalog,
            scale: scale)
        return layout?.pages.count ?? 1
    }
}
