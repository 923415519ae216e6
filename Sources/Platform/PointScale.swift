import CX11
import Drawing

/// How many of the screen's pixels make one point, where the desktop asks for larger drawing but
/// SDL 2 does not scale by itself: on X11. (On Wayland the compositor gives SDL the output's scale,
/// and window coordinates are points already.) GNOME and KDE say it with `Xft.dpi` (96 per 1×) in
/// the X resources, or with `GDK_SCALE`, which wins.
public enum PointScale {
    /// The scale for an X11 session, from its environment and its X resources (nil: none read).
    static func x11(environment: (String) -> String, resources: String?) -> Double {
        if let scale = Int(environment("GDK_SCALE")), scale >= 1 { return Double(min(scale, 4)) }
        guard let dpi = resources.flatMap(xftDPI(in:)), dpi > 0 else { return 1 }
        // NB: rounded to a quarter, so 144 dpi is 1.5 and a stray 97 is 1.
        return min(max((dpi / 96 * 4).rounded() / 4, 1), 4)
    }

    /// `Xft.dpi` as the resource database writes it (`Xft.dpi:\t192`).
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: " \t") == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: " \t"))
        }
        return nil
    }

    /// The X server's resource database, as `xrdb -query` prints it; nil when there is no server or
    /// no database.
    static func x11Resources() -> String? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        return XResourceManagerString(display).map { String(cString: $0) }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var trimmed = self
        while let first = trimmed.first, set.contains(first) { trimmed.removeFirst() }
        while let last = trimmed.last, set.contains(last) { trimmed.removeLast() }
        return trimmed
    }
}

extension InputEvent {
    /// The event with its positions and sizes multiplied by `factor` (pixels to points and back).
    public func scaled(by factor: Double) -> InputEvent {
        guard factor != 1 else { return self }
        func point(_ point: Point) -> Point { Point(x: point.x * factor, y: point.y * factor) }
        switch self {
        case .mouseDown(let button, let at): return .mouseDown(button, at: point(at))
        case .mouseUp(let button, let at): return .mouseUp(button, at: point(at))
        case .mouseMoved(let to): return .mouseMoved(to: point(to))
        case .fingerDown(let finger, let at): return .fingerDown(finger, at: point(at))
        case .fingerUp(let finger, let at): return .fingerUp(finger, at: point(at))
        case .resized(let size): return .resized(Size(width: size.width * factor, height: size.height * factor))
        case .moved(let corner): return .moved(point(corner))
        default: return self
        }
    }
}
