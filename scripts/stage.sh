#!/usr/bin/env bash
# stage.sh BINARY MANPAGE STAGE [strip]: lays out everything `make install` installs, under STAGE as it
# will sit under the prefix: the game, its resources, the desktop entry, the icons, the AppStream
# metainfo, the man page and the shell completions (both generated from the command line's
# swift-argument-parser definitions). Called by the Makefile; the tests stage the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1 manpage=$2 stage=$3 strip=${4:-}
id=io.github.tapthelargershape.TapTheLargerShape
name=tap-the-larger-shape
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/share/$name" "$stage/share/applications" "$stage/share/metainfo" "$stage/share/man/man1" \
    "$stage/share/bash-completion/completions" "$stage/share/zsh/site-functions" "$stage/share/fish/vendor_completions.d"
cp "$binary" "$stage/bin/$name"
# Symbols are for debugging the build, not for running the installed game.
if [ "$strip" = strip ] && command -v strip >/dev/null; then strip "$stage/bin/$name"; fi
cp -R Resources/sounds Resources/locales "$stage/share/$name/"
cp -R Resources/icons "$stage/share/"
cp "Resources/desktop/$id.desktop" "$stage/share/applications/"
cp "Resources/metainfo/$id.metainfo.xml" "$stage/share/metainfo/"
cp "$manpage" "$stage/share/man/man1/$name.1"
"$binary" --generate-completion-script bash >"$stage/share/bash-completion/completions/$name"
"$binary" --generate-completion-script zsh >"$stage/share/zsh/site-functions/_$name"
"$binary" --generate-completion-script fish >"$stage/share/fish/vendor_completions.d/$name.fish"
echo "staged in $stage"
