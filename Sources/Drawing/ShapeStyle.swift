/// How a shape is painted: the tutorial's `showFill`, `fillColor`, `showOutline`, `outlineColor`,
/// and the outline's width. The outline lies inside the shape's boundary, as the tutorial's
/// stroke inset by half the line width does.
public struct ShapeStyle: Hashable, Sendable {
    public var showFill: Bool
    public var fillColor: RGBA
    public var showOutline: Bool
    public var outlineColor: RGBA
    /// The outline's width in the same units as the shape's geometry.
    public var outlineWidth: Double

    public init(
        showFill: Bool = true,
        fillColor: RGBA,
        showOutline: Bool = true,
        outlineColor: RGBA,
        outlineWidth: Double = 6
    ) {
        self.showFill = showFill
        self.fillColor = fillColor
        self.showOutline = showOutline
        self.outlineColor = outlineColor
        self.outlineWidth = outlineWidth
    }

    /// The same style with the outline width multiplied by `factor` (window points to output pixels).
    public func scaled(by factor: Double) -> ShapeStyle {
        var style = self
        style.outlineWidth *= factor
        return style
    }
}
