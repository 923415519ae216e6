import CMath

/// The circle functions the standard library lacks, from the C library's `libm` (no Foundation,
/// no system module of the whole C library): angles in radians.
public enum Trigonometry {
    public static func sine(_ angle: Double) -> Double { sin(angle) }
    public static func cosine(_ angle: Double) -> Double { cos(angle) }
    /// The angle in 0...π whose cosine is `value` (NaN outside -1...1).
    public static func arcCosine(_ value: Double) -> Double { acos(value) }
}

extension Point {
    /// The point `radius` from `center` at `angle` radians, measured from the positive x axis
    /// towards the positive y axis (clockwise on screen, where y grows downwards).
    public init(onCircleAround center: Point, radius: Double, angle: Double) {
        self.init(x: center.x + radius * Trigonometry.cosine(angle), y: center.y + radius * Trigonometry.sine(angle))
    }
}
