import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#endif

/// A stand-in for speech-dispatcher: a Unix socket that speaks its protocol (SSIP: a command a
/// line, numbered replies, `SPEAK` followed by the text and a line with a dot) and records what
/// clients ask it to say, at which priority, and their cancels. A game given `address` as
/// `SPEECHD_ADDRESS` speaks to it through the real libspeechd. `stop` ends it as a
/// speech-dispatcher that quits does (its clients' connections drop); a new one on the same
/// `socketPath` is that service started again.
public final class StandInSpeechd: @unchecked Sendable {
    /// One thing a client asked.
    public enum Request: Equatable, Sendable {
        case speak(String, priority: String)
        case cancel
        case language(String)
    }

    public let socketPath: String
    /// `SPEECHD_ADDRESS` for the client.
    public var address: String { "unix_socket:\(socketPath)" }
    /// What clients asked, in order.
    public let requests = Locked<[Request]>([])
    /// Commands the stand-in did not know (it answers them with an error).
    public let unknown = Locked<[String]>([])
    /// How many clients connected.
    public let connections = Locked(0)
    private let listener: Int32
    /// The clients' sockets while they are served.
    private let clients = Locked<Set<Int32>>([])

    /// Listens on `socketPath` (nil: a new one in a folder of its own).
    public init(socketPath: String? = nil) throws {
        let path: String
        if let socketPath {
            path = socketPath
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speechd-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            path = folder.appendingPathComponent("speechd.sock").path
        }
        self.socketPath = path
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let thread = Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 { return }
                clients.withLock { _ = $0.insert(client) }
                connections.withLock { $0 += 1 }
                Thread { [self] in serve(client) }.start()
            }
        }
        thread.start()
    }

    /// Stops listening, and drops every client's connection.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        unlink(socketPath)
        // NB: shut down, not closed: the thread serving each closes its socket (under the same
        // lock, so no socket number is shut down after it was closed and reused).
        clients.withLock { clients in
            for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
        }
    }

    /// The texts spoken, in order.
    public var spoken: [String] {
        requests.withLock { $0.compactMap { if case .speak(let text, _) = $0 { text } else { nil } } }
    }

    private func serve(_ client: Int32) {
        defer {
            clients.withLock { clients in
                clients.remove(client)
                close(client)
            }
        }
        var buffer: [UInt8] = []
        var priority = "text"
        var receiving: [String]?
        func reply(_ text: String) {
            let bytes = Array((text + "\r\n").utf8)
            _ = bytes.withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(client, &chunk, chunk.count)
            if count <= 0 { return }
            buffer += chunk[0..<count]
            while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                if line.hasSuffix("\r") { line.removeLast() }
                if var text = receiving {
                    if line == "." {
                        requests.withLock { $0.append(.speak(text.joined(separator: "\n"), priority: priority)) }
                        receiving = nil
                        reply("225-1")
                        reply("225 OK MESSAGE QUEUED")
                    } else {
                        // A line that begins with a dot is sent with one more.
                        text.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                        receiving = text
                    }
                    continue
                }
                let words = line.split(separator: " ").map(String.init)
                switch words.first?.uppercased() {
                case "SPEAK":
                    receiving = []
                    reply("230 OK RECEIVING DATA")
                case "CANCEL":
                    requests.withLock { $0.append(.cancel) }
                    reply("210 OK CANCELED")
                case "QUIT":
                    reply("231 HAPPY HACKING")
                    return
                case "SET" where words.count >= 4:
                    switch words[2].uppercased() {
                    case "PRIORITY": priority = words[3].lowercased()
                    case "LANGUAGE": requests.withLock { $0.append(.language(words[3])) }
                    default: break
                    }
                    reply("2\(words[2].uppercased() == "CLIENT_NAME" ? "08" : "03") OK SET")
                default:
                    unknown.withLock { $0.append(line) }
                    reply("300 ERR UNKNOWN COMMAND")
                }
            }
        }
    }
}
