import Foundation

/// The translations as the tests read them: `po/*.po` compiled by gettext's `msgfmt` into a
/// locale folder of the test run's own (as `scripts/po.sh compile` does for the game), and a
/// small reader of PO files for the tests that hold the catalogs to the game's messages.
public enum Translations {
    public static let po = DocumentedDiff.root.appendingPathComponent("po")

    /// The languages `po/LINGUAS` names, by their gettext code.
    public static var codes: [String] {
        get throws {
            try String(contentsOf: po.appendingPathComponent("LINGUAS"), encoding: .utf8).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
    }

    /// A locale folder with every language compiled (`<code>/LC_MESSAGES/tap-the-larger-shape.mo`),
    /// made once per run; nil when `msgfmt` is missing or rejects a catalog (its complaint is in
    /// `compileProblem`).
    public static let locale: URL? = compiled.folder
    public static let compileProblem: String? = compiled.problem

    private static let compiled: (folder: URL?, problem: String?) = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tap-locale-\(getpid())")
        do {
            for code in try codes {
                let messages = folder.appendingPathComponent("\(code)/LC_MESSAGES")
                try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
                process.arguments = [
                    "--check", "-o", messages.appendingPathComponent("tap-the-larger-shape.mo").path, po.appendingPathComponent("\(code).po").path,
                ]
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                guard process.terminationStatus == 0 else { return (nil, "msgfmt rejects po/\(code).po: \(complaint)") }
            }
            return (folder, nil)
        } catch {
            return (nil, "cannot compile the catalogs: \(error)")
        }
    }()

    /// One entry of a PO file.
    public struct Entry: Equatable, Sendable {
        public var msgid: String
        public var msgstr: String
        public var flags: [String]
        public var isObsolete: Bool
        /// A count's message: its English plural (`msgid_plural`), and the language's forms
        /// (`msgstr[0]`, `msgstr[1]`…); empty for any other.
        public var msgidPlural = ""
        public var forms: [String] = []

        /// Whether the entry is translated: its `msgstr`, or every one of its plural forms.
        public var isTranslated: Bool { msgidPlural.isEmpty ? !msgstr.isEmpty : !forms.isEmpty && forms.allSatisfy { !$0.isEmpty } }
    }

    /// The entries of the PO file at `url`, the header (empty msgid) left out.
    public static func entries(of url: URL) throws -> [Entry] {
        try entries(in: String(contentsOf: url, encoding: .utf8))
    }

    public static func entries(in text: String) -> [Entry] {
        var entries: [Entry] = []
        var current: Entry?
        var field: WritableKeyPath<Entry, String>?
        var flags: [String] = []
        var obsolete = false
        func finish() {
            if let entry = current, !entry.msgid.isEmpty { entries.append(entry) }
            current = nil
            field = nil
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine)
            if line.hasPrefix("#~") {
                obsolete = true
                line = line.dropFirst(2).drop { $0 == " " }
            } else if line.hasPrefix("#,") {
                finish()
                flags += line.dropFirst(2).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                continue
            } else if line.hasPrefix("#") {
                finish()
                continue
            }
            if line.hasPrefix("msgid ") {
                finish()
                current = Entry(msgid: unquoted(line.dropFirst(6)), msgstr: "", flags: flags, isObsolete: obsolete)
                flags = []
                obsolete = false
                field = \.msgid
            } else if line.hasPrefix("msgid_plural ") {
                current?.msgidPlural = unquoted(line.dropFirst(13))
                field = \.msgidPlural
            } else if line.hasPrefix("msgstr["), let close = line.firstIndex(of: "]") {
                current?.forms.append(unquoted(line[line.index(after: close)...]))
                field = \.forms[(current?.forms.count ?? 1) - 1]
            } else if line.hasPrefix("msgstr ") {
                current?.msgstr = unquoted(line.dropFirst(7))
                field = \.msgstr
            } else if line.hasPrefix("\""), let field {
                current?[keyPath: field] += unquoted(line)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                finish()
            }
        }
        finish()
        return entries
    }

    private static func unquoted(_ quoted: Substring) -> String {
        let body = quoted.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
        var text = ""
        var escaping = false
        for character in body {
            if escaping {
                switch character {
                case "n": text += "\n"
                case "t": text += "\t"
                default: text.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
