import Locking
import SystemIO

/// A voice through speech-dispatcher, the desktop's speech service, when it is there: its client
/// library (libspeechd) is opened at run time and spoken to on a thread of its own, so a slow or
/// absent service never holds up a frame. Nothing here decides what is said; `say` is told.
///
/// What waits to be said is a `SpeechOutbox`, not a queue: a newer utterance of a kind replaces
/// the one not yet sent, so nothing is said late. An urgent utterance (a verdict, a question, a
/// result) cancels whatever the voice is saying; a following one (the countdown's first number)
/// waits for it to end; a passing one (where the focus rests) is sent at speech-dispatcher's
/// `text` priority, which a newer one cancels and which waits behind the others.
///
/// What was sent goes back to the caller's thread: `takeSent()`, after `wake`. A connection
/// speech-dispatcher dropped (it restarted) is opened again for the next utterance
/// (`SpeechRetry` paces the tries).
public final class SpeechDispatcher: Sendable {
    /// How soon something must be heard, least first.
    public enum Urgency: Sendable, Comparable {
        /// Waits behind the others; a newer passing one replaces it (`text` priority).
        case passing
        /// Heard after what is being said, cutting nothing off (`message` priority, no cancel).
        case following
        /// Cancels what is being said (speech-dispatcher's `message` priority, after a cancel).
        case urgent
    }

    /// What was handed to speech-dispatcher: the words, and how urgently.
    public struct Sent: Sendable, Equatable {
        public let text: String
        public let urgency: Urgency

        public init(text: String, urgency: Urgency) {
            self.text = text
            self.urgency = urgency
        }
    }

    private let outbox = Locked(SpeechOutbox())
    private let sent = Locked<[Sent]>([])
    private let stopped = Locked(false)
    private let waiter: WakeableWait
    /// Woken when the thread has ended.
    private let ended: WakeableWait
    /// Wakes the thread that takes what was sent.
    private let wake: @Sendable () -> Void

    /// Nil when libspeechd is not installed (no voice, as without the setting). `wake` is
    /// called, on the voice's thread, after something was sent.
    public init?(clientName: String, wake: @escaping @Sendable () -> Void = {}) {
        guard let api = Speechd.shared, let waiter = WakeableWait(), let ended = WakeableWait() else { return nil }
        self.waiter = waiter
        self.ended = ended
        self.wake = wake
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

    /// What was handed to speech-dispatcher since the last call, in order.
    public func takeSent() -> [Sent] {
        sent.withLock { sent in
            defer { sent.removeAll() }
            return sent
        }
    }

    /// Sends what still waits to be said (the last verdict of a run), closes the connection,
    /// and returns when that is done or after half a second.
    public func stop() {
        stopped.withLock { $0 = true }
        waiter.wake()
        _ = ended.wait(for: -1, events: 0, milliseconds: 500)
    }

    private func run(api: Speechd, clientName: String) {
        // NB: libspeechd writes to a socket speech-dispatcher may have closed; where SIGPIPE
        // cannot be blocked, the game ignores it (the launcher's `ignoreBrokenPipes`).
        ProcessControl.blockBrokenPipesOnThisThread()
        var link = SpeechLink(api: api, clientName: clientName)
        defer {
            link.close()
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
            // NB: an utterance that could not be sent is lost; the next one tries again.
            guard link.send(next, at: .now) else { continue }
            sent.withLock { $0.append(Sent(text: next.text, urgency: next.urgency)) }
            wake()
        }
    }
}

/// When the voice may try to open speech-dispatcher: at once while no try has failed; after a
/// failed one, not before a wait that doubles from half a second up to a minute (what is said
/// meanwhile is not sent), so a service that is gone costs a try now and then, never a loop. (A
/// restart is found within seconds; each failed try costs libspeechd's few bytes it never frees,
/// so a service gone for good costs them once a minute at most.)
public struct SpeechRetry: Sendable, Equatable {
    public static let shortest: Duration = .milliseconds(500)
    public static let longest: Duration = .seconds(60)
    /// Failed tries since the last connection.
    public private(set) var failures = 0
    private var notBefore: ContinuousClock.Instant?

    public init() {}

    /// Whether a try may be made at `now`.
    public func mayTry(at now: ContinuousClock.Instant) -> Bool {
        notBefore.map { now >= $0 } ?? true
    }

    /// A try at `now` failed: the next waits.
    public mutating func failed(at now: ContinuousClock.Instant) {
        let wait = min(Self.shortest * (1 << min(failures, 8)), Self.longest)
        failures += 1
        notBefore = now + wait
    }

    /// A connection was made: the next failure is tried again at once.
    public mutating func connected() {
        failures = 0
        notBefore = nil
    }
}

/// The voice thread's connection to speech-dispatcher: opened when there is something to say,
/// and again when speech-dispatcher dropped it (a restart). Used on that thread alone.
struct SpeechLink {
    let api: Speechd
    let clientName: String
    private var connection: OpaquePointer?
    /// The language the connection speaks (nil: the service's default).
    private var language: String?
    private var retry = SpeechRetry()

    init(api: Speechd, clientName: String) {
        self.api = api
        self.clientName = clientName
    }

    /// Sends `next`; false when it could not be. A connection that fails is closed, and one new
    /// connection is tried for the same utterance (unless `retry` says to wait): at most two
    /// tries an utterance.
    mutating func send(_ next: SpeechOutbox, at now: ContinuousClock.Instant) -> Bool {
        var opened = false
        while true {
            if connection == nil {
                guard !opened, retry.mayTry(at: now) else { return false }
                opened = true
                connection = open()
                guard connection != nil else {
                    retry.failed(at: now)
                    return false
                }
                retry.connected()
            }
            if say(next) { return true }
            // A connection that refuses is taken for lost (speech-dispatcher went away).
            ProcessControl.takeBrokenPipeSignals()
            close()
            if opened {
                retry.failed(at: now)
                return false
            }
        }
    }

    mutating func close() {
        if let connection { api.close(connection) }
        connection = nil
        language = nil
    }

    private func open() -> OpaquePointer? {
        var error: UnsafeMutablePointer<CChar>?
        let connection = api.open2(clientName, "main", nil, 0, nil, 1, &error)
        if let error { CMemory.free(error) }
        return connection
    }

    private mutating func say(_ next: SpeechOutbox) -> Bool {
        guard let connection else { return false }
        if let wanted = next.language, wanted != language, api.setLanguage(connection, wanted) == 0 { language = wanted }
        if next.urgency == .urgent { _ = api.cancel(connection) }
        return api.say(connection, next.urgency == .passing ? Speechd.text : Speechd.message, next.text) >= 0
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
    }

}
