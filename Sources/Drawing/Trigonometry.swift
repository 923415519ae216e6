#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// NB: the C library's sin/cos without Foundation, so this target stays dependency-free.
@inline(__always) func sine(_ angle: Double) -> Double { sin(angle) }
@inline(__always) func cosine(_ angle: Double) -> Double { cos(angle) }
