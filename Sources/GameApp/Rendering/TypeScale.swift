/// The interface's one type scale: four roles, each one size at the player's text size, on every
/// screen and in the HUD (as GNOME's title, heading, body and caption styles are: a heading is
/// body-sized and bold). 200 % draws each role twice its 100 % size; nothing is drawn smaller to
/// fit: a screen whose text is longer than the window turns pages.
enum TypeRole: CaseIterable, Hashable, Sendable {
    /// A screen's name: "Preferences", "Tap the Larger Shape", the day's score.
    case title
    /// A section's name, a label before its figures, a button's label, the HUD.
    case heading
    /// Running text and values.
    case body
    /// Page numbers and other small print (never below the readable size).
    case caption

    /// The role's size at 100 %, in points (`TextPainter` applies the player's text size; the
    /// output's pixel scale turns points into pixels).
    var points: Double {
        switch self {
        case .title: 22
        case .heading: 14
        case .body: 14
        case .caption: 12
        }
    }

    /// Headings are bold, running text regular.
    var weight: FontWeight {
        switch self {
        case .title, .heading: .bold
        case .body, .caption: .regular
        }
    }

    /// The size to ask `TextPainter` for at `scale` output pixels to a point.
    func size(scale: Double) -> Int { Int((points * scale).rounded()) }
}

/// How heavy a text's strokes are: the face in use's bold and regular members.
enum FontWeight: Hashable, Sendable {
    case regular, bold
}
