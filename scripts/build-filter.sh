#!/usr/bin/env bash
# Passes SwiftPM's build output through, minus its one known harmless line: SwiftPM drops
# pkg-config's -pthread/-msse2 flags for GTK and says so on every build. Keeps the exit
# status of the build (use with `set -o pipefail` semantics via PIPESTATUS in make).
grep -v "warning: prohibited flag(s)" || true
