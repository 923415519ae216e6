import Foundation

/// A folder of a test's own under the system's temporary folder: made empty before `body` runs
/// and removed with everything in it afterwards, however `body` ends.
public enum TemporaryFolder {
    /// Runs `body` with the new folder's URL; `name` makes it recognizable (`tap-<name>-<UUID>`).
    public static func with<Result>(_ name: String, _ body: (URL) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
