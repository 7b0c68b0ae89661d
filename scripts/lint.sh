#!/usr/bin/env bash
# The code's style, checked: Swift with swift-format (the toolchain's `swift format`, the
# rules in .swift-format: 4 spaces, 120 columns), Python with pyflakes (python3-pyflakes).
# `scripts/lint.sh --fix` formats the Swift sources in place first.
set -euo pipefail
cd "$(dirname "$0")/.."
swift_paths=(
  Package.swift Sources Tests Examples/Mailbox/Package.swift Examples/Mailbox/Sources
  Examples/Notes/Package.swift Examples/Notes/Sources Examples/Notes/Tests
)
if [[ "${1:-}" == "--fix" ]]; then
  ${SWIFT:-swift} format format --in-place --recursive --parallel "${swift_paths[@]}"
fi
${SWIFT:-swift} format lint --strict --recursive --parallel "${swift_paths[@]}"
python_files=(Tests/EndToEnd/*.py Tests/EndToEnd/wayland/*.py bench/*.py scripts/*.py)
/usr/bin/python3 -m pyflakes "${python_files[@]}"
echo "lint: Swift (swift-format, .swift-format) and Python (pyflakes) clean"
