#!/usr/bin/env bash
# The Debian package as a player gets it: builds it (make deb), checks it with lintian (no error,
# no warning), installs it into this system with apt-get (which resolves its dependencies), plays
# the installed game headless a few turns by its menu entry's Exec line, removes it, and checks
# that nothing it installed is left. Needs root (apt-get; CI runs as root) and Debian's dpkg-dev
# and lintian (scripts/setup.sh installs them); scripts/test.sh runs it when it can.
set -euo pipefail
cd "$(dirname "$0")/.."
name=tap-the-larger-shape
id=io.github.tapthelargershape.TapTheLargerShape
sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo -n); fi

make --no-print-directory deb >/dev/null
package=$(realpath .build/deb/${name}_*.deb)
echo "test-deb: built $(basename "$package") ($(du -h "$package" | cut -f1))"

# Hardening: a position-independent executable, its relocations read-only once bound, all of
# them bound at load (BIND_NOW).
binary=.build/stage-release/games/$name
readelf -h "$binary" | grep -q 'Type:.*DYN' || { echo "test-deb: the game is not a PIE" >&2; exit 1; }
readelf -l -W "$binary" | grep -q GNU_RELRO || { echo "test-deb: the game has no GNU_RELRO segment" >&2; exit 1; }
readelf -d -W "$binary" | grep -Eq 'BIND_NOW|FLAGS_1.*NOW' || { echo "test-deb: the game is not linked with BIND_NOW" >&2; exit 1; }
echo "test-deb: the game is a PIE with GNU_RELRO and BIND_NOW"

# Reproducible: the same sources at another path, built later in another time zone, give the
# same bytes (docs/ENGINEERING.md#reproducible).
elsewhere=$(mktemp -d /tmp/tap-the-larger-shape-reproducible-XXXXXXXX)
trap 'rm -rf "$elsewhere"' EXIT
mkdir -p "$elsewhere/another/path"
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$elsewhere/another/path"
(cd "$elsewhere/another/path" && TZ=Pacific/Kiritimati make --no-print-directory deb >/dev/null)
again=$(realpath "$elsewhere/another/path/.build/deb/${name}_"*.deb)
if ! cmp -s "$package" "$again"; then
    echo "test-deb: two builds of the same sources differ:" >&2
    sha256sum "$package" "$again" >&2
    exit 1
fi
echo "test-deb: reproducible: a second build at $elsewhere/another/path (TZ=Pacific/Kiritimati) is byte-identical, sha256 $(sha256sum "$package" | cut -d' ' -f1)"
rm -rf "$elsewhere"
trap - EXIT

# lintian: every tag it reports, and a failure on any error or warning.
lintian --fail-on error,warning "$package" | sed 's/^/test-deb: lintian: /'
echo "test-deb: lintian: no errors, no warnings"
# What a pedantic reviewer would read too: printed, each explained in docs/INSTALLING.md.
lintian --pedantic --info "$package" | sed 's/^/test-deb: lintian --pedantic: /' || true

# The needs shlibdeps cannot see: fonts, and the libraries opened at run time.
relations=$(dpkg-deb -f "$package" Recommends Suggests)
for needed in "Recommends: fonts-dejavu-core, libdecor-0-0, libsystemd0" "Suggests: fonts-noto-cjk | fonts-wqy-microhei, speech-dispatcher"; do
    grep -q "^$needed" <<<"$relations" || { echo "test-deb: the package lacks '$needed'" >&2; exit 1; }
done

# A package of this name from an earlier run would hide what this one installs.
if dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "install ok installed"; then
    "${sudo[@]}" apt-get remove -y -q "$name" >/dev/null
fi
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "$package" >/dev/null
files=$(dpkg-query -L "$name" | while IFS= read -r path; do [ -f "$path" ] && echo "$path"; done)
echo "test-deb: installed $(echo "$files" | wc -l) files with apt-get"
appstreamcli validate --pedantic --no-net "/usr/share/metainfo/$id.metainfo.xml" | sed 's/^/test-deb: appstreamcli: /'
for icon in "scalable/apps/$id.svg" "symbolic/apps/$id-symbolic.svg" "128x128/apps/$id.png"; do
    [ -f "/usr/share/icons/hicolor/$icon" ] || { echo "test-deb: the package has no icon hicolor/$icon" >&2; exit 1; }
done

# The game, started the way the menu starts it, in a home of its own, without display or sound.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
exec_line=$(sed -n 's/^Exec=//p' "/usr/share/applications/$id.desktop")
read -r -a command <<<"$exec_line"
log="$home/events.jsonl"
env -i PATH=/usr/bin:/bin HOME="$home" SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy \
    "${command[@]}" --autoplay --turns 3 --autoplay-delay 0 --event-log "$log" >/dev/null 2>"$home/errors"
turns=$(grep -c '"event":"turn_ended"' "$log" || true)
[ "$turns" = 3 ] || { echo "test-deb: the installed game played $turns turns, not 3:" >&2; cat "$home/errors" >&2; exit 1; }
grep -q '"event":"quit"' "$log" || { echo "test-deb: the installed game did not quit cleanly" >&2; exit 1; }
! grep -q "no Resources folder" "$home/errors" || { echo "test-deb: the installed game found no sounds" >&2; exit 1; }
echo "test-deb: '$exec_line' played 3 turns, found its sounds and quit"

"${sudo[@]}" apt-get remove -y -q "$name" >/dev/null
left=$(echo "$files" | while IFS= read -r path; do [ -e "$path" ] && echo "$path"; done || true)
[ -z "$left" ] || { echo "test-deb: apt-get remove left these behind:" >&2; echo "$left" >&2; exit 1; }
! dpkg-query -W -f='${Status}' "$name" 2>/dev/null | grep -q "installed" || { echo "test-deb: dpkg still lists $name" >&2; exit 1; }
echo "test-deb: apt-get remove left nothing behind"
