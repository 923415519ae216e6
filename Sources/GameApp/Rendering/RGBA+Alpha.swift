import Drawing

extension RGBA {
    /// The same color with another alpha.
    func withAlpha(_ alpha: UInt8) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }
}
