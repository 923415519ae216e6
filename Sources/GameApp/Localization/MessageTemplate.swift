/// The game's messages as a gettext template (`.pot`): the part of `po/tap-the-larger-shape.pot`
/// that comes from the Swift sources (`scripts/po.sh pot` adds the desktop entry's and the
/// metainfo's, which `xgettext` reads).
public enum MessageTemplate {
    /// The template's header and one entry per message, in the order the game lists them.
    public static func pot(_ messages: [Message] = UIText.all, plurals: [PluralMessage] = UIText.plurals) -> String {
        var seen: Set<String> = []
        var text = """
            # The messages of Tap the Larger Shape, for translators.
            # This file is distributed under the same license as the game (MIT).
            # Made by scripts/po.sh pot: edit the sources, not this file.
            #
            msgid ""
            msgstr ""
            "Project-Id-Version: tap-the-larger-shape\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"

            """
        for message in messages where seen.insert(message.english).inserted {
            text += "\n"
            if message.english.contains("{") {
                text += "#. Keep each {name} as it is: the game puts a value there. It may move.\n"
            }
            text += "msgid \(quoted(message.english))\nmsgstr \"\"\n"
        }
        for message in plurals where seen.insert(message.one).inserted {
            text += "\n#. A count: one form per plural form of your language (Plural-Forms). Keep {count} and each {name}.\n"
            text += "msgid \(quoted(message.one))\nmsgid_plural \(quoted(message.other))\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n"
        }
        return text
    }

    /// `text` as a PO string: quoted, with backslashes, quotes, tabs and newlines escaped.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}
