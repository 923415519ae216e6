import Drawing
import Platform

/// The bar's buttons are pictures alone: the one the mouse pointer is over, or the focus ring
/// rests on, has its name shown above it (as a desktop's tooltip), in body text on the panel; a
/// button of the open "more" menu has it above the menu, where it covers none of its buttons.
extension GameRenderer {
    /// The bar's button whose name shows now: the pointed one, else the ring's.
    static func labelled(_ app: AppModel, among controls: [Control]) -> Control? {
        let ringed: AppCommand? =
            if app.ring.isShown, case .control(let command)? = app.ring.target { command } else { nil }
        guard let command = app.pointedAt ?? ringed else { return nil }
        return controls.first { $0.action == command }
    }

    /// What the label says: the button's name in the language on screen, as the voice says it.
    func barLabel(of command: AppCommand) -> String {
        GameApp.spokenName(of: command).map { catalog($0) } ?? command.name
    }

    /// The name of the bar's button pointed at or ringed, above it; above a notice along the
    /// bottom (`notice`, output pixels) rather than under it, where they would meet.
    func drawBarLabel(app: AppModel, bar: ControlBar, window: Rect, scale: Double, notice: Rect? = nil) throws(PlatformError) {
        let menu = app.showsBarMenu ? bar.menuFrame : nil
        guard let control = Self.labelled(app, among: bar.controls + (menu == nil ? [] : bar.overflow)) else { return }
        let inMenu = menu.map { $0.contains(control.frame.center) } ?? false
        let size = TypeRole.body.size(scale: scale)
        let label = try text.text(barLabel(of: control.action), role: .body, scale: scale, color: theme.text)
        let padding = Double(text.pixels(size)) / 2
        let button = control.frame.scaled(by: scale)
        let width = Double(label.width) + 2 * padding
        let height = Double(label.height) + padding
        let x = min(max(button.midX - width / 2, window.minX), window.maxX - width)
        var box = Rect(x: x, y: button.minY - height - padding / 2, width: width, height: height)
        if inMenu, let menu = menu?.scaled(by: scale) {
            // NB: where the window has no room above the menu, over the bar below it: the menu's
            // buttons are what the player looks among.
            let above = menu.minY - height - padding / 2
            box.origin.y = above >= window.minY ? above : menu.maxY + padding / 2
        }
        if let notice, notice.intersects(box) {
            box = Rect(x: x, y: max(notice.minY - height - padding / 2, window.minY), width: width, height: height)
        }
        try renderer.fill(box, color: theme.panel)
        try overlays.outline(box, color: theme.text, width: max(scale, 1))
        try renderer.draw(label, x: Int(box.minX + padding), y: Int(box.minY + padding / 2))
    }
}
