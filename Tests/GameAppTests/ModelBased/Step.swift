import Desktop
import GameCore
import Platform
import Preferences

@testable import GameApp

/// One thing a player, the desktop or the machine does to the app, as data: a sequence of these
/// replays exactly, and shrinks by leaving steps out.
enum Step: Hashable, CustomStringConvertible {
    /// Where a click or a tap lands, resolved against the screen when the step runs.
    enum Spot: Hashable {
        /// The n-th shape in play (modulo their count).
        case shape(Int)
        /// The n-th control usable now (modulo their count).
        case control(Int)
        /// A point, in thousandths of the window's width and height.
        case anywhere(Int, Int)
        /// The larger shape in play (where a player who plays well clicks).
        case larger
    }

    case key(Key)
    case click(Spot)
    case tap(Spot)
    case pad(Int32, ControllerButton)
    case plug(Int32)
    case unplug(Int32)
    /// The settings file saved with one setting stepped (the n-th of the registry's).
    case save(setting: Int, forward: Bool)
    /// The settings file saved with a mode named in it (nil: none).
    case saveMode(GameMode?)
    /// The settings file saved with a key of the player's own for an action.
    case saveKey(action: String, key: String)
    /// A save the reader refuses.
    case badSave
    /// The file saved again as it is.
    case resave
    case desktop(DesktopWishes?)
    case focus(Bool)
    case resize(width: Int, height: Int)
    /// Time passes, in milliseconds, and what is due fires.
    case wait(Int)

    var description: String {
        switch self {
        case .key(let key): "key \(key)"
        case .click(let spot): "click \(spot)"
        case .tap(let spot): "tap \(spot)"
        case .pad(let pad, let button): "pad \(pad) \(button)"
        case .plug(let pad): "plug \(pad)"
        case .unplug(let pad): "unplug \(pad)"
        case .save(let setting, let forward): "save setting #\(setting) \(forward ? "up" : "down")"
        case .saveMode(let mode): "save mode \(mode.map { "\($0)" } ?? "none")"
        case .saveKey(let action, let key): "save key \(action) = \(key)"
        case .badSave: "bad save"
        case .resave: "resave"
        case .desktop(let wishes): "desktop \(wishes.map { "\($0)" } ?? "absent")"
        case .focus(let gained): gained ? "focus gained" : "focus lost"
        case .resize(let width, let height): "resize \(width)x\(height)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        }
    }
}

/// Makes random steps, weighted towards what players do most, from a seeded generator.
struct StepGenerator {
    static let keys: [Key] =
        "scteamlxyvohprfndi+-12345jk".map { Key.character($0) } + [
            .escape, .space, .enter, .tab, .left, .right, .up, .down, .control("q"), .control("c"), .function(1), .function(11), .pageUp,
            .pageDown,
        ]
    static let buttons: [ControllerButton] = [
        .a, .a, .b, .x, .y, .back, .start, .leftShoulder, .rightShoulder, .dpadUp, .dpadDown, .dpadLeft, .dpadRight,
    ]
    static let modes: [GameMode?] = [nil, .mixed, .cross, .square, .circle, .single(.star)]
    static let boundActions = ["help", "pause", "stats", "race", "daily", "preferences", "restart"]

    /// The next steps: one, or a run of a player who plays well (the larger shape clicked and its
    /// feedback let pass, 8 to 24 turns, about one roll in 33, so that a day's twenty turns and a race's target are
    /// reached), each click and wait a step of its own, which the invariants see and the shrinker
    /// can leave out.
    static func steps(using random: inout SeededGenerator, allowQuit: Bool) -> [Step] {
        guard Int.random(in: 0..<1000, using: &random) < 30 else { return [step(using: &random, allowQuit: allowQuit)] }
        return (0..<Int.random(in: 8...24, using: &random)).flatMap { _ in [Step.click(.larger), .wait(500)] }
    }

    static func step(using random: inout SeededGenerator, allowQuit: Bool) -> Step {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<22:
            var key = keys.randomElement(using: &random) ?? .space
            if !allowQuit, key == .control("q") { key = .escape }
            return .key(key)
        case 22..<36: return .click(spot(using: &random))
        case 36..<42: return .tap(spot(using: &random))
        case 42..<54: return .pad(Int32.random(in: 1...3, using: &random), buttons.randomElement(using: &random) ?? .a)
        case 54..<58: return .plug(Int32.random(in: 1...3, using: &random))
        case 58..<61: return .unplug(Int32.random(in: 1...3, using: &random))
        case 61..<66: return .save(setting: Int.random(in: 0..<200, using: &random), forward: Bool.random(using: &random))
        case 66..<68: return .saveMode(modes.randomElement(using: &random) ?? nil)
        case 68..<69:
            return .saveKey(
                action: boundActions.randomElement(using: &random) ?? "help", key: ["j", "k", "g", "q"].randomElement(using: &random) ?? "j")
        case 69..<70: return .badSave
        case 70..<71: return .resave
        case 71..<73:
            let schemes: [DesktopWishes.ColorScheme] = [.dark, .light, .noPreference]
            return .desktop(
                Bool.random(using: &random)
                    ? DesktopWishes(
                        colorScheme: schemes.randomElement(using: &random) ?? .dark, highContrast: Bool.random(using: &random),
                        reducedMotion: Bool.random(using: &random), textScale: [1, 1.25, 1.5, 2, 3].randomElement(using: &random) ?? 1,
                        screenReader: Bool.random(using: &random))
                    : nil)
        case 73..<75: return .focus(Bool.random(using: &random))
        case 75..<77:
            return .resize(width: Int.random(in: 320...3840, using: &random), height: Int.random(in: 240...2160, using: &random))
        default:
            return .wait([16, 100, 300, 450, 700, 1000, 3000, 61_000].randomElement(using: &random) ?? 100)
        }
    }

    private static func spot(using random: inout SeededGenerator) -> Step.Spot {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .shape(Int.random(in: 0..<5, using: &random))
        case 1: .control(Int.random(in: 0..<40, using: &random))
        default: .anywhere(Int.random(in: 0...1000, using: &random), Int.random(in: 0...1000, using: &random))
        }
    }
}
