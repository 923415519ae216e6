import Foundation

/// The game's own state file (JSON). Written atomically; a file that cannot be read as state is
/// moved aside as `state.json.corrupt-<timestamp>` rather than overwritten, and the game starts
/// from defaults. A disk that refuses writes costs a warning, never the game.
public final class StateStore: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The stored record, or a fresh one; `warning` says what went wrong, if anything.
    public func load() -> (record: GameRecord, warning: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (GameRecord(), nil) }
        if let data = FileManager.default.contents(atPath: path), let record = try? JSONDecoder().decode(GameRecord.self, from: data) {
            return (record, nil)
        }
        let aside = "\(path).corrupt-\(Int(Date().timeIntervalSince1970))"
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            return (GameRecord(), "the state file \(path) could not be read; moved it to \(aside) and started afresh")
        } catch {
            return (
                GameRecord(), "the state file \(path) could not be read, nor moved aside (\(error.localizedDescription)); starting afresh without it"
            )
        }
    }

    public struct SetAsideError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Copies the file to `<path>.<label>-<seconds since 1970>` (`-2`, `-3`… rather than replace
    /// one); nil when there is no file yet.
    public func setAside(_ label: String) -> Result<String?, SetAsideError> {
        guard FileManager.default.fileExists(atPath: path) else { return .success(nil) }
        let stem = "\(path).\(label)-\(Int(Date().timeIntervalSince1970))"
        for attempt in 1...100 {
            let copy = attempt == 1 ? stem : "\(stem)-\(attempt)"
            if FileManager.default.fileExists(atPath: copy) { continue }
            do {
                try FileManager.default.copyItem(atPath: path, toPath: copy)
                return .success(copy)
            } catch {
                return .failure(SetAsideError(description: "cannot copy \(path) to \(copy): \(error.localizedDescription)"))
            }
        }
        return .failure(SetAsideError(description: "too many copies named \(stem)"))
    }

    /// Writes `record`; returns a warning instead of throwing, because losing a high score is
    /// better than losing the game.
    public func save(_ record: GameRecord) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            var data = try encoder.encode(record)
            data.append(0x0A)
            try AtomicFile.write(data, to: path)
            return nil
        } catch {
            return "could not save the game's state: \(error)"
        }
    }
}
