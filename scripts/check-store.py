#!/usr/bin/env python3
"""The app layer (Sources/GameApp) is one store. This script reads every Swift file of
Sources/GameApp (and, for the names it needs, the rest of Sources/) and checks three rules.

1. No bus listener sends an action; it may only leave one waiting in `parts.pending`.
   Every call of `subscribe…` that is handed a handler is a listener, whatever its labels and
   form: `bus.subscribe { … }`, `bus.subscribe(as: "Name") { … }`, a trailing closure after any
   other arguments, `bus.subscribe(as: name, { … })`, or a method handed over by name
   (`bus.subscribe(as: "Name", handler)`, `self.handler`, `handler(_:)`, `Type.handler`). Each
   closure it is handed, and the body of each method it is handed, is read. None may
   - send: `send(`, `sendPending(`, `takeSettingsNews(`, `receiveFromThreads(`, a call into the
     reducer (`AppReducer.…(`, `SomeHandler.reduce(`, `reduce(&…`), or `send` handed on as a value;
   - call a method defined in Sources/GameApp (outside the reducer folder, which is pure) that
     sends, following calls HELPER_DEPTH levels deep. `helper()` and `self.helper()` are looked
     up in the caller's own type (its extensions included) and among free functions;
     `x.helper()` in every type, since the checker does not know the type of `x`.
   A listener handed something the checker cannot read (a closure kept in a variable, a method
   not defined in Sources/GameApp) is a finding too: every listener must be read.

2. Only the reducer changes the model (`AppModel`, the app's `model`): its handlers and rules
   in Sources/GameApp/App/. Anywhere else no code may
   - assign to `model` or to a part of it, through any receiver (`model = …`,
     `self.model.x = …`, `app.model.x += …`, `model.list[0] = …`, `(model.a, b) = …`);
   - pass it, or a part of it, inout (`&model`, `&self.model.x`);
   - call a mutating method on it or on a part of it (`model.pause(…)`,
     `model.showsInside.toggle()`, `model.race?.players.append(…)`, `model.x.sort { … }`). A
     method mutates when a `mutating func` of that name, anywhere in Sources/ (AppModel's own and
     those of the types it holds, whatever their module), takes the call's first argument label,
     or when the standard library's is meant (STDLIB_MUTATING, any labels).
   The exceptions: the one `AppReducer.reduce(&model, action, in: context)` in `func send` of
   GameApp+Effects.swift; the one `model = AppModel(` in the `init` of GameApp.swift; and a
   `model` that is a function's own (a parameter that is not inout, a `let`/`var` declared in it:
   a copy, whatever it is a copy of).

3. Only the effect runner (GameApp+Effects.swift) changes the core game. Anywhere else, no
   command of `Game` is called on `game` or on any name declared `: Game`; the commands are
   `handle`, `start`, `advance`, `resize`, `apply` and every other method of `Game` that returns
   nothing, read from `class Game`/`extension Game` in Sources/ (public ones outside the app).
   Nor is a property of the game assigned. ALLOWED_GAME_CHANGES lists the exceptions, each with
   its reason and a condition the checker verifies on every run.

Comments and the text of string literals are blanked before anything is read (the code in an
interpolation is kept), so neither hides code nor invents it.

Known limits, all of them names read without types: a `game` or an AppModel kept under another
name (`let g = game`) is not followed unless declared `: Game`; a stored property named `model`
of another type is read as the app's; a closure kept in a variable and called by a listener is
not followed; a call `x.helper()` counts as sending when any app method named `helper` sends.

Run from the repository's root. `python3 scripts/check-store.py` prints each finding as
`file:line: …` and exits 1 when there is one. `python3 scripts/check-store.py --self-test`
feeds the checker a small clean app, then the app with one escape added at a time (each way
around these rules found so far) and with legitimate code added, and exits 1 if an escape is
not caught or legitimate code is flagged. Python 3 standard library only."""
import glob
import re
import sys
from collections import namedtuple

SOURCES = "Sources"
APP = SOURCES + "/GameApp"
CORE = SOURCES + "/GameCore"
# Where the model may be changed: the reducer, its handlers and the rules they call.
REDUCER_FOLDER = APP + "/App/"
# The effect runner: the one place that changes the game and hands the model to the reducer.
EFFECTS_FILE = APP + "/GameApp+Effects.swift"
SEND_FUNC, SEND_CALL = "send", "AppReducer.reduce(&model, action, in: context)"
# Where the model is made, once, with the window as it opened.
INIT_FILE, INIT_FUNC, INIT = APP + "/GameApp.swift", "init", re.compile(r"(?<![\w$.])model\s*=\s*AppModel\s*\(")
# How many calls deep a listener's helpers are followed.
HELPER_DEPTH = 2

# The standard library's mutating methods a model's arrays, sets, dictionaries, strings,
# optionals and Bools offer (besides every `mutating func` of Sources/).
STDLIB_MUTATING = {
    "toggle", "negate", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast",
    "removeSubrange", "removeValue", "popFirst", "popLast", "replaceSubrange", "reserveCapacity",
    "sort", "reverse", "shuffle", "swapAt", "partition", "formUnion", "formIntersection",
    "formSymmetricDifference", "subtract", "update", "updateValue", "merge", "next", "write",
}
# The game's commands: what the effect runner calls on `game` (more are read from the sources).
GAME_COMMANDS = {"handle", "start", "advance", "resize", "apply"}
# Game changes outside the effect runner that are the effect runner's own, by delegation.
# Each holds only while every call of `callers` in Sources/GameApp is in the effect runner.
Allowance = namedtuple("Allowance", "file command callers reason")  # callers: a call, as written
ALLOWED_GAME_CHANGES = [
    Allowance(
        APP + "/Settings/SettingsApplier.swift", "apply", "applier.apply(",
        "SettingsApplier.apply puts the model's settings in force in the game, the renderer, the "
        "sounds and the voice: it is how the effect runner runs `.applySettings` and "
        "`.applyDesktop`, and it is called from nowhere else"),
]

SENDS = re.compile(
    r"\b(?:send|sendPending|takeSettingsNews|receiveFromThreads)\s*\("
    r"|\bAppReducer\s*\.\s*\w+\s*\(|\b[A-Z]\w*\s*\.\s*reduce\s*\(|\breduce\s*\(\s*&"
    r"|(?:[(,:=]|\bin\b)\s*(?:self\s*\??\s*\.\s*)?(?:send|sendPending)\b(?!\s*[(:\w])")
SUBSCRIBE = re.compile(r"\b(subscribe\w*)\s*(?=[({])")
CALL = re.compile(r"(?<![\w$])([a-z_]\w*)\s*(?=[({])")
REFERENCE = re.compile(r"[(,:=]\s*(?:self\s*\??\s*\.\s*)?([a-z_]\w*)\s*(?=[),])")
METHOD_REFERENCE = re.compile(r"(?P<type>[A-Z]\w*\s*\.\s*)?(?:self\s*\??\s*\.\s*)?([a-z_]\w*)\s*(?:\((?:\w+:)*\))?")
STATEMENT_START = re.compile(r"(?:^|[;{}]|\bin|\belse|(?<![=!<>])=|\btry[?!]?|\bawait|\breturn)\s*$")
MODEL = re.compile(r"(?<![\w$])model(?![\w$])")
BRACKET = r"\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\]"
# What follows a name to reach a part of it: `.x`, `?.x`, `!.x`, `[i]`, `?[i]`.
PATH = re.compile(r"(?:(?:\s*|[?!])\.\s*[A-Za-z_]\w*|[?!]?" + BRACKET + r")*")
ASSIGN = re.compile(r"\s*(?:[-+*/%&|^]|<<|>>|&[-+*])?=(?!=)")
TUPLE_ASSIGN = re.compile(r"\(([^()]*)\)\s*=(?!=)")
DECLARED = re.compile(r"\b(?:let|var|func|case)\s*$")
INOUT = re.compile(r"(?<!&)&\s*(?:[A-Za-z_]\w*[?!]?\s*\.\s*)*$")
LABEL = re.compile(r"\s*([A-Za-z_]\w*)\s*:(?!:)")
MUTATING_FUNC = re.compile(r"\bmutating\s+func\s+([A-Za-z_]\w*)\s*(?:<[^>{}]*>)?\s*\(")
FUNC = re.compile(r"(?<![\w.])(?:func\s+(?P<name>[A-Za-z_]\w*)|(?P<init>init)[?!]?)\s*(?:<[^>{}]*>)?\s*\(")
FUNC_TAIL = re.compile(
    r"\s*(?:async\b\s*)?(?:(?:re)?throws\b(?:\s*\([^()]*\))?\s*)?(?:->\s*(?P<returns>[^{}\n]*?)\s*)?(?:\bwhere\b[^{}]*?)?\{")
TYPE_DECL = re.compile(r"(?<![\w.])(?:class|struct|enum|actor|extension|protocol)\s+([A-Z][\w.]*)[^{;]*\{")
GAME_DECLARED = re.compile(r"(?<![\w.])([a-z_]\w*)\s*:\s*Game\b(?![\w.])")
STRING_START = re.compile(r'(#*)("""|")')
PAIRS = {"(": ")", "[": "]", "{": "}"}
ANY = "any type"  # a call on something else than `self`: its type is not known

Function = namedtuple("Function", "name path owner start params body_start body_end returns modifiers")


def blank(text):
    """`text` with its comments and the text of its string literals made spaces (quotes, line
    breaks and the code of interpolations kept), so offsets and line numbers stay as they were."""
    out, length, interpolations = list(text), len(text), []

    def wipe(start, end):
        for index in range(start, end):
            if out[index] != "\n":
                out[index] = " "

    def read_string(start, hashes, multiline):
        close, escape, index = ('"""' if multiline else '"') + "#" * hashes, "\\" + "#" * hashes, start
        while index < length:
            if text.startswith(escape, index):
                after = index + len(escape)
                if after < length and text[after] == "(":
                    wipe(start, index)
                    interpolations.append([hashes, multiline, 0])
                    return after + 1
                index = after + 1
            elif text.startswith(close, index):
                wipe(start, index)
                return index + len(close)
            elif text[index] == "\n" and not multiline:
                break
            else:
                index += 1
        wipe(start, index)
        return index

    index = 0
    while index < length:
        char = text[index]
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            wipe(index, end)
            index = end
        elif text.startswith("/*", index):
            depth, end = 0, index
            while end < length:
                if text.startswith("/*", end):
                    depth, end = depth + 1, end + 2
                elif text.startswith("*/", end):
                    depth, end = depth - 1, end + 2
                    if depth == 0:
                        break
                else:
                    end += 1
            wipe(index, end)
            index = end
        elif char in '"#' and (start := STRING_START.match(text, index)):
            index = read_string(start.end(), len(start.group(1)), start.group(2) == '"""')
        elif interpolations and char == "(":
            interpolations[-1][2] += 1
            index += 1
        elif interpolations and char == ")":
            if interpolations[-1][2] == 0:
                hashes, multiline, _ = interpolations.pop()
                index = read_string(index + 1, hashes, multiline)
            else:
                interpolations[-1][2] -= 1
                index += 1
        else:
            index += 1
    return "".join(out)


def closing(code, start):
    """The index of the bracket that closes the one at `start` (the end of `code` if none)."""
    depth = 0
    for index in range(start, len(code)):
        if code[index] in PAIRS:
            depth += 1
        elif code[index] in ")]}":
            depth -= 1
            if depth == 0:
                return index
    return len(code)


def arguments(code, start, end):
    """(offset, text) of each top-level, comma-separated argument in code[start:end]."""
    found, depth, begin = [], 0, start
    for index in range(start, end):
        if code[index] in PAIRS:
            depth += 1
        elif code[index] in ")]}":
            depth -= 1
        elif code[index] == "," and depth == 0:
            found.append((begin, code[begin:index]))
            begin = index + 1
    if code[begin:end].strip():
        found.append((begin, code[begin:end]))
    return found


def outer_braces(code, start, end):
    """The offsets of the outermost `{` in code[start:end]."""
    found, depth = [], 0
    for index in range(start, end):
        if code[index] == "{":
            if depth == 0:
                found.append(index)
            depth += 1
        elif code[index] == "}":
            depth -= 1
    return found


def line_of(code, offset):
    return code.count("\n", 0, offset) + 1


def types(code):
    """(name, body start, body end) of each type and extension declared in `code`."""
    return [(match.group(1), match.end() - 1, closing(code, match.end() - 1)) for match in TYPE_DECL.finditer(code)]


def owner_at(spans, offset):
    """The innermost type (or extension) whose body holds `offset`; None outside any."""
    holding = [span for span in spans if span[1] < offset < span[2]]
    return max(holding, key=lambda span: span[1])[0] if holding else None


def functions(path, code, spans):
    """Every `func` and `init` with a body in `code`."""
    for match in FUNC.finditer(code):
        params_end = closing(code, match.end() - 1)
        tail = FUNC_TAIL.match(code, params_end + 1)
        if tail:
            modifiers = re.search(r"[^{};]*$", code[max(0, match.start() - 300):match.start()]).group()
            yield Function(
                match.group("name") or "init", path, owner_at(spans, match.start()), match.start(), (match.end(), params_end),
                tail.end() - 1, closing(code, tail.end() - 1), tail.group("returns"), modifiers)


def enclosing(funcs, offset):
    """The functions whose body holds `offset`, innermost first."""
    return sorted((f for f in funcs if f.body_start < offset < f.body_end), key=lambda f: -f.body_start)


def first_labels(code, start, end):
    """The labels the first argument of a call to a function with parameters code[start:end]
    can have (`_` for none; None for a call with no argument), its defaulted ones left out."""
    labels = set()
    for _, parameter in arguments(code, start, end):
        labels.add(re.match(r"\s*([A-Za-z_]\w*)", parameter).group(1))
        if "=" not in parameter.split(":", 1)[-1]:
            return labels
    return labels | {None}


def call_label(code, after):
    """The label of the first argument of the call whose name ends at `after` (`_` for none,
    None for no argument, `*` for a trailing closure alone)."""
    opening = re.compile(r"\s*[({]").match(code, after).end() - 1
    if code[opening] == "{":
        return "*"
    given = arguments(code, opening + 1, closing(code, opening))
    if not given:
        return None
    label = LABEL.match(given[0][1])
    return label.group(1) if label else "_"


def call_kind(code, start):
    """How the name at `start` is called: `unqualified` (`name(`), `self` (`self.name(`,
    `Self.name(`), `member` (`x.name(`, or a chain going on on the next line), or `implicit`
    (`.name(` after `case`, `(`, `=`: an enum case or a static member, none of the app's methods)."""
    before = code[max(0, start - 80):start]
    dot = re.search(r"\.\s*$", before)
    if not dot:
        return "unqualified"
    lead = before[:dot.start()]
    if re.search(r"(?<![\w$])(?:self\s*[?!]?|Self)\s*$", lead):
        return "self"
    if re.search(r"[\w)\]}?!>]$", lead) or re.search(r"\n[ \t]*$", lead):
        return "member"
    return "implicit"


def calls(code, start, end, spans):
    """(name, offset, type it is looked up in) of each method called, or handed over by name, in
    code[start:end]: `name(` and `self.name(` in the caller's own type (or a free function),
    `x.name(` in any type. `name {` counts as a call only where a statement begins (not in
    `if name {`)."""
    for match in CALL.finditer(code, start, end):
        kind = call_kind(code, match.start())
        if kind == "implicit":
            continue
        if code[match.end():match.end() + 20].lstrip().startswith("{") and kind == "unqualified":
            if not STATEMENT_START.search(code[code.rfind("\n", 0, match.start()) + 1:match.start()]):
                continue
        yield match.group(1), match.start(), ANY if kind == "member" else owner_at(spans, match.start())
    for match in REFERENCE.finditer(code, start, end):
        yield match.group(1), match.start(1), owner_at(spans, match.start(1))


class Tree:
    """The sources read: the app's files (blanked), and what the checks need to know of them and
    of the rest of Sources/: mutating methods, the game's commands, the app's methods by name."""

    def __init__(self, app, others):
        self.text = app
        self.code = {path: blank(text) for path, text in app.items()}
        every = {**{path: blank(text) for path, text in others.items()}, **self.code}
        self.spans = {path: types(code) for path, code in every.items()}
        funcs = {path: list(functions(path, code, self.spans[path])) for path, code in every.items()}
        self.funcs = {path: funcs[path] for path in self.code}
        # Mutating methods by name, with the labels their first argument can have.
        self.mutating = {name: {"*"} for name in STDLIB_MUTATING}
        for code in every.values():
            for match in MUTATING_FUNC.finditer(code):
                labels = first_labels(code, match.end(), closing(code, match.end() - 1))
                self.mutating.setdefault(match.group(1), set()).update(labels)
        # The app's methods by name, outside the reducer (which is pure and sends nothing).
        self.methods = {}
        for path in self.code:
            for func in self.funcs[path]:
                if func.name != "init" and not path.startswith(REDUCER_FOLDER):
                    self.methods.setdefault(func.name, []).append(func)
        # The game's commands: its methods, visible to the app, that return nothing.
        self.game_commands = set(GAME_COMMANDS)
        for path, found in funcs.items():
            for func in found:
                if func.owner != "Game" or func.name == "init":
                    continue
                if re.search(r"\b(private|fileprivate|static|class)\b", func.modifiers):
                    continue
                if not path.startswith(APP + "/") and not re.search(r"\b(public|open)\b", func.modifiers):
                    continue
                if func.returns in (None, "Void", "()") or "@discardableResult" in func.modifiers:
                    self.game_commands.add(func.name)
        self.game_names = {"game"} | {name for code in self.code.values() for name in GAME_DECLARED.findall(code)}
        self.memo = {}

    def resolve(self, name, owner):
        """The app's methods a call of `name` looked up in type `owner` may run."""
        return [f for f in self.methods.get(name, []) if owner == ANY or f.owner in (owner, None)]

    def is_mutating(self, name, label):
        labels = self.mutating.get(name, set())
        return bool(labels) and ("*" in labels or label == "*" or label in labels)

    def sending_chain(self, name, owner, depth, seen=()):
        """How calling `name` (looked up in `owner`) sends an action, as steps (`name() at
        file:line`, …, `send(… at file:line`), following calls `depth` levels; None if it does not."""
        key = (name, owner, depth)
        if key not in self.memo:
            self.memo[key] = None
            for func in self.resolve(name, owner):
                code = self.code[func.path]
                step = f"{name}() at {func.path}:{line_of(code, func.start)}"
                sends = SENDS.search(code, func.body_start, func.body_end)
                if sends:
                    self.memo[key] = [step, f"{shown(sends)}… at {func.path}:{line_of(code, sends.start())}"]
                    break
                helpers = calls(code, func.body_start, func.body_end, self.spans[func.path]) if depth > 1 else []
                for called, _, where in helpers:
                    if (called, where) in seen:
                        continue
                    deeper = self.sending_chain(called, where, depth - 1, seen + ((name, owner),))
                    if deeper:
                        self.memo[key] = [step] + deeper
                        break
                if self.memo[key]:
                    break
        return self.memo[key]


def shown(sends):
    """The send a SENDS match found, as written (`send(`, `sendPending`)."""
    return sends.group().lstrip("(,:= ").strip()


def listeners(code):
    """Each bus subscription in `code`: (offset of `subscribe`, the span of its `as:` argument or
    None, its closures as (start, end), and its other arguments as (text, offset))."""
    for match in SUBSCRIBE.finditer(code):
        if re.search(r"\bfunc\s*$", code[max(0, match.start() - 40):match.start()]):
            continue  # a declaration
        name, closures, others, after = None, [], [], match.end()
        if code[after] == "(":
            end = closing(code, after)
            for offset, argument in arguments(code, after + 1, end):
                label = LABEL.match(argument)
                value_start, value_end = offset + (label.end() if label else 0), offset + len(argument)
                braces = outer_braces(code, value_start, value_end)
                closures += [(brace, closing(code, brace)) for brace in braces]
                if label and label.group(1) == "as":
                    name = (value_start, value_end)
                elif not braces:
                    value = code[value_start:value_end]
                    others.append((value.strip(), value_start + len(value) - len(value.lstrip())))
            after = end + 1
        # Trailing closures: the first unlabelled, any more labelled.
        trailing = re.compile(r"\s*\{")
        while brace := trailing.match(code, after):
            closures.append((brace.end() - 1, closing(code, brace.end() - 1)))
            after = closures[-1][1] + 1
            trailing = re.compile(r"\s*[A-Za-z_]\w*\s*:\s*\{")
        if closures or others:  # else a method named subscribe… that is handed no handler
            yield match.start(), name, closures, others


def listener_findings(tree, path):
    """Where a bus listener sends an action, itself or through the app's methods."""
    code, text, found = tree.code[path], tree.text[path], []
    for start, name, closures, others in listeners(code):
        label = f"bus listener {text[name[0]:name[1]].strip()}" if name else "unnamed bus listener"
        listener = f"the {label} (subscribed at {path}:{line_of(code, start)})"
        bodies = [(path, first, last) for first, last in closures]
        for value, offset in others:  # a method handed over by name is read where it is defined
            reference = METHOD_REFERENCE.fullmatch(value)
            if reference:
                owner = ANY if reference.group("type") else owner_at(tree.spans[path], offset)
                bodies += [(func.path, func.body_start, func.body_end) for func in tree.resolve(reference.group(2), owner)]
        if not bodies:
            value, offset = others[-1]  # the handler's place, last
            found.append(
                f"{path}:{line_of(code, offset)}: {listener} is handed `{value}`, which the checker cannot read "
                "(neither a closure nor a method defined in Sources/GameApp); hand it a closure or a method")
        for body_path, first, last in bodies:
            body, direct = tree.code[body_path], []
            for sends in SENDS.finditer(body, first, last + 1):
                direct.append(range(sends.start(), sends.end()))
                found.append(
                    f"{body_path}:{line_of(body, sends.start())}: {listener} sends an action "
                    f"({shown(sends)}…); leave it in parts.pending")
            for called, offset, owner in calls(body, first, last + 1, tree.spans[body_path]):
                chain = None if any(offset in span for span in direct) else tree.sending_chain(called, owner, HELPER_DEPTH)
                if chain:
                    found.append(
                        f"{body_path}:{line_of(body, offset)}: {listener} calls {called}(), which sends an action "
                        f"({' -> '.join(chain)}); leave it in parts.pending")
    return found


def shadowed(code, funcs, offset):
    """Whether `model` at `offset` is a name of the function's own: a parameter that is not
    inout, or a `let`/`var` declared before it in a function around it."""
    for func in enclosing(funcs, offset):
        for _, parameter in arguments(code, *func.params):
            declared = re.match(r"\s*(?:[A-Za-z_]\w*\s+)?model\s*:(.*)", parameter, re.S)
            if declared and not declared.group(1).lstrip().startswith("inout"):
                return True
        if re.search(r"\b(?:let|var)\s+model\b", code[func.body_start:offset]):
            return True
    return False


def model_findings(tree, path):
    """Where code outside the reducer changes the model."""
    if path.startswith(REDUCER_FOLDER):
        return []
    code, funcs, found, exempt = tree.code[path], tree.funcs[path], [], set()
    if path == EFFECTS_FILE:  # the one call that hands the model to the reducer, in `send`
        offset = code.find(SEND_CALL)
        while offset >= 0 and [f.name for f in enclosing(funcs, offset)][:1] != [SEND_FUNC]:
            offset = code.find(SEND_CALL, offset + 1)
        if offset >= 0:
            exempt.add(offset + SEND_CALL.index("model"))
    if path == INIT_FILE:  # the one place the model is made, in `init`
        made = next((m for m in INIT.finditer(code) if [f.name for f in enclosing(funcs, m.start())][:1] == [INIT_FUNC]), None)
        if made:
            exempt.add(made.start())

    def report(offset, what):
        line = line_of(code, offset)
        source = tree.text[path].split("\n")[line - 1].strip()
        found.append(f"{path}:{line}: the model is changed beside the reducer ({what}): {source}")

    for token in MODEL.finditer(code):
        start, window = token.start(), code[max(0, token.start() - 200):token.start()]
        if start in exempt or DECLARED.search(window) or shadowed(code, funcs, start):
            continue
        path_end = PATH.match(code, token.end()).end()
        method = re.search(r"\.\s*([A-Za-z_]\w*)$", code[token.end():path_end])
        if INOUT.search(window):
            report(start, "passed inout")
        elif ASSIGN.match(code, path_end):
            report(start, "assigned")
        elif method and re.match(r"\s*[({]", code[path_end:path_end + 20]):
            if tree.is_mutating(method.group(1), call_label(code, path_end)):
                report(start, f"`{method.group(1)}` mutates it")
    for match in TUPLE_ASSIGN.finditer(code):
        inside = MODEL.search(match.group(1))
        if inside and not DECLARED.search(code[max(0, match.start() - 40):match.start()]):
            if not shadowed(code, funcs, match.start(1) + inside.start()):
                report(match.start(), "assigned in a tuple")
    return found


def game_findings(tree, path):
    """Where code outside the effect runner changes the game."""
    if path == EFFECTS_FILE:
        return []
    code, found = tree.code[path], []
    receivers = "|".join(sorted(map(re.escape, tree.game_names)))
    commands = "|".join(sorted(map(re.escape, tree.game_commands)))
    calls_on_game = re.compile(rf"(?<![\w$])(?:{receivers})(?:\s*|[?!])\.\s*({commands})\s*\(")
    assigns = re.compile(rf"(?<![\w$])(?:{receivers})(?:(?:\s*|[?!])\.\s*[A-Za-z_]\w*)+(?=\s*(?:[-+*/%&|^]|<<|>>)?=(?!=))")
    for match in sorted(list(calls_on_game.finditer(code)) + list(assigns.finditer(code)), key=lambda m: m.start()):
        line = line_of(code, match.start())
        source = tree.text[path].split("\n")[line - 1].strip()
        command = match.group(1) if match.re is calls_on_game else None
        allowance = next((a for a in ALLOWED_GAME_CHANGES if a.file == path and a.command == command), None)
        if allowance:
            elsewhere = [
                f"{caller}:{line_of(caller_code, call.start())}" for caller, caller_code in sorted(tree.code.items())
                for call in re.finditer(written(allowance.callers), caller_code) if caller != EFFECTS_FILE]
            if not elsewhere:
                continue
            found.append(
                f"{path}:{line}: the game is changed beside the effect runner: {source} (allowed only while "
                f"`{allowance.callers}` is called from the effect runner alone, but it is called at {', '.join(elsewhere)})")
            continue
        what = f"`{command}` is a command of the game" if command else "a property of the game is set"
        found.append(f"{path}:{line}: the game is changed beside the effect runner ({what}; run it as an AppEffect): {source}")
    return found


def written(call):
    """A pattern for `call` (`x.y(`) as written with any spaces around its dots."""
    return r"(?<![\w$])" + r"\s*\.\s*".join(map(re.escape, call.split(".")))


def check(app, others=None):
    """Every finding in the app's files `app` ({path: text}), the rest of Sources/ (`others`)
    read for names."""
    tree = Tree(app, others or {})
    found = []
    for path in sorted(app):
        found += listener_findings(tree, path) + model_findings(tree, path) + game_findings(tree, path)
    return found


# The self-test: a small app that keeps the rules, then one escape at a time added to it.
# Elsewhere in Sources/: the game, and types with mutating methods named like others' readers.
CORE_GAME = """
public final class Game {
    public private(set) var score = 0
    public func start() { beginTurn() }
    public func handle(_ command: GameCommand) { }
    public func advance(to now: Duration) { }
    public func resize(to size: Size) { }
    public var acceptsTaps: Bool { true }
    func beginTurn() { }
    public func untilNext(at now: Duration) -> Duration { .zero }
}
extension Game {
    public func apply(_ settings: GameSettings) { }
}
"""
MODEL_FILE = """
public struct AppModel {
    public var notice: String?
    public var page = 0
    public var showsInside = false
    public var race: RaceSession?
    public private(set) var screens: [Screen] = []
    public var pause: PauseCause? { nil }
    public mutating func open(_ screen: Screen) { screens.append(screen) }
    public mutating func closeAll(where matching: ((Screen) -> Bool)? = nil) { screens.removeAll() }
}
extension AppModel {
    mutating func pause(_ cause: PauseCause) { open(.pause(cause)) }
}
"""
REDUCER = """
enum AppReducer {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect] {
        model.notice = nil
        model.showsInside.toggle()
        model.pause(.player)
        return NoticeHandler.reduce(&model, action, in: context) ?? []
    }
}
"""
EFFECTS = """
extension GameApp {
    func send(_ action: AppAction) throws(PlatformError) {
        let effects = AppReducer.reduce(&model, action, in: context)
        for effect in effects { try run(effect) }
        try sendPending()
    }
    func sendPending() throws(PlatformError) {
        while let next = parts.pending.next() { try send(next) }
    }
    func notify(_ message: Message) {
        parts.pending.add(.notify(message))
    }
    func windowChanged() {
        try? send(.windowChanged(screen.window.state))
    }
    private func run(_ effect: AppEffect) throws(PlatformError) {
        switch effect {
        case .game(let command): game.handle(command)
        case .advanceGame(let now): game.advance(to: now)
        case .applySettings(let settings): parts.applier.apply(settings)
        }
    }
}
"""
APP_FILE = """
public final class GameApp {
    public let game: Game
    public internal(set) var model: AppModel
    public init(game: Game) {
        self.game = game
        model = AppModel(placement: .zero)
        subscribe()
        subscribeSpeech()
    }
    public var isFinished: Bool { model.quitRequested }
    public func start() {
        try? takeSettingsNews()
    }
    func begin() { start() }
}
"""
APPLIER = """
final class SettingsApplier {
    private let game: Game
    func apply(_ settings: AppSettings) {
        game.apply(settings.game)
    }
}
"""
# Legitimate code: listeners that leave actions waiting, reads of the model and the game.
CLEAN_LISTENERS = """
extension GameApp {
    /// Listeners must never send(.x) (a comment), nor call sendPending().
    func subscribe() {
        game.events.subscribe(as: "GameApp") { [weak self] event in
            guard let self else { return }
            switch event {
            case .dailyFinished(let card): parts.pending.add(.dailyFinished(card))
            case .raceFinished(let summary): parts.pending.append(.raceFinished(summary))
            case .turnEnded: notify(.wrong)
            case .resized: parts.pending.add(.windowChanged(state))
            default: print("send(.x) and model.notice = nil, in a string")
            }
            if model.notice == nil, model.page != 0, model.page >= 1, model.pause == nil { redraw() }
            let total = [1, 2].reduce(0, +) + game.score
            let racer = model.race?.players.first { $0.seat == total }
            let shown = model.showsInside ? racer : nil
            let start = shown != nil
            if start { redraw() }
        }
        appEvents.subscribe { [weak self] event in self?.record(event) }
    }
    func record(_ event: AppEvent) { parts.log.write(event) }
    func subscribeSpeech() {
        game.events.subscribe(as: "Announcer", announce)
    }
    func announce(_ event: GameEvent) { parts.announcer.say("\\(event)") }
    func draw() {
        let url = "http://example.org/{"
        if model.notice == nil && game.acceptsTaps { present(game.untilNext(at: .zero)) }
        scene = Scene(model: model, shapes: game.score)
    }
}
"""
BASE = {
    APP + "/App/AppModel.swift": MODEL_FILE, APP + "/App/AppReducer.swift": REDUCER, EFFECTS_FILE: EFFECTS,
    INIT_FILE: APP_FILE, APP + "/Settings/SettingsApplier.swift": APPLIER, APP + "/GameApp+Events.swift": CLEAN_LISTENERS,
}
PARSER = """
struct Parser {
    mutating func value(depth: Int) -> Value { .null }
}
struct Log {
    mutating func frame(_ rect: Rect) { }
}
"""
OTHERS = {CORE + "/Game.swift": CORE_GAME, SOURCES + "/TOML/Parser.swift": PARSER}
HERE = APP + "/GameApp+Loop.swift"
# The checker's first self-test's cases.
LISTENER = "func subscribe() {\n    bus.subscribe { event in\n        try? send(.tick(now))\n    }\n}\n"
SETTER = (
    "func draw() {\n    model.notice = nil\n    model.open(.overlay(.help))\n"
    "    _ = AppReducer.reduce(&model, .tick(.zero), in: context)\n}\n")
CLEAN_LISTENER = (
    "func subscribe() {\n    bus.subscribe { event in parts.pending.add(.tick(now)) }\n    if model.notice == nil { draw() }\n}\n")
# (what escapes, the code added to the clean app, how many findings it must bring[, the file it
# is added to when not GameApp+Loop.swift])
ESCAPES = [
    ("an unnamed listener that sends", LISTENER, 1),
    ("a named listener that sends",
     'func f() {\n    game.events.subscribe(as: "Saver") { [weak self] _ in try? self?.send(.tick(now)) }\n}\n', 1),
    ("a listener's trailing closure after other labels",
     'func f() {\n    bus.subscribe(as: "X", priority: 1) { _ in try? sendPending() }\n}\n', 1),
    ("a listener handed as an argument closure", "func f() {\n    bus.subscribe(as: name, { _ in try? send(.x) })\n}\n", 1),
    ("a listener handed as a method that sends",
     'func f() {\n    bus.subscribe(as: "X", handler)\n}\nfunc handler(_ event: Event) {\n    try? send(.x)\n}\n', 1),
    ("a listener handed as self.method(_:) that sends",
     'func f() {\n    bus.subscribe(as: "X", self.onEvent(_:))\n}\n'
     'func onEvent(_ event: Event) {\n    try? sendPending()\n}\n', 1),
    ("a listener handed a closure kept in a variable", 'func f() {\n    bus.subscribe(as: "X", kept)\n}\n', 1),
    ("a listener that sends through a helper method",
     'func f() {\n    bus.subscribe(as: "X") { [weak self] _ in self?.noteX() }\n}\n'
     'func noteX() {\n    try? send(.x)\n}\n', 1),
    ("a listener that sends through two helpers",
     'func f() {\n    bus.subscribe(as: "X") { _ in noteY() }\n}\nfunc noteY() { noteZ() }\nfunc noteZ() { try? sendPending() }\n', 1),
    ("a listener that calls the app's own sending method, defined in another file",
     'extension GameApp {\n    func f() {\n        appEvents.subscribe { _ in windowChanged() }\n    }\n}\n', 1),
    ("a listener that calls a method whose helper sends",
     'extension GameApp {\n    func f() {\n        appEvents.subscribe { [weak self] _ in self?.begin() }\n    }\n}\n', 1),
    ("a listener that hands send over", 'func f() {\n    bus.subscribe { _ in actions.forEach(send) }\n}\n', 1),
    ("a listener that runs the reducer",
     'func f() {\n    bus.subscribe { _ in _ = AppReducer.reduce(&copy, .x, in: context) }\n}\n', 1),
    ("a brace in a string that must not end the listener early",
     'func f() {\n    bus.subscribe { _ in print("}"); try? send(.x) }\n}\n', 1),
    ("the model changed beside the reducer (assigned, a rule, inout)", SETTER, 3),
    ("self.model assigned", "func draw() {\n    self.model.notice = nil\n}\n", 1),
    ("another object's model assigned", "func draw(app: GameApp) {\n    app.model.page += 1\n}\n", 1),
    ("model.pause()", "func draw() {\n    model.pause(.player)\n}\n", 1),
    ("a rule of the model whose arguments all have defaults", "func draw() {\n    model.closeAll()\n}\n", 1),
    ("an inout AppModel changed beside the reducer", "func tweak(_ model: inout AppModel) {\n    model.page = 1\n}\n", 1),
    ("model.showsInside.toggle()", "func draw() {\n    model.showsInside.toggle()\n}\n", 1),
    ("model.x.append(…) through optional chaining", "func draw() {\n    model.race?.players.append(player)\n}\n", 1),
    ("a mutating method with a trailing closure", "func draw() {\n    self.model.race?.players.removeAll { $0.left }\n}\n", 1),
    ("the model assigned in a tuple", "func draw() {\n    (model.page, other) = (1, 2)\n}\n", 1),
    ("a part of self.model passed inout", "func draw() {\n    swap(&self.model.page, &other)\n}\n", 1),
    ("a model change after a string holding //", 'func draw() {\n    let s = "http://x"; model.notice = nil\n}\n', 1),
    ("game.handle beside the effect runner", "func draw() {\n    game.handle(.restart)\n}\n", 1),
    ("self.game.start() beside the effect runner", "func draw() {\n    self.game.start()\n}\n", 1),
    ("a command on a part's own `: Game`",
     "final class Part {\n    let core: Game\n    func go() { core.advance(to: .zero) }\n}\n", 1),
    ("an allowed game change called from beside the effect runner", "func draw() {\n    parts.applier.apply(settings)\n}\n", 1),
    ("game.handle in the reducer folder",
     "func reduce() {\n    game.handle(.restart)\n}\n", 1, REDUCER_FOLDER + "Handlers/Cheat.swift"),
    ("a second reduce call in the effect runner, outside send",
     "extension GameApp {\n    func sneak(_ action: AppAction) {\n"
     "        _ = AppReducer.reduce(&model, action, in: context)\n    }\n}\n", 1, EFFECTS_FILE),
    ("a second AppModel made outside init",
     "extension GameApp {\n    func reset() {\n        model = AppModel(placement: .zero)\n    }\n}\n", 1, INIT_FILE),
]
# (what must pass, the file added to the clean app)
CLEAN = [
    ("the reducer folder changing the model", REDUCER_FOLDER + "Handlers/NoticeHandler.swift", REDUCER),
    ("the model changed beside the reducer, in the reducer folder", REDUCER_FOLDER + "Handlers/X.swift", SETTER),
    ("a listener that leaves its action in parts.pending", APP + "/GameApp+Events.swift", CLEAN_LISTENER),
    ("a local of another type named otherwise", HERE, "func draw() {\n    var marks = Marks()\n    marks.append(1)\n}\n"),
    ("a local copy named model",
     HERE, "func draw() {\n    var model = self.model\n    model.notice = nil\n    model.pause(.player)\n}\n"),
    ("a parameter named model of another type, read with a name a parser's mutating method has",
     HERE, "func drawPreferences(_ model: PreferencesModel) {\n    guard let value = model.value(of: row) else { return }\n}\n"),
    ("a reader of the model's part that shares a mutating method's name, with other labels",
     HERE, "func draw() {\n    let ring = model.ring.frame(among: places)\n}\n"),
    ("a name shared with a sending method, on another object and in another type",
     APP + "/Stats/StateSaver.swift", """
final class StateSaver {
    init(game: Game) {
        game.events.subscribe(as: "StateSaver") { [weak self] _ in self?.writer.submit(1) }
    }
}
final class Writer {
    func submit(_ record: Int) {
        let start = true
        if start { drain() }
        windowChanged()
    }
    func windowChanged() { }
    func drain() { }
}
"""),
]


def with_file(path, text):
    """The clean app with `text` added to the file `path`."""
    return {**BASE, path: BASE.get(path, "") + text}


def self_test():
    """Exits 1, saying why, unless the clean app and CLEAN pass and each of ESCAPES brings just
    the findings it should."""
    failures = []
    base = check(BASE, OTHERS)
    if base:
        failures.append("the clean app is flagged:\n    " + "\n    ".join(base))
    for what, path, text in CLEAN:
        flagged = check(with_file(path, text), OTHERS)
        if flagged:
            failures.append(f"legitimate code flagged ({what}):\n    " + "\n    ".join(flagged))
    for what, text, expected, *where in ESCAPES:
        caught = check(with_file(where[0] if where else HERE, text), OTHERS)
        if len(caught) != expected:
            failures.append(
                f"escape not caught as it should be ({what}): {len(caught)} findings, {expected} expected"
                + "".join("\n    " + finding for finding in caught))
    if failures:
        print("check-store: SELF-TEST FAILED")
        for failure in failures:
            print("  - " + failure)
        sys.exit(1)
    print(f"check-store: self-test passed ({len(ESCAPES)} escapes caught, {len(CLEAN) + 1} clean trees passed)")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return 0
    app, others = {}, {}
    for path in sorted(glob.glob(SOURCES + "/**/*.swift", recursive=True)):
        with open(path, encoding="utf-8") as handle:
            (app if path.startswith(APP + "/") else others)[path] = handle.read()
    problems = check(app, others)
    for problem in problems:
        print(problem)
    print(f"check-store: {len(app)} files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
