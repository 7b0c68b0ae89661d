#!/usr/bin/env bash
# Renders the architecture diagrams (docs/architecture/*.dot, Graphviz) to SVG beside them.
# With --check, renders to a temporary folder and fails if a committed SVG differs: the
# pictures are drawn from their text, never by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/architecture
check=false
if [[ "${1:-}" == "--check" ]]; then
  check=true
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
status=0
for source in docs/architecture/*.dot; do
  name=$(basename "$source" .dot)
  dot -Tsvg "$source" -o "$out/$name.svg"
  if $check && ! cmp -s "$out/$name.svg" "docs/architecture/$name.svg"; then
    echo "build-diagrams: docs/architecture/$name.svg is not $source rendered: run scripts/build-diagrams.sh" >&2
    status=1
  fi
done
$check && [[ $status -eq 0 ]] && echo "diagrams: $(ls docs/architecture/*.dot | wc -l) SVGs match their sources"
exit $status
