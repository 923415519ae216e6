import GameCore

/// The game's events as the event log writes them: turns, modes, shape counts, restarts.
extension EventLog {
    func record(_ event: GameEvent) {
        switch event {
        case .turnStarted(let number, let mode, let views, let ratio, let note):
            write("turn_started") { line in
                line.member("turn", number)
                line.member("mode", mode.rawValue)
                if let ratio { line.member("ratio", ratio) }
                line.strategy(note)
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
                if result.isPractice { line.member("practice", true) }
                line.shares(result.shares)
                line.listeners(listeners)
                // In a race: whose tap ended the turn (1 or 2), and who won it (nobody when both
                // were wrong).
                if let seat = result.player {
                    line.member("player", seat + 1)
                    line.key("winner")
                    if result.matched { line.integer(seat + 1) } else { line.null() }
                }
            }
        case .raceLockedOut(let result, let tapped):
            write("locked_out") { line in
                line.member("turn", result.number)
                line.member("player", (result.player ?? 0) + 1)
                line.member("tapped", tapped)
                line.member("score_increment", result.scoreIncrement)
                line.member("score", result.score)
                line.member("input", result.input.rawValue)
                line.shares(result.shares)
                line.listeners(listeners)
            }
        case .raceStarted(let players, let target):
            write("race_started") { line in
                line.member("target", target)
                line.key("players")
                line.beginArray()
                for player in players {
                    line.beginObject()
                    line.member("player", player.seat + 1)
                    line.member("name", player.loggedName)
                    line.member("input", player.input.rawValue)
                    line.endObject()
                }
                line.endArray()
            }
        case .raceFinished(let summary):
            write("race_finished") { line in
                if let winner = summary.winner { line.member("winner", winner + 1) }
                line.key("players")
                line.beginArray()
                for score in summary.scores {
                    line.beginObject()
                    line.member("player", score.player.seat + 1)
                    line.member("name", score.player.loggedName)
                    line.member("score", score.score)
                    line.member("accuracy", score.accuracy)
                    if let median = score.reactions.median { line.member("median_reaction_ms", median) }
                    line.member("best_streak", score.bestStreak)
                    line.endObject()
                }
                line.endArray()
            }
        case .raceLeft: write("race_left") { _ in }
        case .partsChanged(let parts):
            write("parts_changed") { line in
                line.member("practice", !parts.isStandard)
                line.member("streak_scorer", parts.streakScorer)
                line.member("speed_bonus", parts.speedBonus)
                line.key("strategy")
                if let strategy = parts.strategy { line.string(strategy.rawValue) } else { line.null() }
                line.key("style")
                if let style = parts.style { line.string(style.rawValue) } else { line.null() }
                line.member("chain", parts.chainCode)
            }
        case .shapesMoved(let views):
            write("shapes_moved") { line in
                line.key("shapes")
                line.beginArray()
                for view in views { line.shape(view) }
                line.endArray()
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
