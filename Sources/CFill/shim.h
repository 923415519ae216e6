#ifndef TAP_CFILL_SHIM_H
#define TAP_CFILL_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/* Sets `count` 32-bit pixels to `value`. glibc's wmemset is picked at load time for the CPU
   (AVX2 or AVX-512 stores where there are), which a portable Swift loop cannot be: the package
   is built for baseline x86-64. wchar_t is 32 bits on Linux, which the assertion checks. */
static inline void tap_fill32(uint32_t *start, uint32_t value, size_t count) {
    _Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t must be 32 bits");
    wmemset((wchar_t *)start, (wchar_t)value, count);
}

#endif
