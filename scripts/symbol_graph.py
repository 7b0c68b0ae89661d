"""Reading a Swift symbol graph (`swift build -emit-symbol-graph`), for the docs checks."""

import json
import sys


def load(path, tool):
    """The symbol graph at `path`, or None after one line on stderr naming `tool` and what
    was wrong (the caller exits 2)."""
    try:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        if not isinstance(graph, dict) or not isinstance(graph.get("symbols"), list):
            raise ValueError("no 'symbols' list")
    except (OSError, ValueError) as error:
        print(f"{tool}: {path}: not a readable symbol graph ({error})", file=sys.stderr)
        return None
    return graph
