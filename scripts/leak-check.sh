#!/usr/bin/env bash
# Runs the lifetime test (a hundred split layouts opened, used and closed in one process)
# under valgrind's memcheck and fails on any memory error or any block "definitely lost"
# that valgrind/gtk.supp does not suppress. The suppressions cover only one-time allocations
# inside fontconfig, Mesa (GDK's GL probe) and the XCTest runner, so whatever is left is
# ours: it must be 0 bytes. It also fails when the test fails (its FinalizationCensus names
# every GObject not finalised) and when more than a budget of bytes is "possibly lost", which
# is how valgrind sees a leaked GObject.
#
# Usage: scripts/leak-check.sh [--skip-build] [Module.Class/testMethod]
#   default: TwoPaneTests.LifetimeTests/testAHundredLayoutsFinaliseEveryObjectTheyCreated
#   --skip-build: the test bundle is built already (`make test` builds it just before);
#   nothing waits for SwiftPM's lock on .build then, which a build running meanwhile holds.
# Writes .build/leak-check/valgrind.log (the full report) and prints a summary.
#
# The debug test bundle needs the C targets' debug information in DWARF 4: clang's default
# DWARF 5 next to swiftc's DWARF 4 in one binary makes valgrind 3.19 stop with "Possibly
# corrupted debuginfo file" (unhandled forms 0x25 strx1, 0x1b addrx). So it is built with
# TEST_BUILD_FLAGS (default -Xcc -gdwarf-4; -Xcc -gdwarf-4 is added when they lack it), the
# flags of the Makefile's test build: after `make test` (or `swift build --build-tests
# -Xcc -gdwarf-4`) the bundle is already built and used as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=0
if [[ ${1:-} == --skip-build ]]; then skip_build=1; shift; fi
test_name=${1:-TwoPaneTests.LifetimeTests/testAHundredLayoutsFinaliseEveryObjectTheyCreated}
swift=${SWIFT:-swift}
read -ra build_flags <<<"${TEST_BUILD_FLAGS--Xcc -gdwarf-4}"
[[ " ${build_flags[*]} " == *" -gdwarf-4 "* ]] || build_flags+=(-Xcc -gdwarf-4)
reports=.build/leak-check
log=$reports/valgrind.log
output=$reports/test-output.txt

scripts/install-deps.sh test
if ! command -v valgrind >/dev/null; then
  sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  echo "Installing: valgrind"
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends valgrind
fi

if ((!skip_build)); then
  "$swift" build --build-tests "${build_flags[@]}" 2>&1 | scripts/build-filter.sh
fi
bundle=$("$swift" build --build-tests "${build_flags[@]}" --show-bin-path)/TwoPanePackageTests.xctest
[[ -x $bundle ]] || { echo "leak-check: no test bundle at $bundle (build it: swift build --build-tests ${build_flags[*]})" >&2; exit 1; }
mkdir -p "$reports"

started=$(date +%s)
set +e
# G_SLICE=always-malloc: GLib 2.74's slice allocator would hide leaked slices in its
# magazines; gc-friendly: freed GLib memory is zeroed, so stale pointers do not keep leaked
# blocks "reachable". headless.sh sets G_DEBUG, hence env after it. The test's waits last
# 10 times longer (everything is ~20 times slower under valgrind).
scripts/headless.sh env G_DEBUG=fatal-warnings,gc-friendly G_SLICE=always-malloc TWOPANE_TEST_TIMEOUT_SCALE=10 \
  valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 \
  --suppressions=valgrind/gtk.supp --num-callers=50 --show-error-list=yes --log-file="$log" \
  "$bundle" "$test_name" >"$output" 2>&1
status=$?
set -e
seconds=$(($(date +%s) - started))

grep -E "^Test Case .*(passed|failed)|: error: |Executed [0-9]+ test" "$output" | head -n 20 || true
summary() { sed -n "s/^==[0-9]*==  *$1: *//p" "$log" | head -n 1; }
echo "leak-check: $test_name under valgrind, ${seconds} s (exit status $status); report: $log"
echo "  definitely lost: $(summary 'definitely lost')"
echo "  indirectly lost: $(summary 'indirectly lost') (reachable only from lost blocks)"
echo "  possibly lost:   $(summary 'possibly lost') (budget ${LEAK_CHECK_POSSIBLY_LOST_BUDGET:-131072} bytes)"
echo "  suppressed:      $(summary 'suppressed')"
# "--PID-- used_suppression: COUNT NAME valgrind/gtk.supp:LINE [suppressed: N bytes in M blocks]"
sed -n 's/^--[0-9]*-- used_suppression: *//p' "$log" | while read -r count rest; do
  name=${rest% valgrind/gtk.supp:*}
  where=${rest##* valgrind/gtk.supp:}
  printf '    %sx gtk.supp:%s %s...\n' "$count" "${where%% *}" "${name:0:72}"
  if [[ "$where" == *suppressed:* ]]; then printf '        suppressed:%s\n' "${where#*suppressed:}"; fi
done
sed -n 's/^==[0-9]*== ERROR SUMMARY: /  errors: /p' "$log" | head -n 1

# Valgrind's exit status 1 (--error-exitcode) is also XCTest's for a failed test: read both
# from their reports instead.
failed=0
if ! grep -q "Executed 1 test, with 0 failures" "$output"; then
  echo "leak-check: FAILED: the test did not run exactly once and pass (exit status $status; see $output)" >&2
  failed=1
fi
errors=$(sed -n 's/^==[0-9]*== ERROR SUMMARY: \([0-9,]*\) errors.*/\1/p' "$log" | head -n 1 | tr -d ,)
if [[ -z "$errors" ]]; then
  echo "leak-check: FAILED: valgrind wrote no error summary (crashed?); see $log" >&2
  failed=1
elif [[ "$errors" -ne 0 ]]; then
  echo "leak-check: FAILED: valgrind found $errors errors or definite leaks not in valgrind/gtk.supp:" >&2
  # Each unsuppressed loss record or error, with the first frames of its stack.
  awk '/are definitely lost in loss record|^==[0-9]+== (Invalid|Conditional|Use of|Syscall|Mismatched)/ {n = 16}
       n > 0 { print; n-- }' "$log" | cut -c1-200 | head -n 200 >&2
  failed=1
fi
# A leaked GObject is only "possibly lost" (its instance pointer points past the type's
# private data, into the block), so a leaked widget never shows as definitely lost; the test's
# FinalizationCensus names such leaks exactly. This budget is a tripwire for the rest: about
# 37 KB of one-time library blocks are possibly lost in a clean run, a widget leaked per
# round adds about 100 KB.
possibly=$(sed -n 's/^==[0-9]*==  *possibly lost: \([0-9,]*\) bytes.*/\1/p' "$log" | head -n 1 | tr -d ,)
budget=${LEAK_CHECK_POSSIBLY_LOST_BUDGET:-131072}
if [[ -n "$possibly" && "$possibly" -gt "$budget" ]]; then
  echo "leak-check: FAILED: $possibly bytes possibly lost, over the budget of $budget (leaked GObjects?)" >&2
  failed=1
fi
if [[ $failed -eq 0 ]]; then echo "leak-check: OK: 0 bytes definitely lost"; fi
exit $failed
