import Drawing

/// The **Builder**: configures every view a factory makes with one color scheme, so a new scheme
/// is one value, not a new initializer per combination, and neither factory knows about colors.
public struct ShapeViewBuilder<Factory: ShapeViewFactory>: Sendable {
    public var showFill: Bool
    public var fillColor: RGBA
    public var showOutline: Bool
    public var outlineColor: RGBA
    public var outlineWidth: Double
    public let shapeViewFactory: Factory

    /// A builder with the tutorial's final look: brown fill, orange outline.
    public init(shapeViewFactory: Factory, style: ShapeStyle = .classic) {
        self.shapeViewFactory = shapeViewFactory
        showFill = style.showFill
        fillColor = style.fillColor
        showOutline = style.showOutline
        outlineColor = style.outlineColor
        outlineWidth = style.outlineWidth
    }

    /// The style every built view gets.
    public var style: ShapeStyle {
        get {
            ShapeStyle(showFill: showFill, fillColor: fillColor, showOutline: showOutline, outlineColor: outlineColor, outlineWidth: outlineWidth)
        }
        set {
            (showFill, fillColor, showOutline, outlineColor, outlineWidth) =
                (newValue.showFill, newValue.fillColor, newValue.showOutline, newValue.outlineColor, newValue.outlineWidth)
        }
    }

    public func buildShapeViews(for shapes: [Factory.ShapeType], availableSize: Size) -> [ShapeView] {
        shapeViewFactory.makeShapeViews(for: shapes, availableSize: availableSize).map(configure)
    }

    /// `view` restyled with this builder's scheme (a settings change restyles what is on screen).
    public func configure(_ view: ShapeView) -> ShapeView {
        var view = view
        view.style = style
        return view
    }
}
