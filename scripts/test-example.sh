#!/usr/bin/env bash
# TwoPane as a dependency, the way an app adopts it. A throwaway bare clone of the working
# tree (its tracked and new files committed as one snapshot, tagged with the package's
# version) stands in for the published repository. Against it, by URL and `from:` version:
#   - Examples/Mailbox is built and run headless (Tests/EndToEnd/example_mailbox_test.py);
#   - the README's Quick Start is built, unchanged, as a new package importing only TwoPane.
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

# The README's Quick Start: the first swift block after the '## Quick start' heading.
mkdir -p "$work/QuickStart/Sources/QuickStart"
awk '/^##+ Quick start$/ { heading = 1 } heading && /^```swift$/ { inside = 1; next }
     inside && /^```$/ { exit } inside { print }' README.md > "$work/QuickStart/Sources/QuickStart/main.swift"
[[ -s $work/QuickStart/Sources/QuickStart/main.swift ]] || { echo "test-example: no Quick Start in README.md" >&2; exit 1; }
cat > "$work/QuickStart/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "QuickStart",
    dependencies: [.package(url: "$TWOPANE_URL", from: "$version")],
    targets: [.executableTarget(name: "QuickStart", dependencies: [.product(name: "TwoPane", package: "TwoPane")])]
)
MANIFEST
"$swift" build --package-path "$work/QuickStart" --scratch-path "$work/quick-start-build" \
  --cache-path "$work/cache" --disable-index-store 2>&1 | scripts/build-filter.sh | tee "$work/quick-start-build.log"
if grep -q "QuickStart/main.swift:.*warning:" "$work/quick-start-build.log"; then
  echo "test-example: the README's Quick Start builds with warnings" >&2; exit 1
fi
echo "test-example: the README's Quick Start builds ($(wc -l < "$work/QuickStart/Sources/QuickStart/main.swift") lines)"

scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/example_mailbox_test.py "$mailbox"
