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
  status=0
  XDG_RUNTIME_DIR=$runtime xvfb-run -a -s "-screen 0 2560x1200x24 -nolisten tcp" \
    dbus-run-session -- "$0" --inside "$@" || status=$?
  rm -rf "$runtime"
  exit "$status"
fi
shift
export GDK_BACKEND=x11 GSK_RENDERER=cairo G_DEBUG=fatal-warnings
export GSETTINGS_BACKEND=memory
state_home=$(mktemp -d "${TMPDIR:-/tmp}/twopane-state.XXXXXX")
trap 'rm -rf "$state_home"' EXIT
export XDG_STATE_HOME=$state_home
"$@"
