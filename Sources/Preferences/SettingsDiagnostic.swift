/// A problem found in the settings file, where it is, and whether it stops the file applying.
public struct SettingsDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        /// The file is not applied; the last good settings stay.
        case error
        /// Noted; the rest of the file applies.
        case warning
    }

    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    public let severity: Severity

    public init(path: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.message = message
        self.severity = severity
    }

    /// `path:line:column: message`, as compilers write it, so editors can jump there.
    public var description: String {
        "\(path):\(line):\(column): \(severity == .warning ? "warning: " : "")\(message)"
    }
}
