#!/usr/bin/python3
"""Every Swift example of the documentation, built as an app builds it (`make test`).

Finds every ```swift block of README.md, docs/*.md and the DocC articles
(Sources/TwoPane/TwoPane.docc/*.md), and every example in the doc comments of
Sources/TwoPane, Sources/TwoPaneGtk and Sources/TwoPaneModel (a `///` block fenced with
```swift or a bare ```, which DocC shows as Swift), writes them into one consumer package
that depends on TwoPane by URL and version, one Swift file per block, and builds it. A
stale example fails the build, and the failure names the block's own file and line: each
block's lines are compiled under `#sourceLocation`, so the compiler reports README.md:123,
not the generated file.

Contexts. A block is a fragment of an app: it uses names it does not declare (`layout`,
`window`, `Trail`). Each block is compiled in a context, a Swift file in
scripts/doc-examples/ that declares those names (never run: the examples are built, not
run). A fragment's `import` lines go to the top of its file and the rest becomes the body
of a `@MainActor func … throws`, so it may declare values and types of its own (shadowing
the context's) and use `try`. Which context:

  1. the one named on the line before the opening fence, `<!-- example-context: NAME -->`
     (in a doc comment, `/// <!-- example-context: NAME -->`);
  2. else, by the block's words, the first that matches:
       manifest  it starts with `// swift-tools-version`, or uses `.package(url:`
       tests     `XCTAssert`, `FinalizationCensus` or `ItemsEdit`: package API, for tests
       mail      `Message` or `messages`
       notes     `Note` or `notes`
       trails    anything else.

The contexts: trails, notes, mail (scripts/doc-examples/NAME.swift, one library target
each, warnings off: examples leave values unused); tests (scripts/doc-examples/tests.swift,
a target compiled with TwoPane's package name, so it sees TwoPane's `package` API, and with
XCTest); program (a complete `main.swift`, unchanged, an executable target of its own, which
must build without a warning: the README's Quick Start); manifest (a `Package.swift`, the
TwoPane URL `https://…/TwoPane.git` replaced by the snapshot's; a fragment such as
`dependencies: […]` is wrapped in `Package(name:…)`; resolved with `swift package resolve`).

Usage: extract-doc-examples.py --list
           the blocks, each with its file, line and context
       extract-doc-examples.py OUT_DIR --url URL --version VERSION [--swift SWIFT]
           [--cache-path DIR] [--no-build]
           writes the consumer package into OUT_DIR (made anew) and builds it
Exits 0 when every block builds, 1 otherwise (the failing blocks are named at the end).
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTEXT_DIR = os.path.join("scripts", "doc-examples")
MARKDOWN = ["README.md", "docs/*.md", "Sources/TwoPane/TwoPane.docc/*.md"]
DOC_COMMENT_SOURCES = ["Sources/TwoPane", "Sources/TwoPaneGtk", "Sources/TwoPaneModel", "Sources/TwoPaneAdwaita"]
LIBRARY_CONTEXTS = ["trails", "notes", "mail"]
CONTEXTS = LIBRARY_CONTEXTS + ["tests", "program", "manifest"]
# The URL the docs give for TwoPane, which the manifest blocks' copies replace.
DOCUMENTED_URL = "https://…/TwoPane.git"

MARKER = re.compile(r"^\s*<!--\s*example-context:\s*([\w-]+)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```(\w*)\s*$")
DOC_LINE = re.compile(r"^\s*/// ?(.*)$")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+\w+")
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>error|warning): ")
WORDS = [
    ("tests", re.compile(r"\b(XCTAssert\w*|FinalizationCensus|ItemsEdit)\b")),
    ("mail", re.compile(r"\b(Message|messages)\b")),
    ("notes", re.compile(r"\b(Note|notes)\b")),
]


class Block:
    def __init__(self, path, line, lines, marker):
        self.path = path        # relative to the repository
        self.line = line        # of the block's first line of code (after the fence)
        self.lines = lines      # the code, doc-comment slashes taken off
        self.marker = marker    # the context named before the fence, or None
        self.context = marker or choose_context(lines)
        self.name = "example_" + re.sub(r"\W", "_", path) + f"_{line}"

    @property
    def where(self):
        return f"{self.path}:{self.line}"


def choose_context(lines):
    text = "\n".join(lines)
    first = next((line.strip() for line in lines if line.strip()), "")
    if first.startswith("// swift-tools-version") or ".package(url:" in text:
        return "manifest"
    for context, words in WORDS:
        if words.search(text):
            return context
    return "trails"


def markdown_blocks(path):
    """The ```swift blocks of a Markdown file."""
    with open(os.path.join(ROOT, path)) as file:
        text = file.read().splitlines()
    blocks, number = [], 0
    while number < len(text):
        fence = FENCE.match(text[number])
        if not fence:
            number += 1
            continue
        language, indent = fence.group(2), len(fence.group(1))
        start = number + 1
        end = start
        while end < len(text) and not re.match(r"^\s*```\s*$", text[end]):
            end += 1
        if language == "swift":
            blocks.append(Block(path, start + 1, [line[indent:] for line in text[start:end]],
                                marker_before(text, number)))
        number = end + 1
    return blocks


def marker_before(lines, fence_index):
    """The context named on the last non-blank line before the fence at `fence_index`."""
    index = fence_index - 1
    while index >= 0 and lines[index].strip() in ("", "///"):
        index -= 1
    if index < 0:
        return None
    line = lines[index]
    comment = DOC_LINE.match(line)
    match = MARKER.match(comment.group(1) if comment else line)
    return match.group(1) if match else None


def doc_comment_blocks(path):
    """The fenced blocks of a Swift file's `///` comments: ```swift, or a bare ``` (Swift
    to DocC). A block fenced with another language is not Swift."""
    with open(os.path.join(ROOT, path)) as file:
        text = file.read().splitlines()
    blocks, number = [], 0
    while number < len(text):
        comment = DOC_LINE.match(text[number])
        fence = FENCE.match(comment.group(1)) if comment else None
        if not fence:
            number += 1
            continue
        language = fence.group(2)
        start = number + 1
        end = start
        body = []
        while end < len(text):
            inner = DOC_LINE.match(text[end])
            if not inner or re.match(r"^\s*```\s*$", inner.group(1)):
                break
            body.append(inner.group(1))
            end += 1
        if language in ("", "swift"):
            blocks.append(Block(path, start + 1, body, marker_before(text, number)))
        number = end + 1
    return blocks


def all_blocks():
    blocks = []
    for pattern in MARKDOWN:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            blocks += markdown_blocks(os.path.relpath(path, ROOT))
    for folder in DOC_COMMENT_SOURCES:
        for directory, _, files in sorted(os.walk(os.path.join(ROOT, folder))):
            for name in sorted(files):
                if name.endswith(".swift"):
                    blocks += doc_comment_blocks(os.path.relpath(os.path.join(directory, name), ROOT))
    return blocks


def source_location(block, offset=0):
    return f'#sourceLocation(file: "{block.path}", line: {block.line + offset})'


def context_imports(context):
    """The imports of a context's file: every block of the context has them too."""
    with open(os.path.join(ROOT, CONTEXT_DIR, f"{context}.swift")) as file:
        return [line.strip() for line in file if IMPORT.match(line)]


def fragment_file(block):
    """A fragment as a function: its context's imports and its own at the top, the rest as
    the body, every line where the compiler reports it at the block's own file and line."""
    imports = list(dict.fromkeys(context_imports(block.context)
                                 + [line.strip() for line in block.lines if IMPORT.match(line)]))
    body = [("// " + line.strip()) if IMPORT.match(line) else line for line in block.lines]
    return "\n".join([
        f"// {block.where}, context {block.context}: made by scripts/extract-doc-examples.py",
        *imports,
        "",
        f"@MainActor func {block.name}() throws {{",
        source_location(block),
        *body,
        "#sourceLocation()",
        "}",
        "",
    ])


def program_file(block):
    return "\n".join([source_location(block), *block.lines, "#sourceLocation()", ""])


def manifest_file(block, url):
    lines = [line.replace(DOCUMENTED_URL, url) for line in block.lines]
    if any(line.strip().startswith("// swift-tools-version") for line in lines[:1]):
        # The tools version must stay the first line: the location directive follows it.
        return "\n".join([lines[0], source_location(block, 1), *lines[1:], "#sourceLocation()", ""])
    # A location directive stands between statements: the opening line counts as the fence's.
    return "\n".join([
        "// swift-tools-version: 6.0",
        "import PackageDescription",
        source_location(block, -1),
        'let package = Package(name: "Example",',
        *lines,
        ")",
        "#sourceLocation()",
        "",
    ])


def manifest_targets(text):
    """The targets a manifest declares, (kind, name), so the package gets a source for each."""
    return re.findall(r"\.(executableTarget|target|testTarget)\(\s*name:\s*\"([^\"]+)\"", text)


def write_package(out, blocks, url, version):
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    targets = []
    for context in LIBRARY_CONTEXTS + ["tests"]:
        members = [block for block in blocks if block.context == context]
        if not members:
            continue
        target = f"Examples_{context}"
        folder = os.path.join(out, "Sources", target)
        os.makedirs(folder)
        shutil.copy(os.path.join(ROOT, CONTEXT_DIR, f"{context}.swift"), os.path.join(folder, "Context.swift"))
        for block in members:
            with open(os.path.join(folder, f"{block.name}.swift"), "w") as file:
                file.write(fragment_file(block))
        if context == "tests":
            # TwoPane's package name (SwiftPM gives none without package access): the target
            # sees TwoPane's `package` API, as TwoPane's own tests do. A library target, not a
            # test target: XCTest imports all the same, and nothing needs discovering.
            targets.append(f'.target(name: "{target}", dependencies: {DEPENDENCIES}, packageAccess: false, '
                           'swiftSettings: [.unsafeFlags(["-package-name", "twopane", "-suppress-warnings"])])')
        else:
            targets.append(f'.target(name: "{target}", dependencies: {DEPENDENCIES}, '
                           'swiftSettings: [.unsafeFlags(["-suppress-warnings"])])')
    for block in blocks:
        if block.context != "program":
            continue
        target = "Program_" + block.name[len("example_"):]
        folder = os.path.join(out, "Sources", target)
        os.makedirs(folder)
        with open(os.path.join(folder, "main.swift"), "w") as file:
            file.write(program_file(block))
        targets.append(f'.executableTarget(name: "{target}", dependencies: {DEPENDENCIES})')
    with open(os.path.join(out, "Package.swift"), "w") as file:
        file.write("\n".join([
            "// swift-tools-version: 6.0",
            "// Made by scripts/extract-doc-examples.py: every Swift example of the docs, built.",
            "import PackageDescription",
            "let package = Package(",
            '    name: "DocExamples",',
            f'    dependencies: [.package(url: "{url}", from: "{version}")],',
            "    targets: [",
            *[f"        {target}," for target in targets],
            "    ]",
            ")",
            "",
        ]))
    manifests = []
    for block in blocks:
        if block.context != "manifest":
            continue
        folder = os.path.join(out, "Manifests", block.name)
        os.makedirs(folder)
        text = manifest_file(block, url)
        with open(os.path.join(folder, "Package.swift"), "w") as file:
            file.write(text)
        for kind, name in manifest_targets(text):
            source = os.path.join(folder, "Tests" if kind == "testTarget" else "Sources", name)
            os.makedirs(source, exist_ok=True)
            with open(os.path.join(source, "main.swift" if kind == "executableTarget" else f"{name}.swift"), "w"):
                pass
        manifests.append((block, folder))
    return manifests


DEPENDENCIES = ('[.product(name: "TwoPane", package: "TwoPane"), .product(name: "CGtk", package: "TwoPane"), '
                '.product(name: "TwoPaneAdwaita", package: "TwoPane")]')


def run(command, log):
    """Runs `command` in ROOT, its output into `log` and returned."""
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with open(log, "w") as file:
        file.write(result.stdout)
    return result.returncode, result.stdout


def diagnostics(output, blocks):
    """The errors (and the programs' warnings) of a build, each with its block."""
    found = []
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path = os.path.relpath(match.group("file"), ROOT) if os.path.isabs(match.group("file")) else match.group("file")
        number = int(match.group("line"))
        block = next((block for block in blocks if block.path == path
                      and block.line <= number < block.line + len(block.lines)), None)
        if match.group("kind") == "error" or (block is not None and block.context == "program"):
            if (line, block) not in found:  # SwiftPM may print a diagnostic more than once
                found.append((line, block))
    return found


def without_repeats(output):
    """A build's output without its progress lines, each diagnostic (with the code it quotes)
    once: SwiftPM prints a module's diagnostics again for every file it compiles."""
    chunks, chunk = [], []
    for line in output.splitlines():
        if re.match(r"^\[\d+/\d+\] ", line) or "warning: prohibited flag(s)" in line:
            chunks.append(chunk)
            chunk = []
            continue
        if DIAGNOSTIC.match(line) or re.match(r"^(error|warning): ", line):
            chunks.append(chunk)
            chunk = []
        chunk.append(line)
    chunks.append(chunk)
    return "".join(text + "\n" for text in dict.fromkeys("\n".join(chunk) for chunk in chunks if chunk))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--url")
    parser.add_argument("--version")
    parser.add_argument("--swift", default=os.environ.get("SWIFT", "swift"))
    parser.add_argument("--cache-path")
    parser.add_argument("--no-build", action="store_true")
    options = parser.parse_args()
    blocks = all_blocks()
    unknown = [block for block in blocks if block.context not in CONTEXTS]
    for block in unknown:
        print(f"{block.where}: error: no example context {block.context!r} "
              f"(the contexts: {', '.join(CONTEXTS)})", file=sys.stderr)
    if options.list:
        for block in blocks:
            print(f"{block.where}: {block.context}{' (marked)' if block.marker else ''}, {len(block.lines)} lines")
        return 1 if unknown else 0
    if unknown:
        return 1
    if not (options.out and options.url and options.version):
        parser.error("OUT_DIR, --url and --version are needed (or --list)")
    out = os.path.abspath(options.out)
    manifests = write_package(out, blocks, options.url, options.version)
    counts = ", ".join(f"{sum(block.context == context for block in blocks)} {context}" for context in CONTEXTS)
    print(f"doc examples: {len(blocks)} Swift blocks ({counts}) in {os.path.relpath(out, ROOT)}")
    if options.no_build:
        return 0
    started = time.monotonic()
    cache = ["--cache-path", options.cache_path] if options.cache_path else []
    failed = []
    for block, folder in manifests:
        status, output = run([options.swift, "package", "--package-path", folder, *cache, "resolve"],
                             os.path.join(folder, "resolve.log"))
        if status != 0:
            print(without_repeats(output), end="")
            failed.append((f"{block.where}: the manifest does not resolve (exit status {status})", block))
    scratch = os.path.join(os.path.dirname(out), os.path.basename(out) + "-build")
    status, output = run([options.swift, "build", "--package-path", out, "--scratch-path", scratch,
                          *cache, "--disable-index-store"], os.path.join(out, "build.log"))
    found = diagnostics(output, blocks)
    if status != 0 or found:
        print(without_repeats(output), end="")
        failed += found
        if status != 0 and not found:
            failed.append((f"the build failed (exit status {status}; {os.path.join(out, 'build.log')})", None))
    if failed:
        print(f"doc examples: FAILED, {len(failed)} problems:", file=sys.stderr)
        for line, block in failed:
            where = f" [the block at {block.where}, context {block.context}]" if block else ""
            print(f"  {line}{where}", file=sys.stderr)
        return 1
    print(f"doc examples: all {len(blocks)} build ({len(manifests)} manifests resolved) in "
          f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
