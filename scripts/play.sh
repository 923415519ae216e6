#!/usr/bin/env bash
# Sets up what is missing, builds the game (release), and launches it. Arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh play
swift build -c release --product tap-the-larger-shape
# The translations, where a build in a checkout looks for them.
scripts/po.sh compile .build/locale
exec .build/release/tap-the-larger-shape "$@"
