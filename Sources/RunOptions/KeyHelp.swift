/// The keys and buttons and what each does, as `--help` and the man page print them: the game's
/// own tables (`Hotkeys`) handed to the command line, which knows nothing else of the game.
public struct KeyHelp: Sendable {
    /// One line: the keys (or buttons) and the action they do.
    public struct Line: Hashable, Sendable {
        public let keys: String
        public let action: String

        public init(keys: String, action: String) {
            self.keys = keys
            self.action = action
        }
    }

    public var keyboard: [Line]
    public var controller: [Line]

    public init(keyboard: [Line], controller: [Line]) {
        self.keyboard = keyboard
        self.controller = controller
    }
}
