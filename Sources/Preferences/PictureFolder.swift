import SystemIO

/// Where screenshots go: the player's pictures folder as the XDG user directories name it
/// (`XDG_PICTURES_DIR` in `$XDG_CONFIG_HOME/user-dirs.dirs`, or in the environment), else
/// `~/Pictures`. Each picture gets a new dated name; nothing is ever overwritten.
public struct PictureFolder: Hashable, Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The folder for this environment. The environment's own `XDG_PICTURES_DIR` wins over the
    /// file (as `xdg-user-dir` has it); a value that is neither absolute nor under `$HOME` is
    /// ignored, as the specification says.
    public static func resolve(environment: [String: String], home: String, readFile: (String) -> String? = Self.read) -> PictureFolder {
        if let value = environment["XDG_PICTURES_DIR"], value.hasPrefix("/") { return PictureFolder(path: value) }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = readFile(config + "/user-dirs.dirs"), let path = userDirectory("XDG_PICTURES_DIR", in: text, home: home) {
            return PictureFolder(path: path)
        }
        return PictureFolder(path: home + "/Pictures")
    }

    public static func current() -> PictureFolder {
        let environment = ProcessEnvironment.current()
        return resolve(environment: environment, home: ProcessEnvironment.home(environment: environment))
    }

    /// A value from `user-dirs.dirs`: lines `NAME="$HOME/relative"` or `NAME="/absolute"`; the
    /// last line naming it wins. `$HOME` alone means the home folder itself.
    static func userDirectory(_ name: String, in text: String, home: String) -> String? {
        var found: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingWhitespace()
            guard !line.hasPrefix("#"), line.hasPrefix(name + "=") else { continue }
            var value = String(line.dropFirst(name.count + 1))
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
            value = String(value.dropFirst().dropLast()).replacingAll("\\\"", with: "\"")
            if value == "$HOME" {
                found = home
            } else if value.hasPrefix("$HOME/") {
                found = home + value.dropFirst(5)
            } else if value.hasPrefix("/") {
                found = value
            }
        }
        return found
    }

    public static func read(_ path: String) -> String? {
        FileSystem.readText(path, limit: 1 << 20)
    }

    /// Why a picture was not saved.
    public struct SaveError: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Writes `bytes` as a new file named `<stem>-<date and time>.png` in the folder (made if
    /// missing), adding `-2`, `-3`… rather than replace a file; returns its path. A failed write
    /// leaves no partial file behind.
    public func save(_ bytes: [UInt8], stem: String, at date: WallClock) throws(SaveError) -> String {
        if (try? FileSystem.createFolders(path)) == nil, !FileSystem.isFolder(path) {
            throw SaveError(path: path, reason: "cannot make the folder")
        }
        let name = "\(stem)-\(date.localFileStamp)"
        for attempt in 1...1000 {
            let file = "\(path)/\(name)\(attempt == 1 ? "" : "-\(attempt)").png"
            do {
                if try FileSystem.createNew(bytes, at: file) { return file }
            } catch {
                throw SaveError(path: file, reason: error.reason)
            }
        }
        throw SaveError(path: path, reason: "too many pictures named \(name)")
    }
}
