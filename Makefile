# TwoPane and Trails. `make run` opens Trails; `make test` runs every test.
# Both install the Debian 12 packages they need first (with sudo when not root).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec

SWIFT ?= swift
# No index store for the release build (faster); the test build needs it: XCTest on Linux
# discovers tests through it.
SWIFT_FLAGS ?= --disable-index-store
RELEASE_FLAGS = -c release --static-swift-stdlib $(SWIFT_FLAGS)
TRAILS = .build/release/trails
RESOURCES_C = Sources/CTrailsResources/trails_resources_data.c
# The resize storm: the same 2,000 steps in every `make test`; `make soak` runs a longer one
# with a fresh seed (printed, to replay a failure with --seed).
STORM_SEED ?= 1
SOAK_STEPS ?= 20000

.PHONY: run test soak leak-check build build-tests test-swift test-e2e test-cli check-resources resources clean

run: ## Build Trails (release) and run it
	scripts/install-deps.sh run
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh
	$(TRAILS) $(ARGS)

build:
	scripts/install-deps.sh build
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh

test: ## Every test: model, data, GTK widgets, the trails binary end to end
	scripts/install-deps.sh test
	$(MAKE) --no-print-directory check-resources
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh
	$(SWIFT) build --build-tests 2>&1 | scripts/build-filter.sh
	scripts/headless.sh $(SWIFT) test --skip-build
	scripts/leak-check.sh
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_cli_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_e2e_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_keyboard_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_names_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_stages_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_regions_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_state_test.py $(TRAILS)
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_storm_test.py $(TRAILS) --seed $(STORM_SEED)
	$(MAKE) --no-print-directory bench-smoke

# Side-by-side benchmark of trails against the plain C GTK 4 reference (bench/README.md):
# one headless session, A and B alternately; writes bench/results.json and bench/RESULTS.md.
.PHONY: bench bench-smoke
bench: ## Benchmark trails against the C reference: bench/RESULTS.md (about 2 min)
	scripts/install-deps.sh test
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh
	$(MAKE) --no-print-directory -C bench/reference
	SWIFT='$(SWIFT)' scripts/headless.sh /usr/bin/python3 bench/bench.py

# A few short runs of each mode, checking the harness (not the targets); part of `make test`.
bench-smoke: ## Check the benchmark harness with a few short runs (under a minute)
	scripts/install-deps.sh test
	$(SWIFT) build $(RELEASE_FLAGS) --product trails 2>&1 | scripts/build-filter.sh
	$(MAKE) --no-print-directory -C bench/reference
	SWIFT='$(SWIFT)' scripts/headless.sh /usr/bin/python3 bench/bench.py --smoke

# The icon bundle is compiled to C by glib-compile-resources; the result is committed so a
# plain `swift build` works. `make resources` regenerates it; `make test` checks it is current.
resources:
	glib-compile-resources --sourcedir Resources --generate-source --manual-register \
	  --c-name trails --target $(RESOURCES_C) Resources/trails.gresource.xml

check-resources:
	@tmp=$$(mktemp --suffix=.c) && \
	glib-compile-resources --sourcedir Resources --generate-source --manual-register \
	  --c-name trails --target $$tmp Resources/trails.gresource.xml && \
	if cmp -s $$tmp $(RESOURCES_C); then rm -f $$tmp; echo "resources: up to date"; \
	else rm -f $$tmp; echo "resources: $(RESOURCES_C) is stale; run 'make resources'" >&2; exit 1; fi

clean:
	rm -rf .build Tests/EndToEnd/out

# The 100-layout lifetime test under valgrind: 0 bytes definitely lost in our code.
leak-check:
	scripts/install-deps.sh test
	scripts/leak-check.sh

# Longer versions of the hardening tests (over 2 minutes in all): the model's random-event
# test at 1,050,000 events and a 20,000-step resize storm of the real app.
soak: build
	scripts/install-deps.sh test
	$(SWIFT) build --build-tests 2>&1 | scripts/build-filter.sh
	TWOPANE_RANDOM_EVENTS_SCALE=10 $(SWIFT) test --skip-build --filter RandomEventTests
	scripts/headless.sh /usr/bin/python3 Tests/EndToEnd/trails_storm_test.py $(TRAILS) --steps $(SOAK_STEPS)
