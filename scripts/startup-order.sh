#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the functions of Trails' executable that start-up runs
# (exec to the first frame, 4 items), for the release link's --symbol-ordering-file (the
# Makefile's RELEASE_LINK_FLAGS): placed together, start-up touches fewer pages of the
# executable, and its peak RSS is lower (`make bench`, peak RSS at 4 items). Run again after
# large changes to start-up; a stale list only places fewer functions together.
#
# Usage (under scripts/headless.sh; valgrind's callgrind lists the functions run):
#   scripts/headless.sh scripts/startup-order.sh .build/release/trails-bench
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
binary=${1:?usage: scripts/startup-order.sh TRAILS_BENCH}
work=$(mktemp -d)
# valgrind 3.19 cannot read lld's DWARF 5: the symbol table is enough. The copy sits beside
# the binary, so that what start-up finds from its own path (the translations in
# `.build/locale`) is found as in `make bench`.
copy="$(dirname "$binary")/.trails-bench-callgrind"
trap 'rm -rf "$work" "$copy"' EXIT
strip --strip-debug -o "$copy" "$binary"
TWOPANE_BENCH=startup valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --demangle=no \
    --dump-instr=no --collect-jumps=no "$copy" --plain-gtk >"$work/log" 2>&1 || {
    tail -20 "$work/log" >&2
    exit 1
}
/usr/bin/python3 - "$work/callgrind.out" scripts/startup-order.txt <<'PY'
import re
import sys

source, target = sys.argv[1:]
objects, functions, order, seen, current = {}, {}, [], set(), None
for line in open(source):
    match = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
    if not match:
        continue
    kind, index, name = match.groups()
    table = objects if kind.endswith("ob") else functions
    if name is not None:
        table[index] = name
    if kind == "ob":
        current = objects[index]
    elif kind == "fn" and current is not None and current.endswith("/.trails-bench-callgrind"):
        function = re.sub(r"'\d+$", "", functions[index])  # callgrind's n-th function of a name
        # A function without a symbol has only its address, which no link can use
        # (scripts/unnamed-functions.ld places those).
        if function not in seen and not function.startswith("0x"):
            seen.add(function)
            order.append(function)
with open(target, "w") as out:
    out.write("\n".join(order) + "\n")
print(f"startup-order: {len(order)} functions written to {target}")
PY
