import Drawing

extension ShapeStyle {
    /// The tutorial's final look: UIKit's `brownColor()` fill (0.6, 0.4, 0.2) and
    /// `orangeColor()` outline (1.0, 0.5, 0.0), a 6-point outline (twice its `halfLineWidth`).
    public static let classic = ShapeStyle(
        fillColor: RGBA(red: 153, green: 102, blue: 51),
        outlineColor: RGBA(red: 255, green: 128, blue: 0),
        outlineWidth: 6
    )
}
