import Preferences

extension Catalog {
    /// A preference's value as the screen shows it and the voice says it: words translated, a
    /// number with its unit written as the stats write theirs (`80 %` in German, as the stats'
    /// `95 %`).
    func callAsFunction(_ value: SettingDescriptor.ShownValue) -> String {
        switch value {
        case .words(let english): self(Message(english))
        case .verbatim(let text): text
        case .quantity(let number, .percent): Int(number).map(forms.percent) ?? number + "%"
        case .quantity(let number, .milliseconds): self(UIText.milliseconds, ["count": Int(number).map(forms.number) ?? number])
        }
    }
}
