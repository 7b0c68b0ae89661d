#!/usr/bin/env bash
# The XCTest suites under AddressSanitizer, with UndefinedBehaviorSanitizer on our C code
# (issue 27): `make sanitize`. Swift has no UndefinedBehaviorSanitizer on Linux (swiftc:
# "unsupported option '-sanitize=undefined'"); the C of CTwoPaneWidgets and the shim gets
# clang's. Its own scratch path (.build/asan), so the everyday build is untouched.
# A sanitizer report stops the run (halt_on_error) and fails it. Leak detection is off: run
# with it, LeakSanitizer reports at exit only what others keep for the process's life
# (measured: fontconfig's caches, 28 KiB direct; a 128-byte block of Mesa's swrast_dri.so;
# swift-corelibs-xctest's weak reference to each async test's expectation and what it
# holds). Leaks of our own are checked by make leak-check (valgrind over 100 layouts opened
# and closed, 0 bytes definitely lost) and by the tests' finalisation census.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
flags=(--sanitize=address --scratch-path .build/asan -Xcc -gdwarf-4 -Xcc -fsanitize=undefined
       -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)
"$swift" build --build-tests "${flags[@]}" 2>&1 | scripts/build-filter.sh
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export SWIFT_BACKTRACE=enable=no  # AddressSanitizer reports; Swift's backtracer would race it
log=.build/asan/sanitize.log
if ! scripts/headless.sh "$swift" test --skip-build "${flags[@]}" "$@" >"$log" 2>&1; then
  grep -E -A30 'ERROR: AddressSanitizer|runtime error:|error:' "$log" | head -80
  echo "sanitize: failed (log: $log)" >&2
  exit 1
fi
if grep -qE 'ERROR: AddressSanitizer|runtime error:' "$log"; then
  grep -E -A30 'ERROR: AddressSanitizer|runtime error:' "$log" | head -80
  echo "sanitize: a sanitizer report (log: $log)" >&2
  exit 1
fi
echo "sanitize: $(grep -E 'Executed [0-9]+ tests' "$log" | tail -1 | sed 's/^\s*//') under AddressSanitizer, UndefinedBehaviorSanitizer on the C"
