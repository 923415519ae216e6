#!/usr/bin/env python3
"""Runs a toml-test decoder over every TOML 1.0.0 file of the suite and prints the counts.

usage: scripts/toml-test.py DECODER SUITE_DIR

Valid files must decode (status 0) to exactly their .json (floats compared by value, date-times
with an offset as instants); invalid files must be refused with status 1 and a message. A crash
(a signal), a hang (10 s) or any other status fails the file. Exits 1 when any file failed.
"""
import datetime
import json
import math
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def normalized(value):
    if isinstance(value, dict):
        if set(value) == {"type", "value"} and isinstance(value["value"], str):
            return scalar(value["type"], value["value"])
        return {key: normalized(item) for key, item in value.items()}
    if isinstance(value, list):
        return [normalized(item) for item in value]
    return value


def scalar(kind, text):
    if kind == "float":
        number = float(text)
        return (kind, "nan" if math.isnan(number) else number)
    if kind == "integer":
        return (kind, int(text))
    if kind == "datetime":
        moment = datetime.datetime.fromisoformat(text.replace("z", "Z").replace("Z", "+00:00").replace(" ", "T").replace("t", "T"))
        return (kind, moment.astimezone(datetime.timezone.utc))
    if kind in ("datetime-local", "date-local", "time-local"):
        parse = {"datetime-local": datetime.datetime, "date-local": datetime.date, "time-local": datetime.time}[kind]
        return (kind, parse.fromisoformat(text.replace(" ", "T").replace("t", "T")))
    return (kind, text)


def run(decoder, suite, name):
    path = os.path.join(suite, name)
    with open(path, "rb") as file:
        data = file.read()
    try:
        result = subprocess.run([decoder], input=data, capture_output=True, timeout=10)
    except subprocess.TimeoutExpired:
        return name, "hung"
    if result.returncode < 0:
        return name, f"crashed (signal {-result.returncode})"
    if name.startswith("invalid/"):
        if result.returncode != 1 or not result.stderr:
            return name, f"accepted (status {result.returncode})"
        return name, None
    if result.returncode != 0:
        return name, "refused: " + result.stderr.decode(errors="replace").strip()
    with open(path[: -len(".toml")] + ".json", encoding="utf-8") as file:
        expected = normalized(json.load(file))
    try:
        decoded = normalized(json.loads(result.stdout))
    except ValueError as error:
        return name, f"output is not JSON ({error})"
    if decoded != expected:
        return name, f"decoded {json.dumps(json.loads(result.stdout))[:300]}"
    return name, None


def main():
    decoder, suite = sys.argv[1], sys.argv[2]
    with open(os.path.join(suite, "files-toml-1.0.0"), encoding="utf-8") as file:
        names = [line.strip() for line in file if line.strip().endswith(".toml")]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda name: run(decoder, suite, name), names))
    failures = [(name, why) for name, why in results if why]
    for name, why in failures:
        print(f"toml-test: FAIL {name}: {why}")
    for kind in ("valid", "invalid"):
        total = sum(1 for name, _ in results if name.startswith(kind + "/"))
        passed = sum(1 for name, why in results if name.startswith(kind + "/") and not why)
        print(f"toml-test: {kind} {passed}/{total}")
    sys.exit(1 if failures else 0)


main()
