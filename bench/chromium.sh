#!/usr/bin/env bash
# Headless Chromium baseline (issue 15): the 20-row sidebar as an HTML page with the same font
# files (bench/make-sidebar-html.py), screenshotted at 3x, timed against a one-shot
# `vellum render` of the same document. Prints figures only, no pass/fail.
#
#   bench/chromium.sh                      # builds the release CLI into /tmp/bench-build-chromium
#   VELLUM=path/to/vellum bench/chromium.sh  # measures that binary instead, no build
#   RUNS=9 RUNS_200=5 bench/chromium.sh    # RUNS_200=0 skips the 200-row document
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
vellum=${VELLUM:-}
runs=${RUNS:-9}           # one-shot runs of each command, 20 rows
runs_200=${RUNS_200:-5}   # one-shot runs of each command, 200 rows

# ---- Tools ----
missing=()
command -v chromium >/dev/null || missing+=(chromium)
[ -x /usr/bin/time ] || missing+=(time)
command -v gcc >/dev/null || missing+=(gcc)
command -v python3 >/dev/null || missing+=(python3)
command -v file >/dev/null || missing+=(file)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  apt-get update -qq >&2 && apt-get install -y -qq "${missing[@]}" >&2
fi
if [ -z "$vellum" ]; then
  "$root/scripts/build-release.sh" /tmp/bench-build-chromium >/dev/null
  vellum=/tmp/bench-build-chromium/release/vellum
fi

work=$(mktemp -d /tmp/vellum-chromium.XXXXXX)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/subreaper" "$here/subreaper.c"
calc() { awk "BEGIN { printf \"%.${2:-1}f\", $1 }"; }
dims() { file -b "$1" | cut -d, -f2 | tr -d ' '; }
height_px() { file -b "$1" | sed -E 's/.* x ([0-9]+),.*/\1/'; }
kb() { echo $(($(stat -c %s "$1") / 1024)); }

# Chromium as a user would run it: headless, software rendering, one screenshot of the viewport.
# Its stderr (D-Bus complaints in containers) goes to a file, shown only if something fails.
# fail FILE: show what a command printed to stderr, and stop.
fail() { cat "$1" >&2; exit 1; }
chromium_cmd() { # HTML PNG HEIGHT_CSS_PX: sets the array cmd
  cmd=(chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --force-device-scale-factor=3
    "--window-size=390,$3" "--screenshot=$2" "file://$1")
}

echo "Headless Chromium baseline: the sidebar as HTML, screenshotted at 3x, against vellum render"
echo "vellum: $vellum, working tree at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
echo "chromium: $(chromium --version 2>/dev/null)"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "timed: every command under bench/subreaper.c, which reaps the whole process tree, so CPU"
echo "  (user + system) covers every Chromium process; medians of interleaved runs (bench/measure.py)"

sizes=(20)
[ "$runs_200" -gt 0 ] && sizes+=(200)
declare -A vw vc cw cc
for rows in "${sizes[@]}"; do
  doc=$work/sidebar-$rows.json page=$work/sidebar-$rows.html
  python3 "$here/make-sidebar.py" "$rows" "$doc"
  python3 "$here/make-sidebar-html.py" "$rows" "$page"
  "$vellum" render "$doc" -o "$work/vellum-$rows.png"
  # The window is Vellum's image height in CSS px, rounded up (a window is whole px).
  h=$(( ($(height_px "$work/vellum-$rows.png") + 2) / 3 ))
  chromium_cmd "$page" "$work/chromium-$rows.png" "$h"
  "${cmd[@]}" >/dev/null 2>"$work/chromium.err" || fail "$work/chromium.err"

  echo
  echo "== $rows rows (window 390x$h CSS px) =="
  echo "PNG: vellum $(dims "$work/vellum-$rows.png") px, $(kb "$work/vellum-$rows.png") KB;" \
    "chromium $(dims "$work/chromium-$rows.png") px, $(kb "$work/chromium-$rows.png") KB"

  # Same picture? Vellum renders the document again on a canvas of the window's height, so the
  # sizes agree, and `vellum compare` counts the pixels that differ.
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); d["canvas"]["height"] = int(sys.argv[2]); json.dump(d, open(sys.argv[3], "w"))' \
    "$doc" "$h" "$work/same-size.json"
  "$vellum" render "$work/same-size.json" -o "$work/vellum-same-size.png"
  exact=$("$vellum" compare "$work/vellum-same-size.png" "$work/chromium-$rows.png" || true)
  perceptual=$("$vellum" compare --threshold 0.1 "$work/vellum-same-size.png" "$work/chromium-$rows.png" || true)
  echo "vellum compare, vellum at ${h} pt tall vs chromium: exact: ${exact%%;*}; threshold 0.1: ${perceptual%%;*} (${perceptual##*; })"

  if [ "$rows" = 20 ]; then
    # Fonts: the same page plus a script listing document.fonts once they are ready.
    sed 's#</body>#<script>document.fonts.ready.then(() => { const p = document.createElement("pre"); p.id = "fonts"; p.textContent = [...document.fonts].map(f => `${f.family} ${f.weight} ${f.status}`).join("; "); document.body.append(p); });</script></body>#' \
      "$page" >"$work/fonts.html"
    fonts=$(chromium --headless --disable-gpu --no-sandbox --virtual-time-budget=5000 --dump-dom "file://$work/fonts.html" 2>/dev/null |
      sed -n 's#.*<pre id="fonts">\(.*\)</pre>.*#\1#p')
    echo "web fonts (document.fonts): ${fonts:-none reported}"
  fi

  n=$([ "$rows" = 20 ] && echo "$runs" || echo "$runs_200")
  chromium_cmd "$page" "$work/c.png" "$h"
  python3 "$here/measure.py" "$n" "$work/subreaper" "$vellum" render "$doc" -o "$work/v.png" \
    ::: "$work/subreaper" "${cmd[@]}" >"$work/m.txt" 2>"$work/chromium.err" || fail "$work/chromium.err"
  read -r vw[$rows] _ vc[$rows] < <(sed -n 1p "$work/m.txt")
  read -r cw[$rows] _ cc[$rows] < <(sed -n 2p "$work/m.txt")
  printf "%-9s %5s %10s %10s\n" "" runs "wall ms" "cpu ms"
  printf "%-9s %5s %10s %10s\n" vellum "$n" "${vw[$rows]}" "${vc[$rows]}"
  printf "%-9s %5s %10s %10s\n" chromium "$n" "${cw[$rows]}" "${cc[$rows]}"
  printf "%-9s %5s %10s %10s\n" "ratio" "" "$(calc "${cw[$rows]}/${vw[$rows]}")x" "$(calc "${cc[$rows]}/${vc[$rows]}")x"
  echo "(ratio = chromium / vellum)"

  # Memory. /usr/bin/time's max RSS under the subreaper is the largest single process of the
  # tree; tree-memory.py samples the sum over all processes every ~3 ms.
  v=$(/usr/bin/time -f %M "$vellum" render "$doc" -o "$work/v.png" 2>&1 >/dev/null | tail -1)
  c=$(/usr/bin/time -f %M "$work/subreaper" "${cmd[@]}" 2>&1 >/dev/null | tail -1)
  python3 "$here/tree-memory.py" "$vellum" render "$doc" -o "$work/v.png" >"$work/mem.txt"
  read -r vn vrss vpss <"$work/mem.txt"
  python3 "$here/tree-memory.py" "${cmd[@]}" >"$work/mem.txt" 2>"$work/chromium.err" || fail "$work/chromium.err"
  read -r cn crss cpss <"$work/mem.txt"
  echo "peak memory, MB: largest process (max RSS, /usr/bin/time -f %M): vellum $(calc "$v/1024"), chromium $(calc "$c/1024")"
  echo "  whole tree, sampled: vellum $vn process(es), RSS $(calc "$vrss/1024"), PSS $(calc "$vpss/1024");" \
    "chromium $cn processes, RSS sum $(calc "$crss/1024"), PSS sum $(calc "$cpss/1024")"
done
echo
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
