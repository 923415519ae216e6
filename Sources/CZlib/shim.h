#ifndef TAP_CZLIB_SHIM_H
#define TAP_CZLIB_SHIM_H

/* The system's zlib: the PNG writer's compression (compress2) and its chunks' CRC-32. The game's
   process loads it already (freetype links it), and its header comes with zlib1g-dev. */
#include <zlib.h>

#endif
