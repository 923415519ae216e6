/// The desktop's screensaver, as players expect: kept off only while a turn is being played (the
/// shapes in sight, and the player's last input within a minute); allowed while paused, under an
/// overlay or a question, and after a minute with no input. It follows from the model, so the
/// reducer applies it after every action.
enum ScreenSaverRule {
    /// How long without input before a turn on screen no longer counts as played.
    static let idleLimit: Duration = .seconds(60)

    /// The effect that brings the screensaver in line with the model, if it is not.
    static func update(_ model: inout AppModel, in context: AppContext) -> [AppEffect] {
        let playing = !model.hidesShapes && context.now - context.lastInput < idleLimit
        guard playing == model.allowsScreenSaver else { return [] }
        model.allowsScreenSaver = !playing
        return [.allowScreenSaver(!playing)]
    }

    /// When the rule must be looked at again with no action to prompt it: a minute after the last
    /// input, while a turn is being played.
    static func deadline(_ model: AppModel, lastInput: Duration) -> Duration? {
        model.allowsScreenSaver || model.hidesShapes ? nil : lastInput + idleLimit
    }
}
