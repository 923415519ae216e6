#!/usr/bin/env bash
# po.sh COMMAND: the translations, through gettext's own tools (package gettext).
#   pot              prints the template: the game's messages (the messages-pot tool, from the
#                    Swift sources), then the desktop entry's and the metainfo's (xgettext)
#   update           rewrites po/tap-the-larger-shape.pot and merges it into every po/*.po
#   check            msgfmt --check on every language (fails on any error), with its statistics
#   compile DIR      compiles every language to DIR/<code>/LC_MESSAGES/tap-the-larger-shape.mo
#   desktop OUT      the desktop entry with every language's translations (msgfmt --desktop)
#   metainfo OUT     the metainfo with every language's translations (msgfmt --xml)
# The languages are po/LINGUAS.
set -euo pipefail
cd "$(dirname "$0")/.."
domain=tap-the-larger-shape
id=io.github.tapthelargershape.TapTheLargerShape
desktop=Resources/desktop/$id.desktop
metainfo=Resources/metainfo/$id.metainfo.xml
its=/usr/share/gettext/its/metainfo.its
languages=$(grep -v '^#' po/LINGUAS)

pot() {
    local tmp
    tmp=$(mktemp -d)
    swift build --quiet --product messages-pot >&2
    "$(swift build --show-bin-path)/messages-pot" >"$tmp/game.pot"
    xgettext --no-wrap --from-code=UTF-8 -L Desktop -k -kName -kGenericName -kComment -kKeywords -o "$tmp/desktop.pot" "$desktop"
    xgettext --no-wrap --from-code=UTF-8 --its="$its" -o "$tmp/metainfo.pot" "$metainfo"
    # NB: the first file's header wins: it has no creation date, so the template changes only
    # when a message does.
    msgcat --no-wrap --use-first "$tmp/game.pot" "$tmp/desktop.pot" "$tmp/metainfo.pot"
    rm -rf "$tmp"
}

case ${1:-} in
pot) pot ;;
update)
    pot >po/$domain.pot.new
    mv po/$domain.pot.new po/$domain.pot
    for code in $languages; do
        msgmerge --quiet --no-wrap --no-fuzzy-matching --update --backup=none "po/$code.po" po/$domain.pot
        # Messages the game no longer shows are dropped, not kept commented out.
        msgattrib --no-wrap --no-obsolete -o "po/$code.po" "po/$code.po"
    done
    ;;
check)
    for code in $languages; do
        printf '%s: ' "$code"
        msgfmt --check --statistics -o /dev/null "po/$code.po" 2>&1
    done
    ;;
compile)
    out=${2:?compile DIR}
    for code in $languages; do
        mkdir -p "$out/$code/LC_MESSAGES"
        msgfmt --check -o "$out/$code/LC_MESSAGES/$domain.mo" "po/$code.po"
    done
    ;;
desktop) msgfmt --desktop --template="$desktop" -d po -o "${2:?desktop OUT}" ;;
metainfo) msgfmt --xml --template="$metainfo" -d po -o "${2:?metainfo OUT}" ;;
*)
    sed -n '2,10s/^# \{0,1\}//p' "$0" >&2
    exit 2
    ;;
esac
