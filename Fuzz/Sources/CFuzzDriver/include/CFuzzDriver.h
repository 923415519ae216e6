// libFuzzer's entry for programs that keep their own main: SwiftPM names an executable's main
// <Target>_main, so the fuzz targets call the driver from there.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
