#!/usr/bin/env bash
# upstream-sdl.sh [FOLDER]: brings upstream SDL builds to run the game on, from the pysdl2-dll
# wheels on PyPI (SDL, SDL_ttf and SDL_mixer as SDL's own project builds them: 2.26.5, which
# opens libxkbcommon itself at run time, and 2.32.10). Each goes to FOLDER/<version>/ (default
# .build/upstream-sdl), with the links the dynamic linker looks for (a wheel keeps no links), so
#     LD_LIBRARY_PATH=.build/upstream-sdl/2.26.5 tap-the-larger-shape
# plays on it. The end-to-end tests do so (UpstreamSDLTests). A version already there is kept.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:-.build/upstream-sdl}
versions=(2.26.5 2.32.10)

for version in "${versions[@]}"; do
    target="$folder/$version"
    if [ -e "$target/libSDL2-2.0.so.0" ]; then continue; fi
    download=$(mktemp -d)
    trap 'rm -rf "$download"' EXIT
    python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 \
        --python-version 3.11 --dest "$download" "pysdl2-dll==$version"
    python3 - "$download"/pysdl2_dll-*.whl "$target" <<'PYTHON'
import os, sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
os.makedirs(target, exist_ok=True)
with zipfile.ZipFile(wheel) as archive:
    for entry in archive.namelist():
        if entry.startswith("sdl2dll/dll/") and not entry.endswith("/"):
            with open(os.path.join(target, os.path.basename(entry)), "wb") as file:
                file.write(archive.read(entry))
PYTHON
    # The names the game's binary asks for (their sonames), linked to the files the wheel has.
    (
        cd "$target"
        for library in libSDL2-2.0 libSDL2_ttf-2.0 libSDL2_mixer-2.0; do
            file=$(ls "$library".so* | head -n 1)
            [ "$file" = "$library.so.0" ] || ln -sf "$file" "$library.so.0"
        done
    )
    rm -rf "$download"
    trap - EXIT
    echo "upstream-sdl: SDL $version in $target"
done
