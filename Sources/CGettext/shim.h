#ifndef TAP_CGETTEXT_SHIM_H
#define TAP_CGETTEXT_SHIM_H

/* glibc's gettext (libintl is part of glibc: nothing to install or link) and the locale call it
   needs: translations are read only when LC_MESSAGES is not the plain "C" locale. */
#include <libintl.h>
#include <locale.h>

#endif
