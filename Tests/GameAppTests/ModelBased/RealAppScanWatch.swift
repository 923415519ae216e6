import GameCore

@testable import GameApp

/// Where one-switch play's ring rests on the real app, and since when, looked at after each step
/// and each moment time ran to: a move of the ring while only time passed is a beat of the scan,
/// which must not come while the right-or-wrong feedback shows, nor before the place it leaves
/// had a whole beat (`[accessibility] scan_ms`); but a new turn's shapes, coming after a press,
/// bring the ring back to the first of them at once. What the app tells of it is checked at the
/// same looks (`told`).
struct ScanWatch {
    /// A place the ring rests on: a control, or a shape of one turn (a shape that moves with
    /// the layout is the same place; the next turn's is another).
    struct Place: Equatable {
        let target: FocusTarget
        let turn: Int?
    }

    private var rest: (place: Place, since: Duration, pace: Int)?
    private var lastTarget: FocusTarget?
    private var lastTurn: Int?
    private var lastScanned = false
    /// The first broken promise seen, not yet reported.
    var violation: String?
    /// What the app tells of where the ring rests.
    var told = ScanToldWatch()

    /// Looks at the ring at `now`. `byTime`: only time passed since the last look (no input), and
    /// the feedback showed until `feedbackUntil` when it began.
    @MainActor
    mutating func note(_ app: GameApp, at now: Duration, byTime: Bool, feedbackUntil: Duration?) {
        let model = app.model
        let pace = model.settings.file.scanMilliseconds
        let scanned = pace > 0 && model.race == nil && model.ring.isShown
        let target = model.ring.target
        if byTime, scanned, lastScanned, let lastTarget, target != lastTarget, violation == nil {
            if let feedbackUntil, now < feedbackUntil {
                violation = "the ring moved from \(lastTarget.name) while the feedback showed (until \(feedbackUntil), now \(now))"
            } else if let rest, rest.pace == pace, rest.place.target == lastTarget, now - rest.since < .milliseconds(pace),
                app.game.viewsTurnID == lastTurn || !lastTarget.isShape
            {
                violation = "the ring left \(lastTarget.name) after \(now - rest.since), less than a beat of \(pace) ms"
            }
        }
        lastTarget = target
        lastTurn = app.game.viewsTurnID
        lastScanned = scanned
        let found = scanned ? app.scanPlaces.first { $0.target == target } : nil
        let place = found.map { Place(target: $0.target, turn: $0.isShape ? app.game.viewsTurnID : nil) }
        told.note(place, frame: found?.frame, at: now)
        guard let place else {
            rest = nil
            return
        }
        if rest?.place != place || rest?.pace != pace { rest = (place, now, pace) }
    }

    /// The violation seen, once.
    mutating func take() -> String? {
        defer { violation = nil }
        return violation
    }
}
