import Drawing
import GameCore

@testable import GameApp

/// What the app tells of one-switch play's ring (the app's `focus` event: the event log's
/// `focus` line, what the voice says), against where the ring rests, looked at when `ScanWatch`
/// looks: a place is told once, when the ring arrives there (at that moment, with its frame),
/// and not again until the ring has left it. A place is `ScanWatch.Place`: the next turn's
/// first shape is another place than this turn's, though both are `shape:0`.
struct ScanToldWatch {
    struct Told {
        let target: FocusTarget
        let frame: Rect?
        let at: Duration
    }

    /// What was told since the last look.
    private var told: [Told] = []
    /// Where the ring rested at the last look (nil: it rested on no place it scans, or
    /// scanning was off), and since when.
    private var rest: (place: ScanWatch.Place, since: Duration)?
    /// The first broken promise seen, not yet reported.
    var violation: String?

    /// The app told where the ring rests.
    mutating func heard(_ target: FocusTarget, frame: Rect?, at now: Duration) {
        told.append(Told(target: target, frame: frame, at: now))
    }

    /// Looks at the ring at `now`: resting on `place` (nil: on no place it scans, or scanning
    /// off), whose frame is `frame`.
    mutating func note(_ place: ScanWatch.Place?, frame: Rect?, at now: Duration) {
        defer { told = [] }
        let last = rest
        rest = place.map { place in last?.place == place ? (place, last?.since ?? now) : (place, now) }
        guard let place, violation == nil else { return }
        let names = told.map { "\($0.target.name) at \($0.at)" }
        if let last, last.place == place {
            if let again = told.first {
                violation = "\(place.target.name) was told again at \(again.at), though the ring rests there since \(last.since) (told: \(names))"
            }
            return
        }
        let from = last.map { "from \($0.place.target.name)" } ?? "(shown)"
        guard let arrival = told.last, arrival.target == place.target else {
            violation = "the ring came to \(place.target.name) \(from) at \(now), and " + (told.isEmpty ? "nothing was told" : "was told \(names)")
            return
        }
        if arrival.at != now {
            violation = "the ring came to \(place.target.name) at \(now), told at \(arrival.at)"
        } else if arrival.frame != frame {
            violation = "the ring came to \(place.target.name) at \(frame?.short ?? "nowhere"), told at \(arrival.frame?.short ?? "nowhere")"
        }
    }
}
