#!/bin/bash
# The layout's signal table (docs/ARCHITECTURE.md): every signal handler, shortcut, frame
# callback and main-loop source Sources/TwoPane connects is in
# TwoPaneSplitLayout+Connections.swift, where each says whether a render blocks it and what
# command it sends. Fails, naming file and line, on an `on…` call, `g_signal_connect`,
# `addShortcut`, `runEachFrame`, `reportTransitionsAsBusy`, `MainLoop.whenIdle`,
# `afterNextPaint` or `requestFrame` anywhere else in Sources/TwoPane (doc comments aside).
# Main-actor tasks (a load, the app's search) are not sources of the table: what they return
# comes back to the queue as a command (LayoutCommand's `loadEnded`, `appSearchFound`).
set -euo pipefail
cd "$(dirname "$0")/.."
table=Sources/TwoPane/TwoPaneSplitLayout+Connections.swift
pattern='(\.on[A-Z][A-Za-z]*[[:space:]]*[({])|g_signal_connect|addShortcut\(|runEachFrame\(|reportTransitionsAsBusy\('
pattern+='|MainLoop\.whenIdle|afterNextPaint\(|requestFrame\('
found=$(grep -rnE "$pattern" Sources/TwoPane --include=*.swift | grep -v "^$table:" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*///' || true)
if [ -n "$found" ]; then
    echo "check-signal-table: connections outside $table (move them into the table, with DuringRender):" >&2
    echo "$found" >&2
    exit 1
fi
echo "signal table: every connection and main-loop source of Sources/TwoPane is in $table"
