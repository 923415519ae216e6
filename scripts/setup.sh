#!/usr/bin/env bash
# setup.sh [play|test] [--list]: installs, when missing, the Debian or Ubuntu packages a purpose
# needs, with sudo only when not already root. Swift itself must be on PATH already (swift.org's
# toolchain, 6.2 or newer). --list prints the packages and installs nothing.
#
#   play (scripts/play.sh): building, installing and playing the game. SDL2, SDL2_ttf and
#        SDL2_mixer with pkg-config; fontconfig (finding fonts); zlib (the PNG writer);
#        libxkbcommon's headers (the guard around SDL's Wayland keyboard); libdecor (the window's
#        title bar on a Wayland desktop that draws none, as GNOME; SDL loads it when it is there);
#        gettext (msgfmt compiles the translations); a Latin font and a Chinese one (which also
#        has Japanese); libhyphen and the German and US English patterns (where a word wider than
#        a line may break); make, dpkg-dev and Python 3 for `make install` and `make deb` (the
#        Makefile; dpkg-parsechangelog and dpkg-shlibdeps in scripts/deb.sh; scripts/stage.sh runs
#        scripts/reproducible.py on the stripped release binary).
#   test (scripts/test.sh, the default): all of play's, and what the tests, the benchmarks and
#        the package need: Noto Sans CJK (the other CJK face players have: every screen is
#        checked to fit in it and in WenQuanYi), pip (scripts/upstream-sdl.sh downloads
#        upstream SDL builds to run the game on), SDL2_gfx (shape-bench's comparison only), librsvg and ImageMagick (the
#        SVG icon drawn against the PNG one, and screenshots), the desktop file and
#        AppStream validators, an X server of its own (Xvfb, with xwininfo and xprop, xrdb to set a
#        HiDPI Xft.dpi, xdotool to click) in which tests read the real window, lintian (the
#        Debian package checked), a private session bus (dbus-daemon) for the stand-in Settings
#        portal, and speech-dispatcher's client library (libspeechd2), which the game speaks
#        through to the tests' stand-in voice, and Babel for Debian's Python 3 (python3-babel: CLDR's
#        number, date and list forms, the oracle the game's own are held to). (Play's Python 3, 3.11 or newer for tomllib, also
#        runs the TOML reader's conformance and differential checks.)
set -euo pipefail

purpose=test list=false
for argument in "$@"; do
    case $argument in
    play | test) purpose=$argument ;;
    --list) list=true ;;
    *)
        echo "usage: setup.sh [play|test] [--list]" >&2
        exit 64
        ;;
    esac
done

play=(
    pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-mixer-dev libfontconfig-dev zlib1g-dev libxkbcommon-dev libdecor-0-0 gettext
    fonts-dejavu-core fonts-wqy-microhei make dpkg-dev python3 libhyphen-dev hyphen-de hyphen-en-us
)
test=(
    fonts-noto-cjk python3-pip libsdl2-gfx-dev librsvg2-bin imagemagick desktop-file-utils appstream xvfb x11-utils x11-xserver-utils xdotool xclip lintian dbus-daemon libspeechd2 python3-babel
)
packages=("${play[@]}")
if [ "$purpose" = test ]; then packages+=("${test[@]}"); fi

if $list; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: swift is not on PATH; install the Swift toolchain (6.2 or newer) from swift.org first" >&2
    exit 1
fi

version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
if [ -n "$version" ]; then
    read -r major minor <<<"$version"
    if ((major < 6 || (major == 6 && minor < 2))); then
        echo "setup: Swift $major.$minor is too old; the package needs Swift 6.2 or newer (swift.org)" >&2
        exit 1
    fi
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "setup: missing ${missing[*]}, and apt-get is not available; install them with your package manager" >&2
        exit 1
    fi
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    echo "setup: installing ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
