#if canImport(Glibc)
    import Glibc
#endif

/// The C library's allocator as this process links it, for memory a C library allocated and
/// hands over to be freed (speech-dispatcher's error text).
public enum CMemory {
    /// NB: the process's own `free`, not one looked up in the C library by name: under a
    /// sanitizer, the allocation went through the sanitizer's malloc, and glibc's own free crashes
    /// on it.
    public static func free(_ pointer: UnsafeMutableRawPointer?) {
        #if canImport(Glibc)
            Glibc.free(pointer)
        #endif
    }
}
