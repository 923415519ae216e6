#ifndef TAP_CHYPHEN_SHIM_H
#define TAP_CHYPHEN_SHIM_H

/* Hunspell's libhyphen: the hyphenation patterns LibreOffice uses, read from the dictionaries
   Debian ships in /usr/share/hyphen (hyphen-en-us, hyphen-de). Its header comes with
   libhyphen-dev. */
#include <hyphen.h>

#endif
