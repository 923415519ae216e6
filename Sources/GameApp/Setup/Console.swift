import Locking
import Logging
import SystemIO

/// Standard error, as a client: the live one writes lines there, a test's collects them.
public struct Console: Sendable {
    public var printError: @Sendable (String) -> Void

    public init(printError: @escaping @Sendable (String) -> Void) {
        self.printError = printError
    }

    public static let live = Console { line in StandardError.writeLine(line) }
    /// The quiet client: prints nothing.
    public static let quiet = Console { _ in }
}

/// Reports warnings about the player's files: every one to the log, the first one also on
/// standard error, so a broken disk costs one line, not one per turn. Callable from any thread.
public final class Warnings: Sendable {
    private let console: Console
    private let logger: Logger
    private let printed = Locked(false)

    public init(console: Console, logger: Logger) {
        self.console = console
        self.logger = logger
    }

    public func report(_ message: String) {
        logger.warning("\(message)")
        let first = printed.withLock { printed in
            defer { printed = true }
            return !printed
        }
        if first { console.printError("tap-the-larger-shape: warning: \(message)") }
    }
}
