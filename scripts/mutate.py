#!/usr/bin/env python3
"""Mutation testing of the real-app model test (issue 57); run through scripts/mutate.sh.

For each mutant of scripts/mutants.py (or those named): the defect is put into a pristine tree,
the tests are built, the suite's own search (theRealAppKeepsItsPromisesOverAnySequence) runs, and
the file is put back. A mutant is caught when the search fails; the table says by which
invariant, how long the search took to find it and how many steps it shrank to.
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # (no __pycache__ left in scripts/)
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from mutants import MUTANTS  # noqa: E402

TEST = "theRealAppKeepsItsPromisesOverAnySequence"
LOGS = os.path.join(ROOT, ".build", "mutants")
TIMEOUT = 20 * 60  # a test that hangs this long is a hang, not a slow search


def run(command, log, env=None):
    """Runs `command` niced, its output into `log`; its exit status (None: timed out) and output."""
    started = time.monotonic()
    with open(log, "w") as out:
        process = subprocess.Popen(["nice", "-n", "10"] + command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env=env,
                                   start_new_session=True)
        try:
            status = process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = None
    with open(log, errors="replace") as text:
        return status, text.read(), time.monotonic() - started


def apply(mutant):
    path = os.path.join(ROOT, mutant["file"])
    with open(path) as source:
        text = source.read()
    count = text.count(mutant["find"])
    if count != 1:
        sys.exit(f"mutate: {mutant['id']}: the search string occurs {count} times in {mutant['file']}, not once")
    with open(path, "w") as source:
        source.write(text.replace(mutant["find"], mutant["into"]))


def restore(files):
    subprocess.run(["git", "checkout", "--"] + sorted(files), cwd=ROOT, check=True)


def verdict(status, output):
    """What the search said: (result, invariant, time to the failure, steps shrunk to, message)."""
    if status is None:
        return "caught (timeout)", "-", "-", "-", f"no end after {TIMEOUT} s"
    broke = re.search(r"RealAppSearch: seed (\d+) broke (\w+) at step (\d+), ([\d.]+) seconds in", output)
    shrunk = re.search(r"RealAppSearch: shrunk from \d+ to (\d+) steps", output)
    message = re.search(r"seed \d+: \w+: (.*?), after \d+ steps:", output)
    if broke:
        found = f"{float(broke.group(4)):.1f} s (seed {broke.group(1)}, step {broke.group(3)})"
        return "caught", broke.group(2), found, shrunk.group(1) if shrunk else "?", message.group(1) if message else ""
    if status == 0 and re.search(rf"Test {TEST}\(\) passed", output):
        return "survived", "-", "-", "-", ""
    floor = re.search(r"only [\d.e+-]+ % of the steps came while \w+", output)
    if floor:
        return "caught (phase floor)", "-", "-", "-", floor.group(0)
    crash = re.search(r"(Fatal error[^\n]*|exited with signal[^\n]*|unexpected signal[^\n]*)", output, re.IGNORECASE)
    return "caught (crash)" if crash else "error", "-", "-", "-", crash.group(1) if crash else f"exit status {status}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("ids", nargs="*", help="the mutants to run (all by default)")
    parser.add_argument("--out", help="also write the results table to this file")
    parser.add_argument("--check", action="store_true", help="only check that each mutant applies, and put it back")
    parser.add_argument("--list", action="store_true", help="list the mutants")
    options = parser.parse_args()

    known = {mutant["id"]: mutant for mutant in MUTANTS}
    unknown = [name for name in options.ids if name not in known]
    if unknown:
        sys.exit(f"mutate: no mutant named {', '.join(unknown)}")
    chosen = [known[name] for name in options.ids] if options.ids else MUTANTS
    if options.list:
        for mutant in chosen:
            print(f"{mutant['id']:32} {mutant['area']:9} {mutant['what']}")
        return 0

    files = {mutant["file"] for mutant in chosen}
    dirty = subprocess.run(["git", "status", "--porcelain", "--"] + sorted(files), cwd=ROOT, capture_output=True, text=True).stdout
    if dirty:
        sys.exit(f"mutate: the files to mutate have changes of their own; commit or stash them first:\n{dirty}")

    # NB: an interrupted run (Ctrl+C, kill) still leaves the tree as it was.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("mutate: stopped"))
    os.makedirs(LOGS, exist_ok=True)
    env = dict(os.environ, SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy")
    rows, errors, started = [], 0, time.monotonic()
    baseline = None
    if not options.ids and not options.check:
        # A tree that fails the test unmutated would make every mutant look caught.
        print("mutate: the unmutated tree: building and testing", flush=True)
        status, _, _ = run(["swift", "build", "--build-tests"], os.path.join(LOGS, "unmutated.build.log"))
        status, output, baseline = run(["swift", "test", "--skip-build", "--filter", TEST], os.path.join(LOGS, "unmutated.test.log"), env)
        if verdict(status, output)[0] != "survived":
            sys.exit(f"mutate: the unmutated tree fails the test ({LOGS}/unmutated.test.log): mutants would prove nothing")
    try:
        for mutant in chosen:
            apply(mutant)
            try:
                if options.check:
                    print(f"mutate: {mutant['id']} applies")
                    continue
                log = os.path.join(LOGS, mutant["id"])
                print(f"mutate: {mutant['id']}: building", flush=True)
                status, output, build = run(["swift", "build", "--build-tests"], log + ".build.log")
                if status != 0:
                    errors += 1
                    rows.append((mutant, ("does not build", "-", "-", "-", f"see {log}.build.log"), build, 0))
                    print(f"mutate: {mutant['id']} does not build: a mistake in the list ({log}.build.log)", flush=True)
                    continue
                print(f"mutate: {mutant['id']}: testing", flush=True)
                status, output, test = run(["swift", "test", "--skip-build", "--filter", TEST], log + ".test.log", env)
                found = verdict(status, output)
                errors += found[0] == "error"
                rows.append((mutant, found, build, test))
                print(f"mutate: {mutant['id']}: {found[0]} {found[1]} {found[2]} {found[4]}", flush=True)
            finally:
                restore({mutant["file"]})
    finally:
        restore(files)

    if options.check:
        return 0
    table = [
        "| id | area | the defect | file | result | invariant | found after | shrunk to | build + test |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for mutant, (result, invariant, found, shrunk, _), build, test in rows:
        file = mutant["file"].removeprefix("Sources/")
        table.append(
            f"| {mutant['id']} | {mutant['area']} | {mutant['what']} | {file} | {result} | {invariant} | {found} | {shrunk} | "
            f"{build:.0f} s + {test:.0f} s |")
    caught = sum(row[1][0].startswith("caught") for row in rows)
    table += ["", f"{caught} of {len(rows)} caught; the run took {(time.monotonic() - started) / 60:.1f} min."]
    if baseline is not None:
        table[-1] += f" The unmutated tree passed the test first, in {baseline:.0f} s."
    messages = [f"- {mutant['id']}: {found[4]}" for mutant, found, _, _ in rows if found[4]]
    messages += [f"- {mutant['id']} survives: {mutant['survives']}" for mutant, found, _, _ in rows
                 if found[0] == "survived" and "survives" in mutant]
    if messages:
        table += ["", "What each failure said (and why a survivor survives):", ""] + messages
    text = "\n".join(table) + "\n"
    print(text)
    if options.out:
        with open(options.out, "w") as out:
            out.write(text)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
