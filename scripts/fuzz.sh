#!/usr/bin/env bash
# Fuzzes the settings loader or the state file loader with libFuzzer and AddressSanitizer.
#   scripts/fuzz.sh settings [seconds]     (default 1800: half an hour)
#   scripts/fuzz.sh state [seconds]
# Starts from the seed corpus in Fuzz/Corpus/<name>; what it learns is kept in
# .build-fuzz/corpus/<name>, crashing or hanging inputs in .build-fuzz/artifacts/<name>.
# Exits non-zero when it found one. Each found input belongs in Tests/ as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/fuzz.sh settings|state [seconds]}
seconds=${2:-1800}
case "$name" in
    settings) product=SettingsFuzzer ;;
    state) product=StateFuzzer ;;
    *) echo "fuzz: unknown target '$name' (settings or state)" >&2; exit 2 ;;
esac
scripts/setup.sh
root=$PWD
build="$root/.build-fuzz"
swift build --package-path Fuzz --scratch-path "$build/swift" -c release --product "$product" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld \
    -Xcc -fsanitize=fuzzer-no-link,address -Xcxx -fsanitize=fuzzer-no-link,address
binary="$build/swift/release/$product"
mkdir -p "$build/corpus/$name" "$build/artifacts/$name"
# Swift's own crash reporter would wait on a crashed input; libFuzzer reports it instead.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$root/scripts/sanitizers/lsan.supp:print_suppressions=0"
# Fork mode: a crash does not end the run. The TOML library (toml++ in TOMLKit) is known to
# abort on some malformed input; the game takes that in a child process (SettingsParser), so
# such a crash is recorded and fuzzing goes on. Every crash is then replayed and sorted below:
# one anywhere else is ours, and fails the run. A hang (-timeout, 10 s) or a blow-up
# (-rss_limit_mb) always fails it.
status=0
"$binary" "$build/corpus/$name" "Fuzz/Corpus/$name" \
    -fork=1 -ignore_crashes=1 -ignore_timeouts=0 -ignore_ooms=0 \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -dict="Fuzz/Dictionaries/$name.dict" \
    -artifact_prefix="$build/artifacts/$name/" -print_final_stats=1 || status=$?

contained=0
ours=0
for artifact in "$build/artifacts/$name"/*; do
    [ -e "$artifact" ] || continue
    replay="$build/replays/$(basename "$artifact").txt"
    mkdir -p "$build/replays"
    if "$binary" "$artifact" >"$replay" 2>&1; then
        echo "fuzz: $artifact no longer fails"
    elif grep -q 'toml.hpp:[0-9]*: .*Assertion' "$replay"; then
        contained=$((contained + 1))
    else
        ours=$((ours + 1))
        echo "fuzz: OURS: $artifact (replay: $replay)"
    fi
done
echo "fuzz: $name: $contained input(s) stop toml++ on an assertion (contained by the settings checker process), $ours elsewhere"
if [ "$ours" -gt 0 ]; then exit 1; fi
exit "$status"
