/// What waits to be said, before the voice's thread takes it: at most one utterance of each kind
/// (a verdict, the countdown, where the focus rests, a notice…), in the order they came. A newer
/// one of a kind replaces the older, which was never sent and is stale now (the score it gave
/// is not the score any more); different kinds are said together, so a player who joined is
/// still announced when the 3 of the countdown follows at once. Nothing queues longer than there
/// are kinds. The whole goes out as urgently as its most urgent part.
public struct SpeechOutbox: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        public let kind: String
        public let text: String
    }

    public private(set) var parts: [Part] = []
    /// The most urgent part's urgency.
    public private(set) var urgency: SpeechDispatcher.Urgency = .passing
    public private(set) var language: String?

    public init() {}

    public var isEmpty: Bool { parts.isEmpty }

    /// Adds `text` of `kind`. News (urgent or following) drops what was only passing (where the
    /// focus rested before something happened); a passing one goes after the news waiting.
    public mutating func add(_ text: String, kind: String, urgency: SpeechDispatcher.Urgency, language: String?) {
        if urgency > .passing, self.urgency == .passing { parts = [] }
        self.urgency = max(self.urgency, urgency)
        parts.removeAll { $0.kind == kind }
        parts.append(Part(kind: kind, text: text))
        self.language = language
    }

    /// The parts as one utterance.
    public var text: String { Self.sentences(parts.map(\.text)) }

    /// Sentences said one after another: a full stop between them unless one ends in its own (a
    /// space after a Latin one, none after a full-width one).
    public static func sentences(_ parts: [String]) -> String {
        parts.reduce("") { said, part in
            guard let end = said.last else { return part }
            if "。！？".contains(end) { return said + part }
            return said + (".!?".contains(end) ? " " : ". ") + part
        }
    }
}
