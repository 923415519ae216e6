#!/usr/bin/env bash
# stage.sh BINARY MANPAGE STAGE [strip]: lays out everything `make install` installs, under STAGE as it
# will sit under the prefix: the game, its resources, the desktop entry, the icons, the AppStream
# metainfo, the man page and the shell completions (both generated from the command line's
# swift-argument-parser definitions). Called by the Makefile, which passes the layout (each part's
# folder relative to the prefix) in BINDIR_REL, DATADIR_REL, GAMEDATADIR_REL, MANDIR_REL,
# MANSECTION and ZSHDIR_REL; the defaults are the FHS layout under /usr/local. SCREENSHOT_BASE_URL,
# when set, puts the software centres' screenshots in the metainfo (scripts/metainfo.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 manpage=$2 stage=$3 strip=${4:-}
id=io.github.tapthelargershape.TapTheLargerShape
name=tap-the-larger-shape
bin=${BINDIR_REL:-bin}
data=${DATADIR_REL:-share}
game=${GAMEDATADIR_REL:-$data/$name}
man=${MANDIR_REL:-$data/man}
section=${MANSECTION:-1}
zsh=${ZSHDIR_REL:-$data/zsh/site-functions}
rm -rf "$stage"
mkdir -p "$stage/$bin" "$stage/$game" "$stage/$data/applications" "$stage/$data/metainfo" "$stage/$man/man$section" \
    "$stage/$data/bash-completion/completions" "$stage/$zsh" "$stage/$data/fish/vendor_completions.d"
cp "$binary" "$stage/$bin/$name"
# Symbols are for debugging the build, not for running the installed game.
if [ "$strip" = strip ] && command -v strip >/dev/null; then strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/$bin/$name"; fi
cp -R Resources/sounds "$stage/$game/"
# The translations: every po/*.po compiled (msgfmt --check) where gettext looks, the game among them.
scripts/po.sh compile "$stage/$data/locale"
cp -R Resources/icons "$stage/$data/"
scripts/po.sh desktop "$stage/$data/applications/$id.desktop"
scripts/metainfo.sh "${SCREENSHOT_BASE_URL:-}" >"$stage/$data/metainfo/$id.metainfo.xml"
# NB: a blank line in mdoc is an error to groff (the help's paragraphs have them): a paragraph
# break is `.Pp`.
sed 's/^$/.Pp/' "$manpage" >"$stage/$man/man$section/$name.$section"
# A completion is sourced, not run: no `#!` line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' >"$stage/$data/bash-completion/completions/$name"
"$binary" --generate-completion-script zsh >"$stage/$zsh/_$name"
"$binary" --generate-completion-script fish >"$stage/$data/fish/vendor_completions.d/$name.fish"
echo "staged in $stage"
