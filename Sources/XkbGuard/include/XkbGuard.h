// Guards around three libxkbcommon calls that SDL 2's Wayland keyboard makes with arguments
// libxkbcommon does not check. See XkbGuard.c.
#ifndef TAP_XKB_GUARD_H
#define TAP_XKB_GUARD_H

#include <stdbool.h>
#include <xkbcommon/xkbcommon.h>

// Whether the guards are bound: the process's first definition of each guarded call is this
// target's (the executable exports them), and libxkbcommon's own three calls were found.
bool xkb_guard_is_bound(void);

// Where a loaded library's calls to the three go.
enum xkb_guard_reach {
    // The guards are not bound (see xkb_guard_is_bound): nobody's calls reach them.
    XKB_GUARD_UNBOUND = 0,
    // No loaded library's file name contains the name asked about.
    XKB_GUARD_LIBRARY_NOT_LOADED = 1,
    // The library imports all three by name, so the dynamic linker binds its calls to the guards.
    XKB_GUARD_IN_CALL_PATH = 2,
    // The library does not import them: it opens libxkbcommon itself, past the guards.
    XKB_GUARD_BYPASSED = 3,
};

// Whether the calls of the loaded library whose file name contains `library` (`libSDL2-2.0.so`)
// reach the guards, read from its dynamic relocations.
enum xkb_guard_reach xkb_guard_reach(const char *library);

#endif
