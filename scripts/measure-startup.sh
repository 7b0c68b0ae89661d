#!/usr/bin/env bash
# Start-up time (exec → first frame painted, the app exiting itself there) and peak RSS of
# trails: the median of N runs (default 10) under the headless runner. Run it through
# scripts/headless.sh:  scripts/headless.sh scripts/measure-startup.sh .build/release/trails-bench 10
set -euo pipefail
binary=${1:?usage: measure-startup.sh BINARY [RUNS]}
runs=${2:-10}
"$binary" --version >/dev/null # warm the page cache
times=() rss=()
for _ in $(seq "$runs"); do
  out=$(TWOPANE_BENCH=startup /usr/bin/time -f "%e %M" "$binary" 2>&1 >/dev/null | tail -1)
  times+=("$(awk '{printf "%d", $1 * 1000}' <<<"$out")")
  rss+=("$(awk '{printf "%.1f", $2 / 1024}' <<<"$out")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "runs: $runs"
echo "startup to first frame: median $(median "${times[@]}") ms (all: ${times[*]})"
echo "peak RSS: median $(median "${rss[@]}") MiB (all: ${rss[*]})"
