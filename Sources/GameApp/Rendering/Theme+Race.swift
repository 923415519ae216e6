import Drawing

extension Theme {
    /// Each race player's colour, from the Okabe–Ito set (told apart by colour-blind eyes too),
    /// for the band of their ring, their name and their pad's light: the first of the seat's
    /// candidates that stands out 3:1 from the background and is told apart from the shapes'
    /// fill and outline (and, for the second player, from the first's), so that a ring never reads
    /// as a shape's edge: amber beside the classic shapes' orange did. No colour stands 3:1 from
    /// a dark background and the classic orange at once, so the ring's keyline, not its band,
    /// is what meets a shape (`RingParts`).
    func racePlayer(_ seat: Int) -> RGBA {
        let first = pick(Self.raceCandidates[0], apartFrom: [])
        guard seat > 0 else { return first }
        return pick(Self.raceCandidates[1], apartFrom: [first])
    }

    /// The keyline inside a race player's ring, between its band and the shape it surrounds:
    /// white or near-black, whichever stands out more from the shapes' fill and outline.
    var raceKeyline: RGBA { RGBA.mark(against: [shapeFill, shapeOutline]) }

    /// Orange then reddish purple for player 1, sky blue then bluish green for player 2: light
    /// for a dark background, deep for a light one; then white and black, so that some colour
    /// always stands out.
    static let raceCandidates: [[RGBA]] = [
        [0xE6_9F_00, 0xD5_5E_00, 0x8B_3A_00, 0xCC_79_A7, 0x8E_3B_6E, 0xFF_FF_FF, 0x00_00_00].map { RGBA(rgb: $0) },
        [0x56_B4_E9, 0x00_72_B2, 0x00_3F_7F, 0x00_9E_73, 0x00_5E_43, 0xFF_FF_FF, 0x00_00_00].map { RGBA(rgb: $0) },
    ]

    /// The first candidate that stands 3:1 from the background and apart from the shapes and
    /// `others`; else the first that stands out from the background; else the one that stands
    /// out most.
    private func pick(_ candidates: [RGBA], apartFrom others: [RGBA]) -> RGBA {
        let seen = candidates.filter { $0.contrast(with: background) >= 3 }
        return seen.first { candidate in ([shapeFill, shapeOutline] + others).allSatisfy { Self.toldApart(candidate, $0) } }
            ?? seen.first { candidate in others.allSatisfy { Self.toldApart(candidate, $0) } }
            ?? candidates.max { $0.contrast(with: background) < $1.contrast(with: background) } ?? .white
    }

    /// Whether two colours are told apart: 3:1 in lightness, or hues at least 35° apart (both
    /// colours, not greys).
    static func toldApart(_ a: RGBA, _ b: RGBA) -> Bool {
        guard a.contrast(with: b) < 3 else { return true }
        guard let first = hue(a), let second = hue(b) else { return false }
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference) >= 35
    }

    /// A colour's hue in degrees (HSV's, piecewise: no trigonometry), nil for a grey or a colour
    /// too faint to have one.
    static func hue(_ color: RGBA) -> Double? {
        let (red, green, blue) = (Double(color.red), Double(color.green), Double(color.blue))
        let (high, low) = (max(red, green, blue), min(red, green, blue))
        let chroma = high - low
        guard high > 0, chroma >= high / 4 else { return nil }
        let sector: Double
        if high == red {
            sector = ((green - blue) / chroma + 6).truncatingRemainder(dividingBy: 6)
        } else if high == green {
            sector = (blue - red) / chroma + 2
        } else {
            sector = (red - green) / chroma + 4
        }
        return sector * 60
    }
}
