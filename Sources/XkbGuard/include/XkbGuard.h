// Guards around three libxkbcommon calls that SDL 2's Wayland keyboard makes with arguments
// libxkbcommon does not check. See XkbGuard.c.
#ifndef TAP_XKB_GUARD_H
#define TAP_XKB_GUARD_H

#include <stdbool.h>
#include <xkbcommon/xkbcommon.h>

// Whether SDL's calls reach the guards: the process's first definition of each guarded call is
// this target's (the executable exports them). Without that, SDL's Wayland keyboard is unguarded.
bool xkb_guard_is_bound(void);

#endif
