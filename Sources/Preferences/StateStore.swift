import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

/// The game's own state file (JSON, read and written by `JSONValue`). Written atomically; a file
/// that cannot be read as state is moved aside as `state.json.corrupt-<seconds>` rather than
/// overwritten, and the game starts from defaults. Of each kind of copy set aside (`corrupt`,
/// `reset`) the newest `keptBackups` stay; older ones are removed as a new one is made. A disk
/// that refuses writes costs a warning, never the game.
public final class StateStore: Sendable {
    public let path: String
    private let now: @Sendable () -> WallClock

    /// How many copies of each kind are kept.
    public static let keptBackups = 5
    /// A state file is far smaller; a larger one is damage, not state.
    public static let sizeLimit = 4 << 20

    public init(path: String, now: @escaping @Sendable () -> WallClock = WallClock.now) {
        self.path = path
        self.now = now
    }

    /// The stored record, or a fresh one; `warning` says what went wrong, if anything.
    public func load() -> (record: GameRecord, warning: String?) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, limit: Self.sizeLimit)
        } catch {
            if error.code == ENOENT || error.code == ENOTDIR { return (GameRecord(), nil) }
            return (GameRecord(), "the state file \(path) could not be read (\(error.reason)); starting afresh without it")
        }
        if bytes.count <= Self.sizeLimit, let json = try? JSONValue(parsing: bytes), let record = try? GameRecord(json: json) {
            return (record, nil)
        }
        let aside = freeName(for: "corrupt")
        do {
            try FileSystem.move(path, to: aside)
            pruneBackups(of: "corrupt")
            return (GameRecord(), "the state file \(path) could not be read; moved it to \(aside) and started afresh")
        } catch {
            return (GameRecord(), "the state file \(path) could not be read, nor moved aside (\(error.reason)); starting afresh without it")
        }
    }

    public struct SetAsideError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Copies the file to `<path>.<label>-<seconds since 1970>` (`-2`, `-3`… rather than replace
    /// one); nil when there is no file yet.
    public func setAside(_ label: String) -> Result<String?, SetAsideError> {
        guard FileSystem.exists(path) else { return .success(nil) }
        let stem = "\(path).\(label)-\(now().seconds)"
        for attempt in 1...100 {
            let copy = attempt == 1 ? stem : "\(stem)-\(attempt)"
            if FileSystem.exists(copy) { continue }
            do {
                try FileSystem.copy(path, to: copy)
                pruneBackups(of: label)
                return .success(copy)
            } catch {
                if error.code == EEXIST { continue }
                return .failure(SetAsideError(description: "cannot copy \(path) to \(copy): \(error.reason)"))
            }
        }
        return .failure(SetAsideError(description: "too many copies named \(stem)"))
    }

    /// Writes `record`; returns a warning instead of throwing, because losing a high score is
    /// better than losing the game.
    public func save(_ record: GameRecord) -> String? {
        do {
            try AtomicFile.write(Array(record.json.prettyPrinted.utf8), to: path)
            return nil
        } catch {
            return "could not save the game's state: \(error)"
        }
    }

    /// The copies of one kind beside the file, newest first: `<name>.<label>-<seconds>[-<n>]`.
    public func backups(of label: String) -> [String] {
        let folder = Path.parent(of: path)
        let prefix = Path.lastComponent(of: path) + ".\(label)-"
        let names = (try? FileSystem.contents(ofFolder: folder.isEmpty ? "." : folder)) ?? []
        let stamped = names.compactMap { name -> (name: String, seconds: Int, attempt: Int)? in
            guard name.hasPrefix(prefix) else { return nil }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let seconds = Int(parts[0]), parts[0].allSatisfy(\.isASCII) else { return nil }
            guard parts.count == 1 || Int(parts[1]) != nil else { return nil }
            return (name, seconds, parts.count == 2 ? Int(parts[1]) ?? 1 : 1)
        }
        return stamped.sorted { ($0.seconds, $0.attempt) > ($1.seconds, $1.attempt) }.map { Path.join(folder, $0.name) }
    }

    /// Removes all but the newest `keptBackups` copies of one kind.
    private func pruneBackups(of label: String) {
        for old in backups(of: label).dropFirst(Self.keptBackups) { try? FileSystem.remove(old) }
    }

    private func freeName(for label: String) -> String {
        let stem = "\(path).\(label)-\(now().seconds)"
        var candidate = stem
        var attempt = 1
        while FileSystem.exists(candidate), attempt < 1000 {
            attempt += 1
            candidate = "\(stem)-\(attempt)"
        }
        return candidate
    }
}
