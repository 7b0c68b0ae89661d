#!/usr/bin/env bash
# What `make bench-gtk-latest` runs inside the Debian 13 root (scripts/gtk-latest.sh): Trails,
# the C reference, the plain GTK 4 floor and libadwaita's AdwNavigationSplitView with an
# AdwBreakpoint, built there against GTK 4.18 and libadwaita 1.7, started alternately
# (bench/bench.py --gtk-latest); writes bench/results-gtk-latest.json and
# bench/RESULTS-gtk-latest.md. Builds go under .build/gtk-latest, apart from the host's.
set -euo pipefail
if [[ ${GTK_LATEST:-} != 1 ]]; then
  echo "gtk-latest-bench: runs inside the Debian 13 root; use make bench-gtk-latest" >&2
  exit 2
fi
work=$PWD/.build/gtk-latest
out=$work/bench-out
swift build -c release --static-swift-stdlib --disable-index-store --scratch-path "$work/build" \
  --product trails-bench 2>&1 | scripts/build-filter.sh
make --no-print-directory -C bench/reference OUT="$out"
scripts/headless.sh /usr/bin/python3 bench/bench.py --gtk-latest --a "$work/build/release/trails-bench" \
  --b "$out/trails-reference" --c "$out/minimal-gtk" --d "$out/minimal-adwaita-navigation"
