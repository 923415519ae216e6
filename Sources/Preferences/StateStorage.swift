/// Where the game's state goes: a client (a struct of closures), so the app saves through the
/// live file, and a test through a store that fails, stalls or records. `save` may be called
/// from a background thread.
public struct StateStorage: Sendable {
    /// The stored record, or a fresh one, a warning when something went wrong, and whether saving
    /// may replace what is stored.
    public var load: @Sendable () -> StateStore.Loaded
    /// Writes the record; a failure is a message, never a crash.
    public var save: @Sendable (GameRecord) -> String?
    /// Copies the stored record aside as `<file>.<label>-<time>` (before a reset): the copy's
    /// path (nil when nothing was stored yet), or why it could not be made.
    public var setAside: @Sendable (_ label: String) -> Result<String?, StateStore.SetAsideError>

    public init(
        load: @escaping @Sendable () -> StateStore.Loaded,
        save: @escaping @Sendable (GameRecord) -> String?,
        setAside: @escaping @Sendable (String) -> Result<String?, StateStore.SetAsideError> = { _ in .success(nil) }
    ) {
        self.load = load
        self.save = save
        self.setAside = setAside
    }

    /// The JSON file at `path`, written atomically (`StateStore`).
    public static func live(path: String) -> StateStorage {
        let store = StateStore(path: path)
        return StateStorage(load: { store.load() }, save: { store.save($0) }, setAside: { store.setAside($0) })
    }

    /// The quiet client: remembers nothing, for runs that must leave no trace.
    public static let quiet = StateStorage(load: { StateStore.Loaded() }, save: { _ in nil })
}
