#!/usr/bin/env bash
# Runs a command in a Debian 13 root (GTK 4.18, libadwaita 1.7) with this machine's Swift
# toolchain and the working tree bind-mounted at their own paths, so the package is built
# and tested against the newest GTK 4 Debian ships (make test-gtk-latest, make
# bench-gtk-latest). The root is made once with debootstrap from Debian's archive and kept in
# .build/gtk-latest/debian-13 (about 1.5 GB); every mount made for a run is undone when it
# ends, whether the command passed, failed or was interrupted.
#
# Usage: scripts/gtk-latest.sh COMMAND...   (as root; COMMAND runs in the tree, inside the root)
#        scripts/gtk-latest.sh --prepare    (only make the root)
# Environment: DEBIAN_MIRROR (default http://deb.debian.org/debian); GTK_LATEST_ROOT: a root
# another checkout made (e.g. /work/main/.build/gtk-latest/debian-13), used instead of making
# one here. It is only read: the run sees it through an overlay whose changes go to this tree's
# .build/gtk-latest/overlay, and it must hold the packages listed below already.
set -euo pipefail

tree=$(cd "$(dirname "$0")/.." && pwd)
base=$tree/.build/gtk-latest
root=$base/debian-13
shared_root=${GTK_LATEST_ROOT:-}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
swift_dir=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")")")

# What the builds and tests need there: GTK and libadwaita with their headers, what the Swift
# toolchain links against, and the headless session of scripts/headless.sh.
packages=(
  libgtk-4-dev libadwaita-1-dev libgtk-4-bin pkg-config gcc g++ libc6-dev make gettext
  libncurses6 libcurl4t64 libxml2 libsqlite3-0 libedit2 libpython3.13 binutils libstdc++-14-dev
  zlib1g-dev git libsqlite3-dev e2fsprogs
  python3 python3-gi python3-pyatspi gir1.2-atspi-2.0 xvfb xauth xdotool x11-utils dbus
  dbus-x11 at-spi2-core imagemagick adwaita-icon-theme librsvg2-common librsvg2-bin
  fonts-dejavu-core fonts-comfortaa locales valgrind xsettingsd
)
# When the list changes, an existing root installs what it lacks (the stamp holds the list).
stamp=$root/.twopane-packages
wanted=$(printf '%s\n' "${packages[@]}" | sort | tr '\n' ' ')

if [[ $(id -u) -ne 0 ]]; then
  echo "gtk-latest: needs root (debootstrap, chroot and bind mounts)" >&2
  exit 2
fi

mounts=()
cleanup() {
  local i
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" 2>/dev/null || true
  done
  mounts=()
}
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

bind() { # bind SOURCE TARGET [ro]
  mkdir -p "$2"
  mount --bind "$1" "$2"
  mounts+=("$2")
  if [[ ${3:-} == ro ]]; then mount -o remount,bind,ro "$2"; fi
}

# Makes the root if there is none (a minimal Debian 13, moved into place only once whole),
# then installs what the list asks for when it changed since the last time: apt resolves what
# the packages need (debootstrap --include leaves some -dev packages' dependencies out).
prepare() {
  if [[ ! -d $root ]]; then
    command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
    local fresh=$base/debian-13.new
    rm -rf "$fresh"
    mkdir -p "$base"
    echo "gtk-latest: making a Debian 13 root in $root (once; about 1.5 GB from $mirror)" >&2
    debootstrap --variant=minbase trixie "$fresh" "$mirror" >"$base/debootstrap.log" 2>&1 || {
      tail -20 "$base/debootstrap.log" >&2
      echo "gtk-latest: debootstrap failed (log: $base/debootstrap.log)" >&2
      exit 1
    }
    mv "$fresh" "$root"
  fi
  if [[ -f $stamp && $(cat "$stamp") == "$wanted" ]]; then return; fi
  echo "gtk-latest: installing the packages the builds and tests need in $root" >&2
  mount -t proc proc "$root/proc"
  mounts+=("$root/proc")
  local status=0
  chroot "$root" /usr/bin/env DEBIAN_FRONTEND=noninteractive PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    sh -c 'apt-get update -q && apt-get install -y -q --no-install-recommends "$@"' apt "${packages[@]}" \
    >>"$base/apt.log" 2>&1 || status=$?
  cleanup
  if [[ $status -ne 0 ]]; then
    tail -20 "$base/apt.log" >&2
    echo "gtk-latest: installing the packages failed (log: $base/apt.log)" >&2
    exit 1
  fi
  echo "$wanted" >"$stamp"
}

# A root made elsewhere: checked, never changed; the run's root is an overlay of it.
use_shared_root() {
  if [[ ! -f $shared_root/.twopane-packages ]]; then
    echo "gtk-latest: GTK_LATEST_ROOT=$shared_root is not a root made by scripts/gtk-latest.sh" >&2
    exit 2
  fi
  if [[ $(cat "$shared_root/.twopane-packages") != "$wanted" ]]; then
    echo "gtk-latest: GTK_LATEST_ROOT=$shared_root lacks packages this list wants;" \
      "run scripts/gtk-latest.sh --prepare in the checkout that made it" >&2
    exit 2
  fi
  local overlay=$base/overlay
  mkdir -p "$overlay/upper" "$overlay/work" "$overlay/root"
  mount -t overlay overlay -o "lowerdir=$shared_root,upperdir=$overlay/upper,workdir=$overlay/work" \
    "$overlay/root"
  mounts+=("$overlay/root")
  root=$overlay/root
}

if [[ -n $shared_root ]]; then
  shared_root=$(readlink -f "$shared_root")
  use_shared_root
else
  prepare
fi
[[ ${1:-} == --prepare ]] && exit 0

mount -t proc proc "$root/proc"; mounts+=("$root/proc")
bind /sys "$root/sys" ro
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind "$swift_dir" "$root$swift_dir" ro
bind "$tree" "$root$tree"

chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" \
  PATH="$swift_dir/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  GTK_LATEST=1 bash -c 'cd "$1" && shift && "$@"' gtk-latest "$tree" "$@"
