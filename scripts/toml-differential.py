#!/usr/bin/env python3
"""Differential test of a toml-test decoder against Python's tomllib (a TOML 1.0 reader).

usage: scripts/toml-differential.py DECODER [COUNT] [SEED]

Generates COUNT documents (default 2000) from SEED (default 1): random valid TOML using every
part of the language, about half of them then mutated (a character deleted, doubled or swapped,
a token dropped in) so that many no longer read. Each goes to both readers; they must agree on
whether it reads and, when it does, on every key and value. Prints the counts; exits 1 on any
disagreement, printing the first few documents.

Known, deliberate differences: tomllib reads integers of any size, while TOML 1.0 says one
that cannot be held losslessly in 64 bits must be an error, so a document tomllib reads with
such an integer, refused by the decoder for that reason, counts as agreement (and is counted).
Not generated: a leap second (second 60, which TOML's RFC 3339 admits and Python's datetime
cannot hold). Fractions past microseconds are compared to the microsecond, Python's precision.
"""
import datetime
import json
import math
import random
import subprocess
import sys
import tomllib

BARE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"


class Generator:
    def __init__(self, rng):
        self.rng = rng

    def choice(self, items):
        return self.rng.choice(items)

    def key_part(self):
        r = self.rng.random()
        if r < 0.6:
            return "".join(self.choice(BARE) for _ in range(self.rng.randint(1, 6)))
        if r < 0.8:
            return '"' + self.basic_body(4) + '"'
        return "'" + "".join(self.choice("abc xyz.=[]#é") for _ in range(self.rng.randint(0, 5))) + "'"

    def key(self):
        parts = [self.key_part() for _ in range(self.choice([1, 1, 1, 2, 3]))]
        separator = self.choice([".", ".", " . ", ".\t"])
        return separator.join(parts)

    def basic_body(self, length):
        pieces = []
        for _ in range(self.rng.randint(0, length)):
            pieces.append(self.choice(["a", "Z", " ", "é", "中", "😀", "\\n", "\\t", "\\\"", "\\\\", "\\u00e9", "\\U0001F600", "\\b", "\\f", "\\r", "'", "#", "="]))
        return "".join(pieces)

    def integer(self):
        r = self.rng.random()
        value = self.rng.choice([0, 1, 7, 42, 1000, 123456789, 2**63 - 1, self.rng.randint(0, 2**40)])
        if r < 0.4:
            sign = self.choice(["", "+", "-"])
            text = str(value)
            if len(text) > 3 and self.rng.random() < 0.5:
                text = text[0] + "_" + text[1:]
            return sign + text
        if r < 0.6:
            return "0x" + self.choice([format(value, "x"), format(value, "X")])
        if r < 0.8:
            return "0o" + format(value, "o")
        return "0b" + format(value % 4096, "b")

    def float(self):
        r = self.rng.random()
        if r < 0.1:
            return self.choice(["inf", "+inf", "-inf", "nan", "+nan", "-nan"])
        sign = self.choice(["", "+", "-"])
        whole = self.choice(["0", "1", "3", "42", "1_000", "9007199254740993"])
        if r < 0.5:
            return sign + whole + "." + self.choice(["0", "5", "14159", "000_1", "99999999999999999"])
        if r < 0.75:
            return sign + whole + self.choice(["e", "E"]) + self.choice(["", "+", "-"]) + self.choice(["0", "10", "300", "400", "0_1"])
        return sign + whole + "." + self.choice(["25", "5"]) + "e" + self.choice(["-3", "+2", "22"])

    def date(self):
        year = self.rng.randint(1, 9999)
        month = self.rng.randint(1, 12)
        day = self.rng.randint(1, 28 if month == 2 else 30)
        return f"{year:04d}-{month:02d}-{day:02d}"

    def time(self):
        text = f"{self.rng.randint(0, 23):02d}:{self.rng.randint(0, 59):02d}:{self.rng.randint(0, 59):02d}"
        if self.rng.random() < 0.4:
            text += "." + "".join(self.choice("0123456789") for _ in range(self.rng.randint(1, 6)))
        return text

    def datetime(self):
        r = self.rng.random()
        if r < 0.25:
            return self.date()
        if r < 0.45:
            return self.time()
        text = self.date() + self.choice(["T", "t", " "]) + self.time()
        if r < 0.7:
            return text
        return text + self.choice(["Z", "z", "+00:00", "-07:00", "+05:30", "+23:59"])

    def string(self):
        r = self.rng.random()
        if r < 0.45:
            return '"' + self.basic_body(8) + '"'
        if r < 0.7:
            return "'" + "".join(self.choice("ab c\\\"#é[]") for _ in range(self.rng.randint(0, 8))) + "'"
        if r < 0.85:
            body = self.basic_body(6) + self.choice(["", "\n", "\\\n   ", "\"\"", "\r\n"]) + self.basic_body(4)
            return '"""' + self.choice(["", "\n"]) + body + self.choice(["", "\""]) + '"""'
        body = "".join(self.choice("ab c\\\"'#é\n") for _ in range(self.rng.randint(0, 8)))
        return "'''" + self.choice(["", "\n"]) + body + self.choice(["", "'"]) + "'''"

    def value(self, depth=0):
        r = self.rng.random()
        if depth < 3 and r < 0.12:
            items = [self.value(depth + 1) for _ in range(self.rng.randint(0, 4))]
            joiner = self.choice([", ", ",", ",\n  ", " , # note\n"])
            return "[" + self.choice(["", " ", "\n"]) + joiner.join(items) + self.choice(["", ",", " ", ",\n"]) + "]"
        if depth < 3 and r < 0.2:
            pairs = {}
            for _ in range(self.rng.randint(0, 3)):
                pairs[self.key_part()] = self.value(depth + 1)
            return "{" + ", ".join(f"{k} = {v}" for k, v in pairs.items()) + "}" if pairs else "{}"
        if r < 0.45:
            return self.string()
        if r < 0.6:
            return self.integer()
        if r < 0.72:
            return self.float()
        if r < 0.8:
            return self.choice(["true", "false"])
        return self.datetime()

    def document(self):
        lines = []
        for _ in range(self.rng.randint(0, 6)):
            lines.append(self.line())
        for _ in range(self.rng.randint(0, 4)):
            name = self.key()
            lines.append(self.choice([f"[{name}]", f"[ {name} ]", f"[[{name}]]"]) + self.choice(["", "  # header"]))
            for _ in range(self.rng.randint(0, 4)):
                lines.append(self.line())
        return self.choice(["\n", "\r\n"]).join(lines) + self.choice(["", "\n"])

    def line(self):
        r = self.rng.random()
        if r < 0.1:
            return self.choice(["", "  ", "# comment", "\t# é [x] = 1"])
        return self.choice(["", "  "]) + self.key() + self.choice([" = ", "=", " =\t"]) + self.value() + self.choice(["", " # trailing"])

    def mutate(self, text):
        if not text:
            return self.choice(["=", "[", "a", "\"", "\n"])
        position = self.rng.randrange(len(text))
        r = self.rng.random()
        if r < 0.3:
            return text[:position] + text[position + 1:]
        if r < 0.5:
            return text[:position] + text[position] + text[position:]
        if r < 0.7 and position + 1 < len(text):
            return text[:position] + text[position + 1] + text[position] + text[position + 2:]
        token = self.choice(["=", "[", "]", "{", "}", ",", ".", "\"", "'", "#", "\n", " ", "_", "0", "e", ":", "-", "T", "\\", "\t", "\x7f", "\x00", "\r"])
        return text[:position] + token + text[position:]


def tagged_to_python(value):
    if isinstance(value, list):
        return [tagged_to_python(item) for item in value]
    if set(value) == {"type", "value"} and isinstance(value["value"], str):
        kind, text = value["type"], value["value"]
        if kind == "string":
            return text
        if kind == "integer":
            return int(text)
        if kind == "float":
            return float(text)
        if kind == "bool":
            return text == "true"
        if kind in ("datetime", "datetime-local"):
            return datetime.datetime.fromisoformat(truncated(text.replace("Z", "+00:00")))
        if kind == "date-local":
            return datetime.date.fromisoformat(text)
        if kind == "time-local":
            return datetime.time.fromisoformat(truncated(text))
    return {key: tagged_to_python(item) for key, item in value.items()}


def truncated(text):
    """Fraction digits past the sixth dropped (Python's datetime holds microseconds)."""
    if "." not in text:
        return text
    head, _, tail = text.partition(".")
    digits = tail[: len(tail) - len(tail.lstrip("0123456789"))]
    rest = tail[len(digits):]
    return head + "." + (digits[:6].ljust(6, "0")) + rest


def has_wide_integer(value):
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not -(2**63) <= value < 2**63
    if isinstance(value, dict):
        return any(has_wide_integer(item) for item in value.values())
    if isinstance(value, list):
        return any(has_wide_integer(item) for item in value)
    return False


def same(a, b):
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def main():
    decoder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rng = random.Random(seed)
    generator = Generator(rng)
    agreed_valid = agreed_invalid = wide = 0
    disagreements = []
    for _ in range(count):
        text = generator.document()
        for _ in range(rng.choice([0, 0, 1, 2])):
            text = generator.mutate(text)
        data = text.encode("utf-8", errors="surrogatepass")
        try:
            expected = tomllib.loads(text)
        except tomllib.TOMLDecodeError:
            expected = None
        result = subprocess.run([decoder], input=data, capture_output=True, timeout=10)
        if result.returncode not in (0, 1):
            disagreements.append((text, f"decoder ended with status {result.returncode}"))
            continue
        if result.returncode == 1:
            if expected is None:
                agreed_invalid += 1
            elif has_wide_integer(expected) and b"64-bit integer" in result.stderr:
                wide += 1
            else:
                disagreements.append((text, "tomllib reads it; the decoder says " + result.stderr.decode(errors="replace").strip()))
            continue
        if expected is None:
            disagreements.append((text, "the decoder reads it; tomllib does not"))
            continue
        decoded = tagged_to_python(json.loads(result.stdout))
        if same(decoded, expected):
            agreed_valid += 1
        else:
            disagreements.append((text, f"values differ:\n  decoder {decoded!r}\n  tomllib {expected!r}"))
    for text, why in disagreements[:10]:
        print(f"toml-differential: DISAGREE on {text!r}: {why}")
    print(
        f"toml-differential: {count} documents (seed {seed}): both read {agreed_valid}, both refuse {agreed_invalid}, "
        f"integers past 64 bits (refused, as TOML 1.0 requires) {wide}, disagree {len(disagreements)}"
    )
    sys.exit(1 if disagreements else 0)


main()
