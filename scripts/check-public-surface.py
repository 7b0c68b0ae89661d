#!/usr/bin/env python3
"""Checks the public surface of a symbol graph for what apps must not get.

Usage: scripts/check-public-surface.py PATH/TwoPane.symbols.json

Lists, one `kind path: why` line each, and then exits with status 1:
  - every `open` symbol: apps do not subclass TwoPane's types (they wrap a GTK widget with
    `Widget(adopting:)` and hold wrappers in types of their own);
  - every public symbol whose declaration takes or gives a raw pointer (`Unsafe…Pointer`,
    `OpaquePointer`) other than the documented escape hatches: `Widget(adopting:)`, the two
    `withUnsafeWidgetPointer` methods, and their counterparts for objects that are not
    widgets, `GObjectReference(adopting:)` and the two `withUnsafeObjectPointer`. Members a type only inherits from a standard
    library protocol (a collection's `withContiguousStorageIfAvailable`; DocC marks them
    `::SYNTHESIZED::`) are the standard library's API, not TwoPane's, and are not checked.
With neither it prints how many public symbols it checked and exits with status 0. A file
that cannot be read as a symbol graph exits with status 2.

Standard library only.
"""

import re
import sys

import symbol_graph

# The way in and out of GTK's C API, documented in the Widget and GObjectReference types and
# "Any GTK widget".
ESCAPE_HATCHES = {
    "Widget.init(adopting:)",
    "Widget.withUnsafeWidgetPointer(_:)",
    "Widget.withUnsafeWidgetPointer(as:_:)",
    "GObjectReference.init(adopting:)",
    "GObjectReference.withUnsafeObjectPointer(_:)",
    "GObjectReference.withUnsafeObjectPointer(as:_:)",
}
RAW_POINTER = re.compile(r"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bOpaquePointer\b")


def problems(graph):
    """The symbols apps must not get, and how many public or open symbols there are."""
    found = []
    count = 0
    for symbol in graph.get("symbols", []):
        access = symbol.get("accessLevel")
        if access not in ("public", "open"):
            continue
        count += 1
        kind = symbol.get("kind", {}).get("identifier", "?").removeprefix("swift.")
        path = ".".join(symbol.get("pathComponents", [])) or symbol.get("identifier", {}).get("precise", "?")
        declaration = "".join(fragment.get("spelling", "") for fragment in symbol.get("declarationFragments", []))
        if access == "open":
            found.append((kind, path, "open: apps would subclass or override it"))
        inherited = "::SYNTHESIZED::" in symbol.get("identifier", {}).get("precise", "")
        if RAW_POINTER.search(declaration) and path not in ESCAPE_HATCHES and not inherited:
            found.append((kind, path, "a raw pointer outside the escape hatches"))
    return sorted(set(found), key=lambda item: (item[1], item[0], item[2])), count


def main(arguments):
    if len(arguments) != 1:
        print("usage: check-public-surface.py SYMBOL_GRAPH.json", file=sys.stderr)
        return 2
    path = arguments[0]
    graph = symbol_graph.load(path, "check-public-surface")
    if graph is None:
        return 2
    found, count = problems(graph)
    if found:
        for kind, symbol, why in found:
            print(f"{kind} {symbol}: {why}")
        print(f"check-public-surface: {len(found)} problems in the public surface of {path}", file=sys.stderr)
        return 1
    print(f"{count} public symbols, none open, raw pointers only in the escape hatches")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
