import Drawing
import GameCore
import Platform

/// The one door through which input reaches the game: each platform event becomes what it asks
/// for, whatever the device: a click, a finger's tap, a key and a controller's button all end up
/// as the same `AppCommand`s (the focus ring's moves among them). It keeps what input needs
/// remembered between events (the fingers down, the sticks' positions) and nothing else, so it
/// is tested without a window.
public struct InputRouter {
    /// What an input event asks for.
    public enum Route: Hashable, Sendable {
        case command(AppCommand)
        /// The window changed size.
        case resized
        /// The window must be drawn again (uncovered, focused).
        case redraw
        /// A background worker woke the loop (the settings file changed, a screenshot was saved).
        case wake
        /// The window moved, or was maximized or restored: its place is worth remembering.
        case windowChanged
        /// A controller came (its name and its family) or went (nil).
        case controller(name: String?, family: ControllerFamily?)
    }

    /// The fingers on the screen now: only the first of a touch counts, so a second finger
    /// during a tap is ignored.
    private var fingersDown: Set<Finger> = []
    static let mostFingers = 10
    private var sticks = StickDirections()
    /// The bar's button the mouse pointer was last over.
    private var pointed: AppCommand?
    /// A drag through a screen that scrolls: the mouse's (nil) or a finger's, where it was last,
    /// and how far it has gone short of a whole row.
    private var drag: (finger: Finger?, y: Double, rest: Double)?

    public init() {}

    public mutating func route(_ event: InputEvent, on scene: Scene) -> [Route] {
        if scene.isScanning, let switched = oneSwitch(event) { return switched }
        switch event {
        case .quit:
            return [.command(.quit)]
        case .mouseDown(let button, let point):
            if button == .left, startsDrag(at: point, on: scene) {
                drag = (nil, point.y, 0)
                return [.command(.hideFocus)]
            }
            return [.command(.hideFocus)] + pointer(at: point, by: .mouse, primary: button == .left, on: scene)
        case .mouseUp:
            drag = nil
            return []
        case .mouseMoved(let point) where drag != nil && drag?.finger == nil:
            return dragged(to: point, on: scene)
        case .fingerMoved(let finger, let point):
            guard drag?.finger == finger else { return [] }
            return dragged(to: point, on: scene)
        case .fingerDown(let finger, let point):
            // NB: no hand has more fingers: more down means lifts were lost (a driver's), and the
            // set starts again rather than grow or block every tap after.
            if fingersDown.count >= Self.mostFingers { fingersDown.removeAll() }
            let first = fingersDown.isEmpty
            fingersDown.insert(finger)
            guard first else { return [] }
            if startsDrag(at: point, on: scene) {
                drag = (finger, point.y, 0)
                return [.command(.hideFocus)]
            }
            return [.command(.hideFocus)] + pointer(at: point, by: .touch, primary: true, on: scene)
        case .fingerUp(let finger, _):
            fingersDown.remove(finger)
            if drag?.finger == finger { drag = nil }
            return []
        case .mouseMoved(let point):
            // Over a bar button, its name shows (the bar's buttons are pictures alone).
            // (And over the "more" menu's, while it is open.)
            let named = [scene.barFrame, scene.barMenu].compactMap(\.self)
            let over = scene.controls.first { control in named.contains { $0.contains(control.frame.center) } && control.frame.contains(point) }?
                .action
            guard over != pointed else { return [] }
            pointed = over
            return [.command(.pointAt(over))]
        case .wheel(let steps) where scene.scrollArea != nil:
            // Turned away from the player, the rows above come into view: three a notch.
            return [.command(.scroll(.lines(-steps * 3)))]
        case .keyDown(let key, isRepeat: false):
            return keyboard(key, on: scene).map { [.command($0)] } ?? []
        case .keyDown(let key, isRepeat: true) where scene.isPreferencesShown && [.up, .down, .left, .right].contains(key):
            // NB: held arrows step through the preferences as a held key types.
            return keyboard(key, on: scene).map { [.command($0)] } ?? []
        case .buttonDown(let button, let controller):
            if let race = scene.race, let command = raceButton(button, from: controller, in: race, on: scene) { return [.command(command)] }
            return gamepad(button, on: scene).map { [.command($0)] } ?? []
        case .axisMoved(let axis, let value, let controller):
            guard let direction = sticks.move(axis, to: value, on: controller) else { return [] }
            // The stick, pushed up or down, scrolls the help, About or the stats where they scroll;
            // elsewhere (and the pad's cross everywhere) it moves the focus ring.
            // (On the preferences it moves the ring, which brings the line it comes to into view.)
            if scene.scrollArea != nil, scene.isOverlaid, !scene.isPreferencesShown, direction == .up || direction == .down {
                return [.command(.scroll(.lines(direction == .up ? -1 : 1)))]
            }
            if let race = scene.race, race.phase == .playing, !scene.isPaused, !scene.isOverlaid {
                return race.seats[.controller(controller.rawValue)].map { [.command(.raceMoveRing(seat: $0, direction))] } ?? []
            }
            return [.command(.moveFocus(direction))]
        case .controllerAdded(_, let name, let family):
            return [.controller(name: name, family: family)]
        case .controllerRemoved(let id):
            sticks.forget(id)
            return [.controller(name: nil, family: nil)]
        case .resized:
            return [.resized]
        case .focusLost:
            // NB: a finger lifted while the window looked elsewhere never reports its lifting.
            fingersDown.removeAll()
            drag = nil
            return [.command(.pause(.focus))]
        case .minimized:
            fingersDown.removeAll()
            return [.command(.pause(.minimized)), .windowChanged]
        case .maximized, .restored, .moved:
            return [.windowChanged, .redraw]
        case .exposed, .focusGained:
            return [.redraw]
        case .wake:
            return [.wake]
        case .wheel, .keyDown, .keyUp, .buttonUp, .controllerUnavailable, .unknown:
            return []
        }
    }

    /// One-switch play: any key but Ctrl+Q (which quits), Esc and a modifier alone, any button
    /// but B, any click or first finger is the switch; held keys, wheels and sticks do nothing.
    /// Nil for the rest (the window's events, Esc and B), routed as ever.
    private mutating func oneSwitch(_ event: InputEvent) -> [Route]? {
        switch event {
        case .keyDown(.control("q"), _): return [.command(.quit)]
        // NB: Esc, and a pad's B (the pad's Esc), back out, scanning or not: were they the switch,
        // they would quit on the pause's Quit.
        case .keyDown(.escape, _), .buttonDown(.b, _): return nil
        case .keyDown(.modifier, _), .keyDown(_, isRepeat: true), .wheel, .axisMoved, .keyUp, .mouseUp, .buttonUp, .mouseMoved, .fingerMoved:
            return []
        case .keyDown: return [.command(.scanPress(.keyboard))]
        case .mouseDown: return [.command(.scanPress(.mouse))]
        case .buttonDown: return [.command(.scanPress(.gamepad))]
        case .fingerDown(let finger, _):
            if fingersDown.count >= Self.mostFingers { fingersDown.removeAll() }
            let first = fingersDown.isEmpty
            fingersDown.insert(finger)
            return first ? [.command(.scanPress(.touch))] : []
        default: return nil
        }
    }

    /// A click or a tap: on a control, the control; while paused, anywhere else resumes (the
    /// pause holds until the player acts); else a tap for the game.
    private func pointer(at point: Point, by device: InputDevice, primary: Bool, on scene: Scene) -> [Route] {
        if scene.confirming != nil {
            // NB: a question waits for its answer: only its two buttons take a click.
            guard primary, let control = scene.controls.first(where: { $0.frame.contains(point) }) else { return [] }
            return [.command(control.command(by: device))]
        }
        if scene.isPaused {
            // (Its scroll buttons, where its text is taller than its view, scroll it: a click there resumed.)
            if primary, let control = scene.controls.first(where: { Scene.pausePlaces($0.action) && $0.frame.contains(point) }) {
                return [.command(control.command(by: device))]
            }
            // NB: a race that waits for its player goes on only with that player.
            return scene.waitsForRacer ? [] : [.command(.resume)]
        }
        guard primary else { return [] }
        if let control = scene.controls.first(where: { $0.frame.contains(point) }) { return [.command(control.command(by: device))] }
        // NB: a click beside the open "more" menu closes it, as a desktop's menu closes: it
        // taps no shape the player did not aim at.
        if scene.barMenu != nil { return [.command(.toggleBarMenu)] }
        if scene.choiceListOpen { return [.command(.closePreferences)] }
        if let race = scene.race, !scene.isOverlaid { return racePointer(at: point, by: device, in: race).map { [.command($0)] } ?? [] }
        return [.command(.game(.tap(point, by: device)))]
    }

    /// A key: on the preferences screen, the ring's keys; else its hotkey. While paused, any key
    /// but those that quit, change the window, mute or take a screenshot, or scroll the pause's
    /// text, resumes.
    private func keyboard(_ key: Key, on scene: Scene) -> AppCommand? {
        // NB: Ctrl or Shift alone is half of a shortcut: it must not resume a pause before the key
        // it is held for arrives.
        if key == .modifier { return nil }
        if let yes = scene.confirming {
            switch key {
            // NB: not Space, which pauses: a player reaching for the pause must not throw a
            // score away.
            case .enter: return yes
            case .escape: return .backOut
            case .control("q"): return .quit
            // (A question taller than its view scrolls by the keys that move no focus.)
            default: return scene.scrollArea != nil && !key.movesFocus ? Self.scrollKeys[key].map { .scroll($0) } : nil
            }
        }
        if scene.isPreferencesShown, !scene.isPaused, let move = Navigation(key) { return move.onPreferences }
        // A screen that scrolls: the arrows a row, Page Up and Down a view, Home and End to its ends.
        // (On a stacked screen, the pause or the results, the arrows keep their use: Page Up and
        // Down, Home and End scroll it.)
        if scene.scrollArea != nil, scene.isOverlaid && !scene.isPaused || !key.movesFocus, let move = Self.scrollKeys[key] {
            return .scroll(move)
        }
        if scene.showsDailyResults, key == .enter { return .copyDailyCard }
        if let race = scene.race, !scene.isPaused, !scene.isOverlaid { return raceKey(key, in: race, keys: scene.keys) }
        if scene.stepWaits, key == .enter { return .stepOn }
        let command = Hotkeys.command(for: key, bindings: scene.keys)
        guard scene.isPaused else { return command }
        switch command {
        case .quit, .toggleFullscreen, .toggleMute, .screenshot: return command
        case .backOut where scene.waitsForRacer: return .backOut
        default: return scene.waitsForRacer ? nil : .resume
        }
    }

    /// The keys that scroll a screen that scrolls (the arrows only where they move no focus).
    static let scrollKeys: [Key: ScrollMove] = [
        .up: .lines(-1), .down: .lines(1), .pageUp: .views(-1), .pageDown: .views(1), .home: .start, .end: .end,
    ]

    /// Whether a press at `point` begins a drag: on the text of a screen that scrolls, off its
    /// controls.
    private func startsDrag(at point: Point, on scene: Scene) -> Bool {
        // (Not beside an open list or menu: a press there closes it.)
        guard let area = scene.scrollArea, !scene.isPaused, scene.confirming == nil, !scene.choiceListOpen, scene.barMenu == nil, area.contains(point)
        else { return false }
        return !scene.controls.contains { $0.frame.contains(point) }
    }

    /// The drag went on to `point`: the rows follow it, a row for each row's height it moved (up
    /// brings the rows below into view).
    private mutating func dragged(to point: Point, on scene: Scene) -> [Route] {
        guard let last = drag, scene.scrollArea != nil, scene.scrollRow > 0 else {
            drag = nil
            return []
        }
        let moved = last.rest + last.y - point.y
        let rows = Int(moved / scene.scrollRow)
        drag = (last.finger, point.y, moved - Double(rows) * scene.scrollRow)
        return rows == 0 ? [] : [.command(.scroll(.lines(rows)))]
    }
}

extension Key {
    /// The arrows: where a screen's focus ring moves over its buttons, they move it.
    var movesFocus: Bool { [.up, .down, .left, .right].contains(self) }
}
