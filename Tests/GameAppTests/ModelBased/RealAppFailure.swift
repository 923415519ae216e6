import Drawing

@testable import GameApp

/// A broken promise of the real app: which, what is wrong, and the steps that led there (with the
/// phases the app was in when each came), printed to read, and as a test to paste that replays it.
struct RealAppFailure: CustomStringConvertible {
    let seed: UInt64
    let invariant: RealAppInvariant
    let message: String
    let steps: [AppStep]
    /// The phases the app was in before each step, and after the last.
    let phases: [[RealAppPhase]]

    var description: String {
        var lines = ["seed \(seed): \(invariant.rawValue): \(message), after \(steps.count) steps:"]
        for (index, step) in steps.enumerated() {
            lines.append("  \(index + 1). \(step)   [\(phases(before: index))]")
        }
        lines.append("  then the app is [\(phases(before: steps.count))]")
        lines.append("As a test (in Tests/GameAppTests):")
        lines.append(swiftTest)
        return lines.joined(separator: "\n")
    }

    private func phases(before index: Int) -> String {
        phases.indices.contains(index) ? phases[index].map(\.rawValue).joined(separator: ", ") : ""
    }

    /// A test that replays the steps and expects the promise kept.
    var swiftTest: String {
        let name = invariant.rawValue.prefix(1).uppercased() + invariant.rawValue.dropFirst()
        return
            ([
                "extension GameAppTests {",
                "    @Test func seed\(seed)Keeps\(name)() throws {",
                "        let failure = try RealAppSearch.replay(",
                "            [",
            ] + steps.map { "                \($0.swift)," } + [
                "            ], invariants: [.\(invariant.rawValue)])",
                "        if let failure { Issue.record(\"\\(failure)\") }",
                "    }",
                "}",
            ]).joined(separator: "\n")
    }
}

extension AppModel.Screen {
    /// The screen as a failure names it: `help`, `pause(focus)`, `question(restart)`.
    var name: String {
        switch self {
        case .pause(let cause): "pause(\(cause))"
        case .overlay(let overlay): "\(overlay)"
        case .question(let question): "question(\(question))"
        case .notice: "notice"
        }
    }
}

extension [AppModel.Screen] {
    /// The stack as a failure names it, bottom first: `[help, pause(key)]`.
    var names: String { "[" + map(\.name).joined(separator: ", ") + "]" }
}

extension FocusTarget {
    /// Where the ring rests, as a failure names it: `shape 2`, `resume`.
    var name: String {
        switch self {
        case .shape(let index): "shape \(index + 1)"
        case .control(let command): command.name
        }
    }
}

extension Rect {
    /// `(x, y) w×h`, rounded: as a failure prints it.
    var short: String { "(\(Int(minX)), \(Int(minY))) \(Int(width))×\(Int(height))" }
}
