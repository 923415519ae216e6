#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment variables and home folder, read from the system.
public enum ProcessEnvironment {
    /// Whether a process numbered `process` exists (one of another user's counts too).
    public static func isRunning(_ process: Int32) -> Bool {
        guard process > 0 else { return false }
        return kill(process, 0) == 0 || errno == EPERM
    }

    /// Every `NAME=value` in the environment, as a dictionary (the first of a repeated name).
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        // NB: imported as non-optional, but glibc's `environ` is NULL after `clearenv()`.
        guard var entry = Optional(environ), unsafeBitCast(entry, to: UnsafeMutableRawPointer?.self) != nil else { return variables }
        while let pointer = entry.pointee {
            let line = String(cString: pointer)
            if let equals = line.firstIndex(of: "=") {
                let name = String(line[..<equals])
                if variables[name] == nil { variables[name] = String(line[line.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// One variable's value; nil when it is not set.
    public static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Sets a variable for this process and those it starts, or removes it (nil). NB: not safe
    /// while another thread reads the environment: call it before any other thread starts.
    public static func set(_ name: String, to value: String?) {
        // NB: setenv fails only without memory (or for a name with "="); the variable then
        // keeps its value.
        if let value { _ = setenv(name, value, 1) } else { _ = unsetenv(name) }
    }

    /// The home folder: `$HOME` when absolute, else the password database's entry for this user.
    public static func home(environment: [String: String] = current()) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        if getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result) == 0, result != nil, let directory = entry.pw_dir {
            return String(cString: directory)
        }
        return "/"
    }
}
