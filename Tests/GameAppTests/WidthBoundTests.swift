import Drawing
import Foundation
import Platform
import Preferences
import Testing

@testable import GameApp

/// The line breaker asks only whether a text fits, and a text sure to fit is not shaped to find
/// out (`Font.widthBound`, issue 56: the panel's new turn): the bound is never narrower than the
/// text as SDL_ttf measures and draws it, for every message in every language, at every size
/// from the smallest to a 4K screen's, in the faces players have, bold and regular.
extension GameAppTests {
    /// The faces players have, each language's, in both weights.
    nonisolated static let boundFaces: [(face: FontFace, languages: [Language])] = [
        (GameAppTests.dejaVu, [.english, .german]), (FontFace("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"), [.english, .german]),
        (FontFace(GameAppTests.notoCJK, index: 0), [.japanese, .english]),
        (FontFace("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2), [.simplifiedChinese]),
        (GameAppTests.wenQuanYi, [.simplifiedChinese, .japanese]),
    ]

    /// Texts made to catch a bound that is too tight: glyphs that overhang their advance, pairs
    /// that kern apart, marks and figures as the panel's lines have them.
    nonisolated static let awkward = [
        "Y", "f", "j", "T.", "ƒƒƒƒ", "«»", "“f”", "V/W/Y", "f)f]f}", "…", "×1.19", "Tastatur", "WAVY TYPE", "ljf/ljf/ljf",
        "TurnStrategy, asked for turn 1,234:", "Ÿ Ŷ Ỳ", "ɟʄ", "ą̊ę̊", "„Œ“", "ﬁﬂ", "f\u{301}",
    ]

    @Test func aTextIsNeverWiderThanItsBound() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let context = try SDLContext()
        var checked = 0
        for (face, languages) in Self.boundFaces {
            #expect(FileManager.default.isReadableFile(atPath: face.path), "\(face.path) is not installed: scripts/setup.sh test installs it")
            var texts = Self.awkward
            for language in languages {
                let catalog = LocalizationTests.catalog(language)
                texts += UIText.all.flatMap { catalog($0).split(separator: "\n").map(String.init) }
            }
            for size in [6, 8, 10, 12, 13, 14, 16, 18, 20, 24, 28, 32, 40, 48, 64, 96] {
                let font = try Font(context: context, face: face, pointSize: size)
                for text in texts where !text.isEmpty {
                    let bound = try #require(font.widthBound(text), "\(face) has no metrics for \(text)")
                    let width = try font.measure(text).width
                    #expect(bound >= width, "\(face) at \(size): \"\(text)\" is \(width) wide, over its bound \(bound)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10_000)
    }

    /// The bound does not replace the breaks: a text broken where it is sure to fit, and where it
    /// is measured, breaks in the same places.
    @Test func theBreaksAreTheSameWithTheBoundAsMeasured() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let context = try SDLContext()
        let font = try Font(context: context, face: GameAppTests.dejaVu, pointSize: 14)
        let texts =
            UIText.all.map { LocalizationTests.catalog(.german)($0) } + Self.awkward
            + ["evened out their areas: triangle ×1.19, star ×1.35, square ×0.78, hexagon ×0.97, and circle ×0.88"]
        var measured = 0
        var bounded = 0
        for text in texts {
            for width in [40, 120, 300, 656] {
                let exact = LineBreaking.wrap(text, width: Double(width)) { Double((try? font.measure($0).width) ?? 0) }
                let quick = LineBreaking.wrap(text, width: Double(width)) { piece in
                    if let bound = font.widthBound(piece), bound <= width {
                        bounded += 1
                        return Double(bound)
                    }
                    measured += 1
                    return Double((try? font.measure(piece).width) ?? 0)
                }
                #expect(quick == exact, "\"\(text)\" at \(width)")
            }
        }
        // (Most texts fit a wide line without being measured.)
        #expect(bounded > measured / 4)
    }
}
