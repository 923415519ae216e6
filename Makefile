# Installs the game as a desktop program: `make install PREFIX=~/.local` (default /usr/local),
# `make uninstall` with the same PREFIX, and DESTDIR for packagers. `make stage` builds and lays
# out what would be installed, in .build/stage-$(CONFIGURATION).
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
# More flags for the game's build (the sanitizer scripts stage their instrumented game).
SWIFT_BUILD_FLAGS ?=
STAGE := .build/stage-$(CONFIGURATION)
# A release build carries the Swift runtime inside, so the installed game needs no toolchain.
ifeq ($(CONFIGURATION),release)
STATIC := --static-swift-stdlib
STRIP := strip
endif

.PHONY: all stage install uninstall icons bench

all: stage

stage:
	scripts/setup.sh
	swift build -c $(CONFIGURATION) $(STATIC) $(SWIFT_BUILD_FLAGS) --product tap-the-larger-shape
	# The man page, from the command line's definitions (swift-argument-parser's plugin); any
	# configuration writes the same page, and debug reuses the build the tests make.
	swift package generate-manual --configuration debug
	scripts/stage.sh "$$(swift build -c $(CONFIGURATION) $(STATIC) $(SWIFT_BUILD_FLAGS) --show-bin-path)/tap-the-larger-shape" \
		.build/plugins/GenerateManual/outputs/TapTheLargerShape/tap-the-larger-shape.1 $(STAGE) $(STRIP)

install: stage
	scripts/install.sh install $(STAGE) "$(PREFIX)" "$(DESTDIR)"

uninstall:
	scripts/install.sh uninstall "$(PREFIX)" "$(DESTDIR)"

# Draws the icon at every hicolor size into Resources/icons (committed; run after changing it).
icons:
	swift run icon-gen Resources/icons

# Every figure a player feels, against its target (scripts/bench.sh; figures, not tests).
bench:
	scripts/bench.sh
