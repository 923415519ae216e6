#!/usr/bin/env bash
# screenshots.sh [screens [LANGUAGE...]]
# Makes the screenshots in docs/ (the README's and the manual's) from the real game in a virtual
# X server, played by a script that clicks like a person (xdotool, through X): Xvfb, xdotool and
# ImageMagick are Debian packages (installed when missing). Also the software centres'
# screenshots, one window each, in docs/store/ (their captions are in
# Resources/metainfo/screenshots.tsv). Then, in every language, every screen in the smallest
# usual window, 640x480, and the smallest, 320x240, at text sizes 100 and 200, in
# .build/screens/<language>/<window>-<size>/ (not committed): play, pause, the restart question,
# help, About, stats, preferences, the "how it works" panel, the daily challenge's results, the
# race's joining screen with its notice, the countdown and a race turn; a screen that scrolls,
# view by view (<screen>.png, then <screen>-2.png, <screen>-3.png...). `screens` makes
# only those, for the languages named (all by default): what a translator looks at to check
# their language; the last lines count each language's pictures. With GAME set, that build of
# the game plays (the tests' debug build) instead of a release build; with SCREENS set, the
# screens go there. It runs from anywhere: in the checkout it is in, else in the one the current
# directory is in; TAP_CHECKOUT, when set, names the checkout (a copy of the script needs it).
set -euo pipefail
here=$(pwd)
# A checkout of the game: the package, and the translations' compiler this script runs.
is_checkout() { [ -f "$1/Package.swift" ] && [ -f "$1/scripts/po.sh" ]; }
if [ -n "${TAP_CHECKOUT:-}" ]; then
    is_checkout "$TAP_CHECKOUT" || {
        echo "screenshots: TAP_CHECKOUT=$TAP_CHECKOUT is not a checkout of the game (no Package.swift and scripts/po.sh there)" >&2
        exit 1
    }
    root=$TAP_CHECKOUT
elif is_checkout "$(dirname "$(readlink -f "$0")")/.."; then
    root=$(dirname "$(readlink -f "$0")")/..
elif top=$(git rev-parse --show-toplevel 2>/dev/null) && is_checkout "$top"; then
    root=$top
else
    echo "screenshots: cannot find the game's checkout: run the script from it (scripts/screenshots.sh), or set TAP_CHECKOUT=path" >&2
    exit 1
fi
# GAME and SCREENS as given from where the script was run, though it runs in the checkout.
# (A bare name, GAME=tap-the-larger-shape, stays a command found on the PATH.)
case ${GAME:-} in /* | '') ;; */*) GAME=$here/$GAME ;; esac
case ${SCREENS:-} in /* | '') ;; *) SCREENS=$here/$SCREENS ;; esac
cd "$root"
root=$(pwd)
for tool in Xvfb:xvfb xdotool:xdotool import:imagemagick; do
    command -v "${tool%%:*}" >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y "${tool##*:}" || sudo apt-get install -y "${tool##*:}"; }
done
if [ -z "${GAME:-}" ]; then swift build -c release --product tap-the-larger-shape >/dev/null; fi
# The translations, where a build in a checkout looks for them.
scripts/po.sh compile .build/locale
game="${GAME:-$root/.build/release/tap-the-larger-shape}"
screens_root="${SCREENS:-$root/.build/screens}"
work=$(mktemp -d)
# Ends a process this script started: TERM, then KILL if it is still there a moment later. NB: a
# parent that started this script from a thread with signals blocked (a test runner may) hands
# TERM down blocked; an X server left running then keeps what it inherited open, and the parent
# waits for the script's end forever.
end() {
    kill "$1" 2>/dev/null || return 0
    for _ in $(seq 30); do
        kill -0 "$1" 2>/dev/null || break
        sleep 0.1
    done
    kill -KILL "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}
# The X server picks a display no other server holds, and writes its number to fd 3 once it
# listens (-displayfd): a display picked here could be another server's, whose windows the
# script would then click, type into and shoot. -noreset: without it the server resets each time
# its last client goes (a game stopped, a picture taken), and a game that connects during the
# reset finds no display ("x11 not available": seen under ThreadSanitizer's slower games).
Xvfb -displayfd 3 -noreset -screen 0 1280x1024x24 >/dev/null 2>"$work/xvfb.err" 3>"$work/display" &
xvfb=$!
display=
lock=
# (A server ended by KILL leaves its lock and socket behind: removed when they are its own.)
trap 'end $xvfb; if [ -n "$lock" ] && [ -f "$lock" ] && [ "$(tr -d " " <"$lock")" = "$xvfb" ]; then rm -f "$lock" "/tmp/.X11-unix/X${display#:}"; fi; rm -rf "$work"' EXIT
# Up to 10 s: a line with the number, or the server's end.
for _ in $(seq 100); do
    if read -r number <"$work/display" && [[ $number =~ ^[0-9]+$ ]]; then
        display=:$number
        break
    fi
    kill -0 "$xvfb" 2>/dev/null || break
    sleep 0.1
done
if [ -z "$display" ]; then
    # On one line, what it said: its fatal error (after its "(EE)" marks), else its first line.
    why=$(sed -n '/Fatal server error/,$p' "$work/xvfb.err" | sed '1d; s/(EE)//g' | tr -s ' \n' '  ' | sed 's/^ //; s/ $//')
    [ -n "$why" ] || why=$(grep -m1 . "$work/xvfb.err" || true)
    if kill -0 "$xvfb" 2>/dev/null; then why="no display in 10 s${why:+ ($why)}"; fi
    echo "screenshots: Xvfb could not start: ${why:-it ended without a word}" >&2
    exit 1
fi
lock=/tmp/.X${display#:}-lock
export DISPLAY=$display SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"

# Starts the game with "$@", waits for its window and its first frame; sets $pid and $window.
# (Up to 20 s: a busy machine, a first start that builds its font cache, may take that long.)
# NB: the window may stay black for seconds before the first frame (a race's, about 4 s here): a
# picture taken then is of nothing.
start() {
    rm -f "$work/events.jsonl"
    "$game" --event-log "$work/events.jsonl" "$@" >/dev/null 2>"$work/game.err" &
    pid=$!
    window=
    for _ in $(seq 200); do
        [ -n "$window" ] || window=$(xdotool search --pid "$pid" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && grep -q '"first_frame"' "$work/events.jsonl" 2>/dev/null && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$window" ] || ! grep -q '"first_frame"' "$work/events.jsonl" 2>/dev/null; then
        if [ -z "$window" ]; then what="showed no window"; else what="drew nothing (no first_frame in its event log)"; fi
        echo "screenshots: the game ($*) $what" >&2
        sed 's/^/  /' "$work/game.err" >&2
        exit 1
    fi
    sleep 0.8
}
# Quits the game with Ctrl+Q and waits for it to end.
stop() {
    xdotool key --window "$window" ctrl+q 2>/dev/null || true
    # NB: when the window goes before the keys are released, X keeps Ctrl and Q held down, and
    # every later game would quit at once: release them whatever happened.
    xdotool keyup ctrl q 2>/dev/null || true
    for _ in $(seq 50); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    end "$pid"
}
shot() { import -window "$window" "$1"; }
# Shoots the window into "$1" once it holds still (the same picture twice, 0.1 s apart; up to
# 2 s), and sets $picture to a checksum of its pixels (the PNG's own bytes carry a time).
steady() {
    local before=
    for _ in $(seq 20); do
        shot "$1"
        picture=$(identify -format '%#' "$1")
        [ "$picture" = "$before" ] && return 0
        before=$picture
        sleep 0.1
    done
}
# The most views a screen is moved through: the help in German at 320x240 and text size 200
# has about 50.
most_pages=200
# Shoots a screen and every view of it: "$1.png", then "$1-2.png", "$1-3.png"... Page Down
# scrolls a screen that scrolls a view on (its last row of the view before still in sight). So
# it is pressed until nothing changes (the screen is at its end: Home takes it back to its top)
# or the first view comes round again, which leaves the screen as the following steps expect it. (A change shows within a frame or two; none in 1 s is the end.)
pages() {
    local first last page=1 turned
    steady "$1.png"
    first=$picture last=$picture
    while [ "$page" -lt "$most_pages" ]; do
        xdotool key --window "$window" Next
        turned=
        for _ in $(seq 10); do
            sleep 0.1
            shot "$work/page.png"
            [ "$(identify -format '%#' "$work/page.png")" != "$last" ] && turned=1 && break
        done
        if [ -z "$turned" ]; then
            # (Back to the top where Page Down moved it.)
            [ "$page" = 1 ] || xdotool key --window "$window" Home
            sleep 0.3
            return 0
        fi
        steady "$work/page.png"
        [ "$picture" = "$first" ] && return 0
        page=$((page + 1))
        mv "$work/page.png" "$1-$page.png"
        last=$picture
    done
    echo "screenshots: $1: more than $most_pages views; the rest not taken" >&2
}

# Plays like a person: reads each turn's shapes from the event log, thinks 350 to 1100 ms (or
# as long as the second argument says, in seconds), and clicks a hit point through X (the largest
# 80% of the time).
play() {
    python3 - "$work/events.jsonl" "$window" "$1" "${2:-}" <<'PY'
import json, random, subprocess, sys, time
log, window, turns = sys.argv[1], sys.argv[2], int(sys.argv[3])
think = float(sys.argv[4]) if sys.argv[4] else None
random.seed(7)
seen, played = 0, 0
while played < turns:
    # (Whole lines only: the game may be writing the last one as it is read.)
    text = open(log).read()
    lines = text[:text.rfind("\n") + 1].splitlines()
    starts = [json.loads(l) for l in lines if '"turn_started"' in l]
    if len(starts) <= seen:
        time.sleep(0.05)
        continue
    # Where the turn's shapes are now: moved since it began (the panel opened) when a
    # shapes_moved line follows its turn_started.
    last = max(i for i, l in enumerate(lines) if '"turn_started"' in l)
    moved = [json.loads(l) for l in lines[last:] if '"shapes_moved"' in l]
    turn = moved[-1] if moved else starts[-1]
    seen = len(starts)
    shapes = turn["shapes"]
    largest = max(range(len(shapes)), key=lambda i: shapes[i]["area"])
    pick = largest if random.random() < 0.8 else random.choice([i for i in range(len(shapes)) if i != largest] or [largest])
    time.sleep(think if think is not None else random.uniform(0.35, 1.1))
    point = shapes[pick]["hit_point"]
    subprocess.run(["xdotool", "mousemove", "--window", window, str(int(point["x"])), str(int(point["y"])), "click", "1"], check=True)
    played += 1
PY
}

# Every screen of the game in one language, in one window at one text size, into
# $screens_root/<language>/<window>-<size>/.
screens_at() {
    local language=$1 size=$2 text=$3 folder="$screens_root/$1/$2-$3"
    local width=${size%x*} height=${size#*x}
    mkdir -p "$folder"
    # (A screen may have fewer pages than in the last run: no page of it stays behind.)
    rm -f "$folder"/*.png
    printf 'language = "%s"\n[accessibility]\ntext_size = %s\n' "$language" "$text" >"$work/$language.toml"
    rm -f "$work/events.jsonl"
    start --mode cross --seed 41 --window "$size" --settings "$work/$language.toml"
    play 3 0.15
    sleep 0.9
    shot "$folder/play.png"
    for step in "p pause" "p" "r restart-question" "Escape" "h help" "about about" "Escape" "Escape" "Tab stats" "Tab" "o preferences" "o" "i inside" "i"; do
        set -- $step
        if [ "$1" = about ]; then
            # The help's About button, where the last controls event puts it. (Waits for the
            # help's controls up to 20 s: on a busy machine the help may not be drawn yet.)
            python3 - "$work/events.jsonl" "$window" <<'PY'
import json, subprocess, sys, time
for _ in range(200):
    text = open(sys.argv[1]).read()
    lines = [json.loads(l) for l in text[:text.rfind("\n") + 1].splitlines() if '"controls"' in l]
    frame = next((c["frame"] for c in (lines[-1]["controls"] if lines else []) if c["action"] == "about"), None)
    if frame is not None:
        break
    time.sleep(0.1)
else:
    sys.exit("screenshots: the help's About button never showed (no controls event names it)")
subprocess.run(["xdotool", "mousemove", "--window", sys.argv[2], str(int(frame["x"] + frame["width"] / 2)), str(int(frame["y"] + frame["height"] / 2)), "click", "1"], check=True)
PY
        else
            xdotool key --window "$window" "$1"
        fi
        sleep 0.5
        # NB: the pause's views only where it scrolls (the last `controls` event has its scroll
        # buttons): where it does not, Page Down is any key, which ends the pause.
        case ${2:-} in
            '') ;;
            pause) if grep '"controls"' "$work/events.jsonl" | tail -1 | grep -q scroll_down; then pages "$folder/$2"; else shot "$folder/$2.png"; fi ;;
            *) pages "$folder/$2" ;;
        esac
    done
    stop
    rm -f "$work/events.jsonl"
    start --daily --today 2026-11-25 --window "$size" --settings "$work/$language.toml"
    play 20 0.05
    sleep 1.2
    pages "$folder/daily-results"
    stop
    rm -f "$work/events.jsonl"
    start --race --mode square --seed 43 --window "$size" --settings "$work/$language.toml"
    sleep 0.3
    pages "$folder/race-joining"
    # The keyboard joins: its notice shows over the joining screen (for a while: one picture).
    xdotool key --window "$window" Return
    sleep 0.3
    shot "$folder/race-joined.png"
    xdotool mousemove --window "$window" $((width / 2)) $((height / 2)) click 1
    sleep 0.6
    shot "$folder/race-countdown.png"
    sleep 3
    xdotool key --window "$window" 1
    sleep 0.4
    shot "$folder/race-turn.png"
    stop
    echo "screenshots: $folder ($(find "$folder" -name '*.png' ! -name '*-[0-9]*.png' | wc -l) screens) in $(find "$folder" -name '*.png' | wc -l) pictures"
}

# Every screen of the game in one language, at 640x480 and 320x240, at text sizes 100 and 200.
screens() {
    for size in 640x480 320x240; do
        for text in 100 200; do screens_at "$1" "$size" "$text"; done
    done
}

# How many pictures each language named has, pages and all: what its translator has to look at.
count() {
    for language in "$@"; do
        echo "screenshots: $language: $(find "$screens_root/$language" -name '*.png' | wc -l) pictures in $screens_root/$language"
    done
}

if [ "${1:-}" = screens ]; then
    shift
    languages=()
    for language in "${@:-en de ja zh-Hans}"; do
        for each in $language; do
            screens "$each"
            languages+=("$each")
        done
    done
    count "${languages[@]}"
    exit 0
fi

# Every picture is one window at the software centres' size, 960x600.
size=960x600
mkdir -p "$root/docs/store"

# A cross turn with the adaptive difficulty on, a few turns in; then the stats after more turns,
# and the preferences.
start --mode cross --adaptive --seed 11 --window $size
xdotool key --window "$window" plus
play 6
sleep 0.9
shot "$root/docs/store/cross.png"
cp "$root/docs/store/cross.png" "$root/docs/screenshot.png"
play 30
sleep 0.9
xdotool key --window "$window" Tab
sleep 0.5
shot "$root/docs/store/stats.png"
cp "$root/docs/store/stats.png" "$root/docs/stats.png"
xdotool key --window "$window" Tab
sleep 0.3
xdotool key --window "$window" o
sleep 0.5
shot "$root/docs/store/preferences.png"
cp "$root/docs/store/preferences.png" "$root/docs/preferences.png"
stop

# The "how it works" panel beside a cross turn with the adaptive difficulty on, after a few taps:
# the README's and the guide's picture.
rm -f "$work/events.jsonl"
# (A larger window than the others: the panel's four sections on one page.)
start --mode cross --adaptive --inside --seed 17 --window 1280x800
play 4
sleep 0.9
shot "$root/docs/inside.png"
mkdir -p "$root/Sources/GameApp/GameApp.docc/Resources"
cp "$root/docs/inside.png" "$root/Sources/GameApp/GameApp.docc/Resources/inside.png"
stop

# In Chinese: a cross turn, and the help (the manual's picture).
# (The language is set in the settings: from the environment, gettext needs the locale generated.)
rm -f "$work/events.jsonl"
printf 'language = "zh-Hans"\n' >"$work/chinese.toml"
start --mode cross --seed 12 --window $size --settings "$work/chinese.toml"
xdotool key --window "$window" plus
play 5
sleep 0.9
shot "$root/docs/store/chinese.png"
xdotool key --window "$window" h
sleep 0.5
shot "$root/docs/zh.png"
stop

# A controller's focus ring: the bot plays with SDL's virtual pad, moving the ring with the
# D-pad; the picture is taken while it thinks, the ring on the shape it last chose.
rm -f "$work/events.jsonl"
start --mode mixed --seed 21 --window $size --autoplay --autoplay-device controller --autoplay-delay 1400
xdotool key --window "$window" plus plus
sleep 6.5
shot "$root/docs/store/controller.png"
stop

# The tutorial's theme: stars, brown with orange outlines on light blue.
printf 'theme = "tutorial"\n' >"$work/tutorial.toml"
rm -f "$work/events.jsonl"
start --mode star --seed 9 --window $size --settings "$work/tutorial.toml"
play 3
sleep 0.9
shot "$root/docs/store/tutorial.png"
stop

# The daily challenge's results, after a person's twenty turns.
rm -f "$work/events.jsonl"
start --daily --today 2026-11-25 --window $size
play 20
sleep 1.2
shot "$root/docs/store/daily.png"
cp "$root/docs/store/daily.png" "$root/docs/daily.png"
stop

# A race for two: the keyboard player (Enter to join, the digits to tap) against the bot on SDL's
# virtual pad, whose ring shows on the shape it heads for; a few turns in.
rm -f "$work/events.jsonl"
start --race --mode cross --seed 31 --window $size --autoplay --autoplay-device controller --autoplay-delay 1300 --autoplay-accuracy 0.8
# NB: a key may reach X before the game listens: Enter again until the race has begun.
for _ in $(seq 10); do
    grep -q '"race_started"' "$work/events.jsonl" 2>/dev/null && break
    xdotool key --window "$window" Return
    sleep 0.5
done
python3 - "$work/events.jsonl" "$window" <<'PY'
import json, random, subprocess, sys, time
log, window = sys.argv[1], sys.argv[2]
random.seed(3)
seen, played = 0, 0
while played < 4 and not any('"race_finished"' in l for l in open(log).read().splitlines()):
    text = open(log).read()
    lines = text[:text.rfind("\n") + 1].splitlines()
    begun = next((i for i, l in enumerate(lines) if '"race_started"' in l), None)
    starts = [json.loads(l) for l in lines[(begun or 0):] if '"turn_started"' in l]
    if begun is None or len(starts) <= seen:
        time.sleep(0.05)
        continue
    seen = len(starts)
    shapes = starts[-1]["shapes"]
    largest = max(range(len(shapes)), key=lambda i: shapes[i]["area"])
    # Slower than the bot now and then, so that both score.
    time.sleep(random.uniform(0.9, 2.0))
    subprocess.run(["xdotool", "key", "--window", window, str(largest + 1)], check=True)
    played += 1
PY
sleep 1.0
shot "$root/docs/store/race.png"
cp "$root/docs/store/race.png" "$root/docs/race.png"
stop

# Every kind (the manual's overview), the star in the tutorial's theme.
shots=()
for mode in square circle triangle star hexagon parallelogram; do
    rm -f "$work/events.jsonl"
    if [ "$mode" = star ]; then start --mode "$mode" --seed 5 --window 480x300 --settings "$work/tutorial.toml"; else start --mode "$mode" --seed 5 --window 480x300; fi
    shot "$work/$mode.png"
    shots+=("$work/$mode.png")
    stop
done
montage "${shots[@]}" -tile 3x2 -geometry +4+4 -background '#101418' "$root/docs/modes.png"
# Pictures carry no time or software stamps, so a retake of the same game is the same file.
for picture in "$root"/docs/*.png "$root"/docs/store/*.png; do
    mogrify -strip "$picture"
done
echo "wrote docs/screenshot.png, docs/stats.png, docs/preferences.png, docs/zh.png, docs/daily.png, docs/race.png, docs/modes.png and docs/store/*.png"
for language in en de ja zh-Hans; do screens "$language"; done
count en de ja zh-Hans
