import Drawing
import GameCore
import Platform
import Raster

/// Draws a frame of the game: background, shapes, right/wrong feedback, HUD, and the pause and
/// help overlays. Shapes are rasterized once per turn, size and style, then reused every frame.
@MainActor
final class GameRenderer {
    private let renderer: Renderer
    private let fontPath: String
    private let context: SDLContext
    var theme: Theme
    private let rasterizer = Rasterizer()
    private var shapeTextures: [ShapeKey: Texture] = [:]
    private var badgeTextures: [BadgeKey: Texture] = [:]
    private var textTextures: [TextKey: Texture] = [:]
    private var fonts: [Int: Font] = [:]

    private struct ShapeKey: Hashable {
        let turn: Int
        let index: Int
        let width: Int
        let height: Int
        let offsetX: Double
        let offsetY: Double
        let style: ShapeStyle
    }

    private struct BadgeKey: Hashable {
        let diameter: Int
        let color: RGBA
    }

    private struct TextKey: Hashable {
        let text: String
        let size: Int
        let color: RGBA
    }

    init(renderer: Renderer, context: SDLContext, fontPath: String, theme: Theme) throws(PlatformError) {
        self.renderer = renderer
        self.context = context
        self.fontPath = fontPath
        self.theme = theme
        // Open one font now, so a broken font file fails at start, not mid-game.
        _ = try font(size: 16)
    }

    func draw(_ game: Game, scorePop: ScorePop, now: Duration, best: Int?, notice: String?) throws(PlatformError) {
        let scale = try renderer.pixelScale()
        try renderer.clear(theme.background)
        if !game.isPaused {
            try drawShapes(game, scale: scale)
            if let feedback = game.feedback { try drawFeedback(feedback, game: game, scale: scale) }
        }
        try drawHUD(game, scorePop: scorePop, now: now, best: best, scale: scale)
        if game.isPaused { try drawPause(game, scale: scale) }
        if game.isHelpShown { try drawHelp(game, scale: scale) }
        if let notice { try drawNotice(notice, game: game, scale: scale) }
        renderer.present()
    }

    /// Forgets cached shape images (a new turn, or new colors).
    func forgetShapes() {
        shapeTextures.removeAll()
    }

    private func drawShapes(_ game: Game, scale: Double) throws(PlatformError) {
        var used: Set<ShapeKey> = []
        for (index, view) in game.views.enumerated() {
            let frame = view.frame.scaled(by: scale)
            let originX = frame.minX.rounded(.down)
            let originY = frame.minY.rounded(.down)
            // The image keeps the shape's sub-pixel position: it is rasterized at its offset.
            let key = ShapeKey(
                turn: game.turnNumber, index: index,
                width: Int((frame.maxX - originX).rounded(.up)), height: Int((frame.maxY - originY).rounded(.up)),
                offsetX: frame.minX - originX, offsetY: frame.minY - originY, style: view.style.scaled(by: scale))
            used.insert(key)
            let texture: Texture
            if let cached = shapeTextures[key] {
                texture = cached
            } else {
                let local = view.unitOutline.mapped(into: Rect(x: key.offsetX, y: key.offsetY, width: frame.width, height: frame.height))
                texture = try renderer.makeTexture(rasterizer.image(of: local, style: key.style, width: key.width, height: key.height))
                shapeTextures[key] = texture
            }
            try renderer.draw(texture, x: Int(originX), y: Int(originY))
        }
        shapeTextures = shapeTextures.filter { used.contains($0.key) }
    }

    /// A round badge on the tapped shape: ✓ on green when it was the larger, ✗ on red when not
    /// (the mark, not only the color, tells). A wrong tap also marks the larger shape with ✓.
    private func drawFeedback(_ feedback: Game.Feedback, game: Game, scale: Double) throws(PlatformError) {
        guard game.views.indices.contains(feedback.tappedIndex) else { return }
        try drawBadge(on: game.views[feedback.tappedIndex], correct: feedback.matched, emphasis: 1, scale: scale)
        if !feedback.matched, let largest = game.pastTurns.last?.largestIndex, game.views.indices.contains(largest) {
            try drawBadge(on: game.views[largest], correct: true, emphasis: 0.7, scale: scale)
        }
    }

    private func drawBadge(on view: ShapeView, correct: Bool, emphasis: Double, scale: Double) throws(PlatformError) {
        let frame = view.frame.scaled(by: scale)
        let diameter = Int((max(min(frame.width, frame.height) * 0.42, 28 * scale) * emphasis).rounded())
        let color = correct ? theme.correct : theme.wrong
        let key = BadgeKey(diameter: diameter, color: color)
        let badge: Texture
        if let cached = badgeTextures[key] {
            badge = cached
        } else {
            let side = Double(diameter)
            let style = ShapeStyle(fillColor: color, outlineColor: .white, outlineWidth: max(side * 0.06, 2))
            badge = try renderer.makeTexture(
                rasterizer.image(of: .ellipse(Rect(x: 0, y: 0, width: side, height: side)), style: style, width: diameter, height: diameter))
            badgeTextures[key] = badge
        }
        let centerX = Int(frame.midX.rounded())
        let centerY = Int(frame.midY.rounded())
        try renderer.draw(badge, x: centerX - diameter / 2, y: centerY - diameter / 2)
        let mark = try text(correct ? "✓" : "✗", size: Int(Double(diameter) * 0.62), color: .white)
        try renderer.draw(mark, x: centerX - mark.width / 2, y: centerY - mark.height / 2)
    }

    /// Score on the left (it pops when it changes), mode on the right, streak between them. In a
    /// narrow window the help hint goes first, then the type shrinks until all three fit.
    private func drawHUD(_ game: Game, scorePop: ScorePop, now: Duration, best: Int?, scale: Double) throws(PlatformError) {
        let band = game.layout.hudHeight * scale
        let width = Int(game.layout.windowSize.width * scale)
        let middle = band / 2
        let popScale = scorePop.scale(at: now)
        let scoreColor = popScale > 1 ? (scorePop.rising ? theme.correct : theme.wrong) : theme.text
        let mode = game.mode.rawValue + (game.isMuted ? " · muted" : "")
        var size = Int(band * 0.42)
        var showHint = true
        var margin = Int(band * 0.35)
        var parts: (score: Texture, streak: Texture, mode: Texture)
        while true {
            margin = max(size * 5 / 6, 4)
            parts = (
                try text("Score \(game.score)", size: size, color: scoreColor),
                try text("Streak \(game.streak)" + (best.map { "  ·  Best \($0)" } ?? ""), size: size, color: theme.text),
                try text(showHint ? "\(mode)  ·  H help" : mode, size: size, color: theme.text)
            )
            // Room for the score to swell, and a margin around and between the three.
            let needed = Int(Double(parts.score.width) * 1.35) + parts.streak.width + parts.mode.width + 4 * margin
            if needed <= width || size <= 8 { break }
            if showHint { showHint = false } else { size -= 1 }
        }
        let scoreWidth = Double(parts.score.width) * popScale
        let scoreHeight = Double(parts.score.height) * popScale
        try renderer.draw(parts.score, in: Rect(x: Double(margin), y: middle - scoreHeight / 2, width: scoreWidth, height: scoreHeight))
        let modeX = width - margin - parts.mode.width
        try renderer.draw(parts.mode, x: modeX, y: Int(middle) - parts.mode.height / 2)
        let scoreRight = margin + Int(Double(parts.score.width) * 1.35)
        let streakX = scoreRight + (modeX - scoreRight - parts.streak.width) / 2
        try renderer.draw(parts.streak, x: streakX, y: Int(middle) - parts.streak.height / 2)
    }

    /// A message along the bottom (a settings problem), on a panel so it reads over any shape;
    /// long messages wrap at spaces onto up to three lines before the type gets smaller.
    private func drawNotice(_ notice: String, game: Game, scale: Double) throws(PlatformError) {
        let window = Rect(origin: .zero, size: game.layout.windowSize).scaled(by: scale)
        let maximumWidth = Int(window.width * 0.92)
        var size = Int(max(15 * scale, 9))
        var lines = try wrap(notice, size: size, width: maximumWidth)
        while lines.count > 3, size > 8 {
            size -= 1
            lines = try wrap(notice, size: size, width: maximumWidth)
        }
        let textures = try lines.map { (line: String) throws(PlatformError) -> Texture in try text(line, size: size, color: theme.text) }
        let padding = Double(size) * 0.6
        let lineHeight = Double(textures.first?.height ?? size)
        let width = Double(textures.map(\.width).max() ?? 0)
        let height = lineHeight * Double(textures.count)
        let panel = Rect(
            x: window.midX - width / 2 - padding, y: window.maxY - height - 3 * padding, width: width + 2 * padding, height: height + 2 * padding)
        try renderer.fill(panel, color: theme.panel)
        for (index, texture) in textures.enumerated() {
            try renderer.draw(texture, x: Int(panel.minX + padding), y: Int(panel.minY + padding + Double(index) * lineHeight))
        }
    }

    /// `message` broken at spaces into lines no wider than `width` pixels at `size`.
    private func wrap(_ message: String, size: Int, width: Int) throws(PlatformError) -> [String] {
        let font = try font(size: max(size, 6))
        var lines: [String] = []
        var current = ""
        for word in message.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            let fits = current.isEmpty ? true : try font.measure(candidate).width <= width
            if fits {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private func drawPause(_ game: Game, scale: Double) throws(PlatformError) {
        let window = Rect(origin: .zero, size: game.layout.windowSize).scaled(by: scale)
        try renderer.fill(window, color: theme.panel)
        try drawCentered(["Paused", "P or Space to resume"], in: window, size: Int(28 * scale))
    }

    /// Every key and what it does, as one block centered in the window, shrunk to fit.
    private func drawHelp(_ game: Game, scale: Double) throws(PlatformError) {
        let window = Rect(origin: .zero, size: game.layout.windowSize).scaled(by: scale)
        try renderer.fill(window, color: theme.panel)
        var size = Int(max(min(window.height / 24, 22 * scale), 9))
        var rows: [(keys: Texture, action: Texture)] = []
        var title = try text("Tap the Larger Shape", size: Int(Double(size) * 1.3), color: theme.text)
        while true {
            rows = []
            for entry in Hotkeys.help {
                rows.append((try text(entry.keys, size: size, color: theme.correct), try text(entry.action, size: size, color: theme.text)))
            }
            title = try text("Tap the Larger Shape", size: Int(Double(size) * 1.3), color: theme.text)
            let blockWidth = (rows.map(\.keys.width).max() ?? 0) + size + (rows.map(\.action.width).max() ?? 0)
            if Double(blockWidth) <= window.width * 0.92 || size <= 9 { break }
            size -= 1
        }
        let keysWidth = rows.map(\.keys.width).max() ?? 0
        let blockWidth = keysWidth + size + (rows.map(\.action.width).max() ?? 0)
        let left = Int(window.midX) - blockWidth / 2
        let lineHeight = Double(size) * 1.6
        var y = window.midY - lineHeight * Double(rows.count + 2) / 2
        try renderer.draw(title, x: Int(window.midX) - title.width / 2, y: Int(y))
        y += lineHeight * 1.8
        for row in rows {
            try renderer.draw(row.keys, x: left + keysWidth - row.keys.width, y: Int(y))
            try renderer.draw(row.action, x: left + keysWidth + size, y: Int(y))
            y += lineHeight
        }
    }

    private func drawCentered(_ lines: [String], in area: Rect, size: Int) throws(PlatformError) {
        let lineHeight = Double(size) * 1.5
        var y = area.midY - lineHeight * Double(lines.count) / 2
        for (index, line) in lines.enumerated() {
            let texture = try text(line, size: index == 0 ? Int(Double(size) * 1.4) : size, color: theme.text)
            try renderer.draw(texture, x: Int(area.midX) - texture.width / 2, y: Int(y))
            y += lineHeight * (index == 0 ? 1.3 : 1)
        }
    }

    private func text(_ string: String, size: Int, color: RGBA) throws(PlatformError) -> Texture {
        let key = TextKey(text: string, size: max(size, 6), color: color)
        if let cached = textTextures[key] { return cached }
        if textTextures.count > 96 { textTextures.removeAll() }
        let texture = try renderer.makeTexture(try font(size: key.size).render(string, color: color))
        textTextures[key] = texture
        return texture
    }

    private func font(size: Int) throws(PlatformError) -> Font {
        if let font = fonts[size] { return font }
        let font = try Font(context: context, path: fontPath, pointSize: size)
        fonts[size] = font
        return font
    }
}
