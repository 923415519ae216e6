import GameCore

/// The game's events as the event log writes them: turns, modes, shape counts, restarts.
extension EventLog {
    func record(_ event: GameEvent) {
        switch event {
        case .turnStarted(let number, let mode, let views, let ratio):
            write("turn_started") { line in
                line.member("turn", number)
                line.member("mode", mode.rawValue)
                if let ratio { line.member("ratio", ratio) }
                line.key("shapes")
                line.beginArray()
                for view in views { line.shape(view) }
                line.endArray()
            }
        case .turnEnded(let result, let tapped):
            write("turn_ended") { line in
                line.member("turn", result.number)
                line.member("tapped", tapped)
                line.member("matched", result.matched)
                line.member("score_increment", result.scoreIncrement)
                line.member("score", result.score)
                line.member("streak", result.streak)
                if let reaction = result.turn.reactionMilliseconds { line.member("reaction_ms", reaction) }
                line.member("input", result.input.rawValue)
            }
        case .modeChanged(let mode): write("mode_changed") { $0.member("mode", mode.rawValue) }
        case .shapeCountChanged(let count): write("shape_count_changed") { $0.member("shapes_per_turn", count) }
        case .adaptiveChanged(let on): write("adaptive_changed") { $0.member("adaptive", on) }
        case .restarted: write("restarted") { _ in }
        case .dailyLeft: write("daily_left") { _ in }
        // NB: the app writes the challenge's start and end, with what only it knows (practice,
        // counted).
        case .scoreChanged, .dailyStarted, .dailyFinished: break
        }
    }
}
