/// An article of the guide (`GameApp.docc`) that a section of the "how it works" panel points
/// to, readable in the panel itself: the pattern's intent in the tutorial, what it buys here,
/// how to see it in the game and where it lives. The articles are the guide's own, embedded word
/// for word (`markdown`, written by `scripts/guide-articles.py`; a test holds them equal), and
/// shown as a reader would read them (`blocks`): DocC's links as the names they link to, code
/// as it is written.
public enum GuideArticle: String, Hashable, Sendable, CaseIterable {
    case strategy = "Strategy"
    case decorator = "Decorator"
    case abstractFactory = "AbstractFactory"
    case builder = "Builder"
    case chainOfResponsibility = "ChainOfResponsibility"
    case observer = "Observer"

    /// The name the guide knows it by (its file's, `<doc:Strategy>`): what the panel's button
    /// says, and the event log.
    public var name: String { rawValue }

    /// The article as the guide has it (its Markdown, DocC's links and all), embedded from
    /// `GameApp.docc` by `scripts/guide-articles.py`, a file each.
    var markdown: String {
        switch self {
        case .strategy: Self.strategyMarkdown
        case .decorator: Self.decoratorMarkdown
        case .abstractFactory: Self.abstractFactoryMarkdown
        case .builder: Self.builderMarkdown
        case .chainOfResponsibility: Self.chainOfResponsibilityMarkdown
        case .observer: Self.observerMarkdown
        }
    }

    /// The article as a reader shows it, block by block.
    var blocks: [GuideBlock] { GuideBlock.blocks(of: markdown) }
}

/// A block of an article as the panel shows it: its title, a heading, a paragraph, an item of a
/// list, a line of code, or what a picture shows (its description: the panel has no room for
/// the picture).
struct GuideBlock: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case title, heading, paragraph, item, code, picture
    }

    let kind: Kind
    let text: String

    /// The blocks of `markdown`, as much of Markdown as the guide writes: headings, paragraphs
    /// (their lines joined), lists (`- ` or `1. `, an item's lines joined), code between fences
    /// (each line as written, the fences dropped), pictures (`![what it shows](file)`).
    static func blocks(of markdown: String) -> [GuideBlock] {
        var blocks: [GuideBlock] = []
        var open: (kind: Kind, lines: [String])?
        var inCode = false
        func close() {
            if let block = open { blocks.append(GuideBlock(kind: block.kind, text: plain(block.lines.joined(separator: " ")))) }
            open = nil
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = String(line.drop { $0 == " " })
            if trimmed.hasPrefix("```") {
                close()
                inCode.toggle()
                continue
            }
            if inCode {
                blocks.append(GuideBlock(kind: .code, text: line))
                continue
            }
            if trimmed.isEmpty {
                close()
            } else if line.hasPrefix("#") {
                close()
                let level = line.prefix { $0 == "#" }.count
                blocks.append(GuideBlock(kind: level == 1 ? .title : .heading, text: plain(String(line.dropFirst(level).drop { $0 == " " }))))
            } else if trimmed.hasPrefix("!["), let end = trimmed.firstRange(of: "](") {
                close()
                blocks.append(
                    GuideBlock(kind: .picture, text: plain(String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<end.lowerBound]))))
            } else if let marker = itemMarker(trimmed) {
                close()
                open = (.item, [marker + " " + trimmed.dropFirst(marker == "•" ? 2 : marker.count + 1)])
            } else if open != nil {
                open?.lines.append(trimmed)
            } else {
                open = (.paragraph, [trimmed])
            }
        }
        close()
        return blocks
    }

    /// "•" for an item of a list (`- `), or its number ("2.") in a numbered one; nil for a line
    /// that begins none.
    private static func itemMarker(_ line: String) -> String? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return "•" }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return digits + "."
    }

    /// `text` without its Markdown: a symbol's link (`/GameCore/TurnController/lookback` between
    /// double backticks) as the name it links to (`TurnController.lookback`), an article's
    /// (`<doc:Decorator>`) as the article's name, code and strong text without their marks.
    static func plain(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let first = rest.first {
            if rest.hasPrefix("``"), let end = rest.dropFirst(2).firstRange(of: "``") {
                out += symbol(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound]))
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("<doc:"), let end = rest.firstIndex(of: ">") {
                out += rest[rest.index(rest.startIndex, offsetBy: 5)..<end]
                rest = rest[rest.index(after: end)...]
            } else if rest.hasPrefix("**") {
                rest = rest.dropFirst(2)
            } else if first == "`" {
                rest = rest.dropFirst()
            } else {
                out.append(first)
                rest = rest.dropFirst()
            }
        }
        return out
    }

    /// A symbol's path as the name a reader looks for: its module left out, its parts joined by
    /// dots, DocC's disambiguation (`-swift.property`) dropped.
    private static func symbol(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        if path.hasPrefix("/"), parts.count > 1 { parts.removeFirst() }
        return parts.map { part in
            guard let dash = part.lastIndex(of: "-"), part.index(after: dash) < part.endIndex, !part[dash...].contains("(") else { return part }
            return String(part[..<dash])
        }.joined(separator: ".")
    }
}
