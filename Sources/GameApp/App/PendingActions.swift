/// What the buses said that the model must hear (the daily challenge's end, the race's, a
/// screenshot saved, a controller plugged in, a new turn's shapes shown to one-switch play's
/// ring): a listener only puts the action here, and the app
/// sends it through the reducer once the effect or the event that caused it has run. So no
/// listener sends an action, and no action is reduced while another's effects still run.
@MainActor
final class PendingActions {
    private var actions: [AppAction] = []

    func add(_ action: AppAction) {
        actions.append(action)
    }

    /// The oldest action waiting, taken.
    func next() -> AppAction? {
        actions.isEmpty ? nil : actions.removeFirst()
    }
}
