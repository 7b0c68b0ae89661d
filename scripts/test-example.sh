#!/usr/bin/env bash
# TwoPane as a dependency, the way an app adopts it. A throwaway bare clone of the working
# tree (its tracked and new files committed as one snapshot, tagged with the package's
# version) stands in for the published repository. Against it, by URL and `from:` version:
#   - Examples/Mailbox (plain GTK: libadwaita not linked) and Examples/Notes (libadwaita's
#     look, TwoPaneAdwaita) are built and run headless (Tests/EndToEnd/example_*_test.py);
#   - every Swift example of the docs (README.md, docs/, the DocC articles, the doc comments
#     of every target of Package.swift) is built in one new package
#     (scripts/extract-doc-examples.py; docs/TESTING.md, "Examples in the docs"), the
#     README's Quick Start among them, unchanged, as a `main.swift` that must build without
#     a warning.
# Everything lives under .build/examples, made anew each run.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
version=$(sed -n 's/.*static let version = "\([0-9.]*\)".*/\1/p' Sources/TrailsData/TrailsOptions.swift)
[[ -n $version ]] || { echo "test-example: no version in Sources/TrailsData/TrailsOptions.swift" >&2; exit 1; }
work=$root/.build/examples
# A new snapshot carries the same version tag as the last one: nothing SwiftPM kept of the
# last (its clones, checkouts, resolved revisions) may stand in for it.
rm -rf "$work"
mkdir -p "$work"

# The snapshot: what `git status` shows, not what was last committed.
mkdir "$work/snapshot"
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [[ -e $file ]] && printf '%s\0' "$file"; done |
  xargs -0 cp --parents -t "$work/snapshot"
(
  cd "$work/snapshot"
  export GIT_AUTHOR_NAME=test GIT_AUTHOR_EMAIL=test@localhost
  export GIT_COMMITTER_NAME=test GIT_COMMITTER_EMAIL=test@localhost
  git init -q && git add -A && git commit -qm "snapshot of the working tree" && git tag "$version"
)
git clone -q --bare "$work/snapshot" "$work/TwoPane.git"
export TWOPANE_URL="file://$work/TwoPane.git"
echo "test-example: TwoPane $version at $TWOPANE_URL"

# The example, as its own package.
mkdir "$work/Mailbox"
cp -r Examples/Mailbox/Package.swift Examples/Mailbox/Sources "$work/Mailbox/"
"$swift" build --package-path "$work/Mailbox" --scratch-path "$work/mailbox-build" \
  --cache-path "$work/cache" --disable-index-store 2>&1 | scripts/build-filter.sh
mailbox=$("$swift" build --package-path "$work/Mailbox" --scratch-path "$work/mailbox-build" --show-bin-path 2>/dev/null)/mailbox
grep -q "revision\|version" "$work/Mailbox/Package.resolved"
echo "test-example: $(grep -o '"version" : "[^"]*"' "$work/Mailbox/Package.resolved") resolved from: \"$version\""

# Notes, as its own package too: the app, and its data layer's tests (no display needed).
mkdir "$work/Notes"
cp -r Examples/Notes/Package.swift Examples/Notes/Sources Examples/Notes/Tests "$work/Notes/"
notes_package=(--package-path "$work/Notes" --scratch-path "$work/notes-build" --cache-path "$work/cache")
# With the index store: XCTest finds the tests through it on Linux.
"$swift" build "${notes_package[@]}" --build-tests 2>&1 | scripts/build-filter.sh
notes=$("$swift" build "${notes_package[@]}" --show-bin-path 2>/dev/null)/notes
grep -q "revision\|version" "$work/Notes/Package.resolved"
echo "test-example: $(grep -o '"version" : "[^"]*"' "$work/Notes/Package.resolved") resolved from: \"$version\" (Notes)"
"$swift" test "${notes_package[@]}" --skip-build --filter NotesDataTests

# Neither links libadwaita: Mailbox uses TwoPane alone, and Notes' TwoPaneAdwaita opens it at
# run time, when Notes asks for its look (its end-to-end test checks it is loaded then, and
# Mailbox's that it is not). ldd's lines are read whole first: `ldd | grep -q` ends the pipe
# at the first match, ldd may die of SIGPIPE while still writing, and pipefail counts that as
# no match.
for example in "$mailbox" "$notes"; do
  libraries=$(ldd "$example")
  if grep -q libadwaita <<<"$libraries"; then
    echo "test-example: $(basename "$example") links libadwaita; TwoPaneAdwaita should only open it at run time" >&2
    exit 1
  fi
done
echo "test-example: neither Mailbox nor Notes links libadwaita (Notes' TwoPaneAdwaita opens it at run time)"

# Every Swift example of the docs. The README's Quick Start is one of them: a program, built
# unchanged as its own executable target (its context named before its block).
blocks=$(/usr/bin/python3 scripts/extract-doc-examples.py --list)
grep -q "^README.md:[0-9]*: program" <<<"$blocks" ||
  { echo "test-example: README.md's Quick Start is not marked <!-- example-context: program -->" >&2; exit 1; }
/usr/bin/python3 scripts/extract-doc-examples.py "$work/DocExamples" --url "$TWOPANE_URL" --version "$version" \
  --swift "$swift" --cache-path "$work/cache"

scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/example_mailbox_test.py "$mailbox"
scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/example_notes_test.py "$notes"
