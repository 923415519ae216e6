#!/usr/bin/env bash
# The performance proof, one command: builds the release benchmarks and the bare SDL2 yardstick
# (bench/bare_sdl.c), runs every measurement in a virtual X server (Xvfb), prints one table
# against the targets, and writes it as JSON (default .build/bench.json). `--quick` runs
# shorter versions of each, for trying a change. Never part of the tests: figures, not verdicts.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
for tool in xvfb-run:xvfb python3:python3 cc:gcc xdotool:xdotool; do
    command -v "${tool%%:*}" >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -q "${tool##*:}" || sudo apt-get install -y -q "${tool##*:}"; } >/dev/null
done
json=.build/bench.json
quick=()
for argument in "$@"; do
    case "$argument" in
    --quick) quick=(--quick) ;;
    *) json=$argument ;;
    esac
done
# The game as `make install` ships it: the Swift runtime linked in (--static-swift-stdlib).
swift build -c release --static-swift-stdlib --product tap-the-larger-shape >/dev/null
swift build -c release --product shape-bench >/dev/null
swift build -c release --product frame-bench >/dev/null
swift build -c release --product input-bench >/dev/null
swift build -c release --product toml-bench >/dev/null
build=$(swift build -c release --static-swift-stdlib --show-bin-path)
mkdir -p .build
cc -O2 -o .build/bare_sdl bench/bare_sdl.c $(pkg-config --cflags --libs sdl2)
echo "machine: $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo), $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
xvfb-run -a -s "-screen 0 1280x900x24" python3 bench/measure.py "$build" .build/bare_sdl "$json" "${quick[@]}"
