import Desktop
import Platform
import Preferences

/// A step as a person reads it (`key Ctrl+Q`, `click mode:circle`, `save game.feedback_ms = 0`)
/// and as Swift that makes it again (`.key(.control("q"))`), for a failure's report.
extension AppStep: CustomStringConvertible {
    var description: String {
        switch self {
        case .key(let key): "key \(Self.name(key))"
        case .held(let key): "key \(Self.name(key)) held (repeats)"
        case .pickLarger: "key of the larger shape"
        case .click(let spot): "click \(Self.name(spot))"
        case .tap(let spot): "tap \(Self.name(spot))"
        case .wheel(let steps): "wheel \(steps > 0 ? "+" : "")\(steps)"
        case .pad(let slot, let button): "pad \(slot) \(button)"
        case .padToLarger(let slot): "pad \(slot) ring to the larger shape, A"
        case .stick(let slot, let axis, let value): "pad \(slot) stick \(axis) to \(value)"
        case .plug(let slot): "pad \(slot) plugged in"
        case .unplug(let slot): "pad \(slot) unplugged"
        case .focusLost: "focus lost"
        case .focusGained: "focus gained"
        case .window(let change): "window \(change)"
        case .wait(let milliseconds): "wait \(milliseconds) ms"
        case .late(let milliseconds): "the loop wakes \(milliseconds) ms late"
        case .save(let path, let value): "save \(path) = \(value?.literal ?? "(unset)")"
        case .saveKey(let action, let key): "save keys.\(action) = \"\(key)\""
        case .badSave: "save a file that does not read"
        case .resave: "save the file as it is"
        case .desktop(let wishes): "desktop \(wishes.map(Self.name) ?? "gone")"
        case .newDay: "midnight passes"
        }
    }

    /// The step as Swift.
    var swift: String {
        switch self {
        case .key(let key): ".key(\(Self.swift(key)))"
        case .held(let key): ".held(\(Self.swift(key)))"
        case .pickLarger: ".pickLarger"
        case .click(let spot): ".click(\(Self.swift(spot)))"
        case .tap(let spot): ".tap(\(Self.swift(spot)))"
        case .wheel(let steps): ".wheel(\(steps))"
        case .pad(let slot, let button): ".pad(\(slot), .\(button))"
        case .padToLarger(let slot): ".padToLarger(\(slot))"
        case .stick(let slot, let axis, let value): ".stick(\(slot), .\(axis), \(value))"
        case .plug(let slot): ".plug(\(slot))"
        case .unplug(let slot): ".unplug(\(slot))"
        case .focusLost: ".focusLost"
        case .focusGained: ".focusGained"
        case .window(let change): ".window(.\(change))"
        case .wait(let milliseconds): ".wait(\(milliseconds))"
        case .late(let milliseconds): ".late(\(milliseconds))"
        case .save(let path, let value): ".save(\(Self.quoted(path)), \(value.map(Self.swift) ?? "nil"))"
        case .saveKey(let action, let key): ".saveKey(action: \(Self.quoted(action)), key: \(Self.quoted(key)))"
        case .badSave: ".badSave"
        case .resave: ".resave"
        case .desktop(let wishes): ".desktop(\(wishes.map(Self.swift) ?? "nil"))"
        case .newDay: ".newDay"
        }
    }

    static func name(_ key: Key) -> String {
        switch key {
        case .character(let character): String(character).uppercased()
        case .control(let character): "Ctrl+\(String(character).uppercased())"
        case .function(let number): "F\(number)"
        case .escape: "Esc"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        default: "\(key)".capitalized
        }
    }

    static func name(_ wishes: DesktopWishes) -> String {
        let flags = [
            wishes.highContrast ? "high contrast" : nil, wishes.reducedMotion ? "reduced motion" : nil, wishes.screenReader ? "screen reader" : nil,
        ]
        return (["\(wishes.colorScheme.rawValue)"] + flags.compactMap { $0 } + ["text ×\(wishes.textScale)"]).joined(separator: ", ")
    }

    static func name(_ spot: Spot) -> String {
        switch spot {
        case .shape(let index): "shape \(index + 1)"
        case .control(let name): name
        case .anywhere(let x, let y): "at (\(x)‰, \(y)‰)"
        case .larger: "the larger shape"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func swift(_ key: Key) -> String {
        switch key {
        case .character(let character): ".character(\(quoted(String(character))))"
        case .control(let character): ".control(\(quoted(String(character))))"
        default: ".\(key)"
        }
    }

    static func swift(_ spot: Spot) -> String {
        switch spot {
        case .control(let name): ".control(\(quoted(name)))"
        default: ".\(spot)"
        }
    }

    static func swift(_ value: SettingValue) -> String {
        switch value {
        case .text(let text): ".text(\(quoted(text)))"
        case .color(let color): ".color(RGBA(red: \(color.red), green: \(color.green), blue: \(color.blue), alpha: \(color.alpha)))"
        default: ".\(value)"
        }
    }

    static func swift(_ wishes: DesktopWishes) -> String {
        "DesktopWishes(colorScheme: .\(wishes.colorScheme), highContrast: \(wishes.highContrast), reducedMotion: \(wishes.reducedMotion), "
            + "textScale: \(wishes.textScale), screenReader: \(wishes.screenReader))"
    }
}
