import SystemIO
import TOML

/// Reads the settings file defensively: a missing file, a dangling link, a folder, a huge file,
/// an unreadable one, binary bytes or text that is not UTF-8 each become one clear diagnostic,
/// never a crash, and the file is never touched.
public enum SettingsFile {
    /// Larger files are refused unread: no settings file needs a mebibyte.
    public static let sizeLimit = 1 << 20

    public enum Contents: Sendable {
        case text(String)
        case missing
        case unusable(SettingsDiagnostic)
    }

    /// How bytes are read; tests swap in failures that root can't provoke with permissions.
    public struct Reading: Sendable {
        public var contents: @Sendable (_ path: String, _ limit: Int) throws -> [UInt8]

        public init(contents: @escaping @Sendable (String, Int) throws -> [UInt8]) {
            self.contents = contents
        }

        public static let live = Reading { path, limit in
            do {
                return try FileSystem.read(path, limit: limit)
            } catch {
                throw ReadError(message: (error as? FileError)?.reason ?? "\(error)")
            }
        }
    }

    struct ReadError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    public static func read(_ path: String, using reading: Reading = .live) -> Contents {
        func unusable(_ template: String, _ values: [String: String] = [:], line: Int = 1, column: Int = 1) -> Contents {
            .unusable(SettingsDiagnostic(path: path, line: line, column: column, text: DiagnosticText(template, values)))
        }
        var status: FileStatus
        do {
            status = try FileSystem.status(path, followingLinks: false)
        } catch {
            return error.isMissing ? .missing : unusable(DiagnosticText.unreadable, ["reason": error.reason])
        }
        if status.kind == .symbolicLink {
            guard let target = try? FileSystem.status(path) else { return unusable(DiagnosticText.danglingLink) }
            status = target
        }
        if status.kind == .folder { return unusable(DiagnosticText.folder) }
        guard status.kind == .regular else { return unusable(DiagnosticText.notRegular) }
        guard status.size <= sizeLimit else {
            return unusable(DiagnosticText.tooLarge, ["limit": "\(sizeLimit)"])
        }
        let bytes: [UInt8]
        do {
            bytes = try reading.contents(path, sizeLimit)
        } catch {
            return unusable(DiagnosticText.unreadable, ["reason": "\(error)"])
        }
        guard bytes.count <= sizeLimit else { return unusable(DiagnosticText.tooLarge, ["limit": "\(sizeLimit)"]) }
        if let zero = bytes.firstIndex(of: 0) {
            let (line, column) = position(of: zero, in: bytes)
            return unusable(DiagnosticText.binary, line: line, column: column)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = position(of: firstInvalidUTF8(bytes), in: bytes)
            return unusable(DiagnosticText.notUTF8, line: line, column: column)
        }
        return .text(text)
    }

    /// 1-based line and column of byte `offset`, counted as the TOML reader counts them.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        TOML.position(of: offset, in: bytes)
    }

    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        UTF8Validation.firstInvalidOffset(in: bytes) ?? bytes.count
    }
}
