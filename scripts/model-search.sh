#!/usr/bin/env bash
# model-search.sh [SEQUENCES] [STEPS] [FIRST_SEED]: a longer search than the suite's for a
# sequence of play that breaks one of the game's promises (Tests/GameAppTests/ModelBased). The
# suite runs 2,000 sequences of 200 steps from seed 1; this runs as many as asked, from any seed,
# and prints each failure shrunk, with the seed that replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
export MODEL_SEEDS="${1:-20000}" MODEL_STEPS="${2:-400}" MODEL_FIRST_SEED="${3:-2001}"
swift build --build-tests
swift test --skip-build --filter 'ModelBasedTests/anySequenceKeepsTheGamesPromises'
