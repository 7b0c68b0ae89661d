#!/usr/bin/env bash
# Installs the Debian 12 packages a make target needs, only those missing.
# Usage: scripts/install-deps.sh build|run|test
set -euo pipefail

# gettext: msgfmt compiles the translations (po/) with every build; libadwaita-1-0: Trails
# draws with libadwaita (TwoPaneAdwaita, the opt-in, loads it at run time; nothing of it is
# needed to build).
build=(libgtk-4-dev pkg-config gettext)
run=("${build[@]}" libadwaita-1-0 adwaita-icon-theme librsvg2-common fonts-comfortaa fonts-dejavu-core)
# x11-utils: xprop, to read a window's maximised state; desktop-file-utils, appstream,
# librsvg2-bin: the install test validates and renders; orca, speech-dispatcher: the screen
# reader test listens to what Orca says (speech-dispatcher's dummy output, no sound);
# openbox: the window manager the edge-drag test resizes the window with; sway, grim, wtype:
# the headless Wayland compositor, its screenshots and its virtual keyboard (the Wayland and
# swipe tests build their virtual pointer with gcc and wayland-scanner, from libgtk-4-dev's
# dependencies); locales: localedef, for a right-to-left session under an English locale;
# graphviz: the architecture diagrams are checked against their text; python3-pyflakes: the
# Python tests are linted; libgtk-4-bin: gtk4-encode-symbolic-svg, to check the rows' icon
# PNG is its SVG drawn (make check-resources); libadwaita-1-dev: the benchmark's libadwaita
# floor and the look test's reference (bench/out/minimal-adwaita); xsettingsd: the display's
# XSETTINGS (the text size), as GNOME's settings daemon serves them, for the large-text test; libxtst6: the benchmark's
# type-save mode types real keys through XTEST (xdotool needs it too); libsqlite3-dev:
# Examples/Notes (SQLite with FTS5); e2fsprogs: chattr, its tests' read-only file as root.
test=("${run[@]}" xvfb xauth xdotool x11-utils dbus dbus-x11 at-spi2-core python3 python3-gi
      python3-pyatspi gir1.2-atspi-2.0 imagemagick valgrind desktop-file-utils appstream
      librsvg2-bin orca speech-dispatcher openbox sway grim wtype locales graphviz python3-pyflakes
      libgtk-4-bin libadwaita-1-dev xsettingsd libxtst6 libsqlite3-dev e2fsprogs)

case "${1:-}" in
  build) wanted=("${build[@]}") ;;
  run) wanted=("${run[@]}") ;;
  test) wanted=("${test[@]}") ;;
  *) echo "usage: $0 build|run|test" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
echo "Installing: ${missing[*]}"
"${sudo[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
