#!/usr/bin/env python3
"""The app is one store: no listener on a bus sends an action (it may only leave one waiting in
`parts.pending`), and only the reducer changes the app's model (its handlers and rules in
Sources/GameApp/App, and the one `AppReducer.reduce(&model, …)` in `GameApp.send`). Reads every
Swift file of Sources/GameApp; prints each breach and exits 1 when there is one.
`--self-test` shows the check catching a listener that sends and a part that sets the model."""
import glob
import re
import sys

APP = "Sources/GameApp"
# Where the model may be changed: the reducer, its handlers and the rules they call.
REDUCER_FOLDER = APP + "/App/"
# The one place outside the reducer that hands the model to it.
SEND_FILE = APP + "/GameApp+Effects.swift"
SEND_CALL = "AppReducer.reduce(&model, action, in: context)"
# Where the model is made, once, with the window as it opened.
INIT_FILE, INIT = APP + "/GameApp.swift", "model = AppModel("

SUBSCRIBE = re.compile(r"\.subscribe\s*\{")
SENDS = re.compile(r"\b(send|sendPending|takeSettingsNews|receiveFromThreads)\s*\(|\.reduce\s*\(")
# `model = …`, `model.x = …`, `model.x += …`, `model.x.y(…)` mutating calls, `&model`.
SETS = re.compile(
    r"(?<![\w.])model(\??\.[A-Za-z_][\w]*(\??\.[A-Za-z_][\w]*)*)?(\[[^\]]*\])?\s*(=(?!=)|\+=|-=)"
    r"|(?<![\w.])model\??\.(open|close|closeAll|[a-z]+\??\.(show|move|append|insert|remove))\s*\("
    r"|&model\b")


def closure_body(text, start):
    """The text of the closure whose `{` is at `start`, to its matching `}`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return text[start:index + 1]
    return text[start:]


def strip_comments(text):
    return re.sub(r"//[^\n]*", "", text)


def breaches(path, text):
    found = []
    code = strip_comments(text)
    for match in SUBSCRIBE.finditer(code):
        body = closure_body(code, match.end() - 1)
        for call in SENDS.finditer(body):
            line = code[:match.end()].count("\n") + body[:call.start()].count("\n") + 1
            found.append(f"{path}:{line}: a bus listener sends an action ({call.group(0).strip()}…); leave it in parts.pending")
    if path.startswith(REDUCER_FOLDER):
        return found
    for number, line in enumerate(code.split("\n"), 1):
        if (path, SEND_CALL in line) == (SEND_FILE, True) or (path, INIT in line) == (INIT_FILE, True):
            continue
        if SETS.search(line):
            found.append(f"{path}:{number}: the model is changed beside the reducer: {line.strip()}")
    return found


def self_test():
    listener = "func subscribe() {\n    bus.subscribe { event in\n        try? send(.tick(now))\n    }\n}\n"
    setter = "func draw() {\n    model.notice = nil\n    model.open(.overlay(.help))\n    _ = AppReducer.reduce(&model, .tick(.zero), in: context)\n}\n"
    clean = "func subscribe() {\n    bus.subscribe { event in parts.pending.add(.tick(now)) }\n    if model.notice == nil { draw() }\n}\n"
    assert len(breaches(APP + "/GameApp+Events.swift", listener)) == 1, "a listener that sends went unseen"
    assert len(breaches(APP + "/GameApp+Loop.swift", setter)) == 3, breaches(APP + "/GameApp+Loop.swift", setter)
    assert breaches(APP + "/GameApp+Events.swift", clean) == [], breaches(APP + "/GameApp+Events.swift", clean)
    assert breaches(REDUCER_FOLDER + "Handlers/X.swift", setter) == []
    print("check-store: self-test passed (a sending listener and three changes beside the reducer caught)")


if "--self-test" in sys.argv:
    self_test()
    sys.exit(0)
problems = []
files = sorted(glob.glob(APP + "/**/*.swift", recursive=True))
for path in files:
    with open(path, encoding="utf-8") as handle:
        problems += breaches(path, handle.read())
for problem in problems:
    print(problem)
print(f"check-store: {len(files)} files, {len(problems)} problems")
sys.exit(1 if problems else 0)
