#ifndef TAP_CSDL2_SHIM_H
#define TAP_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_mixer.h>

#endif
