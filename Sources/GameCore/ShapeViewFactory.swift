import Drawing

/// Turns model shapes of one kind into views. `ShapeType` ties a view factory to its shape kind
/// at compile time: a circle view factory cannot be handed squares (no forced downcast, as the
/// tutorial needed).
///
/// The tutorial stores the available `size` in the factory; here it is an argument, because a
/// desktop window changes size while the factory lives on.
public protocol ShapeViewFactory: Sendable {
    associatedtype ShapeType: Shape

    /// Views for `shapes`, each sized by its proportions of `availableSize`, at the origin.
    func makeShapeViews(for shapes: [ShapeType], availableSize: Size) -> [ShapeView]
}
