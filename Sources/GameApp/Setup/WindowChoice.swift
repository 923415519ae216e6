import Drawing
import Preferences
import RunOptions

/// How the window opens, by one rule: `--window` and `--fullscreen` win; else the window comes
/// back where and as it was left (the state file), made to fit the displays there are now;
/// else, at a first launch, the settings' `window.*` size and fullscreen.
public struct WindowChoice: Hashable, Sendable {
    public var size: Size
    /// Nil centers the window.
    public var position: Point?
    public var fullscreen: Bool
    public var maximized: Bool

    public static func make(options: GameOptions, settings: Settings, remembered: WindowPlacement?, displays: [Rect]) -> WindowChoice {
        if let size = options.windowSize {
            return WindowChoice(size: size, position: nil, fullscreen: options.fullscreen, maximized: false)
        }
        if let remembered {
            let fitted = remembered.fitted(to: displays)
            return WindowChoice(
                size: fitted.size, position: fitted.position, fullscreen: options.fullscreen || fitted.fullscreen, maximized: fitted.maximized)
        }
        return WindowChoice(
            size: Size(width: Double(settings.windowWidth), height: Double(settings.windowHeight)), position: nil,
            fullscreen: options.fullscreen || settings.fullscreen, maximized: false)
    }
}
