#!/usr/bin/env python3
"""check-doc-names.py: the names the guide and the docs write in single backticks are the code's.

DocC checks the symbols a page links (``Name``); a name in single backticks (`TurnController`,
`Game.handle`) is only text to it, and drifts unseen when the code is renamed. This reads every
DocC article (Sources/*/*.docc/*.md) and docs/*.md, and for each single-backticked word that reads
as a Swift type (`UpperCamelCase`) or a type's member (`Type.member`) outside code blocks, looks
for its declaration in Sources: a type declared or extended, a member declared in a file that
declares or extends that type. It prints what it cannot find and exits 1 if anything is missing.
Names that are not the project's (SDL's, the standard library's) are listed in KNOWN below.
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# Words in backticks that look like Swift names but are not declared here: other libraries' and
# the standard library's types, SDL's and Xlib's names, the tutorial's 2015 names.
KNOWN = {
    "UIView", "UIColor", "UIKit", "CGFloat", "CGSize", "CGRect", "NSUserDefaults", "NSNotificationCenter", "UIButton",
    "UISegmentedControl", "UIBezierPath", "GameViewController", "GameView", "SquareShapeView", "CircleShapeView", "SquareShape",
    "CircleShape", "SquareShapeFactory", "CircleShapeFactory", "SquareShapeViewFactory", "CircleShapeViewFactory",
    "RandomNumberGenerator", "SystemRandomNumberGenerator", "Sequence", "Collection", "Array", "Dictionary", "Set", "String",
    "Int", "Double", "Bool", "UInt64", "UInt32", "Duration", "ContinuousClock", "Mutex", "Sendable", "Hashable", "Equatable",
    "Error", "Result", "Optional", "Character", "Substring", "MainActor", "Task", "Foundation", "FoundationEssentials",
    "JSONSerialization", "JSONDecoder", "JSONEncoder", "Codable", "Logger", "LoggingSystem", "Data", "URL", "Date",
    "FileManager", "ProcessInfo", "DispatchQueue", "Glibc", "ArgumentParser", "Mirror", "CaseIterable",
    "RawRepresentable", "CustomStringConvertible", "Never", "Void", "Float", "AnyObject", "KeyPath", "WritableKeyPath",
    "SDL_Event", "SDL_GetError", "SDL_Init", "Xft", "TOML", "JSON", "GNOME", "KDE", "UTC", "PNG", "SVG", "CSDL2", "XDG",
    "UIViewContentMode",
    # Keys and buttons as the player reads them, and the desktop entry's and Debian's field names.
    "Ctrl", "Shift", "Esc", "Enter", "Space", "Tab", "Start", "Back", "Home", "End", "Exec", "TryExec", "Depends", "Recommends", "Suggests",
    "StartupWMClass", "SingleMainWindow", "Installed-Size",
    # The player's files, and the cookbook's own example.
    "settings.toml", "state.json", "RandomAccessCollection", "Log",
}
# A name with one of these endings is a file: it must be one of the repository's.
FILE_ENDINGS = (".swift", ".md", ".c", ".h", ".py", ".sh", ".toml", ".json", ".resolved", ".png", ".docc", ".tsv", ".txt", ".xml", ".desktop", ".po", ".pot")
TYPE = re.compile(r"^[A-Z][A-Za-z0-9]*$")
MEMBER = re.compile(r"^([A-Z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)(\(.*\))?$")
TICKED = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def sources():
    files = {}
    for path in glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True) + glob.glob(
        os.path.join(ROOT, "Tests", "**", "*.swift"), recursive=True
    ) + [os.path.join(ROOT, "Package.swift")]:
        with open(path, encoding="utf-8") as handle:
            files[path] = handle.read()
    for path in glob.glob(os.path.join(ROOT, "Sources", "**", "*.[ch]"), recursive=True):
        with open(path, encoding="utf-8") as handle:
            files[path] = handle.read()
    return files


def repository():
    """The names of the repository's files and folders, as a fresh clone has them.

    What git ignores (Package.resolved, .build) is left out, so the check gives the same answer
    in a working tree that has built and in a clone that has not; a file not yet added counts.
    A name the .gitignore lists by itself is one the build makes and git keeps out: a page may
    name it (`Package.resolved`, to say it is not committed). Outside git, the folder is walked.
    """
    try:
        listed = subprocess.run(
            ["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            check=True, capture_output=True, text=True,
        ).stdout.split("\0")
    except (OSError, subprocess.CalledProcessError):
        listed = None
    files, folders = set(), set()
    if listed is None:
        for folder, _, names in os.walk(ROOT):
            if "/.build" in folder or "/.git" in folder:
                continue
            files.update(names)
            folders.add(os.path.basename(folder))
    else:
        for path in filter(None, listed):
            parts = path.split("/")
            files.add(parts[-1])
            folders.update(parts[:-1])
    ignore = os.path.join(ROOT, ".gitignore")
    if os.path.exists(ignore):
        with open(ignore, encoding="utf-8") as handle:
            files.update(line.strip() for line in handle if re.match(r"^[A-Za-z0-9_.+-]+$", line.strip()))
    return files, folders


def main():
    files = sources()
    declared_types = set()
    files_of_type = {}
    for path, text in files.items():
        for match in re.finditer(r"\b(?:struct|enum|class|protocol|typealias|associatedtype|actor|extension)\s+(?:[A-Za-z0-9_]+\.)*([A-Z][A-Za-z0-9_]*)", text):
            declared_types.add(match.group(1))
            files_of_type.setdefault(match.group(1), set()).add(path)
    members = {}
    for path, text in files.items():
        found = set(re.findall(r"\b(?:func|var|let|case|init)\s+`?([a-z][A-Za-z0-9_]*)", text))
        # Targets and products are named in Package.swift.
        declared_types.update(re.findall(r'name:\s*"([A-Za-z0-9_]+)"', text))
        found |= set(re.findall(r"\bcase\s+[a-z][A-Za-z0-9_]*(?:\([^)]*\))?(?:\s*,\s*([a-z][A-Za-z0-9_]*))+", text))
        members[path] = found
    pages = glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md")) + glob.glob(os.path.join(ROOT, "docs", "*.md"))
    problems = []
    repository_files, folders = repository()
    for page in sorted(pages):
        with open(page, encoding="utf-8") as handle:
            text = handle.read()
        # Code blocks quote other code (the tutorial's, a diff): only prose is checked.
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        for number, line in enumerate(prose.split("\n"), 1):
            for word in TICKED.findall(line):
                word = word.strip()
                if word in KNOWN or word in folders:
                    continue
                if word.endswith(FILE_ENDINGS) and re.match(r"^[A-Za-z0-9_.+-]+$", word):
                    if word not in repository_files:
                        problems.append(f"{os.path.relpath(page, ROOT)}: `{word}`: no file of that name in the repository")
                    continue
                member = MEMBER.match(word)
                if member:
                    owner, name = member.group(1), member.group(2)
                    if owner in KNOWN or owner not in declared_types:
                        if owner not in KNOWN:
                            problems.append(f"{os.path.relpath(page, ROOT)}: `{word}`: no type {owner} in Sources")
                        continue
                    if not any(name in members[path] for path in files_of_type.get(owner, ())):
                        problems.append(f"{os.path.relpath(page, ROOT)}: `{word}`: {owner} has no member {name}")
                elif TYPE.match(word) and len(word) > 2 and any(c.islower() for c in word) and word not in declared_types:
                    problems.append(f"{os.path.relpath(page, ROOT)}: `{word}`: no type of that name in Sources")
    for problem in sorted(set(problems)):
        print(f"check-doc-names: {problem}")
    names = "every name in single backticks is the code's" if not problems else f"{len(set(problems))} names not found"
    print(f"check-doc-names: {len(pages)} pages read; {names}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
