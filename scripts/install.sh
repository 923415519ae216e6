#!/usr/bin/env bash
# install.sh install STAGE PREFIX [DESTDIR]   copies a staged tree (scripts/stage.sh) into
#                                             DESTDIR/PREFIX and records what it made
# install.sh uninstall PREFIX [DESTDIR]       removes exactly that again
#
# The record, `installed` in the game's data folder (share/tap-the-larger-shape by default), lists
# every file installed and every folder the install had to create, so uninstalling leaves the
# prefix as it was found: folders that were there before (share/applications, say) stay, even
# when empty. The staged tree says where each part goes: the executable named tap-the-larger-shape
# and the folder that holds `sounds`.
set -euo pipefail
name=tap-the-larger-shape
action=${1:-}

# The record under ROOT: in the game's data folder, wherever the layout put it.
record_path() {
    local found
    found=$(cd "$1" 2>/dev/null && find . -maxdepth 4 -path "*/$name/installed" -type f -print -quit)
    echo "$1/${found#./}"
}

case "$action" in
install)
    stage=$2 prefix=$3 destdir=${4:-}
    root="$destdir$prefix"
    [ -n "$(cd "$stage" 2>/dev/null && find . -type f -perm -u+x -name "$name" -print -quit)" ] ||
        { echo "install: $stage is not a staged tree (run make stage)" >&2; exit 1; }
    created=()
    files=()
    # Folders above the prefix that do not exist yet (a new ~/games/prefix, say): made, and
    # remembered by their full path.
    ancestors=()
    above=$(dirname "$root")
    while [ ! -d "$above" ]; do
        ancestors+=("$above")
        above=$(dirname "$above")
    done
    # Folders first, shallowest first, remembering the ones that did not exist.
    while IFS= read -r folder; do
        target="$root/${folder#./}"
        [ "$folder" = . ] && target=$root
        if [ ! -d "$target" ]; then
            mkdir -p "$target"
            created+=("${folder#./}")
        fi
    done < <(cd "$stage" && find . -type d | sort)
    while IFS= read -r file; do
        relative=${file#./}
        mode=644
        [ -x "$stage/$relative" ] && mode=755
        install -m "$mode" "$stage/$relative" "$root/$relative"
        files+=("$relative")
    done < <(cd "$stage" && find . -type f | sort)
    # The menu entry starts the game by its full path, wherever PATH points.
    binary=$(cd "$stage" && find . -type f -perm -u+x -name "$name" -print -quit)
    binary=${binary#./}
    desktop=$(printf '%s\n' "${files[@]}" | grep '/applications/.*\.desktop$' || true)
    for entry in $desktop; do
        sed -i "s|^Exec=$name|Exec=$prefix/$binary|; s|^TryExec=$name|TryExec=$prefix/$binary|" "$root/$entry"
    done
    data=$(cd "$stage" && find . -type d -name sounds -print -quit)
    record="$root/$(dirname "${data#./}")/installed"
    {
        for file in "${files[@]}"; do echo "file $file"; done
        echo "file ${record#"$root"/}"
        for folder in "${created[@]}"; do echo "folder $folder"; done
        for folder in "${ancestors[@]}"; do echo "above $folder"; done
    } >"$record"
    chmod 644 "$record"
    echo "installed ${#files[@]} files in $root"
    ;;
uninstall)
    prefix=$2 destdir=${3:-}
    root="$destdir$prefix"
    record=$(record_path "$root")
    [ -f "$record" ] || { echo "uninstall: nothing of $name's is installed in $root (no $record)" >&2; exit 1; }
    mapfile -t lines <"$record"
    for line in "${lines[@]}"; do
        [ "${line%% *}" = file ] && rm -f "$root/${line#file }"
    done
    # Folders the install made, deepest first, when nothing else has moved in.
    printf '%s\n' "${lines[@]}" | sed -n 's/^folder //p' | awk '{ print length($0) "\t" $0 }' | sort -rn | cut -f2- |
        while IFS= read -r folder; do
            if [ "$folder" = . ]; then rmdir "$root" 2>/dev/null || true; else rmdir "$root/$folder" 2>/dev/null || true; fi
        done
    printf '%s\n' "${lines[@]}" | sed -n 's/^above //p' | while IFS= read -r folder; do rmdir "$folder" 2>/dev/null || true; done
    echo "uninstalled $name from $root"
    ;;
*)
    echo "usage: install.sh install STAGE PREFIX [DESTDIR] | uninstall PREFIX [DESTDIR]" >&2
    exit 2
    ;;
esac
