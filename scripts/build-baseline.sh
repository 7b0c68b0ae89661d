#!/usr/bin/env bash
# Builds trails-bench (release) at another commit, for `make bench-ab`: the commit's tree is
# exported into .build/baseline/<commit>/src and built there with its own scratch folder, so
# this checkout's .build is untouched. Prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ref=${1:?usage: scripts/build-baseline.sh COMMIT}
SWIFT=${SWIFT:-swift}
commit=$(git rev-parse --verify --quiet "$ref^{commit}") || {
    echo "build-baseline: '$ref' is not a commit of this repository" >&2
    exit 2
}
dir=.build/baseline/${commit:0:12}
if [[ ! -f $dir/src/Package.swift ]]; then
    rm -rf "$dir/src"
    mkdir -p "$dir/src"
    git archive "$commit" | tar -x -C "$dir/src"
fi
# Built as that commit's Makefile builds a release (its RELEASE_FLAGS: the linker, the start-up
# order and linker script of its own tree), so the two differ by their code, not by how they
# were linked; a commit from before RELEASE_FLAGS, with the flags of then.
flags=$(make --no-print-directory -s -C "$dir/src" \
    --eval 'baseline-release-flags: ; @echo $(RELEASE_FLAGS)' baseline-release-flags 2>/dev/null || true)
[[ -n $flags ]] || flags="-c release --static-swift-stdlib --disable-index-store"
read -ra flags <<<"$flags"
"$SWIFT" build --package-path "$dir/src" --scratch-path "$dir/build" "${flags[@]}" \
    --product trails-bench 2>&1 | scripts/build-filter.sh >&2
echo "$dir/build/release/trails-bench"
