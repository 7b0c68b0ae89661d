#!/usr/bin/python3
"""The fake settings portal of the end-to-end tests, as a process of its own for
bench/portal_ab.py: it owns org.freedesktop.portal.Desktop on the session bus, prints
"ready", and serves until its standard input closes."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Tests", "EndToEnd"))
os.environ.pop("G_DEBUG", None)  # as the tests' harness does: this process is not under test

from fake_settings_portal import FakeSettingsPortal  # noqa: E402

portal = FakeSettingsPortal()
print("ready", flush=True)
sys.stdin.read()
portal.stop()
