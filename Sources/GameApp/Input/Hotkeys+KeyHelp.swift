import RunOptions

extension Hotkeys {
    /// The keys and the buttons by default, as `--help` and the man page print them.
    public static var keyHelp: KeyHelp {
        KeyHelp(
            keyboard: help.map { KeyHelp.Line(keys: $0.keys, action: $0.action) },
            controller: controllerHelp().map { KeyHelp.Line(keys: $0.keys, action: $0.action) })
    }
}
