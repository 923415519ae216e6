#!/usr/bin/env bash
# metainfo.sh [SCREENSHOT_BASE_URL]: prints the AppStream metainfo to install. With a base URL
# (where docs/store/*.png are published), it carries the software centres' screenshots, one window
# each with its caption from Resources/metainfo/screenshots.tsv, the first the default. Without
# one it has none: a screenshot is a URL, and no URL is written before the project has a home.
# Every language's translations come from po/ (scripts/po.sh metainfo).
set -euo pipefail
cd "$(dirname "$0")/.."
id=io.github.tapthelargershape.TapTheLargerShape
base=${1:-}
source=$(mktemp)
trap 'rm -f "$source"' EXIT
scripts/po.sh metainfo "$source"
if [ -z "$base" ]; then
    cat "$source"
    exit 0
fi
escape() { sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g'; }
block="  <screenshots>"$'\n'
first=1
while IFS=$'\t' read -r file caption; do
    [ -n "$file" ] || continue
    [ -f "docs/store/$file" ] || { echo "metainfo: docs/store/$file is missing (scripts/screenshots.sh makes it)" >&2; exit 1; }
    kind=""
    [ "$first" = 1 ] && kind=' type="default"'
    first=0
    block+="    <screenshot$kind>"$'\n'"      <caption>$(printf '%s' "$caption" | escape)</caption>"$'\n'
    block+="      <image>${base%/}/$file</image>"$'\n'"    </screenshot>"$'\n'
done <Resources/metainfo/screenshots.tsv
block+="  </screenshots>"
while IFS= read -r line; do
    [ "$line" = "  <releases>" ] && printf '%s\n' "$block"
    printf '%s\n' "$line"
done <"$source"
