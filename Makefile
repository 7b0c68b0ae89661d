# TwoPane and Trails. `make run` opens Trails; `make test` runs every test; `make check` runs
# the XCTest suites, the everyday subset. `make run` and `make test` install the Debian 12
# packages they need first (with sudo when not root).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec

SWIFT ?= swift
# No index store for the release build (faster); the test build needs it: XCTest on Linux
# discovers tests through it.
SWIFT_FLAGS ?= --disable-index-store
# The release link (issue 41): lld, relative relocations packed (DT_RELR: 690 KB of them
# become 6 KB), every function in a section of its own, and the functions start-up runs
# placed together (scripts/startup-order.txt, written by scripts/startup-order.sh; those
# without a symbol by scripts/unnamed-functions.ld), so that start-up touches fewer pages of
# the executable (`make bench`: 1.8 MiB less peak RSS). No symbol is exported: the static
# standard library's link arguments export every global one (2,500 in trails-bench, 0.2 MiB
# of dynamic symbol table read at start-up), and nothing looks them up. Segments are aligned
# to 64 KiB: the kernel loads the executable at an address so aligned (4 KiB before, at random),
# so the 64 KiB the kernel maps around each page fault (its fault-around) and the page cache's
# blocks of the file line up: start-up maps 0.4 MiB less of the executable, the same in every run.
RELEASE_LINK_FLAGS = -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
  -Xlinker -z -Xlinker max-page-size=65536 \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
  -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/startup-order.txt -Xlinker --no-warn-symbol-ordering \
  -Xlinker -T -Xlinker $(CURDIR)/scripts/unnamed-functions.ld -Xlinker --no-export-dynamic
# Generic types are made by their metadata accessors, not from their mangled names: the runtime
# checks a mangled name's generic requirements by looking their conformances up, the first
# lookup of each a search of every conformance record in the executable (2,150). trails-bench's
# start-up made 14 such lookups, none now; the records are spread through the executable's
# data, and reading them kept 84 KiB more of it resident (`make bench`: peak RSS).
# The standard library's string processing module (_StringProcessing) is not imported into every
# file, so that nothing uses it unawares: two calls of its `String.contains(_:)` linked it and its
# regex parser, 1.2 MB of the executable whose relocated data is written at every start (236 KiB
# more of the executable resident at the first frame).
RELEASE_COMPILE_FLAGS = -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -disable-implicit-string-processing-module-import
RELEASE_FLAGS = -c release --static-swift-stdlib $(SWIFT_FLAGS) $(RELEASE_COMPILE_FLAGS) $(RELEASE_LINK_FLAGS)
# The debug test build: its C code's debug information in DWARF 4, which valgrind 3.19
# reads (scripts/leak-check.sh), so the leak check runs the bundle `swift test` runs.
TEST_BUILD_FLAGS ?= -Xcc -gdwarf-4
# How many steps of `make test` run at once (scripts/run-tests.py).
TEST_JOBS ?= 4
TRAILS = .build/release/trails
# Trails with the benchmark driver (Sources/trails-bench): what `make bench` measures.
TRAILS_BENCH = .build/release/trails-bench
RESOURCES_C = Sources/CTrailsResources/trails_resources_data.c
# The resize storm: the same 2,000 steps in every `make test`; `make soak` runs a longer one
# with a fresh seed (printed, to replay a failure with --seed).
STORM_SEED ?= 1
SOAK_STEPS ?= 20000

.PHONY: run test check soak leak-check build check-resources resources clean fuzz sanitize
.PHONY: locale locale-deps install uninstall test-example docs

run: locale ## Build Trails (release) and run it
	scripts/install-deps.sh run
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh
	$(TRAILS) $(ARGS)

build: locale
	scripts/install-deps.sh build
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh

# After the quick checks, scripts/run-tests.py runs the rest: the builds, `swift test`, the
# leak check, every end-to-end suite, the examples and the docs, several at once (TEST_JOBS),
# the X11 suites grouped in shared headless sessions; it ends with a table of every step's
# wall and CPU time. `scripts/run-tests.py STEP...` runs only the steps named.
test: locale ## Every test: model, data, GTK widgets, the trails binary end to end
	scripts/install-deps.sh test
	$(MAKE) --no-print-directory check-resources
	scripts/check-translations.sh
	scripts/check-links.py
	scripts/build-diagrams.sh --check
	SWIFT='$(SWIFT)' scripts/lint.sh
	scripts/check-signal-table.sh
	scripts/check-architecture.py
	SWIFT='$(SWIFT)' RELEASE_FLAGS='$(RELEASE_FLAGS)' TEST_BUILD_FLAGS='$(TEST_BUILD_FLAGS)' \
	  TRAILS='$(TRAILS)' STORM_SEED='$(STORM_SEED)' MAKE='$(MAKE)' TEST_JOBS='$(TEST_JOBS)' \
	  /usr/bin/python3 scripts/run-tests.py

# The everyday command (docs/TESTING.md): the debug test build (the one `make test` makes)
# and every XCTest suite, the model's and the GTK widgets', under Xvfb (scripts/headless.sh,
# which makes every GLib warning fatal: a plain `swift test` fails HygieneTests on purpose).
# No apt, valgrind, Orca, compositor or release build; the live-items differential test runs
# CHECK_DIFF_STEPS steps (`make test` runs its 2,000). ARGS go to `swift test`
# (ARGS="--filter SearchTests").
# Without ARGS, the suites whose widgets or look differ with libadwaita's (TwoPaneAdwaita) run
# again with it, in a process of their own (TWOPANE_TEST_STYLE=adwaita): libadwaita, once
# initialised, styles the whole display. `make check-adwaita` runs only those.
CHECK_DIFF_STEPS ?= 200
ADWAITA_SUITES = AdwaitaStyleTests|ColumnHeaderTests|ContentUnavailableTests|AsyncLoadingTests|TitleTests|ScreenReaderTests|SeveralSelectedTests|FocusTests|BackFocusTests|SidebarTests|ThreeColumnLayoutTests
check: ## The everyday tests: the XCTest suites under Xvfb, about a minute once built
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) 2>&1 | scripts/build-filter.sh
	TWOPANE_DIFF_STEPS='$(CHECK_DIFF_STEPS)' scripts/headless.sh $(SWIFT) test --skip-build $(TEST_BUILD_FLAGS) $(ARGS)
	$(if $(ARGS),,$(MAKE) --no-print-directory check-adwaita)

.PHONY: check-adwaita
check-adwaita: ## The XCTest suites whose widgets or look differ, with libadwaita's
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) 2>&1 | scripts/build-filter.sh
	TWOPANE_TEST_STYLE=adwaita scripts/headless.sh $(SWIFT) test --skip-build $(TEST_BUILD_FLAGS) --filter '$(ADWAITA_SUITES)'

# TwoPane as an app adopts it: Examples/Mailbox, Examples/Notes and every Swift example of
# the docs (the README's Quick Start among them; docs/TESTING.md) built against a tagged clone
# of the working tree by URL and version, the examples run headless (and Notes' data tests).
test-example: ## Build Examples/Mailbox, Examples/Notes and the docs' Swift examples as consumers, run the examples
	scripts/install-deps.sh test
	SWIFT='$(SWIFT)' scripts/test-example.sh

# The API documentation: a DocC archive of TwoPane in .build/docs (docs/README.md); fails on
# any docc warning or an undocumented public symbol.
docs: ## Build the DocC documentation into .build/docs/TwoPane.doccarchive
	scripts/install-deps.sh build
	scripts/build-docs.sh

# Benchmark of trails against the plain C GTK 4 reference and, at start-up, two floors
# (minimal GTK 4, libadwaita) (bench/README.md): one headless session, the programs
# alternately; writes bench/results.json and bench/RESULTS.md.
.PHONY: bench bench-smoke
bench: ## Benchmark trails against the C reference and two floors: bench/RESULTS.md (about 6 min)
	scripts/install-deps.sh test
	$(SWIFT) build $(RELEASE_FLAGS) --product trails-bench 2>&1 | scripts/build-filter.sh
	$(MAKE) --no-print-directory -C bench/reference
	SWIFT='$(SWIFT)' scripts/headless.sh /usr/bin/python3 bench/bench.py

# A/B: this build against trails-bench at BASELINE (a commit; default the parent of HEAD),
# both in one headless session, alternately, in every block of the full plan; writes
# bench/out/ab-results.json and bench/out/AB-RESULTS.md (A/B per metric). The baseline is
# built from its own tree under .build/baseline (scripts/build-baseline.sh).
BASELINE ?= HEAD~1
.PHONY: bench-ab
bench-ab: ## Benchmark this build against BASELINE (a commit, default HEAD~1): bench/out/AB-RESULTS.md
	scripts/install-deps.sh test
	$(SWIFT) build $(RELEASE_FLAGS) --product trails-bench 2>&1 | scripts/build-filter.sh
	$(MAKE) --no-print-directory -C bench/reference
	baseline=$$(SWIFT='$(SWIFT)' scripts/build-baseline.sh '$(BASELINE)' | tail -1) && \
	  SWIFT='$(SWIFT)' scripts/headless.sh /usr/bin/python3 bench/bench.py --baseline "$$baseline"

# The newest GTK 4 Debian ships (13: GTK 4.18, libadwaita 1.7), in a root made once with
# debootstrap under .build/gtk-latest (needs root and about 1.5 GB; not part of `make test`):
# the release build (no warnings from our code), the XCTest suites and the end-to-end suites
# that need neither Orca nor a compositor; and the benchmark against libadwaita's split view.
.PHONY: test-gtk-latest bench-gtk-latest
test-gtk-latest: ## Build and test on Debian 13's GTK 4.18 in a debootstrap root (.build/gtk-latest)
	SWIFT='$(SWIFT)' scripts/gtk-latest.sh scripts/gtk-latest-tests.sh

bench-gtk-latest: ## Benchmark on GTK 4.18 against AdwNavigationSplitView: bench/RESULTS-gtk-latest.md
	SWIFT='$(SWIFT)' scripts/gtk-latest.sh scripts/gtk-latest-bench.sh

# A few short runs of each mode, checking the harness (not the targets); part of `make test`.
bench-smoke: ## Check the benchmark harness with a few short runs (under a minute)
	scripts/install-deps.sh test
	$(SWIFT) build $(RELEASE_FLAGS) --product trails-bench 2>&1 | scripts/build-filter.sh
	$(MAKE) --no-print-directory -C bench/reference
	SWIFT='$(SWIFT)' scripts/headless.sh /usr/bin/python3 bench/bench.py --smoke

# The icon bundle is compiled to C by glib-compile-resources; the result is committed so a
# plain `swift build` works. `make resources` regenerates it; `make test` checks it is current.
# Two icons the first frame shows are also drawn as PNGs, which GTK loads without librsvg
# (the SVG loader costs 7 MiB and a few ms at start-up; bench/): the rows' icon at 24 px as a
# symbolic PNG (gtk4-encode-symbolic-svg), and the app icon at 48 px, the size GTK 4.8 gives
# the window manager (rsvg-convert). `make resources` draws them from their SVGs.
SYMBOLIC_PNG = Resources/icons/24x24/actions/trails-mountain-symbolic.symbolic.png
SYMBOLIC_SVG = Resources/icons/scalable/actions/trails-mountain-symbolic.svg
APP_ICON_PNG = Resources/icons/48x48/apps/org.twopane.Trails.png
APP_ICON_SVG = Resources/icons/scalable/apps/org.twopane.Trails.svg

resources:
	gtk4-encode-symbolic-svg -o $(dir $(SYMBOLIC_PNG)) $(SYMBOLIC_SVG) 24x24
	rsvg-convert -w 48 -h 48 -o $(APP_ICON_PNG) $(APP_ICON_SVG)
	glib-compile-resources --sourcedir Resources --generate-source --manual-register \
	  --c-name trails --target $(RESOURCES_C) Resources/trails.gresource.xml

check-resources:
	@tmp=$$(mktemp -d) && \
	gtk4-encode-symbolic-svg -o $$tmp $(SYMBOLIC_SVG) 24x24 && \
	rsvg-convert -w 48 -h 48 -o $$tmp/app-icon.png $(APP_ICON_SVG) && \
	glib-compile-resources --sourcedir Resources --generate-source --manual-register \
	  --c-name trails --target $$tmp/resources.c Resources/trails.gresource.xml && \
	if cmp -s $$tmp/resources.c $(RESOURCES_C) && cmp -s $$tmp/$(notdir $(SYMBOLIC_PNG)) $(SYMBOLIC_PNG) \
	  && cmp -s $$tmp/app-icon.png $(APP_ICON_PNG); \
	then rm -rf $$tmp; echo "resources: up to date"; \
	else rm -rf $$tmp; echo "resources: $(RESOURCES_C) or an icon PNG is stale; run 'make resources'" >&2; exit 1; fi

# Translations. po/LINGUAS lists the languages, one a line (none when it is absent or empty);
# each has po/LANG.po for the app's gettext domain `trails` and po/twopane/LANG.po for the
# library's `twopane`. The app finds them in .build/locale next to the build, and in
# <its directory>/../share/locale once installed.
hash := \#
LINGUAS := $(shell sed 's/$(hash).*//' po/LINGUAS 2>/dev/null)
LOCALE_BUILD = .build/locale
MO_FILES = $(foreach lang,$(LINGUAS),$(LOCALE_BUILD)/$(lang)/LC_MESSAGES/trails.mo \
                                      $(LOCALE_BUILD)/$(lang)/LC_MESSAGES/twopane.mo)

locale: $(MO_FILES)

$(LOCALE_BUILD)/%/LC_MESSAGES/trails.mo: po/%.po | locale-deps
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

$(LOCALE_BUILD)/%/LC_MESSAGES/twopane.mo: po/twopane/%.po | locale-deps
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# msgfmt comes with the build packages (gettext), installed before the first .mo is made.
locale-deps:
	scripts/install-deps.sh build

# Installation: `make install`, with PREFIX (/usr/local) and DESTDIR (staging, put before
# every path) as usual, and the GNU directory variables below them.
PREFIX ?= /usr/local
DESTDIR ?=
prefix = $(PREFIX)
exec_prefix = $(prefix)
bindir = $(exec_prefix)/bin
datarootdir = $(prefix)/share
datadir = $(datarootdir)
localedir = $(datadir)/locale
APP_ID = org.twopane.Trails

# Every file `make install` puts in place, as MODE:SOURCE:DESTINATION (under $(DESTDIR));
# `make uninstall` removes exactly these destinations.
INSTALL_FILES = \
	755:$(TRAILS):$(bindir)/trails \
	644:data/$(APP_ID).desktop:$(datadir)/applications/$(APP_ID).desktop \
	644:data/$(APP_ID).metainfo.xml:$(datadir)/metainfo/$(APP_ID).metainfo.xml \
	644:Resources/icons/scalable/apps/$(APP_ID).svg:$(datadir)/icons/hicolor/scalable/apps/$(APP_ID).svg \
	644:Resources/icons/symbolic/apps/$(APP_ID)-symbolic.svg:$(datadir)/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg \
	$(foreach mo,$(MO_FILES),644:$(mo):$(localedir)/$(mo:$(LOCALE_BUILD)/%=%))
install_mode = $(word 1,$(subst :, ,$(1)))
install_source = $(word 2,$(subst :, ,$(1)))
# Everything after the second colon: a destination may hold colons itself.
install_destination = $(patsubst $(call install_mode,$(1)):$(call install_source,$(1)):%,%,$(1))

# make splits its lists on spaces and the recipes quote paths with '...': paths with spaces
# or quotes are refused before anything is built.
install_paths = $(DESTDIR)$(bindir)$(datadir)$(localedir)
ifneq ($(filter install uninstall,$(MAKECMDGOALS)),)
ifneq ($(words x$(install_paths)x)$(findstring ',$(install_paths))$(findstring ",$(install_paths)),1)
$(error make $(filter install uninstall,$(MAKECMDGOALS)): paths with spaces or quotes are not supported (PREFIX '$(PREFIX)', DESTDIR '$(DESTDIR)'))
endif
endif

define newline


endef

# The icon and desktop-file caches are refreshed only for a real install or uninstall (empty
# DESTDIR), where the directories and the tools are there; a failing tool fails nothing.
define refresh_caches
	@if [ -z '$(DESTDIR)' ] && [ -d '$(datadir)/icons/hicolor' ]; then \
	  if command -v gtk4-update-icon-cache >/dev/null; then \
	    gtk4-update-icon-cache -q -t -f '$(datadir)/icons/hicolor' || true; \
	  elif command -v gtk-update-icon-cache >/dev/null; then \
	    gtk-update-icon-cache -q -t -f '$(datadir)/icons/hicolor' || true; \
	  fi; \
	fi
	@if [ -z '$(DESTDIR)' ] && [ -d '$(datadir)/applications' ] \
	    && command -v update-desktop-database >/dev/null; then \
	  update-desktop-database -q '$(datadir)/applications' || true; \
	fi
endef

install: build ## Install Trails under PREFIX (/usr/local), staged under DESTDIR if given
	$(foreach file,$(INSTALL_FILES),install -Dm$(call install_mode,$(file)) \
	  '$(call install_source,$(file))' '$(DESTDIR)$(call install_destination,$(file))'$(newline))
	$(refresh_caches)

uninstall: ## Remove exactly the files `make install` installed
	rm -f $(foreach file,$(INSTALL_FILES),'$(DESTDIR)$(call install_destination,$(file))')
	$(refresh_caches)

clean:
	rm -rf .build Tests/EndToEnd/out

# The 100-layout lifetime test under valgrind: 0 bytes definitely lost in our code.
leak-check:
	scripts/install-deps.sh test
	SWIFT='$(SWIFT)' TEST_BUILD_FLAGS='$(TEST_BUILD_FLAGS)' scripts/leak-check.sh

# Longer versions of the hardening tests (about 25 minutes in all): the model's random-event
# test at 1,050,000 events, a 20,000-step resize storm of the real app, each fuzz target
# for SOAK_FUZZ_SECONDS, and the XCTest suites under AddressSanitizer and ThreadSanitizer
# (make sanitize).
soak: build
	scripts/install-deps.sh test
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) 2>&1 | scripts/build-filter.sh
	TWOPANE_RANDOM_EVENTS_SCALE=10 $(SWIFT) test --skip-build $(TEST_BUILD_FLAGS) --filter RandomEventTests
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_storm_test.py $(TRAILS) --steps $(SOAK_STEPS)
	SWIFT='$(SWIFT)' scripts/fuzz.sh build
	SWIFT='$(SWIFT)' scripts/fuzz.sh run $(SOAK_FUZZ_SECONDS)
	SWIFT='$(SWIFT)' scripts/sanitize.sh

# Every XCTest suite under AddressSanitizer, with UndefinedBehaviorSanitizer on our C code,
# then under ThreadSanitizer (scripts/sanitize.sh; their own builds in .build/asan and
# .build/tsan; reports suppressed only by scripts/sanitizers/*.supp), each after a canary the
# sanitizer must report: 9 minutes on 2 cores from nothing (ASan 251 s, TSan 286 s, each
# with its build). Not in make test: even the ASan pass alone is a third build and a third
# run of the suite, 4 minutes beside make test's 6 on the same 2 cores; make soak runs both.
sanitize:
	scripts/install-deps.sh test
	SWIFT='$(SWIFT)' scripts/sanitize.sh

# libFuzzer over what takes untrusted input (Fuzz/, scripts/fuzz.sh): the JSON data reader,
# the command line, the state file loader, and the layout model driven by decoded events with
# its invariants checked after each. Each target for FUZZ_SECONDS; `make test` runs every
# input of the committed corpora once, `make soak` fuzzes each for SOAK_FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
SOAK_FUZZ_SECONDS ?= 300
fuzz:
	scripts/install-deps.sh build
	SWIFT='$(SWIFT)' scripts/fuzz.sh build
	SWIFT='$(SWIFT)' scripts/fuzz.sh run $(FUZZ_SECONDS)

# Translations (po/README.md): the templates are extracted from the sources listed in
# po/POTFILES (domain trails) and po/twopane/POTFILES (domain twopane). `make pot`
# regenerates them; `make check-translations` fails when a template is stale or a
# language misses a message.
.PHONY: pot check-translations
pot:
	scripts/install-deps.sh build
	scripts/update-pot.sh trails po/trails.pot po/POTFILES
	scripts/update-pot.sh twopane po/twopane/twopane.pot po/twopane/POTFILES

check-translations:
	scripts/check-translations.sh
