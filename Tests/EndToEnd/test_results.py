"""How every end-to-end test reports: one line per check, and the closing "N passed, M
failed". Plain Python, so tests that need no AT-SPI (the install test) use it too."""


class Results:
    """Counts checks and prints one line per check."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL {name}" + (f": {detail}" if detail else ""), flush=True)
        return ok

    def summary(self):
        """Prints the closing "N passed, M failed" line; the exit status to use."""
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0


def note(text):
    """An indented information line (not a check)."""
    print(f"     {text}", flush=True)
