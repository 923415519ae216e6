#!/usr/bin/env bash
# The whole test suite under ThreadSanitizer, end-to-end tests included: the game they start is
# the instrumented build (the settings watcher, the log writer and the checker's pipe readers
# run on threads of their own). scripts/sanitizers/tsan.supp names third-party code only.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
root=$(pwd)
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export TSAN_OPTIONS="suppressions=$root/scripts/sanitizers/tsan.supp:halt_on_error=1:${TSAN_OPTIONS:-}"
export SWIFT_BACKTRACE=enable=no
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
swift test --sanitize=thread --scratch-path .build-tsan "$@"
