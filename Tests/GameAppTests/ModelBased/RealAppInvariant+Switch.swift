import GameCore

@testable import GameApp

/// One-switch play (`[accessibility] scan_ms`) gives a player one input: whatever screen they
/// are on, pressing it where the ring comes to rest must lead off that screen. The check looks
/// for a way, breadth first, a press on each place the ring reaches, on copies of the model run
/// through the app's reducer (the places and the context are the app's own, worked out for each
/// copy).
@MainActor
extension RealAppInvariant {
    /// How many presses deep the search goes: a screen's way out is at most a few presses away
    /// (a question's no, About's back, then the help's close).
    static let switchDepth = 4

    func switchLeaves(_ machine: RealAppMachine) -> String? {
        let model = machine.model
        guard model.settings.file.scanMilliseconds > 0, model.race == nil, !model.quitRequested, let top = model.top else { return nil }
        var seen: Set<AppModel> = [model]
        var frontier = [model]
        for _ in 0..<Self.switchDepth {
            var next: [AppModel] = []
            for state in frontier {
                let (places, context) = machine.seen(as: state) { (machine.app.scanPlaces, machine.app.context) }
                for place in places {
                    var pressed = state
                    pressed.ring.target = place.target
                    pressed.ring.isShown = true
                    _ = AppReducer.reduce(&pressed, .command(.scanPress(.keyboard)), in: context)
                    if !pressed.screens.contains(top) || pressed.quitRequested { return nil }
                    if seen.insert(pressed).inserted { next.append(pressed) }
                }
            }
            frontier = next
        }
        let reached = Set(seen.map { $0.screens.map(\.name).joined(separator: " > ") }).sorted()
        return "with one-switch play on, the switch cannot leave \(top.name): it reaches only \(reached)"
    }
}

extension RealAppMachine {
    /// What `body` reads of the app were its model `model` (the app's model is put back after).
    func seen<Value>(as model: AppModel, _ body: () -> Value) -> Value {
        let kept = app.model
        app.model = model
        defer { app.model = kept }
        return body()
    }
}
