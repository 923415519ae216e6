import Drawing
import GameCore

/// Where one-switch play's ring moves (`FocusPlace.scanPlaces`), in the window as it is now.
extension GameApp {
    var scanPlaces: [FocusPlace] { scanPlaces(among: nil) }

    /// The places among `controls` (the controls usable now, when the caller has them: nil finds
    /// them), which take some work to find.
    func scanPlaces(among known: [Control]?) -> [FocusPlace] {
        FocusPlace.scanPlaces(model: model, shapes: shownShapes, controls: known ?? controls, bar: layout.bar, autoplay: options.autoplay)
    }
}

/// A place one-switch play's ring rests on, as it is told: a control, or a shape of one turn
/// (the next turn's first shape is another place, though `shape:0` too; a shape the layout
/// moves is the same one).
struct ScanRest: Hashable {
    let target: FocusTarget
    /// The turn whose shapes show, for a shape (`Game.viewsTurnID`).
    let turn: Int?
}

extension GameApp {
    /// Tells where one-switch play's ring rests (`focus`: the log's line, the voice) when it has
    /// come to rest on another place than the one last told, whatever brought it there: a beat,
    /// a press, a screen opened or closed, a new turn's shapes under it. So each place is told
    /// once, when the ring arrives; nothing while it rests on no place it scans.
    func tellScanRing(among controls: [Control]) {
        let place = model.ring.isShown ? scanPlaces(among: controls).first { $0.target == model.ring.target } : nil
        let rest = place.map { ScanRest(target: $0.target, turn: $0.isShape ? game.viewsTurnID : nil) }
        guard rest != frames.scanTold else { return }
        frames.scanTold = rest
        if let place { tellFocus(place.target, frame: place.frame) }
    }

    /// Tells where a focus ring rests (`focus`), by the name the log gives it.
    func tellFocus(_ target: FocusTarget, frame: Rect?) {
        let name: String =
            switch target {
            case .shape(let index): "shape:\(index)"
            case .control(let command): command.name
            }
        appEvents.publish(.focus(target, name: name, frame: frame))
    }
}
