#ifndef TAP_CX11_SHIM_H
#define TAP_CX11_SHIM_H

/* Xlib, for one thing SDL 2 does not read: the desktop's Xft.dpi, the scale GNOME and KDE set for
   a HiDPI screen on X11; and for the game's X error handler, around SDL's. SDL links libX11
   already; its header comes with libx11-dev. */
#include <X11/Xlib.h>

#endif
