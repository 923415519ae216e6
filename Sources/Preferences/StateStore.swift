import SystemIO

/// The game's own state file (JSON, read and written by `JSONValue`), the player's whole history.
/// Nothing in it is ever lost:
/// - it is written atomically, compact, and never larger than `sizeLimit`, the one limit the
///   reader holds it to;
/// - a file that reads but is not state (damage, a hand edit gone wrong, too large) is moved aside
///   as `state.json.corrupt-<seconds>` and the game starts from defaults;
/// - a file that is there but cannot be read (no permission, a FIFO, a folder, a disk error) is
///   left as it is, and nothing is saved over it for the rest of the run (`Loaded.savable`);
/// - of each kind of copy set aside (`corrupt`, `reset`) the newest `keptBackups` by their real
///   age stay, the one just made always among them;
/// - temporary files a killed run left beside it are removed when it is read.
///
/// A disk that refuses writes costs a warning, never the game.
public final class StateStore: Sendable {
    public let path: String
    private let now: @Sendable () -> WallClock
    private let reading: @Sendable (String, Int) throws(FileError) -> [UInt8]

    /// How many copies of each kind are kept.
    public static let keptBackups = 5
    /// The one size limit, which the writer checks too. A day of the daily challenge takes about
    /// 95 bytes compact, so a century of daily play (36,525 days, 3.5 MB) fits with room to spare;
    /// a larger file is damage, not state.
    public static let sizeLimit = 8 << 20
    /// A temporary file older than this is a killed run's, whatever its process number says.
    static let staleAfterSeconds = 24 * 60 * 60

    /// What `load` found: the record to play on, what to tell the player, and whether saving may
    /// replace the file (false when a file is there that could not be read).
    public struct Loaded: Sendable {
        public var record: GameRecord
        public var warning: String?
        public var savable: Bool

        public init(record: GameRecord = GameRecord(), warning: String? = nil, savable: Bool = true) {
            self.record = record
            self.warning = warning
            self.savable = savable
        }
    }

    /// - Parameters:
    ///   - path: the state file.
    ///   - now: the wall clock, which stamps the copies set aside.
    ///   - reading: reads a regular file with a limit (`FileSystem.readRegularFile`); a test
    ///     injects the failures root cannot provoke.
    public init(
        path: String, now: @escaping @Sendable () -> WallClock = WallClock.now,
        reading: @escaping @Sendable (String, Int) throws(FileError) -> [UInt8] = { path, limit throws(FileError) in
            try FileSystem.readRegularFile(path, limit: limit)
        }
    ) {
        self.path = path
        self.now = now
        self.reading = reading
    }

    /// The stored record, or a fresh one, and what went wrong, if anything.
    public func load() -> Loaded {
        removeStaleTemporaries()
        let bytes: [UInt8]
        do {
            bytes = try reading(path, Self.sizeLimit)
        } catch {
            if error.isMissing { return Loaded() }
            return Loaded(
                warning:
                    "the state file \(path) could not be read (\(error.reason)); playing on without saving progress, and leaving the file as it is",
                savable: false)
        }
        if bytes.count <= Self.sizeLimit, let json = try? JSONValue(parsing: bytes), let record = try? GameRecord(json: json) {
            return Loaded(record: record)
        }
        let aside = freeName(for: "corrupt")
        do {
            try FileSystem.move(path, to: aside)
            pruneBackups(of: "corrupt", keeping: aside)
            let why = bytes.count > Self.sizeLimit ? "is larger than \(Self.sizeLimit >> 20) MiB" : "is not the game's state"
            return Loaded(warning: "the state file \(path) \(why); moved it to \(aside) and started afresh")
        } catch {
            return Loaded(
                warning:
                    "the state file \(path) could not be read, nor moved aside (\(error.reason)); playing on without saving progress, and leaving the file as it is",
                savable: false)
        }
    }

    public struct SetAsideError: Error, Sendable, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
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
                pruneBackups(of: label, keeping: copy)
                return .success(copy)
            } catch {
                if error.isAlreadyThere { continue }
                return .failure(SetAsideError(description: "cannot copy \(path) to \(copy): \(error.reason)"))
            }
        }
        return .failure(SetAsideError(description: "too many copies named \(stem)"))
    }

    /// Writes `record`; returns a warning instead of throwing, because losing a high score is
    /// better than losing the game. A record past `sizeLimit` is not written: the reader would
    /// refuse it.
    public func save(_ record: GameRecord) -> String? {
        let bytes = Array(record.json.compact.utf8)
        guard bytes.count <= Self.sizeLimit else {
            return
                "could not save the game's state: it would take \(bytes.count) bytes, more than the \(Self.sizeLimit >> 20) MiB a state file may have"
        }
        do {
            // NB: through a link (the player's dotfiles, say) to the file it names, so the link stays.
            try AtomicFile.write(bytes, to: FileSystem.resolvingLinks(path) ?? path)
            return nil
        } catch {
            return "could not save the game's state: \(error)"
        }
    }

    /// The copies of one kind beside the file, newest first by when each was last written (the
    /// stamp in the name breaks ties): `<name>.<label>-<seconds>[-<n>]`.
    public func backups(of label: String) -> [String] {
        let folder = Path.parent(of: path)
        let prefix = Path.lastComponent(of: path) + ".\(label)-"
        let names = (try? FileSystem.contents(ofFolder: folder.isEmpty ? "." : folder)) ?? []
        let stamped = names.compactMap { name -> (path: String, written: Int, seconds: Int, attempt: Int)? in
            guard name.hasPrefix(prefix) else { return nil }
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts[0].allSatisfy(\.isASCII), let seconds = Int(parts[0]) else { return nil }
            guard parts.count == 1 || Int(parts[1]) != nil else { return nil }
            let path = Path.join(folder, name)
            guard let written = FileSystem.modificationTime(path) else { return nil }
            return (path, written, seconds, parts.count == 2 ? Int(parts[1]) ?? 1 : 1)
        }
        return stamped.sorted { ($0.written, $0.seconds, $0.attempt) > ($1.written, $1.seconds, $1.attempt) }.map(\.path)
    }

    /// Removes all but the newest `keptBackups` copies of one kind; `kept`, the copy just made,
    /// stays whatever its age (a damaged file moved aside keeps its old time).
    private func pruneBackups(of label: String, keeping kept: String) {
        let others = backups(of: label).filter { $0 != kept }
        for old in others.dropFirst(Self.keptBackups - 1) { try? FileSystem.remove(old) }
    }

    /// Removes `<name>.tmp-<process>-<n>` files that a run killed mid-write left: those of a
    /// process that is gone, or older than a day. A running game's own write is left alone.
    private func removeStaleTemporaries() {
        let folder = Path.parent(of: path)
        let prefix = Path.lastComponent(of: path) + ".tmp-"
        let names = (try? FileSystem.contents(ofFolder: folder.isEmpty ? "." : folder)) ?? []
        let current = now().seconds
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let owner = Int32(parts[0]), UInt32(parts[1]) != nil else { continue }
            let file = Path.join(folder, name)
            let age = FileSystem.modificationTime(file).map { current - $0 } ?? 0
            if !ProcessEnvironment.isRunning(owner) || age > Self.staleAfterSeconds {
                try? FileSystem.remove(file)
            }
        }
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
