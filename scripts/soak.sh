#!/usr/bin/env bash
# Soak: plays 2,000 and then 100,000 autoplay turns (accuracy 0.8, seed 77, event log to a file)
# with the release build and prints each run's peak resident memory and the difference. The
# target is a difference of at most 5 MB. Runs in a real X server (xvfb-run) when there is one,
# else headless with SDL's offscreen driver, whose GL path keeps the memory of destroyed
# textures and so reports more growth than a real display does. Arguments go to the game, e.g.
# `scripts/soak.sh --mode cross --adaptive`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product tap-the-larger-shape >/dev/null
binary=.build/release/tap-the-larger-shape
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" SDL_AUDIODRIVER=dummy
if command -v xvfb-run >/dev/null 2>&1; then
    wrap=(xvfb-run -a -s "-screen 0 1280x900x24")
    where="Xvfb"
else
    export SDL_VIDEODRIVER=offscreen
    wrap=()
    where="offscreen (no xvfb-run)"
fi
extra=("$@")
peak() {
    "${wrap[@]}" /usr/bin/time -f "%M" "$binary" --autoplay --autoplay-delay 0 --autoplay-accuracy 0.8 --seed 77 \
        --turns "$1" --event-log "$work/events-$1.jsonl" "${extra[@]}" 2>&1 >/dev/null | tail -n 1
}
small=$(peak 2000)
large=$(peak 100000)
growth=$(awk -v a="$small" -v b="$large" 'BEGIN { printf "%.1f", (b - a) / 1024 }')
echo "soak ($where): 2,000 turns peak ${small} KB; 100,000 turns peak ${large} KB; growth ${growth} MB (target ≤ 5 MB)"
