#!/usr/bin/env bash
# libFuzzer targets of Fuzz/ (issue 27), each built with the sources it fuzzes into one
# module, under -sanitize=fuzzer,address.
#   scripts/fuzz.sh build                 build every target into .build/fuzz/
#   scripts/fuzz.sh regress               run every input of each committed corpus once
#   scripts/fuzz.sh run SECONDS [TARGET]  fuzz each target (or one) for SECONDS, new inputs
#                                         kept in .build/fuzz/found/TARGET; prints the runs,
#                                         the coverage reached and the time
# Targets: trails-file (the JSON data reader), command-line, model (events and invariants),
# state-file (the key file loader). A crash, a leak, a sanitizer report or a failed
# precondition is a finding: libFuzzer writes the input (crash-…) and exits non-zero.
set -euo pipefail
# Swift's own crash backtracer would race AddressSanitizer's report; libFuzzer reports.
export SWIFT_BACKTRACE=enable=no
cd "$(dirname "$0")/.."
swiftc=${SWIFTC:-$(dirname "$(command -v "${SWIFT:-swift}")")/swiftc}
out=.build/fuzz
targets=(trails-file command-line model state-file)

sources_of() {
  case $1 in
    trails-file) echo Sources/TrailsData/*.swift Fuzz/TrailsFileFuzz.swift ;;
    command-line) echo Sources/TrailsData/*.swift Fuzz/CommandLineFuzz.swift ;;
    model) echo Sources/TwoPaneModel/*.swift Fuzz/ModelFuzz.swift ;;
    state-file) echo Sources/TwoPaneState/*.swift Fuzz/StateFileFuzz.swift ;;
    *) echo "fuzz: unknown target '$1' (${targets[*]})" >&2; exit 2 ;;
  esac
}

build() {
  mkdir -p "$out"
  local target extra
  for target in "${targets[@]}"; do
    extra=()
    if [[ $target == state-file ]]; then
      # StateFile is over GLib's key file: the CGtk module and GTK's flags (-I, -l only).
      extra=(-I Modules/CGtk)
      for flag in $(pkg-config --cflags-only-I gtk4); do extra+=(-Xcc "$flag"); done
      for flag in $(pkg-config --libs gtk4); do extra+=("$flag"); done
    fi
    # shellcheck disable=SC2046
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -module-name "Fuzz${target//-/}" -package-name TwoPane -use-ld=lld \
      $(sources_of "$target") "${extra[@]}" -o "$out/$target"
    echo "fuzz: built $out/$target"
  done
}

regress() {
  local target
  for target in "${targets[@]}"; do
    [[ -x $out/$target ]] || { echo "fuzz: $out/$target missing: run scripts/fuzz.sh build" >&2; exit 1; }
    "$out/$target" -runs=0 "Fuzz/corpus/$target" >"$out/$target.regress.log" 2>&1 \
      || { tail -30 "$out/$target.regress.log"; echo "fuzz: $target: an input of its corpus fails" >&2; exit 1; }
    echo "fuzz: $target: $(find "Fuzz/corpus/$target" -type f | wc -l) corpus inputs, each run once, no finding"
  done
}

run() {
  local seconds=$1 target log
  shift
  for target in "${@:-${targets[@]}}"; do
    sources_of "$target" >/dev/null
    mkdir -p "$out/found/$target"
    log=$out/$target.fuzz.log
    # Found inputs go to the first folder; the committed corpus is read, not grown.
    if ! "$out/$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
      -artifact_prefix="$out/" -print_final_stats=1 "$out/found/$target" "Fuzz/corpus/$target" >"$log" 2>&1; then
      tail -40 "$log"
      echo "fuzz: $target: FINDING (the input is in $out/, the log in $log)" >&2
      exit 1
    fi
    echo "fuzz: $target: $(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$') runs in" \
      "${seconds} s, $(grep -E '^#[0-9]+.*cov:' "$log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+')," \
      "$(grep -o 'stat::new_units_added: *[0-9]*' "$log" | grep -o '[0-9]*$') new inputs; no finding"
  done
}

case ${1:-} in
  build) build ;;
  regress) regress ;;
  run) [[ ${2:-} =~ ^[0-9]+$ ]] || { echo "usage: scripts/fuzz.sh run SECONDS [TARGET...]" >&2; exit 2; }
       seconds=$2; shift 2; run "$seconds" "$@" ;;
  *) echo "usage: scripts/fuzz.sh build | regress | run SECONDS [TARGET...]" >&2; exit 2 ;;
esac
