#!/usr/bin/env bash
# deb.sh STAGE OUT: builds tap-the-larger-shape_<version>_<arch>.deb in OUT from a tree staged in
# Debian's layout (`make deb` stages it with PREFIX=/usr, the binary in /usr/games). Debian 12 has
# no Swift package, so this is dpkg-deb over the staged tree, not dpkg-buildpackage:
#   - the version and the release date come from debian/changelog, installed (compressed) as the
#     package's changelog beside debian/copyright under /usr/share/doc/tap-the-larger-shape;
#   - Depends is what dpkg-shlibdeps finds the binary linked against, never written by hand (the
#     Swift runtime is linked in statically, so no toolchain is needed);
#   - fonts are the one need shlibdeps cannot see: DejaVu Sans is the font the game asks
#     fontconfig for first (Recommends), a CJK font what its Chinese and Japanese need (Suggests);
#     libdecor draws title bars where a Wayland desktop does not (SDL loads it at run time);
#     libsystemd's sd-bus asks the desktop's Settings portal for its wishes (Recommends), and
#     speech-dispatcher is the voice (Suggests): the game opens both at run time, so shlibdeps
#     cannot see them, and runs without either; the hyphenation patterns (Recommends) are files
#     libhyphen reads, and without them a long word breaks between its characters;
#   - every file is owned by root, folders 0755, files 0644, the game 0755, man pages compressed.
# Needs dpkg-dev (dpkg-shlibdeps); scripts/setup.sh installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
stage=$1 out=$2
name=tap-the-larger-shape
version=$(dpkg-parsechangelog -l debian/changelog -S Version)
maintainer=$(dpkg-parsechangelog -l debian/changelog -S Maintainer)
timestamp=$(dpkg-parsechangelog -l debian/changelog -S Timestamp)
architecture=$(dpkg --print-architecture)
root="$out/root"
rm -rf "$root"
mkdir -p "$out" "$root/usr"
cp -R "$stage/." "$root/usr/"
# The menu entry starts the game by its full path: /usr/games is not on every PATH.
sed -i "s|^Exec=$name|Exec=/usr/games/$name|; s|^TryExec=$name|TryExec=/usr/games/$name|" "$root/usr/share/applications/"*.desktop

# The documentation Debian asks every package for.
doc="$root/usr/share/doc/$name"
mkdir -p "$doc"
cp debian/copyright "$doc/copyright"
gzip -9n <debian/changelog >"$doc/changelog.gz"
# The guides the staged tree carries, compressed as Debian's policy asks of documentation.
find "$doc" -name "*.md" -exec gzip -9n {} +
find "$root/usr/share/man" -type f -name "*.[0-9]" -exec gzip -9n {} +

# Ownership and modes as dpkg-deb packs them (--root-owner-group); times from the release, so
# the same tree packs to the same bytes.
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
chmod 0755 "$root/usr/games/$name"
find "$root" -exec touch -h -d "@$timestamp" {} +

# Depends, from the libraries the binary is linked against. dpkg-shlibdeps reads a control file
# naming the package; a minimal one in a scratch folder serves.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$name" "$name" >"$scratch/debian/control"
binary=$(realpath "$root/usr/games/$name")
depends=$(cd "$scratch" && dpkg-shlibdeps -O -e"$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no dependencies for $binary" >&2; exit 1; }

mkdir -p "$root/DEBIAN"
installed_size=$(du -k -s --apparent-size --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<CONTROL
Package: $name
Version: $version
Architecture: $architecture
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $depends
Recommends: fonts-dejavu-core, libdecor-0-0, libsystemd0, hyphen-en-us, hyphen-de
Suggests: fonts-noto-cjk | fonts-wqy-microhei, speech-dispatcher
Section: games
Priority: optional
Description: click the larger of two or more shapes, by area
 Shapes appear: click the larger one by area to gain a point; a smaller one
 loses a point, and five right in a row start a streak that earns a bonus on
 every turn. Squares, circles, triangles, stars, hexagons and parallelograms,
 alone, mixed, or crossed in one turn; adaptive difficulty that settles at the
 player's own threshold; a daily challenge, the same twenty turns for everyone,
 with a card to share; a race for two on one screen; stats with a plot of the
 last fifty turns; the mouse, the keyboard, touch or a game controller; in
 English, Simplified Chinese, German or Japanese.
 .
 The game is also a worked example of the design patterns of the tutorial
 "Intermediate Design Patterns in Swift", rebuilt in Swift over SDL2.
CONTROL
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
touch -h -d "@$timestamp" "$root/DEBIAN" "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

package="$out/${name}_${version}_${architecture}.deb"
SOURCE_DATE_EPOCH=$timestamp dpkg-deb --root-owner-group -Zxz --build "$root" "$package" >/dev/null
echo "$package"
