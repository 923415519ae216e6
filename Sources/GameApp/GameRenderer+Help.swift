import Drawing
import GameCore
import Platform

extension GameRenderer {
    /// Where a notice may go: the covered area, above the buttons of the dialog showing (the
    /// pause's, a question's, the results'), so it never hides one.
    static func room(for covered: Rect, above menus: [PauseMenu], scale: Double) -> Rect {
        guard let top = menus.compactMap({ $0.controls.map(\.frame.minY).min() }).min() else { return covered }
        return Rect(x: covered.minX, y: covered.minY, width: covered.width, height: min(covered.height, top * scale))
    }

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
