/// Every kind of shape the game plays, in the order the keys, the help, `--mode` and the mode bar
/// list them. Modes, hotkeys, settings validation, the help overlay and the mode bar all read
/// this list: a new kind is its own folder under `Kinds/` and one entry here.
public enum ShapeKindRegistry {
    public static let entries: [ShapeKindEntry] = [.square, .circle, .triangle, .star, .hexagon, .parallelogram]

    /// The entry for `kind`, if the game knows it.
    public static func entry(for kind: ShapeKind) -> ShapeKindEntry? {
        entries.first { $0.kind == kind }
    }
}
