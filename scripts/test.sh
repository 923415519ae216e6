#!/usr/bin/env bash
# Sets up what is missing, builds everything, and runs the whole test suite. No display or sound
# card is needed: the tests use SDL's offscreen video and dummy audio drivers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
swift build --build-tests
# What `make install` would install, from the debug build: the install tests install it into a
# temporary prefix and play the installed game.
make --no-print-directory stage CONFIGURATION=debug >/dev/null
swift test
