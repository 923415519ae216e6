#!/usr/bin/env bash
# The whole test suite under AddressSanitizer and LeakSanitizer, end-to-end tests included: the
# game they start is the instrumented build and inherits the options below. Leaks are reported
# for our code; scripts/sanitizers/lsan.supp names the third-party libraries whose leaks we
# contain but cannot fix. A separate scratch folder keeps the plain build intact.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/upstream-sdl.sh
root=$(pwd)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0:${LSAN_OPTIONS:-}"
export SWIFT_BACKTRACE=enable=no
# SDL renders in software here. With its GL renderer, SDL loads Mesa with dlopen and unloads
# it at SDL_Quit, before LeakSanitizer looks: what Mesa still pointed at then reads as leaked,
# from "<unknown module>", which no suppression can name (and preloading Mesa instead puts its
# LLVM into the toolchain's linker, which crashes). Every SDL call our code makes is the same.
export SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
swift build --build-tests --sanitize=address --scratch-path .build-asan
# What `make install` would install, as scripts/test.sh stages it, but the instrumented game: the
# install tests install it into a temporary prefix and play it.
make --no-print-directory stage CONFIGURATION=debug SWIFT_BUILD_FLAGS="--sanitize=address --scratch-path .build-asan" >/dev/null
swift test --sanitize=address --scratch-path .build-asan "$@"
