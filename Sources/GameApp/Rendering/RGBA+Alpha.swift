import Drawing

extension RGBA {
    /// The same color with another alpha.
    func withAlpha(_ alpha: UInt8) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension RGBA {
    /// This opaque colour with `over` blended on it by its alpha: what a fill of `over` leaves
    /// on it.
    func under(_ over: RGBA) -> RGBA {
        let alpha = Int(over.alpha)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Int(top) * alpha + Int(bottom) * (255 - alpha) + 127) / 255) }
        return RGBA(red: mix(over.red, red), green: mix(over.green, green), blue: mix(over.blue, blue))
    }
}
