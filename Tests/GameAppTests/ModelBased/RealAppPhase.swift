import Foundation
import GameCore

@testable import GameApp

/// Where the app is when a step comes: a promise is checked only where the steps go, so the test
/// counts where they land (`PhaseTally`) and holds each phase that matters to a floor. A state is
/// in several phases at once (a daily, paused, with one-switch play on).
enum RealAppPhase: String, CaseIterable {
    /// Free play with nothing over it.
    case free
    /// A race's players joining.
    case joining
    /// A race's 3, 2, 1.
    case countdown
    /// A race's turns.
    case racing
    /// A race's or a daily's results.
    case results
    case paused
    /// The daily challenge played (counted or practice).
    case daily
    case practice
    /// One-switch play on (`scan_ms`).
    case scanning
    /// The help, the stats, the preferences, About or a question over the game.
    case covered
    /// The "how it works" panel open.
    case inside
    /// A notice held as a dialog.
    case noticeHeld
    /// Practice with parts swapped from the panel.
    case swapped
    /// Turns played step by step.
    case stepping

    /// The phases each suite run must reach with at least 1 % of its steps.
    static let floored: [RealAppPhase] = [.joining, .countdown, .racing, .results, .paused, .daily, .scanning]

    @MainActor
    static func of(_ machine: RealAppMachine) -> [RealAppPhase] {
        let (model, game) = (machine.model, machine.game)
        let race = model.race
        let holds: [RealAppPhase: Bool] = [
            .free: game.play.isFree && race == nil && model.screens.isEmpty && model.dailyResults == nil,
            .joining: race?.isJoining == true, .countdown: race?.countdownEnds != nil, .racing: race?.isPlaying == true,
            .results: race?.result != nil || model.dailyResults != nil, .paused: model.pause != nil, .daily: game.play.daily != nil,
            .practice: game.play.daily?.isPractice == true, .scanning: model.settings.file.scanMilliseconds > 0 && race == nil,
            .covered: model.overlay != nil || model.confirmation != nil, .inside: model.showsInside, .noticeHeld: model.holdsNotice,
            .swapped: game.play.kind == .practice, .stepping: model.stepping,
        ]
        return allCases.filter { holds[$0] == true }
    }
}

/// How many steps of each kind landed in each phase, over a whole search.
final class PhaseTally {
    private(set) var total = 0
    private var counts: [String: [RealAppPhase: Int]] = [:]
    private var phaseTotals: [RealAppPhase: Int] = [:]
    private var kindTotals: [String: Int] = [:]

    func count(_ step: AppStep, in phases: [RealAppPhase]) {
        total += 1
        kindTotals[step.kind, default: 0] += 1
        for phase in phases {
            counts[step.kind, default: [:]][phase, default: 0] += 1
            phaseTotals[phase, default: 0] += 1
        }
    }

    /// The share of all steps that landed in `phase`.
    func share(_ phase: RealAppPhase) -> Double {
        total == 0 ? 0 : Double(phaseTotals[phase] ?? 0) / Double(total)
    }

    /// The table: a row per kind of step, a column per phase, and the phases' shares.
    var table: String {
        let phases = RealAppPhase.allCases
        let width = max(kindTotals.keys.map(\.count).max() ?? 0, 13) + 1
        func cell(_ text: String) -> String { String(repeating: " ", count: max(10 - text.count, 0)) + text }
        func row(_ name: String, _ cells: [String]) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + cells.map(cell).joined()
        }
        var lines = [row("step \\ phase", phases.map(\.rawValue) + ["all"])]
        for kind in kindTotals.keys.sorted() {
            let byPhase = counts[kind] ?? [:]
            lines.append(row(kind, phases.map { "\(byPhase[$0] ?? 0)" } + ["\(kindTotals[kind] ?? 0)"]))
        }
        lines.append(row("all steps", phases.map { "\(phaseTotals[$0] ?? 0)" } + ["\(total)"]))
        lines.append(row("share", phases.map { String(format: "%.1f%%", share($0) * 100) } + ["100%"]))
        return lines.joined(separator: "\n")
    }
}
