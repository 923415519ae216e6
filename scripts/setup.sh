#!/usr/bin/env bash
# Installs what building, playing and testing need, when missing, on Debian or Ubuntu:
# SDL2, SDL2_ttf and SDL2_mixer (the game), libdecor (the window's title bar on a Wayland desktop
# that draws none, as GNOME; SDL loads it when it is there), fontconfig (finding fonts), zlib (the
# PNG writer), libxkbcommon's headers (the guard around SDL's Wayland keyboard), gettext (msgfmt
# compiles the translations; xgettext and msgmerge keep them current), a Latin and a Chinese font
# (which also has Japanese) for the HUD, pkg-config, SDL2_gfx (only for
# shape-bench's comparison), and the desktop
# file and AppStream validators the install tests run, Python 3 (3.11 has tomllib; the TOML
# reader's conformance and differential checks run on it), and an X server of its own (Xvfb, with
# xwininfo and xprop, and xrdb to set a HiDPI Xft.dpi) in which tests read the real window's class,
# icon and size, and what builds and
# checks the Debian package (dpkg-dev for dpkg-shlibdeps, lintian). Uses sudo only when not already root. Swift itself must be on
# PATH already (swift.org's toolchain).
set -euo pipefail

packages=(
    pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-mixer-dev libsdl2-gfx-dev libfontconfig-dev zlib1g-dev libdecor-0-0 libxkbcommon-dev gettext fonts-dejavu-core
    fonts-wqy-microhei
    desktop-file-utils appstream make python3 xvfb x11-utils x11-xserver-utils xdotool dpkg-dev lintian
)

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: swift is not on PATH; install the Swift toolchain from swift.org first" >&2
    exit 1
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
