#!/usr/bin/python3
"""Every relative link of the repository's Markdown files resolves inside the repository.

Reads each tracked (or new, not ignored) `*.md` file, takes its Markdown links and images
(`[text](target)`, `![alt](target)`) outside code blocks and code spans, and checks that
each target that is not a web address (`http:`, `https:`, `mailto:`) or an anchor in the
same file names a file or folder of the repository (in a DocC catalog, an image's bare
name names a file of the catalog's Resources folder, as DocC finds it). Prints each broken link as
`FILE:LINE: target` and "N links, M broken"; exits 1 when any is broken.
"""

import os
import re
import subprocess
import sys

LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE_SPAN = re.compile(r"`[^`]*`")


def markdown_files(root):
    listed = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard",
                             "*.md"], capture_output=True, check=True).stdout.decode().split("\0")
    return [path for path in listed if path and os.path.exists(os.path.join(root, path))]


def links(text):
    """(line number, target) of each link outside fenced code blocks and code spans."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for match in LINK.finditer(CODE_SPAN.sub("", line)):
            yield number, match.group(1)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    checked, broken = 0, []
    for path in markdown_files(root):
        with open(os.path.join(root, path), encoding="utf-8") as file:
            text = file.read()
        for number, target in links(text):
            if re.match(r"^(https?|mailto):", target) or target.startswith("#"):
                continue
            checked += 1
            resolved = os.path.normpath(os.path.join(root, os.path.dirname(path), target.split("#")[0]))
            catalog = re.match(r"^(.*\.docc)/", path)
            if catalog and "/" not in target:
                # DocC finds an image by its name among the catalog's resources.
                resolved = os.path.join(root, catalog.group(1), "Resources", target)
            if not resolved.startswith(root + os.sep) or not os.path.exists(resolved):
                broken.append(f"{path}:{number}: {target}")
    for line in broken:
        print(line)
    print(f"links: {checked} relative links, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
