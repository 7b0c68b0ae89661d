#!/usr/bin/env bash
# Writes scripts/startup-order.txt: the functions of Trails' executable that start-up runs
# (exec to the first frame, 4 items), for the release link's --symbol-ordering-file (the
# Makefile's RELEASE_LINK_FLAGS): placed together, start-up touches fewer pages of the
# executable, and its peak RSS is lower (`make bench`, peak RSS at 4 items). Run again after
# any change to what start-up runs: a function it runs that the list does not name lies with
# its file's other functions, and maps a 64 KiB window of the executable of its own (the
# kernel's fault-around), 0.06 MiB of peak RSS.
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
    --dump-instr=yes --compress-pos=no --compress-strings=no --collect-jumps=no "$copy" --plain-gtk \
    >"$work/log" 2>&1 || {
    tail -20 "$work/log" >&2
    exit 1
}
# The functions are found from the addresses of the instructions run, not from callgrind's
# function names, which left out `_start` and a demangler constructor. The executable's
# function symbols, with their addresses and sizes:
nm --defined-only -S "$copy" | awk 'NF == 4 && $3 ~ /^[tTwW]$/ { print $1, $2, $4 }' >"$work/functions"
/usr/bin/python3 - "$work/callgrind.out" "$work/functions" scripts/startup-order.txt <<'PY'
import bisect
import sys

source, symbols, target = sys.argv[1:]
functions = sorted((int(a, 16), int(s, 16), n) for a, s, n in (line.split() for line in open(symbols)))
starts = [f[0] for f in functions]
order, seen, ours = [], set(), False
for line in open(source):
    if line.startswith("ob="):
        ours = line.rstrip("\n").endswith("/.trails-bench-callgrind")
    elif ours and line.startswith("0x"):
        address = int(line.split()[0], 16)
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < functions[i][0] + max(functions[i][1], 1) and functions[i][2] not in seen:
            seen.add(functions[i][2])
            order.append(functions[i][2])
# A closure GTK calls runs through its C entry (`...To`): where callgrind saw the body run but
# not the entry (the allocation callback's, whose entry runs at every start-up under `perf`
# and never under callgrind), the entry goes just before it.
entries = {name[:-2]: name for _, _, name in functions if name.endswith("To")}
placed = []
for name in order:
    entry = next((e for prefix, e in entries.items() if name.startswith(prefix) and e not in seen), None)
    if entry:
        seen.add(entry)
        placed.append(entry)
    placed.append(name)
with open(target, "w") as out:
    out.write("\n".join(placed) + "\n")
print(f"startup-order: {len(placed)} functions written to {target}")
PY
