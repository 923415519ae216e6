#!/usr/bin/python3
"""The oracle for the game's number, percent, date and list forms (`LocaleForms`): Babel, which
carries CLDR's data, formats a fixed, seeded set of cases in each of the game's four languages,
and prints one JSON object a line: the case and what CLDR writes for it. `LocaleFormsTests`
runs this and holds the game's own formatting to every line.

Needs Babel: Debian's python3-babel (for /usr/bin/python3; `scripts/setup.sh test` installs
it) or `pip install Babel`.

Two deliberate differences from CLDR's four locales, applied here so the comparison is exact:
- a number below zero takes the real minus sign U+2212, where these locales write a hyphen;
- zero is never signed ("-0.00" reads "0.00").
"""
import datetime
import json
import random
import sys
from decimal import Decimal

try:
    from babel.dates import format_date
    from babel.lists import format_list
    from babel.numbers import format_decimal, format_percent
except ImportError:
    sys.exit("cldr-forms: Babel is missing: apt-get install python3-babel (or pip install Babel)")

# The game's `Language` raw values and the CLDR locale each stands for.
LOCALES = {"en": "en", "de": "de", "ja": "ja", "zh-Hans": "zh_Hans_CN"}


def ours(text):
    """CLDR's text with the game's two deliberate differences (see the docstring)."""
    if text.startswith("-"):
        digits = text[1:]
        return digits if all(c in "0.,\u00a0%" for c in digits) else "\u2212" + digits
    return text


def cases(rng):
    decimals = [0.0, 1.0, 1.27, 0.83, 1.8, 2.675, 1.005, 0.125, 0.375, 1.125, 2.5, 9.995, 99.995, 999.999,
                1234.5, 12345.678, 1e-05, 0.004999, -0.004, -1.5, -1234.5678, 1.5e20, 123456789.125]
    decimals += [round(rng.uniform(0, 3), rng.choice([2, 3, 4, 6])) for _ in range(300)]
    decimals += [rng.uniform(-1e6, 1e6) for _ in range(100)]
    # Exact halves at the third decimal: where rounding half to even and the binary's tail differ.
    decimals += [int(rng.uniform(0, 10000)) / 1000 + 0.0005 for _ in range(100)]
    decimals += [n / 1000 for n in range(0, 3000, 5)]
    for value in decimals:
        for digits in (2, 1, 0):
            for whole_plain in (False, True):
                yield {"kind": "decimal", "value": repr(value), "digits": digits, "whole_plain": whole_plain}
    integers = [0, 1, -1, 26, 999, 1000, -1000, 1234, 12345, 123456, 1234567, 2**63 - 1, -(2**63)]
    integers += [rng.randint(-10**9, 10**9) for _ in range(200)]
    for value in integers:
        yield {"kind": "number", "value": value}
        yield {"kind": "signed", "value": value}
    for value in list(range(-5, 130)) + [1000, 12345]:
        yield {"kind": "percent", "value": value}
    day = datetime.date(2026, 1, 1)
    for offset in range(0, 800):
        yield {"kind": "date", "value": (day + datetime.timedelta(days=offset)).isoformat()}
    for date in ["0001-01-01", "0999-12-31", "2024-02-29", "9999-12-31", "2000-10-05"]:
        yield {"kind": "date", "value": date}
    words = ["EventLog", "StateSaver", "Spieler 1", "プレイヤー1", "玩家 2", "a", "Strategy", "Decorator"]
    for count in range(0, 7):
        for _ in range(3):
            yield {"kind": "list", "value": [rng.choice(words) for _ in range(count)]}


def expected(case, locale):
    kind, value = case["kind"], case["value"]
    if kind == "decimal":
        pattern = "#,##0" + ("." + "0" * case["digits"] if case["digits"] else "")
        text = format_decimal(float(value), format=pattern, locale=locale)
        if case["whole_plain"] and case["digits"]:
            symbol = format_decimal(1.5, format="0.0", locale=locale)[1]
            zeros = symbol + "0" * case["digits"]
            if text.endswith(zeros):
                text = text[: -len(zeros)]
        return ours(text)
    if kind == "number":
        return ours(format_decimal(value, locale=locale))
    if kind == "signed":
        text = ours(format_decimal(value, locale=locale))
        return "+" + text if value > 0 else text
    if kind == "percent":
        return ours(format_percent(Decimal(value) / 100, locale=locale))
    if kind == "date":
        return format_date(datetime.date.fromisoformat(value), format="medium", locale=locale)
    if kind == "list":
        return format_list(value, locale=locale) if value else ""
    raise ValueError(kind)


def main():
    rng = random.Random(20261206)
    for case in cases(rng):
        for language, locale in LOCALES.items():
            line = dict(case, language=language, expected=expected(case, locale))
            print(json.dumps(line, ensure_ascii=False))


if __name__ == "__main__":
    main()
