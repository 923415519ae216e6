import Foundation
import Testing

/// The game's guards around libxkbcommon (the XkbGuard target) only take SDL's calls if the
/// executable exports them: the dynamic linker then binds SDL's references to the game's own
/// definitions before libxkbcommon's.
@Suite struct XkbGuardLinkTests {
    @Test func theExecutableExportsItsGuards() throws {
        let nm = try #require(DesktopIdentityTests.program("nm"), "binutils' nm")
        let symbols = try Executable.run(
            ["-D", "--defined-only", Executable.url.path], timeout: 30, executable: URL(fileURLWithPath: nm)
        ).standardOutput
        let exported = Set(symbols.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        for name in ["xkb_keymap_key_get_syms_by_level", "xkb_state_update_mask", "xkb_keymap_key_for_each"] {
            #expect(exported.contains(name), "\(name)")
        }
    }
}
