#!/usr/bin/env bash
# Vellum's render benchmark: prints figures only, no pass/fail. See bench/README.md.
#
#   bench/run.sh              # builds the release CLI of the working tree into /tmp/bench-build
#   VELLUM=path/to/vellum bench/run.sh   # measures that binary instead, no build
#   RUNS_SMALL=15 RUNS_MEDIUM=9 RUNS_LARGE=5 BATCH=50 BATCHES=5 bench/run.sh
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
vellum=${VELLUM:-}
runs_small=${RUNS_SMALL:-15}   # one-shot runs of the 20-row document
runs_medium=${RUNS_MEDIUM:-9}  # one-shot runs of the 200-row document
runs_large=${RUNS_LARGE:-5}    # one-shot runs of the 2000-row document
batch=${BATCH:-50}             # copies of the 20-row document in one invocation
batches=${BATCHES:-5}          # how many such invocations

# ---- Tools ----
missing=()
[ -x /usr/bin/time ] || missing+=(time)
command -v valgrind >/dev/null || missing+=(valgrind)
command -v gcc >/dev/null || missing+=(gcc)
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v python3 >/dev/null || missing+=(python3)
command -v fc-cache >/dev/null || missing+=(fontconfig)
pkg-config --exists pangocairo pangoft2 libpng 2>/dev/null || missing+=(libpango1.0-dev libcairo2-dev libpng-dev)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  apt-get update -qq >&2 && apt-get install -y -qq "${missing[@]}" >&2
fi
if [ -z "$vellum" ]; then
  # Incremental: measures the working tree as it is now (its own build folder, never .build).
  "$root/scripts/build-release.sh" /tmp/bench-build >/dev/null
  vellum=/tmp/bench-build/release/vellum
fi

work=$(mktemp -d /tmp/vellum-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/floor" "$here/floor.c" $(pkg-config --cflags --libs pangocairo pangoft2 libpng) -lm
# The system floor (FLOOR_FONTCONFIG=system): fonts from a fontconfig configuration file and the
# cache fc-cache wrote for its one <dir>, a system-style folder of links to the font files the
# private floor adds one by one (Inter, Noto Arabic, Hebrew, CJK, Color Emoji). fc-cache runs once
# here, so every timed run maps a cache (bench/README.md).
fc="$work/fontconfig"
mkdir -p "$fc/fonts" "$fc/cache"
for f in /usr/share/fonts/opentype/inter/Inter{,Display}-{Thin,ExtraLight,Light,Regular,Medium,SemiBold,Bold,ExtraBold,Black}.otf \
  /usr/share/fonts/truetype/noto/NotoSans{Arabic,Hebrew}-{Regular,Bold}.ttf /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \
  /usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc; do
  ln -s "$f" "$fc/fonts/"
done
printf '<?xml version="1.0"?>\n<fontconfig>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n</fontconfig>\n' \
  "$fc/fonts" "$fc/cache" >"$fc/fonts.conf"
FONTCONFIG_FILE="$fc/fonts.conf" fc-cache "$fc/fonts"
sysfloor=(env FONTCONFIG_FILE="$fc/fonts.conf" FLOOR_FONTCONFIG=system "$work/floor")
for rows in 20 200 2000; do python3 "$here/make-sidebar.py" "$rows" "$work/sidebar-$rows.json"; done
measure() { python3 "$here/measure.py" "$@"; }
calc() { awk "BEGIN { printf \"%.${2:-1}f\", $1 }"; }

echo "Vellum render benchmark"
echo "vellum: $vellum, working tree at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
echo "libraries: cairo $(pkg-config --modversion cairo), pango $(pkg-config --modversion pango)," \
  "zlib $(pkg-config --modversion zlib), libpng $(pkg-config --modversion libpng)"
for rows in 20 200 2000; do
  "$vellum" render "$work/sidebar-$rows.json" -o "$work/vellum-$rows.png"
  "$work/floor" "$rows" "$work/floor-$rows.png"
  "${sysfloor[@]}" "$rows" "$work/sysfloor-$rows.png"
  echo "sidebar, $rows rows: $(file -b "$work/vellum-$rows.png" | cut -d, -f2 | tr -d ' ') px," \
    "PNG $(($(stat -c %s "$work/vellum-$rows.png") / 1024)) KB (floor $(($(stat -c %s "$work/floor-$rows.png") / 1024)) KB," \
    "system floor $(cmp -s "$work/floor-$rows.png" "$work/sysfloor-$rows.png" && echo "the same bytes" || echo "DIFFERENT bytes"))"
done
echo "times are medians; 'wall' is elapsed time, 'cpu' user + system time of the process (steadier under load)"

# ---- One-shot: one process per image, Vellum and the floor taking turns ----
echo
echo "One-shot: one process per image, Vellum, the floor and the system floor taking turns"
echo "(floor: fonts added file by file to a private configuration; sys: the system floor, fonts from a"
echo " configuration file and fc-cache's cache; ratios are Vellum / floor and Vellum / system floor)"
row() { printf "%-13s %5s %9s %9s %9s %6s %6s %9s %9s %9s %6s %6s %10s\n" "$@"; }
row "" runs vellum floor sys ratio ratio vellum floor sys ratio ratio vellum
row "" "" "wall ms" "wall ms" "wall ms" floor sys "cpu ms" "cpu ms" "cpu ms" floor sys "ms/row"
measure "$runs_small" "$vellum" --version ::: "$work/floor" --version ::: "${sysfloor[@]}" --version >"$work/m.txt"
read -r vs _ vsc < <(sed -n 1p "$work/m.txt")
read -r fs _ fsc < <(sed -n 2p "$work/m.txt")
read -r ss _ ssc < <(sed -n 3p "$work/m.txt")
row "start-up (*)" "$runs_small" "$vs" "$fs" "$ss" "$(calc "$vs/$fs" 2)" "$(calc "$vs/$ss" 2)" \
  "$vsc" "$fsc" "$ssc" "$(calc "$vsc/$fsc" 2)" "$(calc "$vsc/$ssc" 2)" "-"
declare -A vw fw sw vc fc_ sc
for rows in 20 200 2000; do
  runs=$(case $rows in 20) echo "$runs_small" ;; 200) echo "$runs_medium" ;; *) echo "$runs_large" ;; esac)
  measure "$runs" "$vellum" render "$work/sidebar-$rows.json" -o "$work/v.png" ::: "$work/floor" "$rows" "$work/f.png" \
    ::: "${sysfloor[@]}" "$rows" "$work/s.png" >"$work/m.txt"
  read -r vw[$rows] _ vc[$rows] < <(sed -n 1p "$work/m.txt")
  read -r fw[$rows] _ fc_[$rows] < <(sed -n 2p "$work/m.txt")
  read -r sw[$rows] _ sc[$rows] < <(sed -n 3p "$work/m.txt")
  row "$rows rows" "$runs" "${vw[$rows]}" "${fw[$rows]}" "${sw[$rows]}" \
    "$(calc "${vw[$rows]}/${fw[$rows]}" 2)" "$(calc "${vw[$rows]}/${sw[$rows]}" 2)" \
    "${vc[$rows]}" "${fc_[$rows]}" "${sc[$rows]}" "$(calc "${vc[$rows]}/${fc_[$rows]}" 2)" "$(calc "${vc[$rows]}/${sc[$rows]}" 2)" \
    "$(calc "${vw[$rows]}/$rows" 3)"
done
measure "$runs_large" env FLOOR_FILTER=up "$work/floor" 2000 "$work/f.png" ::: "$work/floor" 2000 "$work/f.png" >"$work/m.txt"
read -r up_w _ up_c < <(sed -n 1p "$work/m.txt")
read -r none_w _ none_c < <(sed -n 2p "$work/m.txt")
echo "(*) start-up: 'vellum --version' against 'floor --version' (same C libraries linked)"
echo "floor, 2000 rows, filter UP vs NONE: wall $up_w vs $none_w ms, cpu $up_c vs $none_c ms," \
  "PNG $(FLOOR_FILTER=up "$work/floor" 2000 "$work/f.png" && echo $(($(stat -c %s "$work/f.png") / 1024))) vs $(($(stat -c %s "$work/floor-2000.png") / 1024)) KB"
echo "cost of one more row, (t2000 - t20) / 1980, wall: vellum $(calc "(${vw[2000]}-${vw[20]})/1980" 3) ms," \
  "floor $(calc "(${fw[2000]}-${fw[20]})/1980" 3) ms,"
echo "  system floor $(calc "(${sw[2000]}-${sw[20]})/1980" 3) ms"
echo "targets (issue 31): one-shot ≤ 0.5x the system floor's wall time at 20 rows, ≤ 0.3x at 200; PNG ≤ 1.1x the floor's bytes"

# ---- In-process: one invocation renders the same document K times ----
echo
echo "In-process repeated: one 'vellum render doc1.json … docK.json -o dir/ --jobs J', per document = invocation / K"
echo "(--jobs 1: one document at a time, deflated on the same core; --jobs $(nproc): the cores render documents side by side)"
printf "%-10s %4s %4s %8s %12s %12s %12s %24s\n" "" K J batches "wall ms/doc" "mean ms/doc" "cpu ms/doc" "without start-up (*)"
printf "%-10s %4s %4s %8s %12s %12s %12s %24s\n" "" "" "" "" "" "" "" "wall / cpu ms/doc"
for rows in 20 2000; do
  k=$([ "$rows" = 20 ] && echo "$batch" || echo 3)
  n=$([ "$rows" = 20 ] && echo "$batches" || echo 2)
  mkdir -p "$work/many-$rows"
  for ((i = 1; i <= k; i++)); do cp "$work/sidebar-$rows.json" "$work/many-$rows/doc$i.json"; done
  for jobs in 1 "$(nproc)"; do
    read -r w m c < <(measure "$n" "$vellum" render "$work/many-$rows"/*.json -o "$work/out-$rows/" --jobs "$jobs")
    printf "%-10s %4s %4s %8s %12s %12s %12s %24s\n" "$rows rows" "$k" "$jobs" "$n" "$(calc "$w/$k")" \
      "$(calc "$m/$k")" "$(calc "$c/$k")" "$(calc "($w-${vw[$rows]})/($k-1)") / $(calc "($c-${vc[$rows]})/($k-1)")"
    rm -rf "$work/out-$rows"
  done
  rm -rf "$work/many-$rows"
done

echo "(*) start-up (process, fonts, Pango) counted once: (batch - one-shot) / (K - 1)"

# ---- Peak memory ----
echo
echo "Peak memory (max RSS, /usr/bin/time -f %M)"
printf "%-10s %10s %10s %10s\n" "" "vellum MB" "floor MB" "sys MB"
for rows in 20 200 2000; do
  v=$(/usr/bin/time -f %M "$vellum" render "$work/sidebar-$rows.json" -o "$work/v.png" 2>&1 >/dev/null | tail -1)
  f=$(/usr/bin/time -f %M "$work/floor" "$rows" "$work/f.png" 2>&1 >/dev/null | tail -1)
  y=$(/usr/bin/time -f %M "${sysfloor[@]}" "$rows" "$work/f.png" 2>&1 >/dev/null | tail -1)
  printf "%-10s %10s %10s %10s\n" "$rows rows" "$(calc "$v/1024")" "$(calc "$f/1024")" "$(calc "$y/1024")"
done
# The tallest lists a canvas allows: ~3,070 rows at 3x (the pixel limit), 20,000 rows at 1x (the
# height limit). Issue 31's target is 32 MB at any height; Vellum only (the floor holds no tree).
python3 "$here/make-sidebar.py" 3000 "$work/sidebar-3000.json"
python3 "$here/make-sidebar.py" 20000 "$work/sidebar-20000-3x.json"
sed 's/"scale": 3/"scale": 1/' "$work/sidebar-20000-3x.json" >"$work/sidebar-20000.json"
for doc in 3000:3x 20000:1x; do
  v=$(/usr/bin/time -f %M "$vellum" render "$work/sidebar-${doc%%:*}.json" -o "$work/v.png" 2>&1 >/dev/null | tail -1)
  printf "%-10s %10s %10s %10s\n" "${doc%%:*} @${doc##*:}" "$(calc "$v/1024")" "-" "-"
done
v=$(/usr/bin/time -f %M "$vellum" --version 2>&1 >/dev/null | tail -1)
f=$(/usr/bin/time -f %M "$work/floor" --version 2>&1 >/dev/null | tail -1)
y=$(/usr/bin/time -f %M "${sysfloor[@]}" --version 2>&1 >/dev/null | tail -1)
printf "%-10s %10s %10s %10s\n" "start-up" "$(calc "$v/1024")" "$(calc "$f/1024")" "$(calc "$y/1024")"

# ---- Where the instructions go: callgrind on one 20-row render ----
echo
echo "Where a 20-row one-shot spends its instructions (valgrind --tool=callgrind, inclusive, all threads)"
# On a copy without DWARF: valgrind 3.19 gives up on the release binary's debug information
# ("possibly corrupted debuginfo"), and symbol names are all the rows below need.
objcopy --strip-debug "$vellum" "$work/vellum-nodebug"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
  "$work/vellum-nodebug" render "$work/sidebar-20.json" -o "$work/v.png" >/dev/null 2>&1
callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$work/callgrind.out" >"$work/inclusive.txt" 2>/dev/null
callgrind_annotate --auto=no --threshold=100 "$work/callgrind.out" >"$work/self.txt" 2>/dev/null
# Inclusive: the largest count among functions whose "file:function [object]" matches a
# pattern. Self: the sum of their counts (self counts do not overlap).
share() {
  awk -v pat="$2" -v label="$3" -v sum="$([ "$1" = self ] && echo 1 || echo 0)" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1; next }
    $0 ~ pat { gsub(",", "", $1); if (sum) best += $1; else if ($1 + 0 > best) best = $1 + 0 }
    END { printf "  %-64s %6.1f%% %7.0f M\n", label, 100 * best / total, best / 1e6 }' "$work/$1.txt"
}
share inclusive '10PNGEncoderC14writeCairoRows' 'PNG encoding on the main thread (writeCairoRows, writes included)'
share self 'argb32_to_rgb' '  ARGB32 -> RGB conversion (CVellumKernels, self)'
share self ':crc32_z \[' '  chunk CRCs (zlib crc32, self)'
share self 'libisal[.]so' '  block checksums (ISA-L Adler-32 and CRC-64, self)'
share inclusive '13VellumDeflate0B7EncoderC8compress_4from' 'deflate (VellumDeflate, on the deflate threads)'
share inclusive '11FontLibraryC14cacheDirectory' 'font set-up (FontLibrary.init: patterns from the font cache)'
share inclusive 'FcFreeTypeQueryAll' '  fontconfig reading the font files (all faces of each file)'
share inclusive '7PainterC5paint_2on' 'painting nodes (Painter.paint)'
share inclusive 'pango_cairo_show_layout' '  pango_cairo_show_layout'
share inclusive '12VellumLayout0B6EngineV6layout' 'layout and text measuring (LayoutEngine.layout)'
share inclusive '14DocumentLoaderO4load' 'reading and decoding the JSON (DocumentLoader.load)'
share self 'do_lookup_x' 'dynamic linking symbol look-ups (do_lookup_x, self)'
share inclusive ':FcInit \[' "Pango's FcInit of the system font set (its own thread)"
share inclusive ':pango_font_get_metrics \[' "Pango's font metrics (a sample sentence shaped per font)"
share inclusive ':FcFontSetSort \[' "fontconfig sorting the font set for each new pattern"
echo "  (instructions are not time: deflate runs at a higher IPC than fontconfig's scanning;"
echo "  'vellum render --timings' prints the phases in milliseconds)"

# ---- Font set-up alone ----
echo
echo "Font set-up, FontLibrary's files loaded into a fresh fontconfig configuration (bench/fonts.c)"
gcc -O2 -o "$work/fonts" "$here/fonts.c" $(pkg-config --cflags --libs fontconfig freetype2)
"$work/fonts" 9 | sed 's/^/  /'
