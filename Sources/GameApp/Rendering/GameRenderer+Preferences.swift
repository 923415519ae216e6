import Drawing
import GameCore
import Platform
import Preferences

extension GameRenderer {
    /// What the preferences' fit depends on.
    struct PreferencesFitKey: Hashable {
        let layout: Layout
        let scale: Double
        let textScale: Double
        let face: FontFace
        let language: Language
    }

    /// How the preferences are laid out at the player's text size: each value beside its label,
    /// or below it where a label, or any value a line can take, is wider than its half of a
    /// line. Measured again only when the window, the text size, the face or the language
    /// changed; side by side when it cannot be measured.
    func preferencesFit(_ controls: AppControls) -> PreferencesScreen.Fit {
        guard let scale = try? renderer.pixelScale() else { return PreferencesScreen.Fit(textScale: text.scale) }
        let key = PreferencesFitKey(layout: controls.layout, scale: scale, textScale: text.scale, face: text.face, language: catalog.language)
        if let cached = pagedLayouts.preferences, cached.key == key { return cached.fit }
        // NB: a line's box, leading and all, in nine tenths of a line (`drawPreferences`).
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        let line = ((try? text.lineSkip(size: readable)) ?? 0) / 0.9 / scale
        let sideBySide = PreferencesScreen.Fit(textScale: text.scale, minimumLineHeight: line)
        let screen = controls.preferencesScreen(fit: sideBySide)
        let fit = PreferencesScreen.Fit(
            textScale: text.scale, stacked: (try? overflowsHalfLine(screen, scale: scale)) ?? false, minimumLineHeight: line)
        pagedLayouts.preferences = (key, fit)
        return fit
    }

    private func overflowsHalfLine(_ screen: PreferencesScreen, scale: Double) throws(PlatformError) -> Bool {
        let size = max(Int(screen.textSize * scale), 1)
        let half = screen.title.width * scale / 2
        let padding = screen.lineHeight * scale * 0.6
        for row in PreferenceRow.rows() {
            let label = try text.measure(catalog(row.label), size: size).width
            let values = row.possibleValues
            if values.isEmpty { continue }
            if Double(label) > half - padding { return true }
            for value in values {
                let words = catalog(value)
                if Double(try text.measure(row.isSwitch ? words : "<   \(words)   >", size: size).width) > half { return true }
            }
        }
        return false
    }
}
