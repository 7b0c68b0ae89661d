#!/usr/bin/env bash
# The screenshots of docs/ANCHOR.md (issue 23 item 7): Trails beside libadwaita 1.7's
# AdwNavigationSplitView (bench/reference/minimal-adwaita-navigation.c), each window's content
# at 1000 x 700 (nothing selected; "Dolomites" selected) and at 480 x 700 (the collapsed
# detail page with its back button), taken headless by scripts/anchor-shots.py under
# scripts/headless.sh. Writes docs/screenshots/anchor/:
#
#   trails-{1000-none,1000,480}.png         the host's release build of trails (GTK 4.8)
#   trails-gtk418-{1000-none,1000,480}.png  trails built in the Debian 13 root (GTK 4.18)
#   adwaita-{1000-none,1000,480}.png        minimal-adwaita-navigation there (GTK 4.18,
#                                           libadwaita 1.7)
#
# The Debian 13 root is the one of scripts/gtk-latest.sh (make test-gtk-latest makes it in
# .build/gtk-latest/debian-13); GTK_LATEST_ROOT names one another checkout made instead, which
# is only read (e.g. GTK_LATEST_ROOT=/work/main/.build/gtk-latest/debian-13). The builds made in
# the root go to this tree's .build/gtk-latest (build/, anchor/). Re-run it after changing
# Trails' look, then update docs/ANCHOR.md's sentences to what the new screenshots show.
#
# Usage: scripts/anchor-screenshots.sh [--host | --gtk-latest]   (as root; both by default)
#   e.g. GTK_LATEST_ROOT=/work/main/.build/gtk-latest/debian-13 nice -n 10 scripts/anchor-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots/anchor
shots() { # shots BINARY NAME
  scripts/headless.sh /usr/bin/python3 scripts/anchor-shots.py "$1" "$2" "$out" 2>&1 \
    | grep -E "^anchor-shots:|Error|Traceback|^ |timed out" || true
  for width in 1000-none 1000 480; do
    [[ -s $out/$2-$width.png ]] || { echo "anchor-screenshots: no $out/$2-$width.png" >&2; exit 1; }
  done
}
release=(-c release --static-swift-stdlib --disable-index-store)

case ${1:-} in
--inside) # in the Debian 13 root, through scripts/gtk-latest.sh
  work=$PWD/.build/gtk-latest
  echo "anchor-screenshots: GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)"
  make --no-print-directory -C bench/reference OUT="$work/anchor" "$work/anchor/minimal-adwaita-navigation"
  nice -n 10 swift build "${release[@]}" --scratch-path "$work/build" --product trails 2>&1 | scripts/build-filter.sh
  rm -f "$out"/adwaita-*.png "$out"/trails-gtk418-*.png
  shots "$work/anchor/minimal-adwaita-navigation" adwaita
  shots "$work/build/release/trails" trails-gtk418
  ;;
"" | --host | --gtk-latest)
  mkdir -p "$out"
  if [[ ${1:-} != --gtk-latest ]]; then
    nice -n 10 swift build "${release[@]}" --product trails 2>&1 | scripts/build-filter.sh
    rm -f "$out"/trails-1000*.png "$out"/trails-480.png
    shots .build/release/trails trails
  fi
  if [[ ${1:-} != --host ]]; then
    scripts/gtk-latest.sh scripts/anchor-screenshots.sh --inside
  fi
  ;;
*)
  sed -n 's/^# Usage: /usage: /p' "$0" >&2
  exit 2
  ;;
esac
