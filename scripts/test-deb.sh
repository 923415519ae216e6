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

# lintian: every tag it reports, and a failure on any error or warning.
lintian --fail-on error,warning "$package" | sed 's/^/test-deb: lintian: /'
echo "test-deb: lintian: no errors, no warnings"
# What a pedantic reviewer would read too: printed, each explained in docs/INSTALLING.md.
lintian --pedantic --info "$package" | sed 's/^/test-deb: lintian --pedantic: /' || true

# The one need shlibdeps cannot see: fonts.
relations=$(dpkg-deb -f "$package" Recommends Suggests)
for needed in "Recommends: fonts-dejavu-core" "Suggests: fonts-noto-cjk | fonts-wqy-microhei"; do
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
