#ifndef TAP_CGFXBENCH_SHIM_H
#define TAP_CGFXBENCH_SHIM_H

#include <SDL.h>
#include <SDL2_gfxPrimitives.h>

#endif
