#!/usr/bin/env bash
# metainfo.sh [SCREENSHOT_BASE_URL]: prints the AppStream metainfo to install. With a base URL
# (where docs/store/*.png are published), it carries the software centres' screenshots, one window
# each with its caption in English and Chinese from Resources/metainfo/screenshots.tsv, the first the
# default; a picture of the game in another language (the fourth column) is the default screenshot's
# picture in that language (xml:lang). Without
# one it has none: a screenshot is a URL, and no URL is written before the project has a home.
# Every language's translations come from po/ (scripts/po.sh metainfo).
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.tapthelargershape.TapTheLargerShape
base=${1:-}
source=$(mktemp)
trap 'rm -f "$source"' EXIT
scripts/po.sh metainfo "$source"
# <languages>: each translation with the share of the game's messages it translates (English,
# the messages' own language, is whole), from msgfmt's statistics.
languages="  <languages>"$'\n'"    <lang>en</lang>"$'\n'
for po in po/*.po; do
    code=$(basename "$po" .po)
    percentage=$(msgfmt --statistics -o /dev/null "$po" 2>&1 | awk '{
        for (i = 1; i < NF; i++) {
            if ($(i + 1) ~ /^translated/) done = $i
            if ($(i + 1) ~ /^(translated|fuzzy|untranslated)/) all += $i
        }
    } END { if (all == 0) print 0; else print int(100 * done / all) }')
    languages+="    <lang percentage=\"$percentage\">$code</lang>"$'\n'
done
languages+="  </languages>"
escape() { sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g'; }
block=""
if [ -n "$base" ]; then
    # A picture of the game in another language (the fourth column) is the default screenshot's
    # picture for that language, marked with it (xml:lang), not a screenshot of its own.
    localized=""
    while IFS=$'\t' read -r file caption caption_zh shown_in; do
        [ -n "$shown_in" ] || continue
        [ -f "docs/store/$file" ] || { echo "metainfo: docs/store/$file is missing (scripts/screenshots.sh makes it)" >&2; exit 1; }
        localized+="      <image xml:lang=\"$shown_in\">${base%/}/$file</image>"$'\n'
    done <Resources/metainfo/screenshots.tsv
    block="  <screenshots>"$'\n'
    first=1
    while IFS=$'\t' read -r file caption caption_zh shown_in; do
        [ -n "$file" ] && [ -z "$shown_in" ] || continue
        [ -f "docs/store/$file" ] || { echo "metainfo: docs/store/$file is missing (scripts/screenshots.sh makes it)" >&2; exit 1; }
        kind=""
        [ "$first" = 1 ] && kind=' type="default"'
        first=0
        block+="    <screenshot$kind>"$'\n'"      <caption>$(printf '%s' "$caption" | escape)</caption>"$'\n'
        [ -z "$caption_zh" ] || block+="      <caption xml:lang=\"zh_CN\">$(printf '%s' "$caption_zh" | escape)</caption>"$'\n'
        block+="      <image>${base%/}/$file</image>"$'\n'
        [ -z "$kind" ] || block+="$localized"
        block+="    </screenshot>"$'\n'
    done <Resources/metainfo/screenshots.tsv
    block+="  </screenshots>"$'\n'
fi
while IFS= read -r line; do
    [ "$line" = "  <releases>" ] && printf '%s%s\n' "$block" "$languages"
    printf '%s\n' "$line"
done <"$source"
