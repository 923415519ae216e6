import Drawing
import Platform
import Raster

/// Textures kept from frame to frame, by any key that says everything the picture depends on
/// (a shape's turn, size and style; a text's string, size and color). When a frame ends with more
/// than `capacity` textures, those that frame did not use go back to the shared `TexturePool`:
/// with capacity 0 the cache holds exactly what is on screen, so a new turn or a new style needs
/// no explicit invalidation, and the next picture reuses the texture instead of making one.
@MainActor
final class TextureCache<Key: Hashable> {
    private var entries: [Key: (texture: Texture, frame: Int)] = [:]
    private var frame = 0
    private let pool: TexturePool
    let capacity: Int

    init(capacity: Int, pool: TexturePool) {
        self.capacity = capacity
        self.pool = pool
    }

    /// Every key asked for since it was set to `[]`, when it is not nil: what a picture drawn
    /// once and shown again was made of (`keep`).
    var asked: [Key]?

    /// The texture for `key`, showing the picture `draw` makes the first time it is asked for
    /// (`opaque`: a picture without a transparent pixel, copied when drawn).
    func texture(for key: Key, opaque: Bool = false, draw: () throws(PlatformError) -> Image) throws(PlatformError) -> Texture {
        asked?.append(key)
        if let entry = entries[key] {
            entries[key] = (entry.texture, frame)
            return entry.texture
        }
        let texture = try pool.texture(showing: try draw(), opaque: opaque)
        entries[key] = (texture, frame)
        return texture
    }

    /// Counts the textures for `keys` as used this frame, though not drawn: a picture made of
    /// them still shows (a canvas), and when it is drawn again they are ready.
    func keep(_ keys: [Key]) {
        for key in keys {
            if let entry = entries[key] { entries[key] = (entry.texture, frame) }
        }
    }

    /// Ends a frame: over capacity, what it did not use goes back to the pool.
    func endFrame() {
        if entries.count > capacity {
            let current = frame
            for (key, entry) in entries where entry.frame != current {
                entries[key] = nil
                pool.recycle(entry.texture)
            }
        }
        frame &+= 1
    }

    /// Gives every texture back to the pool (what they show is out of date).
    func removeAll() {
        for entry in entries.values { pool.recycle(entry.texture) }
        entries.removeAll()
    }
}
