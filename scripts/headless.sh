#!/usr/bin/env bash
# Runs a command on a private X server (Xvfb) with its own D-Bus session and the
# accessibility bus, the way the GUI tests need: X11 backend, cairo renderer, and every
# GLib warning fatal. XDG_STATE_HOME is a fresh directory, removed at the end: apps that
# remember their state (trails' window size, divider, selection) never read or write the
# user's own.
set -euo pipefail
if [[ "${1:-}" != "--inside" ]]; then
  # A private XDG_RUNTIME_DIR: the accessibility bus's socket goes there (else one path,
  # ~/.cache/at-spi/bus, for every session of the user: two runs at once would share it).
  runtime=$(mktemp -d "${TMPDIR:-/tmp}/twopane-runtime.XXXXXX")
  xvfb=
  cleanup() {
    if [[ -n $xvfb ]]; then kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true; fi
    rm -rf "$runtime"
  }
  trap cleanup EXIT
  trap 'exit 129' HUP
  trap 'exit 130' INT
  trap 'exit 143' TERM
  # Xvfb picks a free display number itself and writes it once it accepts connections
  # (-displayfd): xvfb-run -a picks one before starting Xvfb, which races with any other X
  # server starting at that moment (make test starts several sessions at once). Clients
  # need the cookie (MIT-MAGIC-COOKIE-1) the server reads from its -auth file, where it
  # takes every entry whatever display it names; the client's entry names the real one.
  export XAUTHORITY=$runtime/Xauthority
  cookie=$(mcookie)
  touch "$XAUTHORITY"
  xauth -q add :0 . "$cookie"
  mkfifo "$runtime/display"
  exec 3<>"$runtime/display"
  # -noreset: by default Xvfb resets when its last client leaves, and a client connecting
  # meanwhile is refused (a window manager started right after an xprop: "Failed to open
  # the display").
  Xvfb -displayfd 3 -screen 0 2560x1200x24 -nolisten tcp -noreset -auth "$XAUTHORITY" \
    </dev/null >"$runtime/Xvfb.log" 2>&1 &
  xvfb=$!
  # Xvfb writes the number, then the newline: a read that times out between the two keeps
  # what it got (bash stores partial input), the next one gets the rest.
  display=
  for ((tries = 0; tries < 300; tries++)); do
    part=
    if read -r -t 0.1 -u 3 part; then display+=$part; break; fi
    display+=$part
    kill -0 "$xvfb" 2>/dev/null || break
  done
  exec 3>&-
  if [[ ! $display =~ ^[0-9]+$ ]]; then
    echo "headless.sh: Xvfb did not start:" >&2
    cat "$runtime/Xvfb.log" >&2
    exit 1
  fi
  xauth -q add ":$display" . "$cookie"
  status=0
  DISPLAY=:$display XDG_RUNTIME_DIR=$runtime dbus-run-session -- "$0" --inside "$@" || status=$?
  exit "$status"
fi
shift
export GDK_BACKEND=x11 GSK_RENDERER=cairo G_DEBUG=fatal-warnings
export GSETTINGS_BACKEND=memory
state_home=$(mktemp -d "${TMPDIR:-/tmp}/twopane-state.XXXXXX")
trap 'rm -rf "$state_home"' EXIT
export XDG_STATE_HOME=$state_home
"$@"
