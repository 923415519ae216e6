import Platform

/// What About says: the name, the version, the credits, where the pattern guide is, and the
/// licence in full (the repository's `LICENSE`, which a test holds this copy to).
struct About: Hashable, Sendable {
    /// The release (`--version`'s).
    let version: String
    /// The font the screen's text is drawn with, by its file's name.
    let font: String
    /// SDL, SDL_ttf and SDL_mixer as the game runs on them, and the video driver (none: About
    /// shows no such line).
    var platform: PlatformInfo?
    /// Where the guides are installed; nil: About says they come with the source.
    var documentation: String?

    /// The paragraphs above the licence, in the language on screen.
    func paragraphs(in catalog: Catalog) -> [String] {
        [
            catalog(UIText.version, ["version": version]),
            platform.map { platformLine($0, in: catalog) } ?? "",
            catalog(UIText.inspiredBy),
            catalog(UIText.fontCredit, ["font": font]),
            catalog(UIText.soundsCredit),
            documentation.map { catalog(UIText.guideWhere, ["folder": $0]) } ?? catalog(UIText.guideInSource),
        ]
    }

    /// `SDL 2.32.10 (built with 2.26.5) · SDL_ttf 2.20.2 · … · video: x11`, in `catalog`'s words.
    private func platformLine(_ platform: PlatformInfo, in catalog: Catalog) -> String {
        let libraries = platform.libraries.map { library in
            library.built == library.running
                ? "\(library.name) \(library.running)"
                : catalog(UIText.libraryBuiltWith, ["library": library.name, "running": library.running, "built": library.built])
        }
        return (libraries + (platform.videoDriver.map { [catalog(UIText.videoDriver, ["driver": $0])] } ?? [])).joined(separator: " · ")
    }

    /// The licence, as `LICENSE` has it (legal text stays in English).
    static let licence = """
        MIT License

        Copyright (c) 2026 The Tap the Larger Shape authors

        Permission is hereby granted, free of charge, to any person obtaining a copy
        of this software and associated documentation files (the "Software"), to deal
        in the Software without restriction, including without limitation the rights
        to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
        copies of the Software, and to permit persons to whom the Software is
        furnished to do so, subject to the following conditions:

        The above copyright notice and this permission notice shall be included in all
        copies or substantial portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
        IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
        FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
        AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
        LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
        OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
        SOFTWARE.

        """

    /// The licence's paragraphs, each one line of running text (its line breaks are the file's
    /// layout, not the text's).
    static var licenceParagraphs: [String] {
        licence.split(separator: "\n\n", omittingEmptySubsequences: false).map { $0.split(separator: "\n").joined(separator: " ") }.filter {
            !$0.isEmpty
        }
    }
}
