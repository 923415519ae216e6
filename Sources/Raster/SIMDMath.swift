// NB: the standard library's pointwiseMin/Max are generic, NaN-aware lane loops that are not
// inlined; built from concrete vector operations these compile to a handful of SSE instructions.

@inline(__always)
func magnitude(_ value: SIMD4<Float>) -> SIMD4<Float> {
    unsafeBitCast(unsafeBitCast(value, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
}

@inline(__always)
func larger(_ first: SIMD4<Float>, _ second: SIMD4<Float>) -> SIMD4<Float> {
    (first + second + magnitude(first - second)) * 0.5
}

@inline(__always)
func smaller(_ first: SIMD4<Float>, _ second: SIMD4<Float>) -> SIMD4<Float> {
    (first + second - magnitude(first - second)) * 0.5
}

/// max(value, 0), exact.
@inline(__always)
func positivePart(_ value: SIMD4<Float>) -> SIMD4<Float> {
    (value + magnitude(value)) * 0.5
}

/// `value` limited to 0...1.
@inline(__always)
func unitClamped(_ value: SIMD4<Float>) -> SIMD4<Float> {
    let positive = positivePart(value)
    return 1 - positivePart(1 - positive)
}
