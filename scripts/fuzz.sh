#!/usr/bin/env bash
# Fuzzes the TOML reader, the settings loader or the state file loader with libFuzzer and
# AddressSanitizer.
#   scripts/fuzz.sh toml [seconds]         (default 1800: half an hour)
#   scripts/fuzz.sh settings [seconds]
#   scripts/fuzz.sh state [seconds]
# Starts from the seed corpus in Fuzz/Corpus/<name> (for toml and settings, also toml-test's
# valid documents when ../shared/toml-test is there); what it learns is kept in
# .build-fuzz/corpus/<name>, crashing or hanging inputs in .build-fuzz/artifacts/<name>.
# Exits non-zero when it found one. Each found input belongs in Tests/ as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: scripts/fuzz.sh toml|settings|state [seconds]}
seconds=${2:-1800}
case "$name" in
    toml) product=TOMLFuzzer ;;
    settings) product=SettingsFuzzer ;;
    state) product=StateFuzzer ;;
    *) echo "fuzz: unknown target '$name' (toml, settings or state)" >&2; exit 2 ;;
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
seeds=("Fuzz/Corpus/$name")
if [ "$name" != state ] && [ -d ../shared/toml-test/tests/valid ]; then seeds+=(../shared/toml-test/tests/valid); fi
# Every crash is ours: the reader and the loader are this project's own Swift, so a trap (an
# overflow, an index out of range, a failed precondition) or a sanitizer report stops the run.
# So do a hang (-timeout, 10 s) and a blow-up (-rss_limit_mb).
"$binary" "$build/corpus/$name" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -dict="Fuzz/Dictionaries/$name.dict" \
    -artifact_prefix="$build/artifacts/$name/" -print_final_stats=1
