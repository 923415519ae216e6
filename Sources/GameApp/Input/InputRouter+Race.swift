import Drawing
import GameCore
import Platform
import Preferences

/// Input in a race for two: each device is one player's (`RaceInput.seats`), so a key, a click
/// and a pad's button go to their own player's ring or tap, and each device's confirm joins.
extension InputRouter {
    /// A click in a race: it joins while players join, and is the mouse player's tap in play.
    /// Fingers on one screen cannot be told apart: touch is nobody's, and says so.
    func racePointer(at point: Point, by device: InputDevice, in race: RaceInput) -> AppCommand? {
        if device == .touch { return race.phase == .finished ? nil : .raceRefusesTouch }
        switch race.phase {
        case .joining: return .raceJoin(.mouse, name: nil)
        case .playing: return race.seats[.mouse].map { .raceTap(seat: $0, .point(point)) }
        case .finished: return nil
        }
    }

    /// A key in a race: Enter or Space joins; in play, the keyboard player's arrows move their
    /// ring, Enter or Space taps what it rests on, 1 to 5 tap a shape; P pauses; Enter on the
    /// results is a rematch. The keys that quit, leave, pause or change the window work as ever;
    /// no other (a mode's letter would end the race).
    func raceKey(_ key: Key, in race: RaceInput, keys: KeyBindings = KeyBindings()) -> AppCommand? {
        let seat = race.seats[.keyboard]
        switch (race.phase, key) {
        case (.joining, .enter), (.joining, .space): return .raceJoin(.keyboard, name: nil)
        case (.playing, .enter), (.playing, .space): return seat.map { .raceUseRing(seat: $0) }
        case (.playing, .up): return seat.map { .raceMoveRing(seat: $0, .up) }
        case (.playing, .down): return seat.map { .raceMoveRing(seat: $0, .down) }
        case (.playing, .left): return seat.map { .raceMoveRing(seat: $0, .left) }
        case (.playing, .right): return seat.map { .raceMoveRing(seat: $0, .right) }
        case (.playing, .character(let digit)) where ("1"..."5").contains(digit):
            return seat.flatMap { seat in digit.wholeNumberValue.map { .raceTap(seat: seat, .shape($0 - 1)) } }
        case (.finished, .enter): return .rematch
        default: break
        }
        let command = Hotkeys.command(for: key, bindings: keys)
        switch command {
        case .quit, .toggleFullscreen, .toggleMute, .screenshot, .toggleHelp, .toggleStats, .backOut, .toggleRace: return command
        case .togglePause: return race.phase == .playing && key != .space ? command : nil
        default: return nil
        }
    }

    /// A controller's button in a race: A joins (or, when a seat's controller went missing, an
    /// unknown pad's A takes the seat); in play, the seated pad's D-pad moves its ring, A taps,
    /// Start pauses, B backs out. Nil: the button does what it always does (on the results,
    /// the ring over Rematch and Done).
    func raceButton(_ button: ControllerButton, from controller: ControllerID, in race: RaceInput, on scene: Scene) -> AppCommand? {
        let device = RaceDevice.controller(controller.rawValue)
        let seat = race.seats[device]
        if button == .a, seat == nil, race.hasMissing || (race.phase == .joining && !scene.isPaused && !scene.isOverlaid) {
            return .raceJoin(device, name: race.controllerNames[controller.rawValue])
        }
        // (A dialog that waits for its answer, as a held notice does, has the buttons.)
        guard race.phase == .playing, !scene.isPaused, !scene.isOverlaid, scene.confirming == nil else { return nil }
        guard let seat else { return button == .start ? .togglePause(.gamepad) : .hideFocus }
        switch button {
        case .dpadUp: return .raceMoveRing(seat: seat, .up)
        case .dpadDown: return .raceMoveRing(seat: seat, .down)
        case .dpadLeft: return .raceMoveRing(seat: seat, .left)
        case .dpadRight: return .raceMoveRing(seat: seat, .right)
        case .a: return .raceUseRing(seat: seat)
        case .start: return .togglePause(.gamepad)
        case .b: return .backOut
        case .x, .misc: return .screenshot
        default: return .hideFocus
        }
    }
}
