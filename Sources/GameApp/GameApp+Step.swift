import GameCore

/// Playing turns step by step: the app sees each turn begin and each tap scored, and hands the
/// model their stops (`StepHandler`); what each stop lights, and says.
extension GameApp {
    /// While turns are stepped through: a turn begun since the last look brings the turn's
    /// stops, a tap scored since brings the tap's (each link, each listener that did something).
    func queueStops() {
        guard model.stepping else {
            frames.steppedTurn = nil
            frames.steppedTap = nil
            return
        }
        // A race steps through nothing: two players wait for no one.
        if game.race != nil || model.race != nil {
            if !model.stops.isEmpty { parts.pending.add(.stopsAhead([], replacing: true)) }
            frames.steppedTurn = game.viewsTurnID
            frames.steppedTap = game.tapHeard?.turnID
            return
        }
        // The tap's stops first: with no time for right or wrong between turns, the next turn
        // has begun already, and its stops come after them.
        var stops: [Stop] = []
        if let heard = game.tapHeard, heard.turnID != frames.steppedTap {
            frames.steppedTap = heard.turnID
            // (Not the tap of a turn played before stepping began.)
            if frames.steppedTurn == heard.turnID, let tap = game.lastTaps.last(where: { $0.turn.id == heard.turnID }) {
                stops += Stop.tap(shares: tap.shares, heard: heard.heard)
            }
        }
        // A new turn's stops replace any still to come: a turn another play began (a daily, a
        // mode, a restart) leaves the last tap's behind.
        var replacing = false
        if game.viewsTurnID != frames.steppedTurn, game.currentTurn != nil {
            frames.steppedTurn = game.viewsTurnID
            stops += Stop.turn
            replacing = true
        }
        if !stops.isEmpty { parts.pending.add(.stopsAhead(stops, replacing: replacing)) }
    }

    /// What `stop` lights, as the event log says it: the panel's lines (`panel:chain.0`), the
    /// shapes, the HUD's score.
    func lit(by stop: Stop) -> [String] {
        let panel = insideText.sections.flatMap(\.lines).map(\.key).filter(stop.lights).map { "panel:\($0)" }
        return (stop.showsShapes ? ["shapes"] : []) + (stop.lightsScore ? ["hud:score"] : []) + panel
    }

    /// The stop shown now, in words: "Step 2 of 4: each kind's factories make the shapes and
    /// their views".
    func stepWords(_ stop: Stop, number: Int, count: Int) -> String {
        let catalog = renderer.catalog
        var values = ["number": "\(number)", "count": "\(count)"]
        let message: Message
        switch stop {
        case .strategy: message = UIText.stepStrategy
        case .factories: message = UIText.stepFactories
        case .builder: message = UIText.stepBuilder
        case .layout: message = UIText.stepLayout
        case .link(_, let scorer, let increment):
            message = UIText.stepLink
            values["scorer"] = scorer
            values["increment"] = catalog.forms.signed(increment)
        case .listener(let listener, let did):
            message = UIText.stepListener
            values["listener"] = listener
            values["did"] = Reaction(rawValue: did).map { catalog(InsideText.words(for: $0)) } ?? did
        }
        return catalog(message, values)
    }
}
