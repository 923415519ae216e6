#!/usr/bin/env bash
# Sets up what is missing, builds everything, and runs the whole test suite. No display or sound
# card is needed: the tests use SDL's offscreen video and dummy audio drivers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
# Upstream SDL builds (2.26.5 and 2.32.10) for the tests that run the game on them.
scripts/upstream-sdl.sh
export SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy
# A warning from our code fails the run (SwiftPM's own notes, such as a pkg-config flag it drops,
# are not ours). On a clean clone, as CI has, every file is compiled and so every warning printed.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build --build-tests 2>&1 | tee "$build_log"
if grep -E "^$PWD/(Sources|Tests|Fuzz)/[^:]+:[0-9]+:[0-9]+: warning:" "$build_log" | sort -u | grep .; then
    echo "test: the build printed warnings from our code (above); fix them" >&2
    exit 1
fi
# The sources as the formatter leaves them (config: .swift-format): the lint fails on any finding.
scripts/format.sh --lint
# Each target declares what it imports, and nothing more.
python3 scripts/check-imports.py
# The app is one store: no bus listener sends an action, only the reducer changes the model.
python3 scripts/check-store.py --self-test
python3 scripts/check-store.py
# The release notes: debian/changelog and the metainfo are written from NEWS.md.
python3 scripts/news.py check
# Every translation compiles cleanly (msgfmt --check: placeholders, headers, format).
scripts/po.sh check
# What `make install` would install, from the debug build: the install tests install it into a
# temporary prefix and play the installed game.
make --no-print-directory stage CONFIGURATION=debug >/dev/null
# The TOML reader against the public conformance suite (beside the clone, as CI has it), and
# against Python's tomllib on generated and mutated documents. Both print their counts.
decoder="$(swift build --show-bin-path)/toml-decode"
if [ -d ../shared/toml-test/tests ]; then
    python3 scripts/toml-test.py "$decoder" ../shared/toml-test/tests
else
    echo "toml-test: ../shared/toml-test not found; conformance suite skipped"
fi
python3 scripts/toml-differential.py "$decoder" 2000 1
# The Debian package, built, checked by lintian, installed with apt-get, played, removed: where
# this user may run apt-get (root, as CI is, or sudo without a password).
if command -v dpkg-deb >/dev/null && { [ "$(id -u)" -eq 0 ] || sudo -n true 2>/dev/null; }; then
    scripts/test-deb.sh
else
    echo "test-deb: skipped (needs dpkg-deb and root or password-less sudo for apt-get)"
fi
swift test
# A longer search of the real-app model test than the suite's (150 sequences of 200 steps beyond
# the suite's seeds, about 2 to 3 minutes), on the build just tested.
scripts/model-search.sh --skip-build 150 200 1001
# The documentation, as CI checks it: DocC with warnings as errors, so a guide that links a
# renamed symbol fails here.
scripts/docs.sh .build/docs
