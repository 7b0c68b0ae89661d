#!/usr/bin/env bash
# What `make test-gtk-latest` runs inside the Debian 13 root (scripts/gtk-latest.sh): with
# GTK 4.18, the release build of trails and trails-bench, none of whose warnings may come from
# the package's own code; the XCTest suites, and again in libadwaita 1.7's look those whose
# widgets differ; the end-to-end suites that need neither Orca nor a compositor (in both
# looks where they differ) and Trails' colours against AdwNavigationSplitView; and Examples/Mailbox and Examples/Notes built as consumers, with their
# end-to-end tests. Builds, screenshots and logs go under .build/gtk-latest, apart from the
# host's (the examples': .build/examples and Tests/EndToEnd/out, made anew by every run of
# scripts/test-example.sh).
set -euo pipefail
if [[ ${GTK_LATEST:-} != 1 ]]; then
  echo "gtk-latest-tests: runs inside the Debian 13 root; use make test-gtk-latest" >&2
  exit 2
fi
work=.build/gtk-latest
scratch=$work/build
release=(-c release --static-swift-stdlib --disable-index-store --scratch-path "$scratch")
mkdir -p "$work/logs" "$work/screenshots"
echo "gtk-latest: GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1)," \
  "$(swift --version 2>/dev/null | head -1)"

# Warnings: every one from a file of ours (Sources/, Modules/) fails the run; SwiftPM's note
# about pkg-config's -pthread flags is not about our code (scripts/build-filter.sh).
build() { # build LOG ARGS...
  local log=$work/logs/$1
  shift
  swift build "$@" >"$log" 2>&1 || { cat "$log"; echo "gtk-latest: build failed: swift build $*" >&2; exit 1; }
  grep -E "^/.*/(Sources|Modules)/.*warning:" "$log" || true
}
warnings=$(build release.log "${release[@]}" --product trails; build bench.log "${release[@]}" --product trails-bench)
count=$(grep -c "warning:" <<<"$warnings" || true)
echo "gtk-latest: release build of trails and trails-bench: $count warnings in our code"
if [[ $count -ne 0 ]]; then
  echo "$warnings" | sort -u >&2
  exit 1
fi

# XCTest discovers tests through the index store: the test build keeps it.
warnings=$(build tests.log --build-tests -Xcc -gdwarf-4 --scratch-path "$scratch")
if [[ -n $warnings ]]; then
  echo "$warnings" | sort -u >&2
  echo "gtk-latest: the test build warns in our code" >&2
  exit 1
fi
scripts/headless.sh swift test --skip-build -Xcc -gdwarf-4 --scratch-path "$scratch" >"$work/logs/swift-test.log" 2>&1 \
  || { tail -60 "$work/logs/swift-test.log"; echo "gtk-latest: swift test failed" >&2; exit 1; }
grep -E "Executed [0-9]+ tests" "$work/logs/swift-test.log" | tail -1 | sed 's/^\s*/gtk-latest: XCTest: /'
# Again in libadwaita's look (1.7 here: toolbar views, the sidebar pane), the suites whose
# widgets or look differ (the Makefile's ADWAITA_SUITES), as make check runs them.
adwaita_suites=$(sed -n 's/^ADWAITA_SUITES = //p' Makefile)
TWOPANE_TEST_STYLE=adwaita scripts/headless.sh swift test --skip-build -Xcc -gdwarf-4 --scratch-path "$scratch" \
  --filter "$adwaita_suites" >"$work/logs/swift-test-adwaita.log" 2>&1 \
  || { tail -60 "$work/logs/swift-test-adwaita.log"; echo "gtk-latest: swift test (libadwaita) failed" >&2; exit 1; }
grep -E "Executed [0-9]+ tests" "$work/logs/swift-test-adwaita.log" | tail -1 \
  | sed 's/^\s*/gtk-latest: XCTest in libadwaita'"'"'s look: /'

# The translations, where a binary in the build tree looks for them (<scratch>/locale).
make --no-print-directory locale >"$work/logs/locale.log" 2>&1 || { cat "$work/logs/locale.log"; exit 1; }
ln -sfn "$PWD/.build/locale" "$scratch/locale"

trails=$scratch/release/trails
# Trails is libadwaita's: a suite name ending in -plain runs in GTK's own look (--plain-gtk);
# the desktop-style suite checks TwoPane's own reading of the portal, which only GTK's look uses.
suites=(trails_e2e_test trails_e2e_test-plain trails_regions_test trails_keyboard_test trails_keyboard_test-plain
        trails_names_test trails_app_test trails_stages_test trails_signals_test trails_state_test trails_cli_test
        trails_desktop_style_test-plain trails_large_text_test)
# Those that take screenshots take them into .build/gtk-latest, not docs/screenshots.
screenshooting=" trails_e2e_test trails_regions_test trails_app_test trails_stages_test trails_desktop_style_test "
screenshooting+="trails_large_text_test "
for step in "${suites[@]}"; do
  suite=${step%-plain}
  log=$work/logs/$step.log
  arguments=("$trails")
  [[ $screenshooting == *" $suite "* ]] && arguments+=("$work/screenshots")
  [[ $step == *-plain ]] && arguments+=(--plain-gtk)
  if ! scripts/headless.sh /usr/bin/python3 "Tests/EndToEnd/$suite.py" "${arguments[@]}" >"$log" 2>&1; then
    tail -40 "$log"
    echo "gtk-latest: $step failed (log: $log)" >&2
    exit 1
  fi
  echo "gtk-latest: $step: $(grep -E "[0-9]+ passed" "$log" | tail -1)"
done
# Trails' colours against libadwaita 1.7's AdwNavigationSplitView, built here (not into
# bench/out, which is the host's).
make --no-print-directory -C bench/reference OUT="$PWD/$work/references" "$PWD/$work/references/minimal-adwaita-navigation" \
  >"$work/logs/references.log" 2>&1 || { cat "$work/logs/references.log"; exit 1; }
log=$work/logs/trails_adwaita_look_test.log
scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_adwaita_look_test.py "$trails" \
  --reference "$work/references/minimal-adwaita-navigation" --screenshots "$work/screenshots/look" >"$log" 2>&1 \
  || { tail -60 "$log"; echo "gtk-latest: trails_adwaita_look_test failed (log: $log)" >&2; exit 1; }
echo "gtk-latest: trails_adwaita_look_test: $(grep -E "[0-9]+ passed" "$log" | tail -1)"
# The resize storm, shorter than make test's (its 2,000 steps would double the run).
log=$work/logs/trails_storm_test.log
scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_storm_test.py "$trails" --seed 1 --steps 500 >"$log" 2>&1 \
  || { tail -40 "$log"; echo "gtk-latest: trails_storm_test failed (log: $log)" >&2; exit 1; }
echo "gtk-latest: trails_storm_test: $(grep -E "[0-9]+ passed" "$log" | tail -1)"
# Examples/Mailbox and Examples/Notes as a consumer builds them, and their end-to-end tests
# (scripts/test-example.sh, the docs' examples with them): sections, row menus and live mail;
# editing while saves move the note, SQLite's search and other writers, on GTK 4.18.
log=$work/logs/test-example.log
scripts/test-example.sh >"$log" 2>&1 || { tail -40 "$log"; echo "gtk-latest: test-example failed (log: $log)" >&2; exit 1; }
summaries=$(grep -E "^[0-9]+ passed, [0-9]+ failed" "$log")
echo "gtk-latest: example_mailbox_test: $(sed -n 1p <<<"$summaries")"
echo "gtk-latest: example_notes_test: $(sed -n 2p <<<"$summaries")"
echo "gtk-latest: every step passed"
