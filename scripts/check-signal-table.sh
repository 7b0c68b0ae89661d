#!/bin/bash
# The layout's signal table (docs/ARCHITECTURE.md): every signal handler, shortcut and frame
# callback Sources/TwoPane connects is in TwoPaneSplitLayout+Connections.swift, where each
# says whether a render blocks it. Fails, naming file and line, on an `on…` call,
# `g_signal_connect`, `addShortcut`, `runEachFrame` or `reportTransitionsAsBusy` anywhere else
# in Sources/TwoPane (doc comments aside).
set -euo pipefail
cd "$(dirname "$0")/.."
table=Sources/TwoPane/TwoPaneSplitLayout+Connections.swift
pattern='(\.on[A-Z][A-Za-z]*[[:space:]]*[({])|g_signal_connect|addShortcut\(|runEachFrame\(|reportTransitionsAsBusy\('
found=$(grep -rnE "$pattern" Sources/TwoPane --include=*.swift | grep -v "^$table:" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*///' || true)
if [ -n "$found" ]; then
    echo "check-signal-table: connections outside $table (move them into the table, with DuringRender):" >&2
    echo "$found" >&2
    exit 1
fi
echo "signal table: every connection of Sources/TwoPane is in $table"
