#!/usr/bin/env bash
# The suite under load (issue 27): `make test` RUNS times in a row from a fresh clone of HEAD,
# either beside a CPU hog (`hog`: stress-ng --cpu 2, one busy worker per core of a 2-core
# machine) or as two runs at once in two fresh clones (`pair`). Prints a Markdown table of
# each run's time and result, also written to OUT/load-MODE.md; a failed run's step logs are
# kept in OUT/MODE-RUN-CLONE-logs. Exits 1 if any run failed.
#
#   scripts/load-test.sh hog|pair [RUNS]      (RUNS: 5 by default)
#
# LOAD_DIR (default /tmp/twopane-load) holds the clones, replaced at each start; OUT (default
# .build/load-test) the table and logs. Takes the machine over for about an hour: run it alone.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
runs=${2:-5}
[[ $mode == hog || $mode == pair ]] || { echo "usage: $0 hog|pair [RUNS]" >&2; exit 2; }
[[ $runs =~ ^[1-9][0-9]?$ ]] || { echo "load-test: RUNS must be a number from 1 to 99, not '$runs'" >&2; exit 2; }
load_dir=${LOAD_DIR:-/tmp/twopane-load}
out=$(realpath -m "${OUT:-.build/load-test}")
mkdir -p "$out"
commit=$(git rev-parse --short HEAD)
[[ -z $(git status --porcelain --untracked-files=no) ]] || echo "load-test: uncommitted changes are not in the clones (HEAD $commit is)" >&2

clones=(a)
[[ $mode == pair ]] && clones=(a b)
rm -rf "$load_dir"
for clone in "${clones[@]}"; do git clone -q . "$load_dir/$clone"; done

hog=
stop_hog() { if [[ -n $hog ]]; then kill "$hog" 2>/dev/null || true; wait "$hog" 2>/dev/null || true; hog=; fi; }
trap stop_hog EXIT
if [[ $mode == hog ]]; then
  if ! command -v stress-ng >/dev/null; then
    sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends stress-ng
  fi
  stress-ng --cpu 2 --quiet &
  hog=$!
fi

table=$out/load-$mode.md
{
  echo "make test at $commit, $([[ $mode == hog ]] && echo "beside stress-ng --cpu 2" || echo "two at once"), $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo
  echo "| run | clone | time | result |"
  echo "|---|---|---|---|"
} >"$table"
cat "$table"

failed=0
for ((run = 1; run <= runs; run++)); do
  declare -A pids=() starts=()
  for clone in "${clones[@]}"; do
    starts[$clone]=$(date +%s)
    # The run's own end time, written when it ends: the clones are waited for in turn.
    (
      status=0
      (cd "$load_dir/$clone" && CI=true make test >"$out/$mode-$run-$clone.log" 2>&1) || status=$?
      date +%s >"$out/$mode-$run-$clone.end"
      exit "$status"
    ) &
    pids[$clone]=$!
  done
  for clone in "${clones[@]}"; do
    status=0
    wait "${pids[$clone]}" || status=$?
    seconds=$(($(cat "$out/$mode-$run-$clone.end") - starts[$clone]))
    result=passed
    if ((status != 0)); then
      steps=$(grep -oE 'make test: FAILED: [^;]*' "$out/$mode-$run-$clone.log" | tail -1 | cut -c20- || true)
      result="failed: ${steps:-before the steps, status $status}"
      rm -rf "$out/$mode-$run-$clone-logs"
      cp -r "$load_dir/$clone/.build/test-logs" "$out/$mode-$run-$clone-logs" 2>/dev/null || true
      failed=1
    fi
    line="| $run | $clone | $((seconds / 60)) min $((seconds % 60)) s | $result |"
    echo "$line" >>"$table"
    echo "$line"
  done
  unset pids starts
done
stop_hog
echo "load-test: table in $table"
exit "$failed"
