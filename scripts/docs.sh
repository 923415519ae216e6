#!/usr/bin/env bash
# Builds the documentation, the pattern guide (Sources/GameApp/GameApp.docc) with every library's
# reference, as one static site in .build/docs (or the folder given). Warnings are errors: a guide
# that links a symbol no longer in the code fails the build. `make docs` runs it, and so does CI.
# Read the site through any web server, e.g.
#   python3 -m http.server -d .build/docs 8000   →   http://localhost:8000/documentation/gameapp
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
mkdir -p "$out" .build
# DocC checks the symbols a page links; the names in single backticks, in the guide and in
# docs/*.md, are checked against the sources here, so a rename fails `make docs` too.
python3 scripts/check-doc-names.py
targets=()
# Every library (the plugin orders them by dependency); executables and tests are not documented.
for target in SystemIO Locking Drawing TOML Raster Platform Desktop GameCore Sounds SoundSynthesis Preferences Artwork RunOptions GameApp GameCommandLine; do
    targets+=(--target "$target")
done
# Internal symbols too: the app's listeners (SoundPolicy, ScorePop, StateSaver) are internal,
# and the guide links them.
status=0
swift package --allow-writing-to-directory "$out" generate-documentation "${targets[@]}" \
    --enable-experimental-combined-documentation --symbol-graph-minimum-access-level internal \
    --warnings-as-errors --output-path "$out" >.build/docs.log 2>&1 || status=$?
# Only what DocC had to say (the progress lines stay in .build/docs.log).
grep -v -e '^\[[0-9]*/[0-9]*\]' -e 'prohibited flag' -e '^Building ' -e '^Build of' -e '^Extracting ' -e '^Finished ' -e '^$' \
    -e '^Generated combined' -e '^  /' .build/docs.log || true
[ "$status" -eq 0 ] || { echo "docs: the documentation build failed (status $status); see above" >&2; exit "$status"; }
echo "docs: $(find "$out/data/documentation" -name '*.json' | wc -l) pages in $out"
