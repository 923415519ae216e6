#!/usr/bin/env bash
# model-search.sh [--skip-build] [SEQUENCES] [STEPS] [FIRST_SEED]: a longer search than the suite's
# for a sequence of play that breaks one of the real app's promises (the real-app model test,
# Tests/GameAppTests/ModelBased: the game itself, its loop, effects and renderer, driven through
# SDL's queue). The suite runs 60 sequences of 150 steps from seed 1; this runs as many as asked,
# from any seed (by default 1,000 of 200 steps from seed 1001, about 17 minutes on two cores), and
# prints each failure shrunk, with the seed that replays it and a test to paste.
# --skip-build: the tests as last built (scripts/test.sh runs it right after the suite).
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
if [ "${1:-}" = "--skip-build" ]; then
    build=false
    shift
fi
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export MODEL_SEEDS="${1:-1000}" MODEL_STEPS="${2:-200}" MODEL_FIRST_SEED="${3:-1001}"
if $build; then swift build --build-tests; fi
swift test --skip-build --filter 'theRealAppKeepsItsPromisesOverAnySequence'
