import Preferences

extension Catalog {
    /// A preference's value as the screen shows it and the voice says it: words translated, a
    /// number with its unit written by the same messages the stats use (`80 %` in German, as the
    /// stats' `95 %`).
    func callAsFunction(_ value: SettingDescriptor.ShownValue) -> String {
        switch value {
        case .words(let english): self(Message(english))
        case .verbatim(let text): text
        case .quantity(let number, .percent): self(UIText.percent, ["percent": number])
        case .quantity(let number, .milliseconds): self(UIText.milliseconds, ["count": number])
        }
    }
}
