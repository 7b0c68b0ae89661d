#!/usr/bin/python3
"""Every Swift example of the documentation, built as an app builds it (`make test`).

Finds every ```swift block of README.md, docs/*.md and the DocC articles (every `*.docc`
catalog of a target), and every example in the doc comments of every target of
Package.swift (a `///` block fenced with ```swift or a bare ```, which DocC shows as
Swift), writes them into one consumer package that depends on TwoPane by URL and version,
one Swift file per block, and builds it. A stale example fails the build, and the failure
names the block's own file and line: each block's lines are compiled under
`#sourceLocation`, so the compiler reports README.md:123, not the generated file. A use of
deprecated API in a block fails it too (the example must show the API as it is).

Targets. The list of targets is the manifest's (`swift package dump-package`), never one
written here: every Swift file of every target is read, and every folder under Sources/
must be a target's. The targets the library products are made of (TwoPane, TwoPaneGtk,
TwoPaneModel, TwoPaneState, TwoPaneAdwaita, ...) are what an app imports: their blocks are
compiled in the contexts below, against the products. A target no product exports
(TrailsData, TestSupport, ...) has its blocks compiled in its own context, named after it:
a copy of the target (and of the targets it needs that no product exports) is a local
target of the consumer package, and the blocks import it. A target whose blocks cannot be
built that way (an executable or a test target: nothing may import it) fails the check,
loudly: no target is ever left out.

Contexts. A block is a fragment of an app: it uses names it does not declare (`layout`,
`window`, `Trail`). Each block is compiled in a context, a Swift file in
scripts/doc-examples/ that declares those names (never run: the examples are built, not
run). A fragment's `import` lines go to the top of its file and the rest becomes the body
of a `@MainActor func … throws`, so it may declare values and types of its own (shadowing
the context's) and use `try`. Which context:

  0. a block of a target no product exports: that target's (scripts/doc-examples/TARGET.swift,
     if there is one, and `import TARGET`); naming another is an error;
  1. the one named on the line before the opening fence, `<!-- example-context: NAME -->`
     (in a doc comment, `/// <!-- example-context: NAME -->`);
  2. else, by the block's words, the first that matches:
       manifest  it starts with `// swift-tools-version`, or uses `.package(url:`
       tests     `XCTAssert`, `FinalizationCensus` or `ItemsEdit`: package API, for tests
       mail      `Message` or `messages`
       notes     `Note` or `notes`
       trails    anything else.

The contexts: trails, notes, mail (scripts/doc-examples/NAME.swift, one library target
each); tests (scripts/doc-examples/tests.swift, a target compiled with TwoPane's package
name, so it sees TwoPane's `package` API, and with XCTest); program (a complete
`main.swift`, unchanged, an executable target of its own, which must build without a
warning: the README's Quick Start); manifest (a `Package.swift`, the TwoPane URL
`https://…/TwoPane.git` replaced by the snapshot's; a fragment such as `dependencies: […]`
is wrapped in `Package(name:…)`; resolved with `swift package resolve`). Warnings are not
shown (examples leave values unused), but for a program's and a deprecation in any block.

Usage: extract-doc-examples.py --list [--swift SWIFT]
           the blocks, each with its file, line and context, then the count per target
       extract-doc-examples.py OUT_DIR --url URL --version VERSION [--swift SWIFT]
           [--cache-path DIR] [--no-build]
           writes the consumer package into OUT_DIR (made anew) and builds it
Exits 0 when every block builds, 1 otherwise (the failing blocks are named at the end).
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTEXT_DIR = os.path.join("scripts", "doc-examples")
# The Markdown outside the targets; each target's DocC catalogs (`*.docc`) are read as well.
MARKDOWN = ["README.md", "docs/*.md"]
LIBRARY_CONTEXTS = ["trails", "notes", "mail"]
CONTEXTS = LIBRARY_CONTEXTS + ["tests", "program", "manifest"]
# The URL the docs give for TwoPane, which the manifest blocks' copies replace.
DOCUMENTED_URL = "https://…/TwoPane.git"
# TwoPane's package name as SwiftPM gives it to the compiler (its identity): a target
# compiled with it sees TwoPane's `package` API.
PACKAGE_NAME = "twopane"
# The copy of a target no product exports is this module in the consumer package.
LOCAL_PREFIX = "Local_"

MARKER = re.compile(r"^\s*<!--\s*example-context:\s*([\w-]+)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```(\w*)\s*$")
DOC_LINE = re.compile(r"^\s*/// ?(.*)$")
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+\w+")
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?:\d+:)? (?P<kind>error|warning): ")
DEPRECATED = re.compile(r"\bdeprecated\b")
WORDS = [
    ("tests", re.compile(r"\b(XCTAssert\w*|FinalizationCensus|ItemsEdit)\b")),
    ("mail", re.compile(r"\b(Message|messages)\b")),
    ("notes", re.compile(r"\b(Note|notes)\b")),
]


class Target:
    """A target of Package.swift, as `swift package dump-package` gives it."""

    def __init__(self, entry):
        self.name = entry["name"]
        self.kind = entry["type"]  # regular, executable, test, system, …
        default = "Tests" if self.kind == "test" else "Sources"
        self.path = os.path.normpath(entry.get("path") or os.path.join(default, self.name))
        # (kind, name): kind "byName", "target" or "product".
        self.dependencies = [(kind, value[0]) for dependency in entry["dependencies"]
                             for kind, value in dependency.items()]
        self.package_access = entry.get("packageAccess", True)
        # What a copy in the consumer package would lose: refused rather than dropped.
        self.unsupported = [key for key in ("settings", "resources", "exclude", "sources") if entry.get(key)]
        self.exported = False  # part of a library product: what an app imports

    def dependency_names(self, targets):
        """The targets of this package it depends on (a product of another package is not one)."""
        return [name for kind, name in self.dependencies if kind != "product" and name in targets]


def package_targets(swift):
    """The package's targets by name, every target a library product is made of (with what
    it depends on) marked exported, and the library products' names."""
    result = subprocess.run([swift, "package", "--package-path", ROOT, "dump-package"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"extract-doc-examples: `{swift} package dump-package` failed "
                 f"(exit status {result.returncode}); the targets come from the manifest:\n{result.stderr}")
    manifest = json.loads(result.stdout)
    targets = {entry["name"]: Target(entry) for entry in manifest["targets"]}
    libraries = [product for product in manifest["products"] if "library" in product["type"]]
    pending = [name for product in libraries for name in product["targets"]]
    while pending:
        target = targets[pending.pop()]
        if not target.exported:
            target.exported = True
            pending += target.dependency_names(targets)
    return targets, [product["name"] for product in libraries]


def layout_problems(targets):
    """Folders under Sources/ that are no target's, and targets whose folder is missing:
    either would leave sources unread."""
    paths = {target.path for target in targets.values()}
    problems = [f"{target.path}: error: the folder of target {target.name} is missing"
                for target in targets.values() if not os.path.isdir(os.path.join(ROOT, target.path))]
    for name in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        path = os.path.join("Sources", name)
        if os.path.isdir(os.path.join(ROOT, path)) and path not in paths:
            problems.append(f"{path}: error: a folder of Sources/ that is no target of Package.swift")
    return problems


class Block:
    def __init__(self, path, line, lines, marker, target=None):
        self.path = path        # relative to the repository
        self.line = line        # of the block's first line of code (after the fence)
        self.lines = lines      # the code, doc-comment slashes taken off
        self.marker = marker    # the context named before the fence, or None
        self.target = target    # the target whose file holds the block, or None
        if target is not None and not target.exported:
            self.context = target.name  # only its own context can import its module
        else:
            self.context = marker or choose_context(lines)
        self.name = "example_" + re.sub(r"\W", "_", path) + f"_{line}"

    @property
    def where(self):
        return f"{self.path}:{self.line}"

    @property
    def local(self):
        """Whether the block belongs to a target no product exports (compiled against a copy)."""
        return self.target is not None and not self.target.exported


def choose_context(lines):
    text = "\n".join(lines)
    first = next((line.strip() for line in lines if line.strip()), "")
    if first.startswith("// swift-tools-version") or ".package(url:" in text:
        return "manifest"
    for context, words in WORDS:
        if words.search(text):
            return context
    return "trails"


def markdown_blocks(path, target=None):
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
                                marker_before(text, number), target))
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


def doc_comment_blocks(path, target):
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
            blocks.append(Block(path, start + 1, body, marker_before(text, number), target))
        number = end + 1
    return blocks


def all_blocks(targets):
    """The blocks of the Markdown outside the targets, then of every target: its Swift
    files' doc comments and its DocC catalogs' articles."""
    blocks = []
    for pattern in MARKDOWN:
        for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
            blocks += markdown_blocks(os.path.relpath(path, ROOT))
    for target in sorted(targets.values(), key=lambda target: target.path):
        for directory, folders, files in os.walk(os.path.join(ROOT, target.path)):
            folders.sort()
            in_catalog = re.search(r"\.docc(/|$)", os.path.relpath(directory, ROOT)) is not None
            for name in sorted(files):
                path = os.path.relpath(os.path.join(directory, name), ROOT)
                if name.endswith(".swift"):
                    blocks += doc_comment_blocks(path, target)
                elif name.endswith(".md") and in_catalog:
                    blocks += markdown_blocks(path, target)
    return blocks


def local_targets(blocks, targets):
    """The targets the consumer package holds a copy of: those with blocks that no product
    exports, and the unexported targets they depend on; and why any cannot be copied."""
    needed, problems = [], []
    pending = list(dict.fromkeys(block.target.name for block in blocks if block.local))
    while pending:
        target = targets[pending.pop(0)]
        if target.exported or target in needed:
            continue
        needed.append(target)
        if target.kind != "regular":
            problems.append(f"{target.path}: error: target {target.name} has examples in its doc comments, or "
                            "a target with examples depends on it, but it is no library (its type is "
                            f"{target.kind}): no other module may import it; move the examples to a library target")
        if target.unsupported:
            problems.append(f"{target.path}: error: target {target.name} cannot be copied into the examples' "
                            f"package: it declares {', '.join(target.unsupported)} "
                            "(scripts/extract-doc-examples.py copies none)")
        external = [name for kind, name in target.dependencies if kind == "product" or name not in targets]
        if external:
            problems.append(f"{target.path}: error: target {target.name} cannot be copied into the examples' "
                            f"package: it depends on another package's products ({', '.join(external)})")
        pending += target.dependency_names(targets)
    return needed, problems


def context_problems(blocks, targets):
    """Blocks whose context does not exist, or names another than their target's own."""
    problems = []
    for block in blocks:
        if block.local and block.marker not in (None, block.context):
            problems.append(f"{block.where}: error: the example names context {block.marker!r}, but an example "
                            f"of {block.target.name}, which no product exports, is built in its own "
                            f"({block.context!r}, scripts/doc-examples/{block.context}.swift)")
        elif not block.local and block.context not in CONTEXTS:
            problems.append(f"{block.where}: error: no example context {block.context!r} "
                            f"(the contexts: {', '.join(CONTEXTS)})")
    return problems


def source_location(block, offset=0):
    return f'#sourceLocation(file: "{block.path}", line: {block.line + offset})'


def context_text(context):
    """A context's file; a target's context (its name) without a file of its own is the
    target's module alone."""
    path = os.path.join(ROOT, CONTEXT_DIR, f"{context}.swift")
    if not os.path.exists(path) and context not in CONTEXTS:
        return f"// The context {context}: its target's module.\nimport {context}\n"
    with open(path) as file:
        text = file.read()
    return text


def context_imports(block):
    """The imports of a block's context file (and of its target's module, for a target no
    product exports): every block of the context has them too."""
    imports = [line.strip() for line in context_text(block.context).splitlines() if IMPORT.match(line)]
    return imports + ([f"import {block.target.name}"] if block.local else [])


def fragment_file(block):
    """A fragment as a function: its context's imports and its own at the top, the rest as
    the body, every line where the compiler reports it at the block's own file and line."""
    imports = list(dict.fromkeys(context_imports(block)
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


def swift_settings(package_access, flags=()):
    """A target's declaration tail: with TwoPane's package name when `package_access` (a
    target in TwoPane's own package sees its `package` API, as TwoPane's tests do; SwiftPM
    gives none without `packageAccess`), and `flags`."""
    flags = list(flags) + (["-package-name", PACKAGE_NAME] if package_access else [])
    if not flags:
        return ""
    quoted = ", ".join(f'"{flag}"' for flag in flags)
    return f"{', packageAccess: false' if package_access else ''}, swiftSettings: [.unsafeFlags([{quoted}])]"


def local_closure(target, targets):
    """The targets no product exports that `target` depends on, directly or not."""
    found, pending = [], target.dependency_names(targets)
    while pending:
        name = pending.pop(0)
        if not targets[name].exported and name not in found:
            found.append(name)
            pending += targets[name].dependency_names(targets)
    return found


def module_aliases(names):
    """The compiler's flags that let code import each target of `names` by its own name,
    though its copy is the module LOCAL_PREFIX + name: the target names of a package graph
    must differ, and TwoPane's own package holds the originals (never built here)."""
    return [flag for name in names for flag in ("-module-alias", f"{name}={LOCAL_PREFIX}{name}")]


def qualify_own_names(folder, name):
    """A copy's names qualified by its module (`TestSupport.firstLabelText`) made its copy's
    (`Local_TestSupport.…`): a module alias names other modules, never the one compiled."""
    own = re.compile(rf"\b{re.escape(name)}\.(?=\w)")
    for directory, _, files in os.walk(folder):
        for file_name in files:
            if file_name.endswith(".swift"):
                path = os.path.join(directory, file_name)
                with open(path) as file:
                    text = file.read()
                if own.search(text):
                    with open(path, "w") as file:
                        file.write(own.sub(f"{LOCAL_PREFIX}{name}.", text))


def write_package(out, blocks, url, version, targets, products, copies):
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(out)
    dependencies = ", ".join(f'.product(name: "{product}", package: "TwoPane")' for product in products)
    declarations = []
    # The targets no product exports, copied: the modules their examples import.
    for target in copies:
        folder = os.path.join("Local", target.name)
        shutil.copytree(os.path.join(ROOT, target.path), os.path.join(out, folder))
        qualify_own_names(os.path.join(out, folder), target.name)
        names = target.dependency_names(targets)
        own = [f'"{LOCAL_PREFIX}{name}"' for name in names if not targets[name].exported]
        uses_products = any(targets[name].exported for name in names)
        has_swift = any(name.endswith(".swift") for _, _, files in os.walk(os.path.join(out, folder)) for name in files)
        settings = swift_settings(target.package_access, module_aliases(local_closure(target, targets)))
        declarations.append(
            f'.target(name: "{LOCAL_PREFIX}{target.name}", '
            f'dependencies: [{", ".join(own + ([dependencies] if uses_products else []))}], '
            f'path: "{folder}"{settings if has_swift else ""})')
    # The examples: one target per context. Their warnings are not shown but for a
    # deprecation (diagnostics()): examples leave values unused.
    contexts = LIBRARY_CONTEXTS + ["tests"] + list(dict.fromkeys(block.context for block in blocks if block.local))
    for context in contexts:
        members = [block for block in blocks if block.context == context]
        if not members:
            continue
        target = f"Examples_{context}"
        folder = os.path.join(out, "Sources", target)
        os.makedirs(folder)
        with open(os.path.join(folder, "Context.swift"), "w") as file:
            file.write(context_text(context))
        for block in members:
            with open(os.path.join(folder, f"{block.name}.swift"), "w") as file:
                file.write(fragment_file(block))
        own = targets.get(context) if members[0].local else None
        if context == "tests":
            # A library target, not a test target: XCTest imports all the same, and nothing
            # needs discovering.
            declarations.append(f'.target(name: "{target}", dependencies: [{dependencies}]{swift_settings(True)})')
        elif own is not None:
            # In the package of the target it shows, as that target's own users are.
            aliases = module_aliases([own.name] + local_closure(own, targets))
            declarations.append(f'.target(name: "{target}", dependencies: ["{LOCAL_PREFIX}{own.name}", {dependencies}]'
                                f'{swift_settings(own.package_access, aliases)})')
        else:
            declarations.append(f'.target(name: "{target}", dependencies: [{dependencies}])')
    for block in blocks:
        if block.context != "program":
            continue
        target = "Program_" + block.name[len("example_"):]
        folder = os.path.join(out, "Sources", target)
        os.makedirs(folder)
        with open(os.path.join(folder, "main.swift"), "w") as file:
            file.write(program_file(block))
        declarations.append(f'.executableTarget(name: "{target}", dependencies: [{dependencies}])')
    with open(os.path.join(out, "Package.swift"), "w") as file:
        file.write("\n".join([
            "// swift-tools-version: 6.0",
            "// Made by scripts/extract-doc-examples.py: every Swift example of the docs, built.",
            "import PackageDescription",
            "let package = Package(",
            '    name: "DocExamples",',
            f'    dependencies: [.package(url: "{url}", from: "{version}")],',
            "    targets: [",
            *[f"        {declaration}," for declaration in declarations],
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


def run(command, log):
    """Runs `command` in ROOT, its output into `log` and returned."""
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with open(log, "w") as file:
        file.write(result.stdout)
    return result.returncode, result.stdout


def diagnostics(output, blocks):
    """The problems of a build, each with its block: every error; in a block, a warning
    about deprecated API (an example shows the API as it is); in a program, any warning."""
    found = []
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if not match:
            continue
        path = os.path.relpath(match.group("file"), ROOT) if os.path.isabs(match.group("file")) else match.group("file")
        number = int(match.group("line"))
        block = next((block for block in blocks if block.path == path
                      and block.line <= number < block.line + len(block.lines)), None)
        if (match.group("kind") == "error"
                or (block is not None and (block.context == "program" or DEPRECATED.search(line)))):
            if (line, block) not in found:  # SwiftPM may print a diagnostic more than once
                found.append((line, block))
    return found


def output_chunks(output):
    """A build's output without its progress lines, cut before each diagnostic (a chunk
    holds one, with the code it quotes), each chunk once: SwiftPM prints a module's
    diagnostics again for every file it compiles."""
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
    return list(dict.fromkeys("\n".join(chunk) for chunk in chunks if chunk))


def without_repeats(output):
    """A build's output without its progress lines, each diagnostic once."""
    return "".join(text + "\n" for text in output_chunks(output))


def problems_shown(output, found):
    """The part of a build's output about `found` (and any error SwiftPM reports without a
    file): the warnings the examples are allowed are left out. All of it if nothing matches."""
    lines = {line for line, _ in found}
    chunks = [chunk for chunk in output_chunks(output)
              if chunk.split("\n", 1)[0] in lines or chunk.startswith("error: ")]
    return "".join(text + "\n" for text in chunks) if chunks else without_repeats(output)


def coverage(blocks, targets):
    """One line: how many blocks each target's files hold, and the targets without any."""
    counts = {name: sum(block.target is not None and block.target.name == name for block in blocks)
              for name in sorted(targets)}
    held = ", ".join(f"{name} {count}" + ("" if targets[name].exported else " (own context)")
                     for name, count in counts.items() if count)
    none = ", ".join(name for name, count in counts.items() if not count)
    return (f"doc examples: every target of Package.swift read; examples in {held}; "
            f"{sum(block.target is None for block in blocks)} in README.md and docs/; none in {none}")


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
    targets, products = package_targets(options.swift)
    blocks = all_blocks(targets)
    copies, problems = local_targets(blocks, targets)
    problems = layout_problems(targets) + context_problems(blocks, targets) + problems
    for problem in problems:
        print(problem, file=sys.stderr)
    if options.list:
        for block in blocks:
            print(f"{block.where}: {block.context}{' (marked)' if block.marker else ''}, {len(block.lines)} lines")
        print(coverage(blocks, targets))
        return 1 if problems else 0
    if problems:
        return 1
    if not (options.out and options.url and options.version):
        parser.error("OUT_DIR, --url and --version are needed (or --list)")
    out = os.path.abspath(options.out)
    manifests = write_package(out, blocks, options.url, options.version, targets, products, copies)
    names = CONTEXTS + list(dict.fromkeys(block.context for block in blocks if block.local))
    counts = ", ".join(f"{sum(block.context == context for block in blocks)} {context}" for context in names)
    print(f"doc examples: {len(blocks)} Swift blocks ({counts}) in {os.path.relpath(out, ROOT)}")
    print(coverage(blocks, targets))
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
        print(problems_shown(output, found), end="")
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
