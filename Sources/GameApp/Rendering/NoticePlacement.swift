import Drawing

/// Where a notice along the game goes: a band of the play area that covers no shape. At the foot
/// (above the bar and any buttons), where it is clear; else just below the HUD; else over the
/// HUD's band (the HUD comes back when the notice goes). Where every place covers a shape (a
/// notice of several lines in a small window), the one that covers the least of them.
enum NoticePlacement {
    /// The notice's panel's top, in the output's pixels.
    ///
    /// - Parameters:
    ///   - panel: the notice's panel as laid out.
    ///   - padding: the gap it keeps from the room's foot (half of it from the top).
    ///   - room: where it may go (the play area above the bar and any buttons, beside the panel).
    ///   - hudBottom: where the HUD's band ends.
    ///   - shapes: the shapes' frames on screen.
    static func top(of panel: Size, padding: Double, in room: Rect, hudBottom: Double, shapes: [Rect]) -> Double {
        let foot = max(room.maxY - panel.height - padding, room.minY)
        var places = [foot]
        // (Just below the HUD, and over its band, only where the panel fits above the foot.)
        if hudBottom + padding / 2 < foot { places.append(hudBottom + padding / 2) }
        if room.minY + padding / 2 < foot { places.append(room.minY + padding / 2) }
        func covered(at top: Double) -> Double {
            let frame = Rect(x: room.midX - panel.width / 2, y: top, width: panel.width, height: panel.height)
            return shapes.reduce(0) { sum, shape in
                let width = min(frame.maxX, shape.maxX) - max(frame.minX, shape.minX)
                let height = min(frame.maxY, shape.maxY) - max(frame.minY, shape.minY)
                return sum + max(width, 0) * max(height, 0)
            }
        }
        // NB: the first place that covers nothing; else the least covering, the earlier on a tie.
        var best = (top: foot, covered: covered(at: foot))
        for place in places.dropFirst() where best.covered > 0 {
            let covering = covered(at: place)
            if covering < best.covered { best = (place, covering) }
        }
        return best.top
    }
}
