#ifndef TAP_CFONTCONFIG_SHIM_H
#define TAP_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
