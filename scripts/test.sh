#!/usr/bin/env bash
# Sets up what is missing, builds everything, and runs the whole test suite. No display or sound
# card is needed: the tests use SDL's offscreen video and dummy audio drivers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
swift build --build-tests
swift test
