#!/usr/bin/env python3
"""Runs every benchmark of scripts/bench.sh and prints one table against the targets.

Usage: measure.py BUILD_DIR BARE_PROGRAM JSON_OUT [--quick]
Needs a display for the launch, latency and idle runs: scripts/bench.sh runs it under xvfb-run.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import queue
import tempfile
import threading
import time

from launch_compare import first_frame_delay

build, bare, json_out = sys.argv[1], sys.argv[2], sys.argv[3]
quick = "--quick" in sys.argv
game = os.path.join(build, "tap-the-larger-shape")
home = tempfile.mkdtemp(prefix="tap-bench-")
environment = dict(os.environ, XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_STATE_HOME=os.path.join(home, "state"), SDL_AUDIODRIVER="dummy")
results = {}


def cpu_nanoseconds(pid):
    """CPU time of every thread of `pid` so far, in nanoseconds (from schedstat)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
            total += int(stat.read().split()[0])
    return total


# The rasterizer, every kind; then frames at 1080p.
subprocess.run([os.path.join(build, "shape-bench"), "--iterations", "500" if quick else "2000", "--rounds", "3" if quick else "5", "--json", os.path.join(home, "shapes.json")], check=True, stdout=subprocess.DEVNULL)
results["rasterizer"] = json.load(open(os.path.join(home, "shapes.json")))
subprocess.run([os.path.join(build, "frame-bench"), "--frames", "200" if quick else "600", "--json", os.path.join(home, "frames.json")], check=True, stdout=subprocess.DEVNULL)
results["frame"] = json.load(open(os.path.join(home, "frames.json")))
# The same frames with the "how it works" panel open beside the shapes.
subprocess.run([os.path.join(build, "frame-bench"), "--inside", "--frames", "200" if quick else "600", "--json", os.path.join(home, "frames-inside.json")], check=True, stdout=subprocess.DEVNULL)
results["frame_inside"] = json.load(open(os.path.join(home, "frames-inside.json")))
# The TOML reader: the settings template, and 100 KB against 1 MB.
subprocess.run([os.path.join(build, "toml-bench"), "--rounds", "3" if quick else "9", "--json", os.path.join(home, "toml.json")], check=True, stdout=subprocess.DEVNULL)
results["toml"] = json.load(open(os.path.join(home, "toml.json")))

# Launch: the first run writes the settings template, as a player's first start does; then ten of
# each, alternating, so a change in the machine's load falls on both.
subprocess.run([game, "--autoplay", "--turns", "1", "--autoplay-delay", "0"], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
runs = 3 if quick else 10
ours, theirs = [], []
for _ in range(runs):
    ours.append(first_frame_delay([game, "--event-log", "-"], environment))
    theirs.append(first_frame_delay([bare], environment))
results["launch"] = {
    "runs": runs, "game_ms": [round(x, 1) for x in ours], "bare_ms": [round(x, 1) for x in theirs],
    "game_median_ms": round(statistics.median(ours), 1), "bare_median_ms": round(statistics.median(theirs), 1),
    "ratio": round(statistics.median(ours) / statistics.median(theirs), 2),
}

# Click-to-present latency: the autoplay bot clicks through SDL's own queue.
turns = 60 if quick else 220
run = subprocess.run([game, "--autoplay", "--autoplay-delay", "30", "--turns", str(turns), "--event-log", "-", "--seed", "5"], env=environment, capture_output=True, text=True, check=True)
quit_line = next(json.loads(line) for line in run.stdout.splitlines() if '"quit"' in line)
results["latency"] = {"clicks": quit_line["input_latency_count"], "p50_ms": quit_line.get("input_latency_p50_ms"), "p95_ms": quit_line.get("input_latency_p95_ms")}

# Click-to-present latency for real X clicks: xdotool moves the pointer onto the larger shape and
# clicks, as a player's mouse does; the X server delivers the click to SDL like any other. The
# game's own meter times each from the moment SDL received the event to the frame presented.
def x_clicks(count):
    command = [game, "--event-log", "-", "--seed", "5", "--mode", "square", "--window", "960x600"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in process.stdout], daemon=True).start()
    window = None
    for _ in range(200):
        found = subprocess.run(["xdotool", "search", "--name", "Tap the Larger Shape"], capture_output=True, text=True).stdout.split()
        if found:
            window = found[0]
            break
        time.sleep(0.05)
    if window is None:
        raise SystemExit("bench: the game's window never appeared")
    clicks = 0
    turn = None
    quit_line = None
    while clicks < count:
        line = lines.get(timeout=30)
        if '"turn_started"' not in line:
            continue
        turn = json.loads(line)
        larger = max(turn["shapes"], key=lambda shape: shape["area"])["hit_point"]
        subprocess.run(["xdotool", "mousemove", "--window", window, str(int(larger["x"])), str(int(larger["y"]))], check=True)
        time.sleep(0.05)
        subprocess.run(["xdotool", "click", "1"], check=True)
        clicks += 1
    process.terminate()
    while quit_line is None:
        line = lines.get(timeout=30)
        if '"quit"' in line:
            quit_line = json.loads(line)
    process.wait(timeout=30)
    return {"clicks": quit_line["input_latency_count"], "p50_ms": quit_line.get("input_latency_p50_ms"), "p95_ms": quit_line.get("input_latency_p95_ms")}


results["x_latency"] = x_clicks(30 if quick else 80)

# Controllers: idle with and without a pad attached, and button to presented frame (input-bench
# runs the real loop with SDL's virtual pad).
subprocess.run([os.path.join(build, "input-bench"), "--seconds", "5" if quick else "15", "--presses", "60" if quick else "200", "--json", os.path.join(home, "input.json")], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
results["input"] = json.load(open(os.path.join(home, "input.json")))

# Idle: no input for 20 seconds, after 3 to settle.
seconds = 5 if quick else 20
process = subprocess.Popen([game], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(3)
before, started = cpu_nanoseconds(process.pid), time.monotonic_ns()
time.sleep(seconds)
after, ended = cpu_nanoseconds(process.pid), time.monotonic_ns()
process.terminate()
process.wait(timeout=30)
results["idle"] = {"seconds": seconds, "cpu_percent": round((after - before) / (ended - started) * 100, 3)}


def peak_rss_kb(turns):
    """Peak resident memory of a run of `turns` autoplay turns, in KB."""
    command = [game, "--autoplay", "--autoplay-delay", "0", "--autoplay-accuracy", "0.8", "--seed", "77", "--turns", str(turns), "--event-log", os.path.join(home, "soak.jsonl")]
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # NB: ru_maxrss for children is the largest of any waited-for child so far; the runs go
    # from short to long, so each run's own peak shows as soon as it is the largest.
    return after if after > before else before


small_turns, large_turns = (500, 10_000) if quick else (2_000, 100_000)
small = peak_rss_kb(small_turns)
large = peak_rss_kb(large_turns)
results["memory"] = {"small_turns": small_turns, "small_peak_kb": small, "large_turns": large_turns, "large_peak_kb": large, "growth_mb": round((large - small) / 1024, 1)}

with open(json_out, "w") as out:
    json.dump(results, out, indent=2)
    out.write("\n")


def verdict(ok):
    return "met" if ok else "MISSED"


rows = []
for kind in results["rasterizer"]["kinds"]:
    ours_us = kind["ours_ns"] / 1000
    ok = kind["gfx_over_ours"] >= 5 and kind["ours_over_span"] <= 2
    rows.append((f"rasterizer: {kind['kind']}", f"{ours_us:.1f} µs; {kind['gfx_over_ours']:.2f}x faster than SDL2_gfx; {kind['ours_over_span']:.2f}x its span fill", "≥ 5x gfx, ≤ 2x span", verdict(ok)))
frame = results["frame"]
rows.append(("frame 1920x1080, steady", f"p50 {frame['steady']['p50_ms']:.2f} ms, p99 {frame['steady']['p99_ms']:.2f} ms", "p99 ≤ 4 ms", verdict(frame["steady"]["p99_ms"] <= 4)))
rows.append(("frame 1920x1080, new turn", f"p50 {frame['new_turn']['p50_ms']:.2f} ms, p99 {frame['new_turn']['p99_ms']:.2f} ms", "p99 ≤ 8 ms", verdict(frame["new_turn"]["p99_ms"] <= 8)))
inside = results["frame_inside"]
for phase, name in [("steady", "steady"), ("new_turn", "new turn")]:
    p50 = inside[phase]["p50_ms"] / frame[phase]["p50_ms"]
    p99 = inside[phase]["p99_ms"] / frame[phase]["p99_ms"]
    rows.append((f"frame, panel open, {name}", f"p50 {inside[phase]['p50_ms']:.2f} ms, p99 {inside[phase]['p99_ms']:.2f} ms: {p50:.2f}x, {p99:.2f}x the closed", "≤ 1.5x", verdict(p50 <= 1.5 and p99 <= 1.5)))
launch = results["launch"]
rows.append(("launch to first frame", f"{launch['game_median_ms']} ms vs bare SDL2 {launch['bare_median_ms']} ms: {launch['ratio']}x", "≤ 1.25x", verdict(launch["ratio"] <= 1.25)))
toml = results["toml"]
rows.append(("TOML: settings template", f"{toml['template_read_us']:.1f} µs to read {toml['template_bytes']} bytes ({toml['template_settings_us']:.1f} µs as settings)", "≤ 20 µs", verdict(toml["template_read_us"] <= 20)))
rows.append(("TOML: 1 MB vs 100 KB", f"{toml['large_read_ms']:.1f} ms vs {toml['small_read_ms']:.2f} ms: {toml['size_ratio']:.2f}x the text, {toml['time_ratio']:.2f}x the time", "≤ 11x for 10x", verdict(toml["time_ratio"] <= toml["size_ratio"] * 1.1)))
latency = results["latency"]
rows.append(("click to present (SDL queue)", f"p50 {latency['p50_ms']} ms, p95 {latency['p95_ms']} ms over {latency['clicks']} clicks", "p95 ≤ 4 ms", verdict(latency["p95_ms"] is not None and latency["p95_ms"] <= 4)))
x_latency = results["x_latency"]
rows.append(("X click to present (xdotool)", f"p50 {x_latency['p50_ms']} ms, p95 {x_latency['p95_ms']} ms over {x_latency['clicks']} clicks", "p95 ≤ 4 ms", verdict(x_latency["p95_ms"] is not None and x_latency["p95_ms"] <= 4)))
pad = results["input"]
rows.append(("button to present (controller)", f"p50 {pad['button_p50_ms']} ms, p95 {pad['button_p95_ms']} ms over {pad['button_presses']} presses; after 5 s at rest p50 {pad['rested_p50_ms']} ms", "p95 ≤ 10 ms", verdict(pad["button_p95_ms"] <= 10)))
rows.append(("idle CPU, controller attached", f"{pad['idle_cpu_percent_with_controller']}% of a core ({pad['idle_cpu_percent_without_controller']}% without) over {pad['idle_seconds']} s", "≤ 1%", verdict(pad["idle_cpu_percent_with_controller"] <= 1)))
idle = results["idle"]
rows.append(("idle CPU", f"{idle['cpu_percent']}% of a core over {idle['seconds']} s", "≤ 0.3%", verdict(idle["cpu_percent"] <= 0.3)))
memory = results["memory"]
rows.append(("peak RSS", f"{memory['small_peak_kb'] // 1024} MB at {memory['small_turns']:,} turns, {memory['large_peak_kb'] // 1024} MB at {memory['large_turns']:,}: +{memory['growth_mb']} MB", "growth ≤ 5 MB", verdict(memory["growth_mb"] <= 5)))

width = max(len(row[0]) for row in rows)
value_width = max(len(row[1]) for row in rows)
print(f"{'measure'.ljust(width)}  {'figure'.ljust(value_width)}  {'target'.ljust(20)}  verdict")
for name, value, target, result in rows:
    print(f"{name.ljust(width)}  {value.ljust(value_width)}  {target.ljust(20)}  {result}")
print(f"(written to {json_out})")
