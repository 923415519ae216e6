import Drawing
import GameCore
import Platform

/// The one door through which input reaches the game: each platform event becomes what it asks
/// for, whatever the device: a click, a finger's tap, a key and a controller's button all end
/// up as the same `AppCommand`s. It keeps what input needs remembered between events (the
/// controller's focus ring, the finger down, the sticks' positions) and nothing else, so it is
/// tested without a window.
public struct InputRouter {
    /// What an input event asks for.
    public enum Route: Hashable, Sendable {
        case command(AppCommand)
        /// The window changed size.
        case resized
        /// The window must be drawn again (uncovered, focused, the ring moved).
        case redraw
        /// A background worker woke the loop (the settings file changed, a screenshot was saved).
        case wake
        /// The window moved, or was maximized or restored: its place is worth remembering.
        case windowChanged
        /// A controller came or went (its name; nil when it went).
        case controller(name: String?)
    }

    /// What is on screen, as input needs to know it (the `Screen` is the window itself).
    public struct Scene: Sendable {
        /// The shapes' frames, in order, when they can be tapped or picked (none under a pause or
        /// an overlay).
        public var shapes: [Rect]
        /// The controls that can be used now: the bar's, and the pause screen's while paused.
        public var controls: [Control]
        public var isPaused: Bool
        /// Whether the help, the stats or the preferences cover the shapes.
        public var isOverlaid: Bool
        public var mode: GameMode
        /// Whether the preferences screen shows (its controls are among `controls`).
        public var isPreferencesShown: Bool

        public init(shapes: [Rect], controls: [Control], isPaused: Bool, isOverlaid: Bool, mode: GameMode, isPreferencesShown: Bool = false) {
            self.shapes = shapes
            self.controls = controls
            self.isPaused = isPaused
            self.isOverlaid = isOverlaid
            self.mode = mode
            self.isPreferencesShown = isPreferencesShown
        }

        /// The preferences screen's own controls (its lines' halves left out: the ring rests on
        /// whole lines, and left and right step them).
        var preferenceTargets: [Control] {
            controls.filter { control in
                switch control.action {
                case .preference(_, let step): step == 0
                case .closePreferences, .confirmReset: true
                default: false
                }
            }
        }

        /// What the focus ring can rest on now: the pause screen's buttons while paused, the
        /// controls under an overlay, else the shapes and the controls.
        var targets: [(target: FocusTarget, frame: Rect)] {
            let pauseButtons = controls.filter { $0.action == .resume || $0.action == .quit }
            if isPaused { return pauseButtons.map { (.control($0.action), $0.frame) } }
            if isPreferencesShown { return preferenceTargets.map { (.control($0.action), $0.frame) } }
            let controlTargets = controls.map { (FocusTarget.control($0.action), $0.frame) }
            if isOverlaid { return controlTargets }
            return shapes.enumerated().map { (.shape($0.offset), $0.element) } + controlTargets
        }
    }

    /// Where the controller's focus ring is, and whether it shows: it appears when a controller
    /// is used and goes at the next mouse or touch input.
    public private(set) var focus: FocusTarget?
    public private(set) var isRingShown = false
    /// The fingers on the screen now: only the first of a touch counts, so a second finger
    /// during a tap is ignored.
    private var fingersDown: Set<Finger> = []
    static let mostFingers = 10
    private var sticks = StickDirections()

    public init() {}

    /// The focus ring's frame in `scene`, when it shows.
    public func ringFrame(on scene: Scene) -> Rect? {
        guard isRingShown, let focus else { return nil }
        return scene.targets.first { $0.target == focus }?.frame
    }

    public mutating func route(_ event: InputEvent, on scene: Scene) -> [Route] {
        switch event {
        case .quit:
            return [.command(.quit)]
        case .mouseDown(let button, let point):
            let hadRing = isRingShown
            isRingShown = false
            let routes = pointer(at: point, by: .mouse, primary: button == .left, on: scene)
            return hadRing ? routes + [.redraw] : routes
        case .fingerDown(let finger, let point):
            // NB: no hand has more fingers: more down means lifts were lost (a driver's), and the
            // set starts again rather than grow or block every tap after.
            if fingersDown.count >= Self.mostFingers { fingersDown.removeAll() }
            let first = fingersDown.isEmpty
            fingersDown.insert(finger)
            guard first else { return [] }
            let hadRing = isRingShown
            isRingShown = false
            let routes = pointer(at: point, by: .touch, primary: true, on: scene)
            return hadRing ? routes + [.redraw] : routes
        case .fingerUp(let finger, _):
            fingersDown.remove(finger)
            return []
        case .keyDown(let key, isRepeat: false):
            return keyboard(key, on: scene)
        case .keyDown(let key, isRepeat: true) where scene.isPreferencesShown && [.up, .down, .left, .right].contains(key):
            // NB: held arrows step through the preferences as a held key types.
            return keyboard(key, on: scene)
        case .buttonDown(let button, _):
            return gamepad(button, on: scene)
        case .axisMoved(let axis, let value, let controller):
            guard let direction = sticks.move(axis, to: value, on: controller) else { return [] }
            return move(direction, on: scene)
        case .controllerAdded(_, let name):
            return [.controller(name: name)]
        case .controllerRemoved(let id):
            sticks.forget(id)
            return [.controller(name: nil)]
        case .resized:
            return [.resized]
        case .focusLost:
            // NB: a finger lifted while the window looked elsewhere never reports its lifting.
            fingersDown.removeAll()
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
        case .mouseUp, .mouseMoved, .keyDown, .keyUp, .buttonUp, .controllerUnavailable, .unknown:
            return []
        }
    }

    /// A click or a tap: on a control, the control; while paused, anywhere else resumes (the
    /// pause holds until the player acts); else a tap for the game.
    private func pointer(at point: Point, by device: InputDevice, primary: Bool, on scene: Scene) -> [Route] {
        if scene.isPaused {
            if primary, let control = scene.controls.first(where: { ($0.action == .resume || $0.action == .quit) && $0.frame.contains(point) }) {
                return [.command(control.command(by: device))]
            }
            return [.command(.resume)]
        }
        guard primary else { return [] }
        if let control = scene.controls.first(where: { $0.frame.contains(point) }) { return [.command(control.command(by: device))] }
        return [.command(.game(.tap(point, by: device)))]
    }

    /// A key: its hotkey; while paused, any key but those that quit, change the window, mute or
    /// take a screenshot resumes.
    private mutating func keyboard(_ key: Key, on scene: Scene) -> [Route] {
        if scene.isPreferencesShown, !scene.isPaused {
            switch key {
            case .up: return move(.up, on: scene)
            case .down: return move(.down, on: scene)
            case .left: return step(-1, orMove: .left, on: scene)
            case .right: return step(1, orMove: .right, on: scene)
            case .enter, .space: return activate(on: scene)
            case .escape, .character("o"): return [.command(.closePreferences)]
            default: break
            }
        }
        return keyboardCommand(key, on: scene).map { [.command($0)] } ?? []
    }

    private func keyboardCommand(_ key: Key, on scene: Scene) -> AppCommand? {
        let command = Hotkeys.command(for: key)
        guard scene.isPaused else { return command }
        switch command {
        case .quit, .toggleFullscreen, .toggleMute, .screenshot: return command
        default: return .resume
        }
    }

    /// A controller's button. The first press of a direction or of A only shows the ring, so
    /// the player sees what A will use before using it.
    private mutating func gamepad(_ button: ControllerButton, on scene: Scene) -> [Route] {
        if scene.isPreferencesShown, !scene.isPaused {
            switch button {
            case .dpadUp: return move(.up, on: scene)
            case .dpadDown: return move(.down, on: scene)
            case .dpadLeft: return step(-1, orMove: .left, on: scene)
            case .dpadRight: return step(1, orMove: .right, on: scene)
            case .a: return activate(on: scene)
            case .b, .start: return [.command(.closePreferences)]
            default: break
            }
        }
        switch button {
        case .dpadUp: return move(.up, on: scene)
        case .dpadDown: return move(.down, on: scene)
        case .dpadLeft: return move(.left, on: scene)
        case .dpadRight: return move(.right, on: scene)
        case .x, .misc: return [.command(.screenshot)]
        default: break
        }
        if button == .a { return activate(on: scene) }
        // While paused, B leaves the pause, Start toggles it; any other button, too, resumes.
        if scene.isPaused { return [.command(.resume)] }
        switch button {
        case .b:
            guard scene.isOverlaid else { return [] }
            return [.command(.closeOverlays)]
        case .start: return [.command(.togglePreferences)]
        case .back: return [.command(.toggleHelp)]
        case .y: return [.command(.toggleStats)]
        case .leftShoulder: return [.command(.game(.setMode(scene.mode.stepped(by: -1))))]
        case .rightShoulder: return [.command(.game(.setMode(scene.mode.stepped(by: 1))))]
        default: return []
        }
    }

    /// Left or right on the preferences screen: steps the line the ring is on, or (on its
    /// buttons) moves between them.
    private mutating func step(_ step: Int, orMove direction: Direction, on scene: Scene) -> [Route] {
        guard showRing(on: scene) else { return [.redraw] }
        if case .control(.preference(let row, 0)) = focus, !row.isSwitch { return [.command(.preference(row, step: step)), .redraw] }
        return move(direction, on: scene)
    }

    /// A (or Enter on the preferences screen): uses what the ring is on, a shape or a control.
    /// The first press only shows the ring.
    private mutating func activate(on scene: Scene) -> [Route] {
        guard showRing(on: scene) else { return [.redraw] }
        switch focus {
        case .shape(let index): return [.command(.game(.pick(index, by: .gamepad)))]
        case .control(let action): return [.command(action.by(.gamepad)), .redraw]
        case nil: return scene.isPaused ? [.command(.resume)] : []
        }
    }

    /// Shows the ring on a valid target; true when it was already showing there (so the press
    /// may act), false when this press only made it appear.
    private mutating func showRing(on scene: Scene) -> Bool {
        let targets = scene.targets
        let wasShown = isRingShown && targets.contains { $0.target == focus }
        if !targets.contains(where: { $0.target == focus }) { focus = targets.first?.target }
        isRingShown = focus != nil
        return wasShown
    }

    /// Moves the ring to the nearest target in `direction` (it first appears where it was).
    private mutating func move(_ direction: Direction, on scene: Scene) -> [Route] {
        guard showRing(on: scene) else { return [.redraw] }
        let targets = scene.targets
        guard let current = targets.first(where: { $0.target == focus }),
            let next = SpatialNavigation.nearest(from: current.frame, toward: direction, among: targets.map(\.frame))
        else { return [] }
        focus = targets[next].target
        return [.redraw]
    }
}

/// What the focus ring can rest on.
public enum FocusTarget: Hashable, Sendable {
    /// The shape at this position in the turn.
    case shape(Int)
    case control(AppCommand)
}

public enum Direction: Hashable, Sendable, CaseIterable {
    case up, down, left, right

    var vector: (x: Double, y: Double) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}

/// Moving between things on screen the way the eye does: to the nearest one whose center lies
/// in the direction asked, preferring those straight ahead to those off to the side. It works
/// for any arrangement (a row, the grids of three to five shapes, the bar beneath).
public enum SpatialNavigation {
    /// The index in `candidates` to move to from `origin`, or nil when nothing lies that way.
    /// Candidates within 45° of the direction come first; up and down, which move between the
    /// shapes and the bar, fall back to anything below or above.
    public static func nearest(from origin: Rect, toward direction: Direction, among candidates: [Rect]) -> Int? {
        let center = origin.center
        let (dx, dy) = direction.vector
        var best: (index: Int, score: Double)?
        var fallback: (index: Int, score: Double)?
        for (index, candidate) in candidates.enumerated() {
            let offset = (x: candidate.center.x - center.x, y: candidate.center.y - center.y)
            let ahead = offset.x * dx + offset.y * dy
            let aside = abs(offset.x * dy - offset.y * dx)
            guard ahead > 0.5 else { continue }
            let score = ahead + aside * 2
            if aside <= ahead {
                if best.map({ score < $0.score }) ?? true { best = (index, score) }
            } else if dy != 0 {
                if fallback.map({ score < $0.score }) ?? true { fallback = (index, score) }
            }
        }
        return (best ?? fallback)?.index
    }
}

/// Turns a stick's positions into single steps: a push past 60% of its travel is one step in
/// its direction; the stick must come back under 30% before it steps again, so a resting stick's
/// jitter never moves anything.
struct StickDirections {
    private struct Engaged {
        var x = 0
        var y = 0
    }

    private var engaged: [ControllerID: Engaged] = [:]
    static let push = 0.6
    static let release = 0.3

    mutating func move(_ axis: ControllerAxis, to value: Double, on controller: ControllerID) -> Direction? {
        guard axis == .leftX || axis == .leftY else { return nil }
        var state = engaged[controller] ?? Engaged()
        defer { engaged[controller] = state }
        var held = axis == .leftX ? state.x : state.y
        defer { if axis == .leftX { state.x = held } else { state.y = held } }
        if held != 0 {
            if abs(value) < Self.release { held = 0 }
            return nil
        }
        guard abs(value) >= Self.push else { return nil }
        held = value < 0 ? -1 : 1
        switch (axis, held) {
        case (.leftX, -1): return .left
        case (.leftX, _): return .right
        case (_, -1): return .up
        default: return .down
        }
    }

    mutating func forget(_ controller: ControllerID) {
        engaged[controller] = nil
    }
}
