/// The sizes a game window may have, in points: one range for the command line (`--window`),
/// the settings file (`[window]`), the state file's remembered window and the window itself (its
/// minimum size). Below 320x240 nothing on screen can be read; above 8192 no display shows it.
public enum WindowLimits {
    public static let widths = 320...8192
    public static let heights = 240...8192

    /// The smallest window: the minimum size the desktop may shrink it to.
    public static let minimum = Size(width: Double(widths.lowerBound), height: Double(heights.lowerBound))

    /// "320x240 to 8192x8192", as help and errors say it.
    public static let described = "\(widths.lowerBound)x\(heights.lowerBound) to \(widths.upperBound)x\(heights.upperBound)"

    /// Whether a window of `width` by `height` points may be asked for.
    public static func allow(width: Int, height: Int) -> Bool { widths.contains(width) && heights.contains(height) }
}
