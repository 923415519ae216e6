import Locking
import SystemIO

/// A voice through speech-dispatcher, the desktop's speech service, when it is there: its client
/// library (libspeechd) is opened at run time and spoken to on a thread of its own, so a slow or
/// absent service never holds up a frame. Nothing here decides what is said; `say` is told.
///
/// What waits to be said is a `SpeechOutbox`, not a queue: a newer utterance of a kind replaces
/// the one not yet sent, so nothing is said late. An urgent utterance (a verdict, a question, a
/// result) cancels whatever the voice is saying; a passing one (where the focus rests) is sent at
/// speech-dispatcher's `text` priority, which a newer one cancels and which waits behind an
/// urgent one.
public final class SpeechDispatcher: Sendable {
    /// How soon something must be heard.
    public enum Urgency: Sendable, Equatable {
        /// Cancels what is being said (speech-dispatcher's `message` priority, after a cancel).
        case urgent
        /// Waits behind an urgent one; a newer passing one replaces it (`text` priority).
        case passing
    }

    private let outbox = Locked(SpeechOutbox())
    private let stopped = Locked(false)
    private let waiter: WakeableWait
    /// Woken when the thread has ended.
    private let ended: WakeableWait

    /// Nil when libspeechd is not installed (no voice, as without the setting).
    public init?(clientName: String) {
        guard let api = Speechd.shared, let waiter = WakeableWait(), let ended = WakeableWait() else { return nil }
        self.waiter = waiter
        self.ended = ended
        let started = SystemThread.detach(name: "speech") { [self] in run(api: api, clientName: clientName) }
        if !started { return nil }
    }

    /// Says `text` in `language` (a BCP 47 tag such as `de`; nil: the service's default);
    /// `kind` names what it tells (a verdict, the countdown…): a newer one of the same kind
    /// replaces it while it waits.
    public func say(_ text: String, kind: String, urgency: Urgency, language: String?) {
        outbox.withLock { $0.add(text, kind: kind, urgency: urgency, language: language) }
        waiter.wake()
    }

    /// Sends what still waits to be said (the last verdict of a run), closes the connection,
    /// and returns when that is done or after half a second.
    public func stop() {
        stopped.withLock { $0 = true }
        waiter.wake()
        _ = ended.wait(for: -1, events: 0, milliseconds: 500)
    }

    private func run(api: Speechd, clientName: String) {
        var connection: OpaquePointer?
        var language: String?
        defer {
            if let connection { api.close(connection) }
            ended.wake()
        }
        var last = false
        while !last {
            _ = waiter.wait(for: -1, events: 0, milliseconds: -1)
            last = stopped.withLock { $0 }
            let next = outbox.withLock { outbox in
                defer { outbox = SpeechOutbox() }
                return outbox
            }
            if next.isEmpty { continue }
            if connection == nil {
                var error: UnsafeMutablePointer<CChar>?
                connection = api.open2(clientName, "main", nil, 0, nil, 1, &error)
                if connection == nil {
                    // No speech-dispatcher to speak to: the voice stays silent.
                    if let error { api.free?(error) }
                    return
                }
            }
            guard let connection else { return }
            if let wanted = next.language, wanted != language, api.setLanguage(connection, wanted) == 0 { language = wanted }
            if next.urgency == .urgent { _ = api.cancel(connection) }
            // NB: an utterance speech-dispatcher refuses is lost; the next one tries again.
            _ = api.say(connection, next.urgency == .urgent ? Speechd.message : Speechd.text, next.text)
        }
    }
}

/// libspeechd's calls, looked up once; nil where it is not installed.
final class Speechd: Sendable {
    typealias Connection = OpaquePointer
    /// SPDPriority's `SPD_MESSAGE` and `SPD_TEXT`.
    static let message: Int32 = 2
    static let text: Int32 = 3

    /// `spd_open2(client, connection, user, mode, address, autospawn, error)`.
    typealias Open2 =
        @convention(c) (
            UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafeRawPointer?, Int32,
            UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> Connection?
    let open2: Open2
    let say: @convention(c) (Connection?, Int32, UnsafePointer<CChar>?) -> Int32
    let cancel: @convention(c) (Connection?) -> Int32
    let setLanguage: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Int32
    let close: @convention(c) (Connection?) -> Void
    /// The C library's free, for the error text spd_open2 allocates.
    let free: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?

    static let shared: Speechd? = Speechd(library: SharedLibrary(name: "libspeechd.so.2"))

    private init?(library: SharedLibrary?) {
        guard let library, let open2 = library.function("spd_open2", as: Open2.self),
            let say = library.function("spd_say", as: (@convention(c) (Connection?, Int32, UnsafePointer<CChar>?) -> Int32).self),
            let cancel = library.function("spd_cancel", as: (@convention(c) (Connection?) -> Int32).self),
            let setLanguage = library.function("spd_set_language", as: (@convention(c) (Connection?, UnsafePointer<CChar>?) -> Int32).self),
            let close = library.function("spd_close", as: (@convention(c) (Connection?) -> Void).self)
        else { return nil }
        self.open2 = open2
        self.say = say
        self.cancel = cancel
        self.setLanguage = setLanguage
        self.close = close
        free = SharedLibrary(name: "libc.so.6")?.function("free", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
    }

}
