#!/usr/bin/env bash
# The XCTest suites under the sanitizers (issue 27): `make sanitize`.
#
#   scripts/sanitize.sh [address|thread]...     (both, address first, by default)
#
# address: AddressSanitizer, with UndefinedBehaviorSanitizer on our C code (Swift has none on
#   Linux: swiftc says "unsupported option '-sanitize=undefined'"; the C of
#   CTwoPaneWidgets and the shim gets clang's). Built in .build/asan.
# thread: ThreadSanitizer, built in .build/tsan; GTK's main loop, GLib's worker threads and
#   the async tests' tasks all run instrumented or intercepted.
# Each has its own scratch path, so the everyday build is untouched. Each pass first runs its
# canary (Tests/TwoPaneTests/SanitizerCanaryTests.swift: a use after free, a data race) and
# fails unless the sanitizer reports it, so a build where the sanitizer is silently off
# cannot pass; then the whole suite, where any report fails it. Reports are suppressed only
# by the reviewed files in scripts/sanitizers/, each entry with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
supp=$PWD/scripts/sanitizers
modes=("$@")
[[ ${#modes[@]} -gt 0 ]] || modes=(address thread)
# Swift's own crash backtracer would race the sanitizer's report.
export SWIFT_BACKTRACE=enable=no
# Leak detection is off: LeakSanitizer reports at exit only what others keep for the life of
# the process (measured: fontconfig's caches, 28 KiB direct; a 128-byte block of Mesa's
# swrast_dri.so; swift-corelibs-xctest's weak reference to each async test's expectation and
# what it holds, whose stacks run through every test, so no suppression could name them
# without hiding ours). Leaks of our own are make leak-check's (valgrind over 100 layouts
# opened and closed, 0 bytes definitely lost) and the tests' finalisation census's.
export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=0:suppressions=$supp/address.supp
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:suppressions=$supp/undefined.supp
export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1:suppressions=$supp/thread.supp

reports='ERROR: AddressSanitizer|runtime error:|WARNING: ThreadSanitizer'
summary=()
for mode in "${modes[@]}"; do
  case $mode in
    address)
      scratch=.build/asan
      flags=(--sanitize=address --scratch-path "$scratch" -Xcc -gdwarf-4 -Xcc -fsanitize=undefined
             -Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined)
      canary=testAddressSanitizerReportsAUseAfterFree report='heap-use-after-free'
      name='AddressSanitizer, UndefinedBehaviorSanitizer on the C' scale=1 ;;
    thread)
      scratch=.build/tsan
      flags=(--sanitize=thread --scratch-path "$scratch" -Xcc -gdwarf-4)
      # ThreadSanitizer runs the GTK tests 5 to 15 times slower: their waits get longer.
      canary=testThreadSanitizerReportsADataRace
      report='WARNING: ThreadSanitizer: (data race|Swift access race)'
      name=ThreadSanitizer scale=5 ;;
    *) echo "sanitize: unknown sanitizer '$mode' (address, thread)" >&2; exit 2 ;;
  esac
  start=$(date +%s)
  "$swift" build --build-tests "${flags[@]}" 2>&1 | scripts/build-filter.sh

  log=$scratch/canary.log
  TWOPANE_SANITIZER_CANARY=$mode "$swift" test --skip-build "${flags[@]}" \
    --filter "SanitizerCanaryTests.$canary" >"$log" 2>&1 || true
  if ! grep -qE "$report" "$log"; then
    tail -20 "$log"
    echo "sanitize: the $mode canary was not reported ('$report'): is the build sanitized? (log: $log)" >&2
    exit 1
  fi

  log=$scratch/sanitize.log
  status=0
  TWOPANE_TEST_TIMEOUT_SCALE=$scale scripts/headless.sh "$swift" test --skip-build "${flags[@]}" \
    >"$log" 2>&1 || status=$?
  if ((status != 0)) || grep -qE "$reports" "$log"; then
    grep -E -A30 "$reports|error:" "$log" | head -80
    echo "sanitize: $mode failed$( ((status != 0)) && echo " (status $status)") (log: $log)" >&2
    exit 1
  fi
  executed=$(grep -E 'Executed [0-9]+ tests' "$log" | tail -1 | sed 's/^\s*//')
  summary+=("sanitize: $executed under $name; $(($(date +%s) - start)) s with the build")
done
printf '%s\n' "${summary[@]}"
