#!/usr/bin/env bash
# The screenshots of docs/ANCHOR.md (issues 23 and 39): Trails, which opts into libadwaita's
# look, beside the libadwaita program it is measured against on each Debian, in the light
# and the dark style: on Debian 12 (GTK 4.8, libadwaita 1.2) beside an AdwLeaflet
# (bench/reference/minimal-adwaita.c), in the Debian 13 root (GTK 4.18, libadwaita 1.7)
# beside an AdwNavigationSplitView (bench/reference/minimal-adwaita-navigation.c). Each
# window's content at 1000 x 700 (nothing selected; "Dolomites" selected) and at 480 x 700
# (the collapsed detail page with its back button), taken headless by scripts/anchor-shots.py
# under scripts/headless.sh, dark through a fake settings portal saying prefer-dark. Writes
# docs/screenshots/anchor/NAME-{1000-none,1000,480}{,-dark}.png, NAME one of:
#
#   debian12-trails       the host's release build of trails
#   debian12-leaflet      bench/out/minimal-adwaita, on the host
#   debian13-trails       trails built in the Debian 13 root
#   debian13-navigation   minimal-adwaita-navigation built there
#
# and the colours read from the 1000 px ones (header bars, surface, sidebar, selected row) to
# .build/anchor/colours.json, printed at the end as the Markdown table of docs/ANCHOR.md.
#
# The Debian 13 root is the one of scripts/gtk-latest.sh (make test-gtk-latest makes it in
# .build/gtk-latest/debian-13); GTK_LATEST_ROOT names one another checkout made instead, which
# is only read (e.g. GTK_LATEST_ROOT=/work/main/.build/gtk-latest/debian-13). The builds made in
# the root go to this tree's .build/gtk-latest (build/, anchor/). Re-run it after changing
# Trails' look, then update docs/ANCHOR.md's table and sentences to what the new screenshots show.
#
# Usage: scripts/anchor-screenshots.sh [--host | --gtk-latest]   (as root; both by default)
#   e.g. GTK_LATEST_ROOT=/work/main/.build/gtk-latest/debian-13 nice -n 10 scripts/anchor-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots/anchor
colours=.build/anchor/colours.json
shots() { # shots BINARY NAME: light, then dark
  local style
  rm -f "$out/$2"-*.png
  for style in "" --dark; do
    # shellcheck disable=SC2086  # $style: no argument in light
    scripts/headless.sh /usr/bin/python3 scripts/anchor-shots.py $style --colours "$colours" "$1" "$2" "$out" 2>&1 \
      | grep -E "^anchor-shots:|Error|Traceback|^ |timed out" || true
  done
  for shot in 1000-none 1000 480 1000-none-dark 1000-dark 480-dark; do
    [[ -s $out/$2-$shot.png ]] || { echo "anchor-screenshots: no $out/$2-$shot.png" >&2; exit 1; }
  done
}
release=(-c release --static-swift-stdlib --disable-index-store)

case ${1:-} in
--inside) # in the Debian 13 root, through scripts/gtk-latest.sh
  work=$PWD/.build/gtk-latest
  echo "anchor-screenshots: GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)"
  make --no-print-directory -C bench/reference OUT="$work/anchor" "$work/anchor/minimal-adwaita-navigation"
  nice -n 10 swift build "${release[@]}" --scratch-path "$work/build" --product trails 2>&1 | scripts/build-filter.sh
  shots "$work/anchor/minimal-adwaita-navigation" debian13-navigation
  shots "$work/build/release/trails" debian13-trails
  ;;
"" | --host | --gtk-latest)
  mkdir -p "$out"
  if [[ ${1:-} != --gtk-latest ]]; then
    echo "anchor-screenshots: GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)"
    make --no-print-directory -C bench/reference ../../bench/out/minimal-adwaita
    nice -n 10 swift build "${release[@]}" --product trails 2>&1 | scripts/build-filter.sh
    shots bench/out/minimal-adwaita debian12-leaflet
    shots .build/release/trails debian12-trails
  fi
  if [[ ${1:-} != --host ]]; then
    scripts/gtk-latest.sh scripts/anchor-screenshots.sh --inside
  fi
  /usr/bin/python3 scripts/anchor-shots.py --table "$colours" debian12-leaflet:debian12-trails \
    debian13-navigation:debian13-trails
  ;;
*)
  sed -n 's/^# Usage: /usage: /p' "$0" >&2
  exit 2
  ;;
esac
