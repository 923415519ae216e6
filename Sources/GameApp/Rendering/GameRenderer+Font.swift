import Platform

/// The font the renderer draws with, as About and the event log name it.
extension GameRenderer {
    /// The face every text is drawn with.
    var font: FontFace { text.face }

    /// The font in use, by its file's name without the extension (`DejaVuSans`).
    var fontName: String {
        let file = font.path.split(separator: "/").last.map(String.init) ?? font.path
        let stem = file.split(separator: ".").dropLast().joined(separator: ".")
        return stem.isEmpty ? file : stem
    }
}
