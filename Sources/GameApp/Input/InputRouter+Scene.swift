import Drawing
import GameCore
import Platform
import Preferences

extension InputRouter {
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
        /// Where the bar is (window points): the buttons whose names show when pointed at.
        public var barFrame: Rect?
        /// Where the bar's "more" menu is while it is open (window points): its buttons' names show
        /// when pointed at too, and a click or tap outside it closes it, and does nothing else.
        public var barMenu: Rect?
        /// Whether a choice's list is open over the preferences (its rows are among `controls`):
        /// a click or a tap beside it closes it, and does nothing else.
        public var choiceListOpen = false
        /// Where the text of a screen that scrolls is (the help, About, the stats, the
        /// preferences, a stacked screen, the panel, where they hold more than their view), and how tall a row of it is on average (window points): a drag there
        /// scrolls it a row for every row's height the pointer or finger moves.
        public var scrollArea: Rect?
        public var scrollRow = 20.0
        /// While the game asks a question ("restart?", "leave the race?"), the command its yes
        /// gives (Enter, A or a click on it; not Space, which pauses); its two buttons are then the only controls. Nil: no question.
        public var confirming: AppCommand?
        /// Whether a race waits for a racer whose controller went: nothing but that seat's new
        /// controller resumes it, and backing out offers to leave it.
        public var waitsForRacer: Bool
        /// Whether the daily challenge's results are what the player faces (its Copy and Back are
        /// among `controls`).
        public var showsDailyResults: Bool
        /// The race for two, when one is joined or played: input then goes to its players.
        public var race: RaceInput?
        /// Whether one-switch play is on (`[accessibility] scan_ms`): every key (but Ctrl+Q and Esc),
        /// button (but B, which backs out as Esc does), click and tap is then the one switch.
        public var isScanning = false
        /// The keys in force: the defaults and the player's own (`[keys]`).
        public var keys = KeyBindings()
        /// The pad's buttons in force: the defaults and the player's own (`[buttons]`).
        public var buttons = ButtonBindings()
        /// Whether a stop of a turn stepped through waits: Enter goes on.
        public var stepWaits = false

        public init(
            shapes: [Rect], controls: [Control], isPaused: Bool, isOverlaid: Bool, mode: GameMode, isPreferencesShown: Bool = false,
            confirming: AppCommand? = nil, waitsForRacer: Bool = false, showsDailyResults: Bool = false,
            race: RaceInput? = nil
        ) {
            self.waitsForRacer = waitsForRacer
            self.race = race
            self.showsDailyResults = showsDailyResults
            self.confirming = confirming
            self.shapes = shapes
            self.controls = controls
            self.isPaused = isPaused
            self.isOverlaid = isOverlaid
            self.mode = mode
            self.isPreferencesShown = isPreferencesShown
        }

        /// The pause screen's buttons: Resume and Quit, or Leave the race and Quit.
        static let pauseActions: [AppCommand] = [.resume, .quit, .leaveRace]

        /// What can be used while paused: the pause's buttons, and its scroll buttons where its
        /// text is taller than its view.
        static func pausePlaces(_ action: AppCommand) -> Bool {
            if case .scroll = action { return true }
            return pauseActions.contains(action)
        }

        /// What the focus ring can rest on now: the pause screen's buttons while paused, the
        /// preferences' lines (not their halves: left and right step them) and buttons while it
        /// shows, the controls under another overlay, else the shapes and the controls.
        public var places: [FocusPlace] {
            if confirming != nil { return [] }
            if isPaused {
                return controls.filter { Self.pausePlaces($0.action) }.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
            }
            if isPreferencesShown {
                return controls.filter { control in
                    switch control.action {
                    // (An open list's rows alone, where it is open: they are then the screen's controls.)
                    case .choose: true
                    case .preference(_, let step): step == 0
                    case .closePreferences, .confirmReset: true
                    default: false
                    }
                }.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
            }
            let controlPlaces = controls.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
            // The open "more" menu holds the ring: its buttons, and "more" to close it.
            if let menu = barMenu {
                return controlPlaces.filter { menu.contains($0.frame.center) || $0.target == .control(.toggleBarMenu) }
            }
            if isOverlaid { return controlPlaces }
            return shapes.enumerated().map { FocusPlace(target: .shape($0.offset), frame: $0.element) } + controlPlaces
        }
    }
}

/// What input needs to know of a race: its phase, which device plays in which seat, whether a
/// seat's controller is missing, and the controllers' names (a joining pad's player is named so).
public struct RaceInput: Hashable, Sendable {
    public enum Phase: Hashable, Sendable { case joining, playing, finished }

    public var phase: Phase
    public var seats: [RaceDevice: Int]
    public var hasMissing: Bool
    public var controllerNames: [Int32: String]

    public init(phase: Phase, seats: [RaceDevice: Int], hasMissing: Bool = false, controllerNames: [Int32: String] = [:]) {
        self.phase = phase
        self.seats = seats
        self.hasMissing = hasMissing
        self.controllerNames = controllerNames
    }
}

extension InputEvent {
    /// Whether a player did it (a key, a click, a touch, a button, a stick), rather than the
    /// window or the system.
    var isFromPlayer: Bool {
        switch self {
        case .mouseDown, .mouseUp, .mouseMoved, .keyDown, .keyUp, .fingerDown, .fingerUp, .buttonDown, .buttonUp, .axisMoved: true
        default: false
        }
    }
}
