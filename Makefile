# Scenery — the two commands that matter: `make run` and `make test`.
SWIFT ?= swift
ARGS ?=
## Release builds link the Swift runtime and Foundation statically when the toolchain has them:
## only the pages in use are loaded and nothing is relocated at start-up (20.7 MB against 26.8 MB
## when chosen; 26.2 MB on 2026-11-28, the binary having grown, before the ordered link below).
SWIFT_LIB := $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")" 2>/dev/null)/../lib
STATIC := $(if $(wildcard $(SWIFT_LIB)/swift_static/linux/libFoundation.a),--static-swift-stdlib,)
## Where the toolchain has lld, release builds also put each function in its own section and link
## the ones the first screen runs next to one another (Resources/link/scenery.order, written by
## `make link-order`), with packed relocations where glibc reads them (2.36 and later): 16.8 MB
## resident at the first screen against 23.3 MB linked by gold (docs/headless.md, "Memory").
## (Linux only: the flags below are ELF lld's; macOS's linker takes an order file its own way.)
LLD := $(if $(filter Linux,$(shell uname -s)),$(wildcard $(dir $(SWIFT_LIB))bin/ld.lld),)
RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
LINK := $(if $(LLD),-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld \
	-Xlinker --symbol-ordering-file=$(CURDIR)/Resources/link/scenery.order -Xlinker --no-warn-symbol-ordering \
	$(if $(RELR),-Xlinker -z -Xlinker pack-relative-relocs),)
## Release builds leave out Swift's run-time exclusivity check (two overlapping accesses to one
## class property trap): 12% of a select move's instructions, 4% of a resize step's, spread over
## many properties. Debug builds keep it, so `make test` and `make test-damage` still trap
## such a bug (docs/DECISIONS.md, 2026-11-28).
UNCHECKED := -Xswiftc -enforce-exclusivity=unchecked
RELEASE = $(SWIFT) build -c release $(STATIC) $(UNCHECKED) $(LINK)

.PHONY: run test test-damage fuzz fuzz-seeds mutants build release release-check link-order bench bench-instructions snapshot clean docs

## Start the live simulator on the built-in demo (release build). Pass options with ARGS="--app Mail".
run:
	@scripts/deps.sh build
	@$(RELEASE) --product scenery
	@./.build/release/scenery run $(ARGS)

## The fuzz and fault suite at full length (one million events, random tapes, corrupt state
## folders); prints a table of trials and failures. FUZZ="--events 10000 --seed 7" to change it.
FUZZ ?=
fuzz:
	@scripts/deps.sh build
	@$(RELEASE) --product scenery
	@$(RELEASE) --product scenery-fuzz
	./.build/release/scenery-fuzz $(FUZZ)

## Plants each known bug in hit testing (scripts/mutants.py) and expects the tests to fail;
## every planted file is put back. MUTANTS="column-behind" runs one.
MUTANTS ?=
mutants:
	@scripts/deps.sh build
	python3 scripts/mutants.py $(MUTANTS)

## The fuzz suite under SEEDS different seeds in a row (default 20), stopping at the first red
## one: FUZZ="--events 100000" shortens each run.
SEEDS ?= 20
fuzz-seeds:
	@scripts/deps.sh build
	@$(RELEASE) --product scenery
	@$(RELEASE) --product scenery-fuzz
	scripts/fuzz_seeds.sh $(SEEDS) $(FUZZ)

## Build and run every test (the public API against the last release, unit, golden, instruction counts against Resources/bench/instructions.json where valgrind is, headless ncurses + pyte + asciinema, terminal restore under a pty, the shipped tapes, the `scenery new` template built and tested, the tutorial's code, DocC without warnings).
test:
	@scripts/timed.sh deps scripts/deps.sh test
	@scripts/timed.sh build $(SWIFT) build
	@scripts/timed.sh api scripts/api_check.sh
	@scripts/timed.sh tests $(SWIFT) test
	@scripts/timed.sh instructions ./.build/debug/scenery bench --check-instructions Resources/bench/instructions.json
	@scripts/timed.sh tapes ./.build/debug/scenery test Resources/tapes
	@scripts/timed.sh frames python3 scripts/doc_frames.py README.md docs/*.md
	@scripts/timed.sh template scripts/template_check.sh
	@scripts/timed.sh tutorial scripts/tutorial_check.sh
	@scripts/timed.sh docc scripts/docs_check.sh

## The whole suite with every frame that copied from the last one drawn a second time from nothing
## and compared (SCENERY_CHECK_DAMAGE=1): a difference stops the run naming the first cell. About as
## long as the tests.
test-damage:
	@scripts/deps.sh test
	SCENERY_CHECK_DAMAGE=1 $(SWIFT) test
	SCENERY_CHECK_DAMAGE=1 ./.build/debug/scenery test Resources/tapes

## The DocC documentation of every library module (open .build/plugins/Swift-DocC/outputs/*.doccarchive),
## failing on a warning or a symbol without a summary.
docs:
	@scripts/deps.sh build
	scripts/docs_check.sh

build:
	@scripts/deps.sh build
	$(SWIFT) build

release:
	@scripts/deps.sh build
	$(RELEASE) --product scenery

## The build `make run` gives, tried: the shipped tapes recorded by it, and its first screen within
## 20 MB resident and 3 MB written (CI runs it after the tests).
release-check: release
	scripts/release_check.sh

## The functions the first screen runs, for the release link (valgrind and tmux; after large changes).
link-order: release
	scripts/link_order.sh
	rm -f .build/release/scenery
	$(RELEASE) --product scenery

## Instruction counts (callgrind) per resize-sweep step, separator step and peer-screen sweep and key steps:
## regressions show whatever the machine's load. Needs valgrind (apt-get install -y valgrind).
bench-instructions: release
	./.build/release/scenery bench --instructions $(ARGS)

## Frame time, bytes written, recording speed, and instruction counts when valgrind is there; release build.
bench: release
	./.build/release/scenery bench $(ARGS)

## Print a text frame of the demo: make snapshot ARGS="--size 100x30"
snapshot: release
	./.build/release/scenery snapshot $(ARGS)

clean:
	rm -rf .build
