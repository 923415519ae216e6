import CSDL2

/// The desktop's clipboard, through SDL's: plain text (UTF-8) in, and out for tests. On X11 the
/// window owns the selection while the game runs; a video driver with no clipboard (offscreen)
/// keeps the text inside SDL.
extension SDLContext {
    /// Puts `text` on the clipboard; SDL's error when it cannot (no video, out of memory).
    public func copyToClipboard(_ text: String) throws(PlatformError) {
        // NB: a NUL inside would cut the text short where C reads it: none is passed on.
        let clean = text.replacingNULs()
        try check(clean.withCString { SDL_SetClipboardText($0) }, "SDL_SetClipboardText")
    }

    /// The clipboard's text; nil when it holds none.
    public var clipboardText: String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(pointer) }
        let text = String(cString: pointer)
        return text.isEmpty ? nil : text
    }
}

extension String {
    fileprivate func replacingNULs() -> String {
        guard utf8.contains(0) else { return self }
        return String(decoding: utf8.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }
}
