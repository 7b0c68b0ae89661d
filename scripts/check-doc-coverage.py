#!/usr/bin/env python3
"""Checks that every public symbol of a symbol graph has a one-line summary.

Usage: scripts/check-doc-coverage.py PATH/TwoPane.symbols.json

Reads the symbol graph the Swift compiler emits (-emit-symbol-graph) and lists every public
symbol that has a source location but no doc comment, or whose doc comment's first line is
empty, one `kind path` line each (for example `init ObservableValue.init(_:)`), then exits
with status 1. Symbols without a location are the compiler's own (members synthesised for a
conformance: `hashValue`, `hash(into:)`, `init(rawValue:)`…) and are skipped. When every
symbol is documented it prints how many there are and exits with status 0. A file that
cannot be read as a symbol graph exits with status 2.

Standard library only.
"""

import sys

import symbol_graph


def undocumented(graph):
    """The public, located symbols without a summary, and how many public located symbols
    there are in all."""
    missing = []
    count = 0
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") != "public" or "location" not in symbol:
            continue
        count += 1
        lines = symbol.get("docComment", {}).get("lines", [])
        summary = lines[0].get("text", "").strip() if lines else ""
        if not summary:
            kind = symbol.get("kind", {}).get("identifier", "?").removeprefix("swift.")
            path = ".".join(symbol.get("pathComponents", [])) or symbol.get("identifier", {}).get("precise", "?")
            missing.append((kind, path))
    return sorted(set(missing), key=lambda item: (item[1], item[0])), count


def main(arguments):
    if len(arguments) != 1:
        print("usage: check-doc-coverage.py SYMBOL_GRAPH.json", file=sys.stderr)
        return 2
    path = arguments[0]
    graph = symbol_graph.load(path, "check-doc-coverage")
    if graph is None:
        return 2
    missing, count = undocumented(graph)
    if missing:
        for kind, symbol in missing:
            print(f"{kind} {symbol}")
        print(f"check-doc-coverage: {len(missing)} of {count} public symbols in {path} have no "
              "doc comment summary", file=sys.stderr)
        return 1
    print(f"{count} public symbols, all documented")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
