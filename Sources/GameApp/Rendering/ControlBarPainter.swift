import Drawing
import GameCore
import Platform
import Raster

/// Draws the control bar: one picture of the whole bar, made by the rasterizer (the modes'
/// icons are their kinds' own outlines), redrawn only when the size, the mode, an open overlay
/// or a color changes; and, while it is open, the "more" menu above it, a picture of its own.
@MainActor
final class ControlBarPainter {
    private let renderer: Renderer
    private let text: TextPainter
    private let rasterizer = Rasterizer()
    private let pictures: TextureCache<Key>

    private struct Key: Hashable {
        let bar: ControlBar
        let scale: Double
        let mode: GameMode
        let daily: Bool
        let race: Bool
        let helpShown: Bool
        let statsShown: Bool
        let paused: Bool
        let preferencesShown: Bool
        let insideShown: Bool
        let menuOpen: Bool
        let style: ShapeStyle
        let theme: Theme
        /// Which picture: the bar, or its open menu.
        var menu = false
    }

    init(renderer: Renderer, text: TextPainter, pool: TexturePool) {
        self.renderer = renderer
        self.text = text
        pictures = TextureCache(capacity: 0, pool: pool)
    }

    func draw(
        _ bar: ControlBar, mode: GameMode, daily: Bool, race: Bool, helpShown: Bool, statsShown: Bool, paused: Bool, preferencesShown: Bool,
        insideShown: Bool, menuOpen: Bool = false, style: ShapeStyle,
        theme: Theme, scale: Double
    ) throws(PlatformError) {
        let key = Key(
            bar: bar, scale: scale, mode: mode, daily: daily, race: race, helpShown: helpShown, statsShown: statsShown, paused: paused,
            preferencesShown: preferencesShown, insideShown: insideShown, menuOpen: menuOpen, style: style, theme: theme)
        try draw(key, frame: bar.frame, controls: bar.controls)
        // (Above the bar, at its right end, while open: a picture of its own, over what is there.)
        if menuOpen, let menu = bar.menuFrame {
            var menuKey = key
            menuKey.menu = true
            try draw(menuKey, frame: menu, controls: bar.overflow)
        }
    }

    private func draw(_ key: Key, frame: Rect, controls: [Control]) throws(PlatformError) {
        let scale = key.scale
        let texture = try pictures.texture(for: key) { () throws(PlatformError) in picture(for: key, frame: frame, controls: controls) }
        let pixels = frame.scaled(by: scale)
        try renderer.draw(texture, x: Int(pixels.minX.rounded()), y: Int(pixels.minY.rounded()))
        if let help = controls.first(where: { $0.action == .toggleHelp }) {
            let button = help.frame.scaled(by: scale)
            // NB: an icon, sized to its button: not text the player's text size enlarges.
            let mark = try text.icon("?", pixels: Int(button.height * 0.62), color: key.theme.text)
            try renderer.draw(mark, x: Int(button.midX) - mark.width / 2, y: Int(button.midY) - mark.height / 2)
        }
    }

    func endFrame() {
        pictures.endFrame()
    }

    /// Whether `action`'s button shows as on: the mode played, the screen open; "more" while its
    /// menu is open, or holds the button that is on (the mode played may be in it).
    private func isActive(_ action: AppCommand, _ key: Key) -> Bool {
        switch action {
        case .game(.setMode(let mode)): mode == key.mode && !key.daily && !key.race
        case .toggleDaily: key.daily
        case .toggleRace: key.race
        case .toggleHelp: key.helpShown
        case .toggleStats: key.statsShown
        case .togglePause: key.paused
        case .togglePreferences: key.preferencesShown
        case .toggleInside: key.insideShown
        case .toggleBarMenu: key.menuOpen || key.bar.overflow.contains { isActive($0.action, key) }
        default: false
        }
    }

    private func picture(for key: Key, frame area: Rect, controls: [Control]) -> Image {
        let frame = area.scaled(by: key.scale)
        var sketch = Sketch(width: Int(frame.width.rounded()), height: Int(frame.height.rounded()), rasterizer: rasterizer)
        let whole = Rect(x: 0, y: 0, width: Double(sketch.width), height: Double(sketch.height))
        sketch.fill(.rectangle(whole), key.theme.panel)
        if key.menu {
            // The menu stands out from what it covers: framed as the label above a button is.
            let line = max(key.scale, 1)
            sketch.stroke(.rectangle(whole.insetBy(dx: line / 2, dy: line / 2)), key.theme.text, width: line)
        }
        for control in controls {
            let button = control.frame.scaled(by: key.scale).offsetBy(dx: -frame.minX, dy: -frame.minY)
            if isActive(control.action, key) {
                sketch.fill(.rectangle(button), key.theme.text.withAlpha(48))
                sketch.stroke(.rectangle(button), key.theme.accent, width: max(button.width * 0.06, 1.5))
            }
            drawIcon(control.action, in: button.insetBy(dx: button.width * 0.18, dy: button.height * 0.18), key: key, on: &sketch)
        }
        return sketch.image
    }

    private func drawIcon(_ action: AppCommand, in box: Rect, key: Key, on sketch: inout Sketch) {
        var style = key.style
        style.outlineWidth = max(box.width * 0.08, 1)
        if !style.showFill && !style.showOutline { style.showFill = true }
        switch action {
        case .game(.setMode(let mode)):
            if let path = mode.iconPath(in: box) {
                sketch.draw(path, style: style)
                return
            }
            // Several kinds: two small shapes, apart (mixed) or crossing kinds (cross).
            let small = box.width * 0.62
            let first = Rect(x: box.minX, y: box.minY, width: small, height: small)
            let second = Rect(x: box.maxX - small, y: box.maxY - small, width: small, height: small)
            if mode == .mixed {
                sketch.draw(.rectangle(first), style: style)
                sketch.draw(.rectangle(second), style: style)
            } else {
                sketch.draw(GameMode.single(.triangle).iconPath(in: first) ?? .rectangle(first), style: style)
                sketch.draw(.ellipse(second), style: style)
            }
        case .toggleHelp:
            sketch.stroke(.ellipse(box), key.theme.text, width: max(box.width * 0.08, 1))
        case .toggleRace:
            // Two players side by side: a head and shoulders each, the second a little behind.
            for (index, offset) in [0.28, 0.72].enumerated() {
                let center = Point(x: box.minX + box.width * offset, y: box.minY + box.height * (index == 0 ? 0.3 : 0.26))
                let head = box.width * 0.15
                sketch.fill(.circle(center: center, radius: head), key.theme.text)
                sketch.fill(
                    .ellipse(Rect(x: center.x - head * 1.7, y: center.y + head * 1.3, width: head * 3.4, height: box.height * 0.5)), key.theme.text)
            }
        case .toggleDaily:
            // A calendar page: its frame, the band along its top with two rings, and the days.
            let line = max(box.width * 0.08, 1)
            let page = Rect(x: box.minX, y: box.minY + box.height * 0.12, width: box.width, height: box.height * 0.88)
            sketch.stroke(.rectangle(page.insetBy(dx: line / 2, dy: line / 2)), key.theme.text, width: line)
            sketch.fill(.rectangle(Rect(x: page.minX, y: page.minY, width: page.width, height: page.height * 0.26)), key.theme.text)
            for x in [page.minX + page.width * 0.28, page.maxX - page.width * 0.28] {
                sketch.line(from: Point(x: x, y: box.minY), to: Point(x: x, y: page.minY + page.height * 0.12), key.theme.text, width: line * 1.4)
            }
            let cell = page.width / 4
            for row in 0..<2 {
                for column in 0..<3 {
                    let center = Point(x: page.minX + cell * (Double(column) + 1), y: page.minY + page.height * (0.5 + 0.27 * Double(row)))
                    sketch.fill(
                        .rectangle(Rect(x: center.x - cell * 0.3, y: center.y - cell * 0.3, width: cell * 0.6, height: cell * 0.6)), key.theme.text)
                }
            }
        case .togglePause:
            // Two upright bars: the pause sign everywhere.
            let bar = box.width * 0.22
            for x in [box.midX - bar * 1.4, box.midX + bar * 0.4] {
                sketch.fill(.rectangle(Rect(x: x, y: box.minY + box.height * 0.1, width: bar, height: box.height * 0.8)), key.theme.text)
            }
        case .togglePreferences:
            // A gear: a ring with eight teeth around it.
            let center = box.center
            let radius = box.width * 0.3
            for tooth in 0..<8 {
                let angle = Double(tooth) * .pi / 4
                let point = Point(onCircleAround: center, radius: radius * 1.3, angle: angle)
                sketch.fill(.circle(center: point, radius: box.width * 0.1), key.theme.text)
            }
            sketch.stroke(.circle(center: center, radius: radius), key.theme.text, width: max(box.width * 0.16, 1.5))
        case .toggleInside:
            // A diagram of parts: one box above, two below, joined by lines (how it works).
            let line = max(box.width * 0.08, 1)
            let part = Size(width: box.width * 0.4, height: box.height * 0.28)
            let top = Rect(x: box.midX - part.width / 2, y: box.minY, width: part.width, height: part.height)
            let left = Rect(x: box.minX, y: box.maxY - part.height, width: part.width, height: part.height)
            let right = Rect(x: box.maxX - part.width, y: box.maxY - part.height, width: part.width, height: part.height)
            let joint = box.minY + box.height * 0.5
            sketch.line(from: Point(x: box.midX, y: top.maxY), to: Point(x: box.midX, y: joint), key.theme.text, width: line)
            sketch.line(from: Point(x: left.midX, y: joint), to: Point(x: right.midX, y: joint), key.theme.text, width: line)
            for below in [left, right] {
                sketch.line(from: Point(x: below.midX, y: joint), to: Point(x: below.midX, y: below.minY), key.theme.text, width: line)
            }
            for part in [top, left, right] { sketch.fill(.rectangle(part), key.theme.text) }
        case .toggleBarMenu:
            // Three dots in a row: more of the same, folded away.
            let radius = box.width * 0.11
            for x in [0.18, 0.5, 0.82] {
                sketch.fill(.circle(center: Point(x: box.minX + box.width * x, y: box.midY), radius: radius), key.theme.text)
            }
        case .toggleStats:
            let bar = box.width / 4
            for (index, height) in [0.45, 0.75, 1.0].enumerated() {
                let x = box.minX + Double(index) * bar * 1.5
                sketch.fill(.rectangle(Rect(x: x, y: box.maxY - box.height * height, width: bar, height: box.height * height)), key.theme.text)
            }
        default:
            break
        }
    }
}
