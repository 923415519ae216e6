import Platform

/// Textures kept from frame to frame, by any key that says everything the picture depends on
/// (a shape's turn, size and style; a text's string, size and color). When a frame ends with more
/// than `capacity` textures, those that frame did not use are dropped: with capacity 0 the cache
/// holds exactly what is on screen, so a new turn or a new style needs no explicit invalidation.
@MainActor
final class TextureCache<Key: Hashable> {
    private var entries: [Key: (texture: Texture, frame: Int)] = [:]
    private var frame = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The texture for `key`, made by `make` the first time it is asked for.
    func texture(for key: Key, make: () throws(PlatformError) -> Texture) throws(PlatformError) -> Texture {
        if let entry = entries[key] {
            entries[key] = (entry.texture, frame)
            return entry.texture
        }
        let texture = try make()
        entries[key] = (texture, frame)
        return texture
    }

    /// Ends a frame: over capacity, what it did not use goes.
    func endFrame() {
        if entries.count > capacity {
            let current = frame
            entries = entries.filter { $0.value.frame == current }
        }
        frame &+= 1
    }
}
