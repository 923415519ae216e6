#!/usr/bin/env bash
# stage.sh BINARY STAGE [strip]: lays out everything `make install` installs, under STAGE as it
# will sit under the prefix: the game, its resources, the desktop entry, the icons, the AppStream
# metainfo, the man page and the shell completions (both written by the game from its own
# options: --generate-manual, --generate-completion-script). Called by the Makefile, which passes
# the layout (each part's folder relative to the prefix) in BINDIR_REL, DATADIR_REL,
# GAMEDATADIR_REL, MANDIR_REL, MANSECTION and ZSHDIR_REL; the defaults are the FHS layout under
# /usr/local. RELEASE_DATE dates the man page (the changelog's newest entry by default), so every
# build writes the same page. SCREENSHOT_BASE_URL, when set, puts the software centres'
# screenshots in the metainfo (scripts/metainfo.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 stage=$2 strip=${3:-}
id=io.github.tapthelargershape.TapTheLargerShape
name=tap-the-larger-shape
bin=${BINDIR_REL:-bin}
data=${DATADIR_REL:-share}
game=${GAMEDATADIR_REL:-$data/$name}
man=${MANDIR_REL:-$data/man}
section=${MANSECTION:-1}
zsh=${ZSHDIR_REL:-$data/zsh/site-functions}
date=${RELEASE_DATE:-$(date -u -d "$(sed -n 's/^ -- .*>  //p;T;q' debian/changelog)" +%F)}
rm -rf "$stage"
mkdir -p "$stage/$bin" "$stage/$game" "$stage/$data/applications" "$stage/$data/metainfo" "$stage/$man/man$section" \
    "$stage/$data/bash-completion/completions" "$stage/$zsh" "$stage/$data/fish/vendor_completions.d"
cp "$binary" "$stage/$bin/$name"
# Symbols are for debugging the build, not for running the installed game.
# The same sources give the same bytes wherever they were built (scripts/reproducible.py).
if [ "$strip" = strip ] && command -v strip >/dev/null; then
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/$bin/$name"
    python3 scripts/reproducible.py "$stage/$bin/$name"
fi
cp -R Resources/sounds "$stage/$game/"
# The translations: every po/*.po compiled (msgfmt --check) where gettext looks, the game among them.
scripts/po.sh compile "$stage/$data/locale"
cp -R Resources/icons "$stage/$data/"
# The player's guide and the pattern guide, where About says they are (the package compresses them).
mkdir -p "$stage/$data/doc/$name"
cp docs/PLAYING.md docs/PATTERNS.md "$stage/$data/doc/$name/"
scripts/po.sh desktop "$stage/$data/applications/$id.desktop"
scripts/metainfo.sh "${SCREENSHOT_BASE_URL:-}" >"$stage/$data/metainfo/$id.metainfo.xml"
"$binary" --generate-manual --section "$section" --date "$date" >"$stage/$man/man$section/$name.$section"
"$binary" --generate-completion-script bash >"$stage/$data/bash-completion/completions/$name"
"$binary" --generate-completion-script zsh >"$stage/$zsh/_$name"
"$binary" --generate-completion-script fish >"$stage/$data/fish/vendor_completions.d/$name.fish"
echo "staged in $stage"
