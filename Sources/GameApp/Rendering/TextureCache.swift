import Drawing
import Platform
import Raster

/// Textures kept from frame to frame, by any key that says everything the picture depends on
/// (a shape's turn, size and style; a text's string, size and color). Besides what a frame used,
/// it keeps `capacity` textures (a quarter more until it gives them back), those used most
/// recently; the rest go back to the shared `TexturePool`. With capacity 0 the cache holds
/// exactly what is on screen, so a new turn or a new style needs no explicit invalidation, and
/// the next picture reuses the texture instead of making one; with more, a picture that comes
/// back a few frames later (a shape's kind in the "how it works" panel, back a turn after it was
/// left out) is not made again.
@MainActor
final class TextureCache<Key: Hashable> {
    private var entries: [Key: (texture: Texture, frame: Int)] = [:]
    private var frame = 0
    /// How many entries this frame used.
    private var used = 0
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
            mark(key, entry)
            return entry.texture
        }
        let texture = try pool.texture(showing: try draw(), opaque: opaque)
        entries[key] = (texture, frame)
        used += 1
        return texture
    }

    /// Counts the textures for `keys` as used this frame, though not drawn: a picture made of
    /// them still shows (a canvas), and when it is drawn again they are ready.
    func keep(_ keys: [Key]) {
        for key in keys {
            if let entry = entries[key] { mark(key, entry) }
        }
    }

    /// Counts `entry` as used this frame.
    private func mark(_ key: Key, _ entry: (texture: Texture, frame: Int)) {
        guard entry.frame != frame else { return }
        entries[key] = (entry.texture, frame)
        used += 1
    }

    /// How many textures it holds: what this frame used, and at most a quarter more than
    /// `capacity` others.
    var count: Int { entries.count }

    /// Ends a frame: of what it did not use, all but the `capacity` used most recently go back
    /// to the pool, once they are a quarter more than that. (In a batch, and found by their
    /// frames alone: profiled, sorting the entries each new turn cost more than the pictures it
    /// kept.)
    func endFrame() {
        let unused = entries.count - used
        if unused > capacity + capacity / 4 {
            let current = frame
            var ages: [Int] = []
            ages.reserveCapacity(unused)
            for entry in entries.values where entry.frame != current { ages.append(entry.frame) }
            ages.sort()
            if ages.count > capacity {
                // Every picture last used in this frame or before goes (those used in it last too).
                let cutoff = ages[ages.count - capacity - 1]
                let old = entries.compactMap { $0.value.frame <= cutoff && $0.value.frame != current ? $0.key : nil }
                for key in old {
                    if let entry = entries.removeValue(forKey: key) { pool.recycle(entry.texture) }
                }
            }
        }
        frame &+= 1
        used = 0
    }

    /// Gives every texture back to the pool (what they show is out of date).
    func removeAll() {
        for entry in entries.values { pool.recycle(entry.texture) }
        entries.removeAll()
        used = 0
    }
}
