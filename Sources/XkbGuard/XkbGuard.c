// A dependency's defect, contained: SDL 2's Wayland keyboard (2.26 to at least 2.30) hands
// libxkbcommon arguments it does not check, and the game would crash inside libxkbcommon.
//
// - A key that arrives before the compositor's first `modifiers` event is looked up in layout
//   XKB_LAYOUT_INVALID, SDL's "no layout yet". With a virtual keyboard's keymap (wtype's, an
//   on-screen keyboard's) libxkbcommon 1.5 wraps that into an index past the key's layouts and
//   reads garbage: under a headless sway, Debian 12's SDL 2.26.5 crashed so on wtype's first key
//   in two runs of four.
// - A `modifiers` event before any keymap passes a NULL state (SDL's issue 9022; fixed in 2.30.1),
//   and a layout change before any keymap a NULL keymap.
//
// The game's executable defines these three functions, so the dynamic linker binds SDL's calls
// to them first (the executable comes first in the search order); each settles the one argument
// libxkbcommon cannot take, then calls libxkbcommon's own, found with dlvsym(RTLD_NEXT). Calls
// with sound arguments reach libxkbcommon unchanged. Nothing here runs on X11: SDL's X11 video
// does not call libxkbcommon.
#define _GNU_SOURCE
#include "XkbGuard.h"

#include <dlfcn.h>

bool xkb_guard_is_bound(void) {
    return dlsym(RTLD_DEFAULT, "xkb_keymap_key_get_syms_by_level") == (void *)xkb_keymap_key_get_syms_by_level &&
           dlsym(RTLD_DEFAULT, "xkb_state_update_mask") == (void *)xkb_state_update_mask &&
           dlsym(RTLD_DEFAULT, "xkb_keymap_key_for_each") == (void *)xkb_keymap_key_for_each;
}

// libxkbcommon's symbol version for these functions (all of them date from 0.5).
static const char *const version = "V_0.5.0";

int xkb_keymap_key_get_syms_by_level(struct xkb_keymap *keymap, xkb_keycode_t key,
                                     xkb_layout_index_t layout, xkb_level_index_t level,
                                     const xkb_keysym_t **syms_out) {
    typedef int Call(struct xkb_keymap *, xkb_keycode_t, xkb_layout_index_t, xkb_level_index_t,
                     const xkb_keysym_t **);
    Call *next = (Call *)dlvsym(RTLD_NEXT, "xkb_keymap_key_get_syms_by_level", version);
    if (keymap == NULL || next == NULL) {
        *syms_out = NULL;
        return 0;
    }
    // Before the compositor names a layout, the first one is in effect.
    return next(keymap, key, layout == XKB_LAYOUT_INVALID ? 0 : layout, level, syms_out);
}

enum xkb_state_component xkb_state_update_mask(struct xkb_state *state,
                                               xkb_mod_mask_t depressed_mods,
                                               xkb_mod_mask_t latched_mods,
                                               xkb_mod_mask_t locked_mods,
                                               xkb_layout_index_t depressed_layout,
                                               xkb_layout_index_t latched_layout,
                                               xkb_layout_index_t locked_layout) {
    typedef enum xkb_state_component Call(struct xkb_state *, xkb_mod_mask_t, xkb_mod_mask_t,
                                          xkb_mod_mask_t, xkb_layout_index_t, xkb_layout_index_t,
                                          xkb_layout_index_t);
    Call *next = (Call *)dlvsym(RTLD_NEXT, "xkb_state_update_mask", version);
    if (state == NULL || next == NULL) {
        return 0;
    }
    return next(state, depressed_mods, latched_mods, locked_mods, depressed_layout, latched_layout,
                locked_layout);
}

void xkb_keymap_key_for_each(struct xkb_keymap *keymap, xkb_keymap_key_iter_t iter, void *data) {
    typedef void Call(struct xkb_keymap *, xkb_keymap_key_iter_t, void *);
    Call *next = (Call *)dlvsym(RTLD_NEXT, "xkb_keymap_key_for_each", version);
    if (keymap == NULL || next == NULL) {
        return;
    }
    next(keymap, iter, data);
}
