#!/usr/bin/env python3
"""docs/ARCHITECTURE.md's table of the controller's parts, checked against the code.

For each row of the table under "## The controller's parts": every type named in code in
its first column is declared in Sources/TwoPane (a class, struct or enum), and every
lowerCamel name in code in its state and widgets columns is a stored property (`let` or
`var` without a getter) of one of the row's types, in the file that declares it or its
extensions. The controller itself keeps at most 20 stored properties, and each of its parts
named in the table is one of them. Exits 1 naming what is wrong, 0 with a summary.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ROOT / "Sources" / "TwoPane"
DOC = ROOT / "docs" / "ARCHITECTURE.md"
CONTROLLER = "TwoPaneSplitLayout"
MAX_CONTROLLER_PROPERTIES = 20

STORED = re.compile(
    r"^    (?:@[A-Za-z]+ )*(?:(?:public|package|private|fileprivate|internal)(?:\(set\))? )*"
    r"(?:let|var) ([a-zA-Z_][A-Za-z0-9_]*)\b(?P<rest>.*)$"
)


def parts_table(text):
    """The rows of the parts table: lists of cells."""
    section = text.split("## The controller's parts", 1)
    if len(section) < 2:
        sys.exit("check-architecture: docs/ARCHITECTURE.md has no '## The controller's parts' section")
    rows = []
    for line in section[1].split("\n## ", 1)[0].splitlines():
        if not line.startswith("|") or line.startswith("|---") or line.startswith("| part "):
            continue
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def declaring_files(type_name):
    """The files of Sources/TwoPane that declare `type_name` or extend it."""
    declaration = re.compile(rf"^(?:@MainActor\s+)?(?:public |package )?(?:final )?(?:class|struct|enum) {type_name}\b")
    extension = re.compile(rf"^extension {type_name}\b")
    declared, extended = [], []
    for path in sorted(SOURCES.rglob("*.swift")):
        for line in path.read_text().splitlines():
            if declaration.match(line):
                declared.append(path)
            elif extension.match(line):
                extended.append(path)
    return declared, extended


def stored_properties(path):
    """The stored properties declared at the type level of `path` (four spaces in)."""
    names = []
    for line in path.read_text().splitlines():
        match = STORED.match(line)
        if not match:
            continue
        rest = match.group("rest")
        # A computed property: a type followed by a body, no initial value.
        if rest.rstrip().endswith("{") and "=" not in rest:
            continue
        if re.match(r"\s*:[^=]*\{\s*[a-z(]", rest) and "=" not in rest.split("{", 1)[0]:
            continue
        names.append(match.group(1))
    return names


def main():
    rows = parts_table(DOC.read_text())
    problems = []
    checked = 0
    controller_parts = []
    for cells in rows:
        if len(cells) != 4:
            problems.append(f"a row of the parts table has {len(cells)} cells, not 4: {' | '.join(cells)}")
            continue
        types = [name for name in re.findall(r"`([A-Z][A-Za-z0-9]*)`", cells[0])]
        properties = set()
        for type_name in types:
            declared, _ = declaring_files(type_name)
            if not declared:
                problems.append(f"{type_name}: no class, struct or enum {type_name} in Sources/TwoPane")
                continue
            for path in declared:
                properties.update(stored_properties(path))
        if cells[0].startswith(f"`{CONTROLLER}`"):
            continue
        controller_parts.extend(re.findall(r"\(`([a-z][A-Za-z0-9]*)`\)", cells[0]))
        for column in (cells[1], cells[2]):
            for name in re.findall(r"`([a-z][A-Za-z0-9]*)`", column):
                checked += 1
                if name not in properties:
                    problems.append(f"{' / '.join(types)}: the table says it owns `{name}`, not a stored property of it")
    controller_files, _ = declaring_files(CONTROLLER)
    controller = [name for path in controller_files for name in stored_properties(path)]
    if len(controller) > MAX_CONTROLLER_PROPERTIES:
        problems.append(
            f"{CONTROLLER} has {len(controller)} stored properties, more than {MAX_CONTROLLER_PROPERTIES}: "
            + ", ".join(controller)
        )
    for part in controller_parts:
        if part not in controller:
            problems.append(f"{CONTROLLER}: the table names its part `{part}`, not one of its stored properties")
    if problems:
        print("check-architecture: docs/ARCHITECTURE.md's parts table does not match the code:", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(
        f"architecture: {len(rows)} parts, {checked} owned names checked; "
        f"{CONTROLLER} keeps {len(controller)} stored properties"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
