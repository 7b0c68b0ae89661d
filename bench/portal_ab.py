"""Trails' start-up with and without a settings portal on the session bus (issue 26): the
portal's colour scheme and contrast are read before the first frame, and that read must not
delay it by more than 2 ms.

`measure(run, runs)` alternates start-ups without and with the fake settings portal of the
end-to-end tests (Tests/EndToEnd/fake_settings_portal.py, answering "no preference" and
normal contrast) owning org.freedesktop.portal.Desktop on the session bus: one discarded pair
first, then `runs` pairs. The portal is started before its run and stopped after it, outside
the time measured. Without it, the read fails at once (the name has no owner and is not
started).
"""

import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVICE = os.path.join(ROOT, "bench", "portal_service.py")
TARGET_MS = 2.0


class Portal:
    """The fake settings portal, in a process of its own, for one run."""

    def __enter__(self):
        self.process = subprocess.Popen([sys.executable, SERVICE], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self.process.stdout.readline().decode().strip()
        if line != "ready":
            self.process.kill()
            _, errors = self.process.communicate(timeout=10)
            raise RuntimeError(f"the fake settings portal did not start: {errors.decode(errors='replace')}")
        return self

    def __exit__(self, *_):
        self.process.stdin.close()  # the service stops when its stdin closes
        self.process.wait(timeout=10)


def measure(run, runs):
    """`run()` is one start-up, returning its record ({"wall_us": …}); returns the summary."""
    pairs = []
    for index in range(runs + 1):
        without = run()["wall_us"]
        with Portal():
            with_portal = run()["wall_us"]
        if index > 0:  # the first pair warms up
            pairs.append((without, with_portal))
    differences = [(b - a) / 1000 for a, b in pairs]
    delay = statistics.median(differences)
    return {
        "runs": runs,
        "without_ms": round(statistics.median(a for a, _ in pairs) / 1000, 1),
        "with_ms": round(statistics.median(b for _, b in pairs) / 1000, 1),
        "paired_median_delay_ms": round(delay, 2),
        "samples_us": pairs,
        "target": f"the portal read delays start-up by ≤ {TARGET_MS:g} ms",
        "met": delay <= TARGET_MS,
    }


def table(summary):
    """(head, body, note) of the summary's table, for bench.py's render."""
    met = "met" if summary["met"] else "not met"
    head = ["start-up, exec to exit at the first frame", "without a portal", "with a portal",
            "delay (median of pairs)", "target"]
    body = [["4 (built-in) items", f"{summary['without_ms']:.1f} ms", f"{summary['with_ms']:.1f} ms",
             f"{summary['paired_median_delay_ms']:+.2f} ms", f"≤ {TARGET_MS:g} ms: {met}"]]
    note = (f"{summary['runs']} pairs, alternately without and with the fake settings portal on the"
            " session bus (bench/portal_ab.py); the delay is the median of each pair's difference.")
    return head, body, note
