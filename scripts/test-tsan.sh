#!/usr/bin/env bash
# The whole test suite under ThreadSanitizer, end-to-end tests included: the game they start is
# the instrumented build (the settings watcher, the log writer and the font lookup run on threads
# of their own). scripts/sanitizers/tsan.supp names third-party code only.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# The upstream SDL builds UpstreamSDLTests plays the game on (kept once there), as test.sh and
# test-asan.sh bring them.
scripts/upstream-sdl.sh
root=$(pwd)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export TSAN_OPTIONS="suppressions=$root/scripts/sanitizers/tsan.supp:halt_on_error=1:${TSAN_OPTIONS:-}"
export SWIFT_BACKTRACE=enable=no
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
# What `make install` would install, as scripts/test.sh stages it, but the instrumented game: the
# install tests install it into a temporary prefix and play it.
make --no-print-directory stage CONFIGURATION=debug SWIFT_BUILD_FLAGS="--sanitize=thread --scratch-path .build-tsan" >/dev/null
swift test --sanitize=thread --scratch-path .build-tsan "$@"
