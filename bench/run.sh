#!/usr/bin/env bash
# Runs every mode of bench/PROTOCOL.md against one program and prints median and p95 per
# mode. From the repository root:
#
#   bench/run.sh bench/out/trails-reference                  # the four built-in trails
#   bench/run.sh bench/out/trails-reference --synthetic 100000
#
# TWOPANE_BENCH_COUNT (default 200) and STARTUP_RUNS (default 10) are passed through. The
# JSON lines are kept in bench/out/results/<program>-<mode>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?usage: bench/run.sh BINARY [ARGS...]}
shift
name=$(basename "$binary")
out=bench/out/results
mkdir -p "$out"
export TWOPANE_BENCH_COUNT=${TWOPANE_BENCH_COUNT:-200}
runs=${STARTUP_RUNS:-10}

for mode in crossings selections scroll; do
  # Only the JSON line: services started on the private D-Bus may share stdout.
  if ! TWOPANE_BENCH=$mode scripts/headless.sh "$binary" "$@" 2>"$out/$name-$mode.stderr" |
      grep '^{"metric"' >"$out/$name-$mode.json"; then
    echo "$name: $mode failed, see $out/$name-$mode.stderr" >&2
    exit 1
  fi
done

# Start-up: exec to the first painted frame (the program exits there), in one X session.
"$binary" --help >/dev/null 2>&1 || true # warm the page cache
TWOPANE_BENCH=startup scripts/headless.sh bash -c '
  runs=$1; shift
  for _ in $(seq "$runs"); do /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; done
' startup "$runs" "$binary" "$@" >"$out/$name-startup.txt" 2>/dev/null

python3 - "$out" "$name" <<'EOF'
import json, math, statistics, sys
out, name = sys.argv[1], sys.argv[2]

def p95(xs):  # nearest rank
    xs = sorted(xs)
    return xs[max(0, math.ceil(0.95 * len(xs)) - 1)]

def ms(us):
    return f"{us / 1000:.2f} ms"

for mode in ("crossings", "selections", "scroll"):
    with open(f"{out}/{name}-{mode}.json") as f:
        d = json.loads(f.readline())
    xs = d.get("samples") or d["frame_intervals"]
    line = f"{mode:10} n={len(xs):<4} median {ms(statistics.median(xs))}  p95 {ms(p95(xs))}"
    if mode == "crossings":
        line += (f"  (collapse median {ms(statistics.median(xs[0::2]))},"
                 f" expand median {ms(statistics.median(xs[1::2]))})") if len(xs) > 1 else ""
    if mode == "scroll":
        line += f"  pages {d['pages']} total {ms(d['total'])} dropped {d['dropped']}"
    print(line)

with open(f"{out}/{name}-startup.txt") as f:
    rows = [l.split() for l in f if l.strip()]
secs = [float(r[0]) for r in rows]
rss = [int(r[1]) / 1024 for r in rows]
print(f"{'startup':10} n={len(secs):<4} median {statistics.median(secs) * 1000:.0f} ms"
      f"  (all: {' '.join(f'{s:.2f}' for s in secs)} s)  peak RSS median {statistics.median(rss):.1f} MiB")
EOF
