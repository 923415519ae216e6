#!/usr/bin/env bash
# mutate.sh [--out FILE] [--check] [--list] [ID...]: the real-app model test's power, by mutation
# (issue 57). Each mutant of scripts/mutants.py (a plausible partial defect, found by its text)
# is put into the tree alone; the tests are built and the suite's search
# (theRealAppKeepsItsPromisesOverAnySequence) runs; the file is put back, also when the run is
# stopped. Run over them all, it first runs the test on the unmutated tree, which must pass. It
# ends with a table: caught or survived, by which invariant, after how long, shrunk to how many
# steps. It refuses files with changes of their own. Builds and tests run niced. --check only
# applies and restores each mutant. Logs: .build/mutants/.
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/mutate.py "$@"
