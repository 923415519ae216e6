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
// libxkbcommon cannot take, then calls libxkbcommon's own, found once with dlvsym(RTLD_NEXT).
// Calls with sound arguments reach libxkbcommon unchanged. Nothing here runs on X11: SDL's X11
// video does not call libxkbcommon.
//
// The guard fails closed: `xkb_guard_reach` says whether SDL's calls really reach it. An SDL
// built to open libxkbcommon itself (upstream's default, SDL_WAYLAND_SHARED: dlopen and dlsym)
// never calls these definitions, and then the game keeps SDL's own driver order.
#define _GNU_SOURCE
#include "XkbGuard.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <pthread.h>
#include <string.h>

// libxkbcommon's own three functions, found once (dlvsym at its version node, V_0.5.0 where
// all three date from; a libxkbcommon built without version nodes, by plain name).
typedef int GetSyms(struct xkb_keymap *, xkb_keycode_t, xkb_layout_index_t, xkb_level_index_t,
                    const xkb_keysym_t **);
typedef enum xkb_state_component UpdateMask(struct xkb_state *, xkb_mod_mask_t, xkb_mod_mask_t,
                                            xkb_mod_mask_t, xkb_layout_index_t,
                                            xkb_layout_index_t, xkb_layout_index_t);
typedef void ForEach(struct xkb_keymap *, xkb_keymap_key_iter_t, void *);

static GetSyms *next_get_syms;
static UpdateMask *next_update_mask;
static ForEach *next_for_each;
static pthread_once_t resolved = PTHREAD_ONCE_INIT;

static void *next_symbol(const char *name) {
    void *found = dlvsym(RTLD_NEXT, name, "V_0.5.0");
    return found != NULL ? found : dlsym(RTLD_NEXT, name);
}

static void resolve(void) {
    next_get_syms = (GetSyms *)next_symbol("xkb_keymap_key_get_syms_by_level");
    next_update_mask = (UpdateMask *)next_symbol("xkb_state_update_mask");
    next_for_each = (ForEach *)next_symbol("xkb_keymap_key_for_each");
}

static void resolve_once(void) { pthread_once(&resolved, resolve); }

bool xkb_guard_is_bound(void) {
    resolve_once();
    return next_get_syms != NULL && next_update_mask != NULL && next_for_each != NULL &&
           dlsym(RTLD_DEFAULT, "xkb_keymap_key_get_syms_by_level") == (void *)xkb_keymap_key_get_syms_by_level &&
           dlsym(RTLD_DEFAULT, "xkb_state_update_mask") == (void *)xkb_state_update_mask &&
           dlsym(RTLD_DEFAULT, "xkb_keymap_key_for_each") == (void *)xkb_keymap_key_for_each;
}

// MARK: - Whether a library's calls reach the guards

static const char *const guarded[] = {
    "xkb_keymap_key_get_syms_by_level", "xkb_state_update_mask", "xkb_keymap_key_for_each"};

struct Search {
    const char *library;
    int found;   // a bit per guarded name the library imports by relocation
    bool seen;   // the library is loaded
};

// Marks the guarded names among the symbols `count` relocations of `size` bytes refer to.
static void mark(struct Search *search, const ElfW(Rela) *relocations, size_t size,
                 const ElfW(Sym) *symbols, const char *names) {
    if (relocations == NULL || symbols == NULL || names == NULL) return;
    for (size_t index = 0; index < size / sizeof(ElfW(Rela)); index++) {
        size_t symbol = ELF64_R_SYM(relocations[index].r_info);
        if (symbol == 0) continue;
        const char *name = names + symbols[symbol].st_name;
        for (int which = 0; which < 3; which++) {
            if (symbols[symbol].st_shndx == SHN_UNDEF && strcmp(name, guarded[which]) == 0) {
                search->found |= 1 << which;
            }
        }
    }
}

static int visit(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct Search *search = data;
    if (info->dlpi_name == NULL || strstr(info->dlpi_name, search->library) == NULL) return 0;
    search->seen = true;
    for (int header = 0; header < info->dlpi_phnum; header++) {
        if (info->dlpi_phdr[header].p_type != PT_DYNAMIC) continue;
        const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[header].p_vaddr);
        const ElfW(Sym) *symbols = NULL;
        const char *names = NULL;
        const ElfW(Rela) *plt = NULL, *other = NULL;
        size_t plt_size = 0, other_size = 0;
        // NB: glibc turns these entries into addresses in the loaded image where the dynamic
        // section is writable (x86-64, AArch64); where it is read-only they stay offsets from
        // the load address. An address below the load address is such an offset.
        ElfW(Addr) base = info->dlpi_addr;
#define IN_IMAGE(value) ((value) < base ? base + (value) : (value))
        for (; entry->d_tag != DT_NULL; entry++) {
            switch (entry->d_tag) {
            case DT_SYMTAB: symbols = (const ElfW(Sym) *)IN_IMAGE(entry->d_un.d_ptr); break;
            case DT_STRTAB: names = (const char *)IN_IMAGE(entry->d_un.d_ptr); break;
            case DT_JMPREL: plt = (const ElfW(Rela) *)IN_IMAGE(entry->d_un.d_ptr); break;
            case DT_PLTRELSZ: plt_size = entry->d_un.d_val; break;
            case DT_RELA: other = (const ElfW(Rela) *)IN_IMAGE(entry->d_un.d_ptr); break;
            case DT_RELASZ: other_size = entry->d_un.d_val; break;
            default: break;
            }
        }
#undef IN_IMAGE
        mark(search, plt, plt_size, symbols, names);
        mark(search, other, other_size, symbols, names);
    }
    return 1;
}

enum xkb_guard_reach xkb_guard_reach(const char *library) {
    if (!xkb_guard_is_bound()) return XKB_GUARD_UNBOUND;
    struct Search search = {library, 0, false};
    dl_iterate_phdr(visit, &search);
    if (!search.seen) return XKB_GUARD_LIBRARY_NOT_LOADED;
    // NB: a library that imports the calls is bound to the process's first definitions, the
    // guards; one that opens libxkbcommon itself (dlopen and dlsym) imports none of them.
    return search.found == 7 ? XKB_GUARD_IN_CALL_PATH : XKB_GUARD_BYPASSED;
}

int xkb_keymap_key_get_syms_by_level(struct xkb_keymap *keymap, xkb_keycode_t key,
                                     xkb_layout_index_t layout, xkb_level_index_t level,
                                     const xkb_keysym_t **syms_out) {
    resolve_once();
    if (keymap == NULL || next_get_syms == NULL) {
        *syms_out = NULL;
        return 0;
    }
    // Before the compositor names a layout, the first one is in effect.
    return next_get_syms(keymap, key, layout == XKB_LAYOUT_INVALID ? 0 : layout, level, syms_out);
}

enum xkb_state_component xkb_state_update_mask(struct xkb_state *state,
                                               xkb_mod_mask_t depressed_mods,
                                               xkb_mod_mask_t latched_mods,
                                               xkb_mod_mask_t locked_mods,
                                               xkb_layout_index_t depressed_layout,
                                               xkb_layout_index_t latched_layout,
                                               xkb_layout_index_t locked_layout) {
    resolve_once();
    if (state == NULL || next_update_mask == NULL) {
        return 0;
    }
    return next_update_mask(state, depressed_mods, latched_mods, locked_mods, depressed_layout,
                            latched_layout, locked_layout);
}

void xkb_keymap_key_for_each(struct xkb_keymap *keymap, xkb_keymap_key_iter_t iter, void *data) {
    resolve_once();
    if (keymap == NULL || next_for_each == NULL) {
        return;
    }
    next_for_each(keymap, iter, data);
}
