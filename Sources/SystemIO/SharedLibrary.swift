#if canImport(Glibc)
    import Glibc
#endif

/// A shared library opened at run time (dlopen), for the desktop's services the game uses when
/// they are there and does without when they are not: libsystemd's D-Bus client and
/// speech-dispatcher's. Nothing links them, so a machine without them runs the game as before.
public final class SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer
    /// The name it was opened by (`libsystemd.so.0`).
    public let name: String

    /// Nil when the library is not installed or will not load; `error` then says why.
    public init?(name: String) {
        guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { return nil }
        self.handle = handle
        self.name = name
    }

    /// Why the last `init(name:)` or `function(_:as:)` failed, as the loader says it.
    public static var error: String {
        dlerror().map { String(cString: $0) } ?? "no error"
    }

    /// The function `symbol` as `type`, a `@convention(c)` function type that must match its C
    /// declaration; nil when the library has no such symbol (an older version).
    public func function<Function>(_ symbol: String, as type: Function.Type) -> Function? {
        guard let address = dlsym(handle, symbol) else { return nil }
        precondition(MemoryLayout<Function>.size == MemoryLayout<UnsafeMutableRawPointer>.size, "\(symbol): not a C function type")
        return unsafeBitCast(address, to: type)
    }

    // NB: never dlclose'd: a library's threads or registered callbacks may outlive this object.
}
