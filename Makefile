# Installs the game as a desktop program: `make install PREFIX=~/.local` (default /usr/local),
# `make uninstall` with the same PREFIX, DESTDIR for packagers, and BINDIR, DATADIR, MANDIR (and
# MANSECTION) for a distribution's layout. `make stage` builds and lays out what would be
# installed, in .build/stage-$(CONFIGURATION); `make deb` builds the Debian package. None of
# them installs system packages: scripts/setup.sh does that (the README's two commands run it).
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
# The game's own files (sounds, translations).
GAMEDATADIR ?= $(DATADIR)/tap-the-larger-shape
MANDIR ?= $(DATADIR)/man
MANSECTION ?= 1
ZSHDIR ?= $(DATADIR)/zsh/site-functions
# Where docs/store/*.png are published, once the project has a home: the metainfo's screenshots.
SCREENSHOT_BASE_URL ?=
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
# Where each part goes, relative to PREFIX (the staged tree mirrors the prefix).
relative = $(if $(filter $(PREFIX)/%,$(1)),$(patsubst $(PREFIX)/%,%,$(1)),$(error $(2) ($(1)) must lie inside PREFIX ($(PREFIX))))
LAYOUT = BINDIR_REL=$(call relative,$(BINDIR),BINDIR) DATADIR_REL=$(call relative,$(DATADIR),DATADIR) \
	GAMEDATADIR_REL=$(call relative,$(GAMEDATADIR),GAMEDATADIR) MANDIR_REL=$(call relative,$(MANDIR),MANDIR) MANSECTION=$(MANSECTION) \
	ZSHDIR_REL=$(call relative,$(ZSHDIR),ZSHDIR) SCREENSHOT_BASE_URL=$(SCREENSHOT_BASE_URL)
RELEASE_DATE = $(shell date -u -d "$$(sed -n 's/^ -- .*>  //p;T;q' debian/changelog)" +%F)

.PHONY: all stage install uninstall deb icons bench docs

all: stage

stage:
	swift build -c $(CONFIGURATION) $(STATIC) $(SWIFT_BUILD_FLAGS) --product tap-the-larger-shape
	# The man page is dated by the release, so every build writes the same page.
	$(LAYOUT) RELEASE_DATE=$(RELEASE_DATE) scripts/stage.sh \
		"$$(swift build -c $(CONFIGURATION) $(STATIC) $(SWIFT_BUILD_FLAGS) --show-bin-path)/tap-the-larger-shape" $(STAGE) $(STRIP)

install: stage
	scripts/install.sh install $(STAGE) "$(PREFIX)" "$(DESTDIR)"

uninstall:
	scripts/install.sh uninstall "$(PREFIX)" "$(DESTDIR)"

# tap-the-larger-shape_<version>_<arch>.deb in .build/deb: Debian's layout for games (the binary
# in /usr/games, the manual in section 6, data in /usr/share/games), Depends from dpkg-shlibdeps.
# Reproducible: the build folder is mapped away in every path the compilers keep (scripts/stage.sh
# zeroes what they stamp from it), and every date is the changelog's.
REPRODUCIBLE = -Xswiftc -file-prefix-map -Xswiftc $(CURDIR)=/usr/src/tap-the-larger-shape \
	-Xcc -ffile-prefix-map=$(CURDIR)=/usr/src/tap-the-larger-shape
deb:
	$(MAKE) --no-print-directory stage CONFIGURATION=release PREFIX=/usr BINDIR=/usr/games \
		SWIFT_BUILD_FLAGS="-Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now $(REPRODUCIBLE)" \
		GAMEDATADIR=/usr/share/games/tap-the-larger-shape MANSECTION=6 ZSHDIR=/usr/share/zsh/vendor-completions
	scripts/deb.sh .build/stage-release .build/deb

# Draws the icon at every hicolor size into Resources/icons (committed; run after changing it).
icons:
	swift run icon-gen Resources/icons

# Every figure a player feels, against its target (scripts/bench.sh; figures, not tests).
bench:
	scripts/bench.sh

# The documentation as a static site in .build/docs: the pattern guide (Sources/GameApp/GameApp.docc)
# and every library's reference, warnings as errors. Serve the folder with any web server.
docs:
	scripts/docs.sh .build/docs
