import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Notices when a file (the settings file) changes, whether an editor rewrites it in place or writes a new
/// file and renames it over the old one: inotify on the file's folder, filtered by name, on a
/// background thread that sleeps in poll(2) until something happens: a change, or `stop()`
/// through a pipe, so an idle game's watcher never wakes on a timer. Bursts (an editor's
/// several writes) are settled for 60 ms and reported once.
public final class FileWatcher: Sendable {
    private let descriptor: Int32
    /// A pipe: `stop()` writes to its second end to wake the thread polling its first.
    private let wakeup: (read: Int32, write: Int32)
    private let stopped = Atomic<Bool>(false)

    /// Nil when the folder cannot be watched (it does not exist, or inotify is unavailable).
    public init?(path: String, onChange: @escaping @Sendable () -> Void) {
        let folder = Path.parent(of: path)
        let name = Path.lastComponent(of: path)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            return nil
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        guard inotify_add_watch(descriptor, folder.isEmpty ? "." : folder, mask) >= 0 else {
            [descriptor, ends[0], ends[1]].forEach { close($0) }
            return nil
        }
        self.descriptor = descriptor
        wakeup = (ends[0], ends[1])
        let started = SystemThread.detach(name: "settings-watcher") { [self] in self.watch(name: name, onChange: onChange) }
        guard started else {
            [descriptor, ends[0], ends[1]].forEach { close($0) }
            return nil
        }
    }

    deinit {
        [descriptor, wakeup.read, wakeup.write].forEach { close($0) }
    }

    /// Stops watching; the thread wakes and ends at once.
    public func stop() {
        stopped.store(true, ordering: .relaxed)
        var byte: UInt8 = 1
        _ = write(wakeup.write, &byte, 1)
    }

    private func watch(name: String, onChange: @Sendable () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pending = false
        var requests = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeup.read, events: Int16(POLLIN), revents: 0)]
        while !stopped.load(ordering: .relaxed) {
            let ready = poll(&requests, 2, pending ? 60 : -1)
            if ready < 0, errno != EINTR { return }
            guard ready > 0, requests[0].revents != 0 else {
                if pending {
                    pending = false
                    onChange()
                }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (length, eventName) = buffer.withUnsafeBytes { bytes -> (Int, String) in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = bytes[nameStart..<min(nameStart + Int(event.len), count)].prefix { $0 != 0 }
                    return (Int(event.len), String(decoding: nameBytes, as: UTF8.self))
                }
                if eventName == name { pending = true }
                offset += MemoryLayout<inotify_event>.size + length
            }
        }
    }
}
