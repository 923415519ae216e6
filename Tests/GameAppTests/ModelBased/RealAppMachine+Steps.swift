import Drawing
import GameCore
import Platform
import Preferences

@testable import GameApp

/// How each step reaches the real app: input through SDL's queue or a virtual pad, the window
/// through SDL's own calls where the offscreen driver has them, files and the desktop through
/// the world, time through the manual clock and the loop's timers.
extension RealAppMachine {
    func perform(_ step: AppStep) throws {
        watch.begin(self)
        defer { watch.end(self) }
        switch step {
        case .key(let key):
            try harness.press(key)
        case .held(let key):
            try push(.keyDown(key, isRepeat: false))
            for _ in 0..<3 { try push(.keyDown(key, isRepeat: true)) }
            try push(.keyUp(key))
        case .pickLarger:
            guard let largest = game.currentTurn?.largestIndex else { break }
            try harness.press(.character(Character(String(largest + 1))))
        case .click(let spot):
            guard let point = point(spot) else { break }
            try harness.click(point)
        case .tap(let spot):
            guard let point = point(spot) else { break }
            try harness.tap(point)
        case .wheel(let steps):
            try push(.wheel(steps: steps))
        case .pad(let slot, let button):
            guard let pad = pads[slot] else { break }
            try press(button, on: pad)
        case .padToLarger(let slot):
            try padToLarger(slot)
        case .stick(let slot, let axis, let value):
            guard let pad = pads[slot] else { break }
            try pad.set(axis, to: value)
            try settle()
            try pad.set(axis, to: 0)
        case .plug(let slot):
            try plug(slot)
        case .unplug(let slot):
            watch.unplugged = pads[slot]?.id.rawValue
            unplug(slot)
        case .focusLost:
            try push(.focusLost)
        case .focusGained:
            try push(.focusGained)
        case .window(let change):
            try perform(change)
        case .wait(let milliseconds):
            try pass(.milliseconds(milliseconds))
        case .late(let milliseconds):
            lateness = .milliseconds(milliseconds)
        case .save(let path, let value):
            guard let setting = SettingsRegistry.standard.settings.first(where: { $0.key == path }) else { break }
            var file = world.file.withLock { $0 }
            file[setting] = value
            world.save(file)
        case .saveKey(let action, let key):
            var file = world.file.withLock { $0 }
            file.keyBindings = KeyBindings(file.keyBindings.chosen.merging([action: key]) { _, new in new })
            world.save(file)
        case .badSave:
            world.save(nil)
        case .resave:
            world.save(world.file.withLock { $0 })
        case .desktop(let wishes):
            world.post(wishes)
        case .newDay:
            world.turnDay()
        }
        try settle()
    }

    private func perform(_ change: AppStep.WindowChange) throws {
        switch change {
        case .resize(let width, let height): app.screen.window.setSize(Size(width: Double(width), height: Double(height)))
        case .move(let x, let y): app.screen.window.setPosition(Point(x: Double(x), y: Double(y)))
        case .maximize: try push(.maximized)
        case .minimize: try push(.minimized)
        case .restore: try push(.restored)
        case .close: try push(.quit)
        }
    }
}
