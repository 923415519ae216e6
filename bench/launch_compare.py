#!/usr/bin/env python3
"""Launch time of one or more builds of the game against a bare SDL2 program, in the same run.

Usage: launch_compare.py BARE_PROGRAM LABEL=GAME [LABEL=GAME ...] [--runs N]
Needs a display: run it under xvfb-run. Each game gets a home of its own, started once first to
write its settings (as a player's first start does); then every program is started in turn, N
times round, so a change in the machine's load falls on all of them alike. A sample is the time
from spawning the program to the first frame it reports presenting (its `first_frame` event; the
bare program prints the same line). Prints each program's median and its ratio to the bare one.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def environment(home):
    return dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_STATE_HOME=os.path.join(home, "state"),
                XDG_DATA_HOME=os.path.join(home, "data"), SDL_AUDIODRIVER="dummy")


def first_frame_delay(command, env):
    """Milliseconds from spawning `command` to the first frame it reports presenting (its
    `first_frame` event). bench/measure.py times the launch with it too."""
    start = time.monotonic_ns()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, text=True)
    presented = None
    for line in process.stdout:
        if '"first_frame"' in line:
            presented = json.loads(line)["monotonic_ns"]
            break
    process.terminate()
    process.wait(timeout=30)
    if presented is None:
        raise SystemExit(f"bench: {command[0]} never reported a first frame")
    return (presented - start) / 1e6


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--runs")]
    runs = next((int(a.split("=", 1)[1]) for a in sys.argv[1:] if a.startswith("--runs=")), 15)
    bare = arguments[0]
    games = [tuple(a.split("=", 1)) for a in arguments[1:]]
    homes = {}
    for label, game in games:
        homes[label] = tempfile.mkdtemp(prefix=f"tap-launch-{label}-")
        subprocess.run([game, "--autoplay", "--turns", "1", "--autoplay-delay", "0"], env=environment(homes[label]),
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    samples = {label: [] for label, _ in games}
    samples["bare SDL2"] = []
    bare_home = tempfile.mkdtemp(prefix="tap-launch-bare-")
    for _ in range(runs):
        for label, game in games:
            samples[label].append(first_frame_delay([game, "--event-log", "-"], environment(homes[label])))
        samples["bare SDL2"].append(first_frame_delay([bare], environment(bare_home)))
    baseline = statistics.median(samples["bare SDL2"])
    print(f"{'program':<12} {'median ms':>10} {'min ms':>8} {'max ms':>8} {'x bare':>7}   ({runs} runs each, interleaved)")
    for label, values in samples.items():
        median = statistics.median(values)
        print(f"{label:<12} {median:>10.1f} {min(values):>8.1f} {max(values):>8.1f} {median / baseline:>7.2f}")


if __name__ == "__main__":
    main()
