#ifndef TAP_CMATH_SHIM_H
#define TAP_CMATH_SHIM_H

/* The C library's mathematics (libm, part of glibc: nothing to install), for the few functions
   the standard library lacks: sine, cosine, arc cosine, powers. Only the Drawing target imports it; the
   rest asks Drawing's Trigonometry. */
#include <math.h>

#endif
