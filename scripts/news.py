#!/usr/bin/env python3
"""news.py write|check: NEWS.md is the one source of the release notes. `write` makes
debian/changelog and the metainfo's <releases> from it; `check` fails (status 1) when either
differs from what NEWS.md makes, saying which (the tests run it)."""
import datetime
import re
import sys
import textwrap
from xml.sax.saxutils import escape

NAME = "tap-the-larger-shape"
MAINTAINER = "The Tap the Larger Shape authors <authors@tap-the-larger-shape.invalid>"
METAINFO = "Resources/metainfo/io.github.tapthelargershape.TapTheLargerShape.metainfo.xml"
HEADING = re.compile(r"^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$")


def releases(text):
    """[(version, datetime, [item])], newest first, as NEWS.md lists them."""
    found = []
    for line in text.splitlines():
        heading = HEADING.match(line)
        if heading:
            when = datetime.datetime.strptime(f"{heading[2]} {heading[3]}", "%Y-%m-%d %H:%M").replace(tzinfo=datetime.timezone.utc)
            found.append((heading[1], when, []))
        elif line.startswith("- ") and found:
            found[-1][2].append(line[2:].strip())
        elif line.startswith("  ") and line.strip() and found and found[-1][2]:
            found[-1][2][-1] += " " + line.strip()
        elif line.startswith("## "):
            sys.exit(f"news: a heading NEWS.md cannot read: {line!r} (## X.Y.Z — YYYY-MM-DD HH:MM)")
    if not found or any(not items for _, _, items in found):
        sys.exit("news: NEWS.md has no release, or a release without items")
    return found


def changelog(found):
    entries = []
    for version, when, items in found:
        lines = [f"{NAME} ({version}) unstable; urgency=medium", ""]
        for item in items:
            lines += textwrap.wrap(item, width=78, initial_indent="  * ", subsequent_indent="    ", break_on_hyphens=False)
        lines += ["", f" -- {MAINTAINER}  {when.strftime('%a, %d %b %Y %H:%M:%S +0000')}"]
        entries.append("\n".join(lines) + "\n")
    return "\n".join(entries)


def metainfo(found, current):
    block = ["  <releases>"]
    for version, when, items in found:
        block.append(f'    <release version="{version}" date="{when.strftime("%Y-%m-%d")}">')
        block.append('      <description translate="no">')
        block += [f"        <p>{escape(item)}</p>" for item in items]
        block += ["      </description>", "    </release>"]
    block.append("  </releases>")
    made, count = re.subn(r"  <releases>.*?</releases>", "\n".join(block), current, flags=re.S)
    if count != 1:
        sys.exit(f"news: {METAINFO} has no <releases> block to replace")
    return made


def main():
    if len(sys.argv) != 2 or sys.argv[1] not in ("write", "check"):
        sys.exit(__doc__)
    with open("NEWS.md", encoding="utf-8") as news:
        found = releases(news.read())
    with open(METAINFO, encoding="utf-8") as file:
        current_metainfo = file.read()
    with open("debian/changelog", encoding="utf-8") as file:
        current_changelog = file.read()
    made = {"debian/changelog": (changelog(found), current_changelog), METAINFO: (metainfo(found, current_metainfo), current_metainfo)}
    stale = [path for path, (new, old) in made.items() if new != old]
    if sys.argv[1] == "write":
        for path in stale:
            with open(path, "w", encoding="utf-8") as file:
                file.write(made[path][0])
        print(f"news: {len(found)} releases; wrote {', '.join(stale) or 'nothing (all current)'}")
        return
    for path in stale:
        print(f"news: {path} is not what NEWS.md makes: scripts/news.py write", file=sys.stderr)
    print(f"news: {len(found)} releases, {len(stale)} stale")
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
