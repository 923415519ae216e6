import Drawing

/// Textures handed back for reuse. Making and destroying a texture for every picture costs more
/// than time: GL drivers keep some memory of every texture destroyed (seen with Mesa, from a few
/// kilobytes under Xvfb to the whole texture under SDL's offscreen driver), so a game that drew a
/// new texture for each turn grew with its length. Textures here are allocated in steps of
/// `granularity` pixels and reused for any picture of the same step; the free ones are kept up to
/// `byteLimit`, the oldest destroyed beyond it.
@MainActor
public final class TexturePool {
    private struct Step: Hashable {
        let width: Int
        let height: Int
        /// Opaque pictures' textures are in the window's format (`Renderer.makeTexture(_:capacity:`
        /// `opaque:)`), kept apart from the others.
        var opaque = false
    }

    public static let granularity = 32
    public let byteLimit: Int
    private let renderer: Renderer
    private var free: [Step: [Texture]] = [:]
    /// The free textures, oldest first, for trimming to the limit.
    private var order: [Texture] = []
    private var freeBytes = 0

    public init(renderer: Renderer, byteLimit: Int = 1 << 20) {
        self.renderer = renderer
        self.byteLimit = byteLimit
    }

    /// How many textures wait to be reused.
    public var freeCount: Int { order.count }

    /// A texture showing `image`: a free one of its size step, else the smallest free one a
    /// little larger (as wide as twice the step at most, a step taller at most: a line of text
    /// a little shorter than the last one in its place), else a new one; where `image` is
    /// `opaque` (no pixel of it transparent), one that copies it without blending. (Making a
    /// texture costs more than drawing one: a new turn's panel made two a frame; profiled with
    /// callgrind.)
    public func texture(showing image: Image, opaque: Bool = false) throws(PlatformError) -> Texture {
        var step = Self.step(image.width, image.height)
        step.opaque = opaque
        var found = free[step]?.popLast()
        if found == nil {
            let larger = free.keys.filter {
                $0.opaque == opaque && $0.width >= step.width && $0.width <= 2 * step.width && $0.height >= step.height
                    && $0.height <= step.height + Self.granularity && free[$0]?.isEmpty == false
            }
            if let best = larger.min(by: { $0.width * $0.height < $1.width * $1.height }) { found = free[best]?.popLast() }
        }
        if let texture = found {
            if let index = order.firstIndex(where: { $0 === texture }) { order.remove(at: index) }
            freeBytes -= Self.bytes(texture)
            try texture.update(from: image)
            return texture
        }
        return try renderer.makeTexture(image, capacity: (step.width, step.height), opaque: opaque)
    }

    /// Takes back a texture that is no longer shown.
    public func recycle(_ texture: Texture) {
        let step = Step(width: texture.capacityWidth, height: texture.capacityHeight, opaque: texture.opaque)
        guard Self.step(step.width, step.height) == Step(width: step.width, height: step.height) else { return }
        free[step, default: []].append(texture)
        order.append(texture)
        freeBytes += Self.bytes(texture)
        while freeBytes > byteLimit, !order.isEmpty {
            let oldest = order.removeFirst()
            let oldestStep = Step(width: oldest.capacityWidth, height: oldest.capacityHeight, opaque: oldest.opaque)
            free[oldestStep]?.removeAll { $0 === oldest }
            freeBytes -= Self.bytes(oldest)
        }
    }

    private static func step(_ width: Int, _ height: Int) -> Step {
        func up(_ value: Int) -> Int { max((value + granularity - 1) / granularity, 1) * granularity }
        return Step(width: up(width), height: up(height))
    }

    private static func bytes(_ texture: Texture) -> Int { texture.capacityWidth * texture.capacityHeight * 4 }
}
