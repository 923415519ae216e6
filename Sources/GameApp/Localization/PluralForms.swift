/// One plural message as a language says it: its forms, and which one each count takes, as
/// gettext's `ngettext` chose them by the catalog's `Plural-Forms` rule.
///
/// The rule is read by asking gettext for the counts 0 to 199, once, when the catalog loads:
/// every language's rule depends on the count only through whether it is 0, 1 or 2, and its
/// remainders by 10 and by 100, so from 200 on a count takes the form of `100 + count % 100`
/// (the same remainders, and past the small numbers).
public struct PluralForms: Hashable, Sendable {
    /// The language's forms, in the order it first uses them.
    public let forms: [String]
    /// For each count from 0 to 199, the index of its form.
    private let formOfCount: [UInt8]

    static let askedCounts = 0..<200

    /// From the text gettext gave for each count in `askedCounts`, in order.
    init?(texts: [String]) {
        guard texts.count == Self.askedCounts.count else { return nil }
        var forms: [String] = []
        var indices: [UInt8] = []
        for text in texts {
            if let index = forms.firstIndex(of: text) {
                indices.append(UInt8(index))
            } else {
                guard forms.count < Int(UInt8.max) else { return nil }
                indices.append(UInt8(forms.count))
                forms.append(text)
            }
        }
        self.forms = forms
        formOfCount = indices
    }

    /// The form for `count` (a negative count as its magnitude).
    public func form(for count: Int) -> String {
        let magnitude = count.magnitude
        let asked = magnitude < UInt(Self.askedCounts.upperBound) ? Int(magnitude) : 100 + Int(magnitude % 100)
        return forms[Int(formOfCount[asked])]
    }
}
