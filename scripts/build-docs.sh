#!/usr/bin/env bash
# Builds the API documentation of TwoPane (`make docs`), offline, in three steps:
#   1. the TwoPane module's symbol graph, which holds the public symbols of the modules it
#      re-exports (TwoPaneGtk, TwoPaneModel, TwoPaneState) too, into .build/docs/symbol-graphs;
#   2. `docc convert` of Sources/TwoPane/TwoPane.docc into .build/docs/TwoPane.doccarchive,
#      warnings as errors (any "warning:" or "error:" in docc's output fails as well);
#   3. scripts/check-doc-coverage.py: every public symbol has a one-line summary;
#   4. scripts/check-public-surface.py: nothing is open, and no public symbol takes or gives
#      a raw pointer but the escape hatches (Widget(adopting:), withUnsafeWidgetPointer, and
#      GObjectReference's counterparts).
# It also checks that the Quick Start of the DocC "Getting Started" article is README.md's.
# Prints one line at the end; on any problem exits non-zero, naming it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SWIFT=${SWIFT:-swift}
DOCS_DIR=.build/docs
# Its own build directory: the symbol graph flags do not make every other build of the
# package recompile, and the TwoPane module can be recompiled on its own (below).
SCRATCH=$DOCS_DIR/build
EMIT_DIR=$DOCS_DIR/symbol-graphs-all
GRAPHS_DIR=$DOCS_DIR/symbol-graphs
ARCHIVE=$DOCS_DIR/TwoPane.doccarchive
CATALOG=Sources/TwoPane/TwoPane.docc
BUILD_LOG=$DOCS_DIR/build.log
DOCC_LOG=$DOCS_DIR/docc.log

fail() {
    echo "docs: $*" >&2
    exit 1
}

# docc comes with the Swift toolchain: on PATH, or next to `swift`.
DOCC=${DOCC:-}
if [[ -z $DOCC ]]; then
    if command -v docc >/dev/null; then
        DOCC=$(command -v docc)
    elif swift_path=$(command -v "$SWIFT") && [[ -x "$(dirname "$(readlink -f "$swift_path")")/docc" ]]; then
        DOCC="$(dirname "$(readlink -f "$swift_path")")/docc"
    else
        fail "docc not found: it comes with the Swift toolchain (or set DOCC=/path/to/docc)"
    fi
fi

# The Quick Start is README.md's, word for word: the README's block is the one `make test`
# builds.
quick_start() {
    awk '/^##+ Quick start$/ { section = 1; next }
         section && /^#/ { exit }
         section && /^```swift$/ { inside = 1; next }
         inside && /^```$/ { exit }
         inside { print }' "$1"
}
readme_quick_start=$(quick_start README.md)
[[ -n $readme_quick_start ]] || fail "README.md has no Swift block under '## Quick start'"
[[ $(quick_start "$CATALOG/GettingStarted.md") == "$readme_quick_start" ]] ||
    fail "the Quick start of $CATALOG/GettingStarted.md differs from README.md's: copy README.md's block"

mkdir -p "$DOCS_DIR" "$EMIT_DIR"
rm -rf "$GRAPHS_DIR"
mkdir -p "$GRAPHS_DIR"

# 1. The symbol graph. The compiler writes a module's graph only when it emits that module,
# and TwoPane's takes the doc comments of the modules it re-exports from their compiled
# documentation: TwoPane's module is emitted anew every time (its .swiftmodule removed, a
# second or two), so a doc comment changed in TwoPaneGtk, TwoPaneModel or TwoPaneState alone
# is not missed.
# The other modules' graphs duplicate TwoPane's and are not given to docc.
emit_symbol_graph() {
    rm -f "$EMIT_DIR/TwoPane.symbols.json" "$SCRATCH"/*/debug/Modules/TwoPane.swiftmodule
    if ! "$SWIFT" build --scratch-path "$SCRATCH" --target TwoPane --disable-index-store \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$EMIT_DIR" \
            >"$BUILD_LOG" 2>&1; then
        scripts/build-filter.sh <"$BUILD_LOG" >&2
        fail "building the TwoPane target for its symbol graph failed (output above)"
    fi
    if scripts/build-filter.sh <"$BUILD_LOG" | grep -E "(warning|error):" >&2; then
        fail "building the TwoPane target for its symbol graph gave the warnings above"
    fi
}
emit_symbol_graph
if [[ ! -s $EMIT_DIR/TwoPane.symbols.json ]]; then
    # Not emitted (a build directory in an odd state): once more from a clean one.
    rm -rf "$SCRATCH"
    emit_symbol_graph
fi
[[ -s $EMIT_DIR/TwoPane.symbols.json ]] || fail "the compiler wrote no $EMIT_DIR/TwoPane.symbols.json"
cp "$EMIT_DIR/TwoPane.symbols.json" "$GRAPHS_DIR/"

# 2. The archive, for a static web server serving it at its root (docs/README.md). A site
# that serves it under a path, such as GitHub Pages at /TwoPane, sets DOCS_HOSTING_BASE_PATH.
hosting=()
if [[ -n ${DOCS_HOSTING_BASE_PATH:-} ]]; then hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH"); fi
rm -rf "$ARCHIVE"
docc_status=0
"$DOCC" convert "$CATALOG" \
    --additional-symbol-graph-dir "$GRAPHS_DIR" \
    --output-path "$ARCHIVE" \
    --fallback-display-name TwoPane \
    --fallback-bundle-identifier org.twopane.TwoPane \
    --transform-for-static-hosting \
    "${hosting[@]}" \
    --warnings-as-errors \
    >"$DOCC_LOG" 2>&1 || docc_status=$?
problems=$(grep -ciE "(warning|error):" "$DOCC_LOG" || true)
if ((docc_status != 0 || problems != 0)); then
    cat "$DOCC_LOG" >&2
    fail "docc convert: $problems warnings or errors, status $docc_status (output above, and in $DOCC_LOG)"
fi
[[ -f $ARCHIVE/data/documentation/twopane.json ]] || fail "docc wrote no page for the TwoPane module in $ARCHIVE"
# The catalog's images are links to docs/screenshots (one copy of each screenshot, the one
# `make test` retakes); docc copies the links as they are, so the archive gets the files.
while IFS= read -r -d '' link; do
    cp --remove-destination -- "$CATALOG/Resources/${link##*/}" "$link" ||
        fail "cannot copy the image ${link##*/} into $ARCHIVE"
done < <(find "$ARCHIVE" -type l -print0)
if [[ -n $(find "$ARCHIVE" -type l -print -quit) ]]; then fail "$ARCHIVE still holds symbolic links"; fi

# 3. Every public symbol documented.
coverage_status=0
coverage=$(python3 scripts/check-doc-coverage.py "$GRAPHS_DIR/TwoPane.symbols.json") || coverage_status=$?
if ((coverage_status != 0)); then
    [[ -z $coverage ]] || echo "$coverage" >&2
    fail "public symbols without a one-line doc comment summary (listed above)"
fi
count=${coverage%% *}

# 4. Nothing open, no raw pointers but the escape hatches.
surface_status=0
surface=$(python3 scripts/check-public-surface.py "$GRAPHS_DIR/TwoPane.symbols.json") || surface_status=$?
if ((surface_status != 0)); then
    [[ -z $surface ]] || echo "$surface" >&2
    fail "the public surface has open symbols or raw pointers outside the escape hatches (listed above)"
fi

echo "docs: $count public symbols, all documented, none open, raw pointers only in the escape hatches; 0 docc warnings; $ARCHIVE"
