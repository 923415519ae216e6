import CGettext
import SystemIO

/// glibc's gettext, read one language at a time: the translations of the game's messages from
/// the compiled catalogs under a locale folder (`<code>/LC_MESSAGES/tap-the-larger-shape.mo`).
///
/// gettext picks the catalog by `LANGUAGE`, which it reads only when `LC_MESSAGES` is not the
/// plain C locale; glibc's built-in `C.UTF-8` is not, so the game needs no locale installed.
///
/// NB: it sets the process's `LANGUAGE` while it reads (and puts it back), and `LC_MESSAGES`
/// to `C.UTF-8` when it was plain C: call it before any other thread starts, as the launcher
/// does, reading every language at once.
enum Gettext {
    /// The catalogs' name (gettext's domain).
    static let domain = "tap-the-larger-shape"

    /// What the catalog for `code` (gettext's language code) under `directory` makes of each
    /// message, for those it translates, and of each plural message, for every count.
    static func translations(
        of messages: [Message], plurals: [PluralMessage] = [], language code: String, directory: String
    ) -> (messages: [String: String], plurals: [String: PluralForms]) {
        let current = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        if current == "C" || current == "POSIX" { _ = setlocale(LC_MESSAGES, "C.UTF-8") }
        guard bindtextdomain(domain, directory) != nil, bind_textdomain_codeset(domain, "UTF-8") != nil else { return ([:], [:]) }
        let saved = ProcessEnvironment.value(of: "LANGUAGE")
        ProcessEnvironment.set("LANGUAGE", to: code)
        forgetFound()
        defer {
            ProcessEnvironment.set("LANGUAGE", to: saved)
            forgetFound()
        }
        var translations: [String: String] = [:]
        for message in messages {
            // NB: for a message it does not translate, dgettext returns the very pointer it was
            // given: the text is read while that pointer is still alive.
            let text = message.english.withCString { english in dgettext(domain, english).map { String(cString: $0) } }
            if let text, text != message.english { translations[message.english] = text }
        }
        var forms: [String: PluralForms] = [:]
        for message in plurals {
            let texts = PluralForms.askedCounts.map { count in
                message.one.withCString { one in
                    message.other.withCString { other in
                        // NB: for a message it does not translate, dngettext returns one of the
                        // pointers it was given, read while they are alive.
                        dngettext(domain, one, other, UInt(count)).map { String(cString: $0) } ?? message.english(for: count)
                    }
                }
            }
            let translated = zip(PluralForms.askedCounts, texts).contains { count, text in text != message.english(for: count) }
            if translated, let table = PluralForms(texts: texts) { forms[message.one] = table }
        }
        return (translations, forms)
    }

    /// gettext remembers what it found for each message; setting the default domain (to what
    /// it is) tells it to forget, so a changed `LANGUAGE` takes effect.
    private static func forgetFound() {
        let current = textdomain(nil).map { String(cString: $0) } ?? "messages"
        _ = textdomain(current)
    }
}
