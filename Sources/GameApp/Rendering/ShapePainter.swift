import Drawing
import GameCore
import Platform
import Raster

/// The shapes and the right/wrong badges, rasterized by our own anti-aliased rasterizer. Each
/// shape position has one texture, redrawn in place when what it shows changes (a new turn, size
/// or style) and replaced only when a larger picture needs it: turn after turn, no texture is
/// made or destroyed, so neither the work nor the GL driver's memory grows with the game.
@MainActor
final class ShapePainter {
    private let renderer: Renderer
    private let rasterizer = Rasterizer()
    /// One texture per shape position, and what it shows.
    private var slots: [(texture: Texture, key: ShapeKey)] = []
    private let badges: TextureCache<BadgeKey>

    /// Everything a shape's picture depends on; the turn's identity is unique across restarts.
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
        /// The rim's and the mark's: white or near-black, whichever stands out against the disc
        /// and what the badge sits on (at least 3:1 in every theme, `RGBA.mark(against:)`).
        let mark: RGBA
        let correct: Bool
    }

    init(renderer: Renderer, pool: TexturePool) {
        self.renderer = renderer
        badges = TextureCache(capacity: 8, pool: pool)
    }

    func drawShapes(_ views: [ShapeView], turn: Int, scale: Double) throws(PlatformError) {
        for (index, view) in views.enumerated() {
            let frame = view.frame.scaled(by: scale)
            let originX = frame.minX.rounded(.down)
            let originY = frame.minY.rounded(.down)
            // The image keeps the shape's sub-pixel position: it is rasterized at its offset.
            let key = ShapeKey(
                turn: turn, index: index,
                width: Int((frame.maxX - originX).rounded(.up)), height: Int((frame.maxY - originY).rounded(.up)),
                offsetX: frame.minX - originX, offsetY: frame.minY - originY, style: view.style.scaled(by: scale))
            if !slots.indices.contains(index) || slots[index].key != key {
                let local = view.unitOutline.mapped(into: Rect(x: key.offsetX, y: key.offsetY, width: frame.width, height: frame.height))
                try show(rasterizer.image(of: local, style: key.style, width: key.width, height: key.height), key: key, at: index)
            }
            try renderer.draw(slots[index].texture, x: Int(originX), y: Int(originY))
        }
    }

    /// The badge: a disc with a rim, and a check mark or a cross drawn by the rasterizer (no
    /// font has to have the glyphs, in any language), the rim and the mark in one colour.
    private static func badge(_ key: BadgeKey, rasterizer: Rasterizer) -> Image {
        let side = Double(key.diameter)
        var sketch = Sketch(width: key.diameter, height: key.diameter, rasterizer: rasterizer)
        sketch.draw(
            .ellipse(Rect(x: 0, y: 0, width: side, height: side)),
            style: ShapeStyle(fillColor: key.color, outlineColor: key.mark, outlineWidth: max(side * 0.06, 2)))
        let width = max(side * 0.11, 2)
        func point(_ x: Double, _ y: Double) -> Point { Point(x: side * x, y: side * y) }
        if key.correct {
            sketch.line(from: point(0.28, 0.52), to: point(0.44, 0.68), key.mark, width: width)
            sketch.line(from: point(0.42, 0.68), to: point(0.73, 0.34), key.mark, width: width)
            sketch.fill(.circle(center: point(0.43, 0.675), radius: width / 2), key.mark)
        } else {
            sketch.line(from: point(0.32, 0.32), to: point(0.68, 0.68), key.mark, width: width)
            sketch.line(from: point(0.68, 0.32), to: point(0.32, 0.68), key.mark, width: width)
        }
        return sketch.image
    }

    /// A round badge on the tapped shape: ✓ on green when it was the larger, ✗ on red when not
    /// (the mark, not only the color, tells). A wrong tap also marks the larger shape with ✓.
    /// A race turn's winner's ✓ is in their colour.
    func drawFeedback(_ feedback: Game.Feedback, on views: [ShapeView], theme: Theme, scale: Double) throws(PlatformError) {
        guard views.indices.contains(feedback.tappedIndex) else { return }
        let winner = feedback.matched ? feedback.player.map(theme.racePlayer) : nil
        try drawBadge(on: views[feedback.tappedIndex], correct: feedback.matched, color: winner, emphasis: 1, theme: theme, scale: scale)
        if !feedback.matched, views.indices.contains(feedback.largestIndex) {
            try drawBadge(on: views[feedback.largestIndex], correct: true, emphasis: 0.7, theme: theme, scale: scale)
        }
    }

    func endFrame() {
        badges.endFrame()
    }

    /// Puts `image` in position `index`'s texture, in place when it fits.
    private func show(_ image: Image, key: ShapeKey, at index: Int) throws(PlatformError) {
        if slots.indices.contains(index), image.width <= slots[index].texture.capacityWidth, image.height <= slots[index].texture.capacityHeight {
            try slots[index].texture.update(from: image)
            slots[index].key = key
            return
        }
        // NB: a quarter more room than asked, so a slightly larger shape next turn still fits.
        let room = (width: image.width + image.width / 4, height: image.height + image.height / 4)
        let texture = try renderer.makeTexture(image, capacity: room)
        if slots.indices.contains(index) { slots[index] = (texture, key) } else { slots.append((texture, key)) }
    }

    /// The badge's rim and mark colour: against its disc (the mark) and the shape's fill it sits
    /// on (the rim).
    nonisolated static func mark(disc: RGBA, on style: ShapeStyle, theme: Theme) -> RGBA {
        RGBA.mark(against: [disc, style.fillColor])
    }

    private func drawBadge(on view: ShapeView, correct: Bool, color: RGBA? = nil, emphasis: Double, theme: Theme, scale: Double) throws(PlatformError)
    {
        let frame = view.frame.scaled(by: scale)
        let diameter = Int((max(min(frame.width, frame.height) * 0.42, 28 * scale) * emphasis).rounded())
        let disc = color ?? (correct ? theme.correct : theme.wrong)
        let key = BadgeKey(diameter: diameter, color: disc, mark: Self.mark(disc: disc, on: view.style, theme: theme), correct: correct)
        let badge = try badges.texture(for: key) { () throws(PlatformError) in Self.badge(key, rasterizer: rasterizer) }
        let centerX = Int(frame.midX.rounded())
        let centerY = Int(frame.midY.rounded())
        try renderer.draw(badge, x: centerX - diameter / 2, y: centerY - diameter / 2)
    }
}
