#!/usr/bin/env bash
# Builds the Wayland test tools into OUT_DIR (default: .build/wayland-tools of this
# repository) and prints the path of wl-virtual-pointer.
#
# wl-virtual-pointer.c is a client of wlr-virtual-pointer-unstable-v1. The protocol's XML
# is kept next to it, unchanged, since no Debian 12 package ships it: wlroots'
# protocol/wlr-virtual-pointer-unstable-v1.xml (version 2, as in wlroots 0.15, which sway
# 1.7 uses; github.com/swaywm/wlroots at 0855cdac; MIT licence in its header). Its glue code is
# generated here with wayland-scanner (client-header + private-code) and everything is
# compiled with gcc against libwayland-client. Needs libwayland-bin (wayland-scanner),
# libwayland-dev, gcc and pkg-config. Rebuilds only when a source is newer than the binary.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../.." && pwd)
out=${1:-$repo/.build/wayland-tools}
protocol=$here/wlr-virtual-pointer-unstable-v1.xml
source=$here/wl-virtual-pointer.c
binary=$out/wl-virtual-pointer

if [[ -x $binary && $binary -nt $protocol && $binary -nt $source && $binary -nt $0 ]]; then
  echo "$binary"
  exit 0
fi
mkdir -p "$out"
# A private directory per build: two tests building at once do not mix their files.
work=$(mktemp -d "$out/build.XXXXXX")
trap 'rm -rf "$work"' EXIT
wayland-scanner client-header "$protocol" "$work/wlr-virtual-pointer-unstable-v1-client-protocol.h"
wayland-scanner private-code "$protocol" "$work/wlr-virtual-pointer-unstable-v1-protocol.c"
# shellcheck disable=SC2046  # pkg-config prints several flags
gcc -std=c11 -O2 -Wall -Wextra -Wno-unused-parameter -Werror \
  -I"$work" -o "$work/wl-virtual-pointer" \
  "$source" "$work/wlr-virtual-pointer-unstable-v1-protocol.c" \
  $(pkg-config --cflags --libs wayland-client) -lm
mv -f "$work/wl-virtual-pointer" "$binary"
echo "$binary"
