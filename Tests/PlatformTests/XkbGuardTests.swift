import Testing
import XkbGuard

/// The three libxkbcommon calls SDL 2's Wayland keyboard makes with arguments libxkbcommon does
/// not check: the game's own definitions take them, and pass sound ones on unchanged.
@Suite struct XkbGuardTests {
    /// A virtual keyboard's keymap, as wtype uploads one: nameless, one layout, a key per symbol.
    static let virtualKeymap = """
        xkb_keymap {
            xkb_keycodes "(unnamed)" { minimum = 8; maximum = 11; <K1> = 9; <K2> = 10; };
            xkb_types "(unnamed)" { include "complete" };
            xkb_compatibility "(unnamed)" { include "complete" };
            xkb_symbols "(unnamed)" { key <K1> {[ Escape ]}; key <K2> {[ q ]}; };
        };
        """

    final class Keymap {
        let context: OpaquePointer
        let keymap: OpaquePointer

        init() throws {
            let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
            let text = XkbGuardTests.virtualKeymap
            guard let keymap = xkb_keymap_new_from_string(context, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS) else {
                xkb_context_unref(context)
                throw KeymapError()
            }
            self.context = context
            self.keymap = keymap
        }

        deinit {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
        }

        func symbols(key: UInt32, layout: UInt32) -> [UInt32] {
            var symbols: UnsafePointer<xkb_keysym_t>?
            let count = xkb_keymap_key_get_syms_by_level(keymap, key, layout, 0, &symbols)
            return (0..<Int(max(count, 0))).compactMap { symbols?[$0] }
        }
    }

    struct KeymapError: Error {}

    /// The test runner, as the game, exports the guards: they take every call in the process.
    @Test func theGuardsAreBound() {
        #expect(xkb_guard_is_bound())
    }

    /// SDL's "no layout yet" (a key before the first modifiers event) reads the first layout.
    @Test func aKeyBeforeAnyLayoutIsReadInTheFirst() throws {
        let keymap = try Keymap()
        #expect(keymap.symbols(key: 9, layout: 0) == [UInt32(XKB_KEY_Escape)])
        #expect(keymap.symbols(key: 9, layout: XKB_LAYOUT_INVALID) == [UInt32(XKB_KEY_Escape)])
        #expect(keymap.symbols(key: 10, layout: XKB_LAYOUT_INVALID) == [UInt32(XKB_KEY_q)])
        #expect(keymap.symbols(key: 77, layout: 0).isEmpty)
    }

    /// Modifiers or a layout change before any keymap (SDL's issue 9022): nothing to update.
    @Test func callsBeforeAnyKeymapDoNothing() throws {
        #expect(xkb_state_update_mask(nil, 1, 0, 0, 0, 0, 0).rawValue == 0)
        var symbols: UnsafePointer<xkb_keysym_t>? = UnsafePointer(bitPattern: 1)
        #expect(xkb_keymap_key_get_syms_by_level(nil, 9, 0, 0, &symbols) == 0)
        #expect(symbols == nil)
        xkb_keymap_key_for_each(nil, { _, _, _ in }, nil)
    }

    /// Sound arguments reach libxkbcommon: a real state follows its modifiers.
    @Test func soundCallsReachLibxkbcommon() throws {
        let keymap = try Keymap()
        let state = try #require(xkb_state_new(keymap.keymap))
        defer { xkb_state_unref(state) }
        let shift = xkb_keymap_mod_get_index(keymap.keymap, XKB_MOD_NAME_SHIFT)
        let changed = xkb_state_update_mask(state, 1 << shift, 0, 0, 0, 0, 0)
        #expect(changed.rawValue & XKB_STATE_MODS_DEPRESSED.rawValue != 0)
        #expect(xkb_state_mod_index_is_active(state, shift, XKB_STATE_MODS_DEPRESSED) == 1)
        var keys = 0
        withUnsafeMutablePointer(to: &keys) { counter in
            xkb_keymap_key_for_each(keymap.keymap, { _, _, data in data?.assumingMemoryBound(to: Int.self).pointee += 1 }, counter)
        }
        #expect(keys == 2)
    }
}
