#if canImport(Glibc)
    import Glibc
#endif

/// A detached thread of the system's own (pthreads), named as `top` and debuggers show it.
public enum SystemThread {
    /// Starts `body` on a new thread; false when the system refuses one (the caller decides
    /// whether to do the work itself).
    @discardableResult
    public static func detach(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Work(name: name, body: body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
                SystemThread.name(work.name)
                work.body()
                return nil
            }, box.toOpaque())
        guard started == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Names the calling thread through `/proc/thread-self/comm` (what `pthread_setname_np`
    /// does, which glibc's Swift module does not show). NB: Linux keeps 15 bytes of it.
    private static func name(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = FileSystem.writeAll(Array(name.utf8.prefix(15)), to: descriptor)
        close(descriptor)
    }

    private final class Work: Sendable {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
