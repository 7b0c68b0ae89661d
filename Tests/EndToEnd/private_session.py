"""Runs a test script again inside its own D-Bus session, with a private XDG_RUNTIME_DIR.

at-spi-bus-launcher puts the accessibility bus's socket at $XDG_RUNTIME_DIR/at-spi/bus,
else at ~/.cache/at-spi/bus, one path for every session of the user: two runs at once
would take each other's bus. Import nothing from gi before calling `rerun_inside`: the
script's real work happens in the second process.
"""

import os
import shutil
import subprocess
import sys
import tempfile

INSIDE_MARK = "TWOPANE_PRIVATE_SESSION"


def rerun_inside(script):
    """Returns at once inside the private session; outside, runs `script` (with this
    process's arguments) in one under `dbus-run-session` and exits with its status."""
    if os.environ.get(INSIDE_MARK) == "1":
        return
    runtime = tempfile.mkdtemp(prefix="twopane-session-")
    environment = dict(os.environ, XDG_RUNTIME_DIR=runtime, **{INSIDE_MARK: "1"})
    try:
        status = subprocess.call(["dbus-run-session", "--", sys.executable, os.path.abspath(script),
                                  *sys.argv[1:]], env=environment)
    except OSError as error:
        print(f"cannot run dbus-run-session: {error}", file=sys.stderr)
        status = 2
    finally:
        shutil.rmtree(runtime, ignore_errors=True)
    sys.exit(status if status >= 0 else 128 - status)
