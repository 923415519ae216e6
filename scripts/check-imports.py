#!/usr/bin/env python3
"""Each target declares what it imports, and imports what it declares: reads the package as
SwiftPM describes it (`swift package dump-package`) and every Swift file's import lines. Prints
each mismatch and exits 1 when there is one."""
import glob
import json
import re
import subprocess
import sys

# What the toolchain and the system provide without a declaration.
PROVIDED = {"Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency"}
# A Swift import names one module (a line with a comma is another language's, inside a string).
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_exported\s+)?import\s+(?:(?:struct|enum|class|func|protocol|typealias)\s+)?(\w+)[^,]*$")

# The game's executable and every target it links import no Foundation (nor its Essentials): the
# release binary stays a fifth of the size it had with Foundation and ICU (docs/ENGINEERING.md).
WITHOUT_FOUNDATION = "TapTheLargerShape"
# The C library as a whole is the operating system's boundary: only these targets import it. The
# rest asks them (SystemIO's files, clock, threads and process; Platform's SDL and fonts), and
# Drawing's Trigonometry asks libm through CMath, so each system call has one place.
C_LIBRARY = {"Glibc", "Musl", "Darwin"}
C_LIBRARY_OWNERS = {"SystemIO", "Platform"}

package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
problems = []
imports_of = {}
local_dependencies = {}
for target in package["targets"]:
    if target["type"] in ("system", "plugin"):
        continue
    declared = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "product", "target"):
            if kind in dependency:
                declared.add(dependency[kind][0])
    folder = target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
    imported = set()
    for path in glob.glob(folder + "/**/*.swift", recursive=True):
        with open(path, encoding="utf-8") as source:
            for line in source:
                match = IMPORT.match(line)
                if match:
                    imported.add(match.group(1))
    imports_of[target["name"]] = imported
    if target["type"] != "test" and folder.startswith("Sources/") and target["name"] not in C_LIBRARY_OWNERS:
        for module in sorted(imported & C_LIBRARY):
            problems.append(f"{target['name']} imports {module}: only {' and '.join(sorted(C_LIBRARY_OWNERS))} may (ask them)")
    local_dependencies[target["name"]] = {d[k][0] for d in target["dependencies"] for k in ("byName", "target") if k in d}
    undeclared = sorted(imported - declared - PROVIDED - {target["name"]})
    unused = sorted(declared - imported)
    if undeclared:
        problems.append(f"{target['name']} imports what it does not declare: {', '.join(undeclared)}")
    if unused:
        problems.append(f"{target['name']} declares what it never imports: {', '.join(unused)}")
linked, waiting = set(), [WITHOUT_FOUNDATION]
while waiting:
    name = waiting.pop()
    if name in linked or name not in imports_of:
        continue
    linked.add(name)
    waiting.extend(local_dependencies[name])
    foundation = sorted(module for module in imports_of[name] if module.startswith("Foundation"))
    if foundation:
        problems.append(f"{name} is linked into {WITHOUT_FOUNDATION} and imports {', '.join(foundation)}")
for problem in problems:
    print(f"check-imports: {problem}")
print(f"check-imports: {len(package['targets'])} targets, {len(problems)} problems")
sys.exit(1 if problems else 0)
