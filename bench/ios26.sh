#!/usr/bin/env bash
# The iOS 26 look against the iOS 18 look on the same screen (issue 63's ceiling: 1.3x the time):
# Samples/ios26/scrolled.json (a navigation bar, a floating tab bar and a list scrolled under
# both), one-shot, light and dark, measured taking turns in both orders; then callgrind's
# instructions for each look and where the iOS 26 one's extra go. Prints figures only.
#
#   bench/ios26.sh                       # builds the release CLI of the working tree into /tmp/bench-build
#   VELLUM=path/to/vellum bench/ios26.sh # measures that binary instead
#   RUNS=21 bench/ios26.sh
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
runs=${RUNS:-21}
vellum=${VELLUM:-}
command -v valgrind >/dev/null || { apt-get update -qq >&2 && apt-get install -y -qq valgrind >&2; }
if [ -z "$vellum" ]; then
  "$root/scripts/build-release.sh" /tmp/bench-build >/dev/null
  vellum=/tmp/bench-build/release/vellum
fi
work=$(mktemp -d /tmp/vellum-bench26.XXXXXX)
trap 'rm -rf "$work"' EXIT
doc="$root/Samples/ios26/scrolled.json"
calc() { awk "BEGIN { printf \"%.${2:-2}f\", $1 }"; }

echo "iOS 26 against iOS 18: $doc, one-shot, $runs runs each, taking turns"
echo "vellum: $vellum, working tree at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
printf "%-6s %-10s %12s %12s %12s %12s\n" look order "18 wall ms" "26 wall ms" "wall ratio" "cpu ratio"
for appearance in light dark; do
  for order in "18 26" "26 18"; do
    cmds=()
    for v in $order; do
      [ ${#cmds[@]} -eq 0 ] || cmds+=(:::)
      cmds+=("$vellum" render "$doc" -o "$work/$v.png" --system-version "$v" --appearance "$appearance")
    done
    # measure.py prints "median-wall mean-wall median-cpu" a command, in the order given.
    mapfile -t lines < <(python3 "$here/measure.py" "$runs" "${cmds[@]}")
    read -r a_wall _ a_cpu <<<"${lines[0]}"
    read -r b_wall _ b_cpu <<<"${lines[1]}"
    if [ "$order" = "18 26" ]; then w18=$a_wall c18=$a_cpu w26=$b_wall c26=$b_cpu; else w26=$a_wall c26=$a_cpu w18=$b_wall c18=$b_cpu; fi
    printf "%-6s %-10s %12s %12s %12s %12s\n" "$appearance" "${order// / then }" "$w18" "$w26" \
      "$(calc "$w26 / $w18")" "$(calc "$c26 / $c18")"
  done
done

echo
echo "Instructions (valgrind --tool=callgrind, all threads, light)"
# On a copy without DWARF (valgrind gives up on the release binary's debug information).
objcopy --strip-debug "$vellum" "$work/vellum-nodebug"
for v in 18 26; do
  valgrind --tool=callgrind --callgrind-out-file="$work/cg-$v.out" \
    "$work/vellum-nodebug" render "$doc" -o "$work/cg-$v.png" --system-version "$v" --appearance light >/dev/null 2>&1
  callgrind_annotate --auto=no --inclusive=yes --threshold=100 "$work/cg-$v.out" >"$work/inclusive-$v.txt" 2>/dev/null
  callgrind_annotate --auto=no --threshold=100 "$work/cg-$v.out" >"$work/self-$v.txt" 2>/dev/null
done
total() { awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }' "$work/inclusive-$1.txt"; }
t18=$(total 18)
t26=$(total 26)
echo "  iOS 18 $(calc "$t18 / 1e6" 1) M, iOS 26 $(calc "$t26 / 1e6" 1) M: $(calc "$t26 / $t18")x"
# Inclusive: the largest count among functions whose "file:function [object]" matches a pattern;
# self: their sum.
share() {
  awk -v pat="$2" -v label="$3" -v sum="$([ "$1" = self ] && echo 1 || echo 0)" '
    /PROGRAM TOTALS/ { next }
    $0 ~ pat { gsub(",", "", $1); if (sum) best += $1; else if ($1 + 0 > best) best = $1 + 0 }
    END { printf "  %-58s %7.1f M\n", label, best / 1e6 }' "$work/$1-26.txt"
}
echo "Where iOS 26's go:"
share inclusive "4BlurO7BlurredC_5under" "the glass backdrop (Blur.Blurred: copied, shrunk, blurred)"
share inclusive '23ScrollEdgeEffectPainter' 'the scroll edge effect (ScrollEdgeEffectPainter)'
share self 'vellum_box_blur|box_rows|box_columns' 'box blur passes, shadows included (CVellumKernels, self)'
share self 'vellum_glass_refract' 'refraction at the glass edges (CVellumKernels, self)'
share inclusive '7PainterC5paint_2on' 'painting nodes (Painter.paint, the above included)'
share inclusive '13VellumDeflate0B7EncoderC8compress_4from' 'deflate (on the deflate threads)'
echo "What iOS 26 adds, by function (self instructions, iOS 26 minus iOS 18, the largest 8):"
python3 - "$work/self-18.txt" "$work/self-26.txt" <<'PY'
import re, sys
def load(path):
    counts = {}
    for line in open(path):
        m = re.match(r"\s*([\d,]+) \([\s\d.]+%\)\s+(\S.*)$", line)
        if m and "PROGRAM TOTALS" not in line:
            name = re.sub(r"^.*?:", "", m.group(2), count=1)
            name = re.sub(r"\[/tmp/vellum-bench26[^]]*\]", "[vellum]", name)
            counts[name] = counts.get(name, 0) + int(m.group(1).replace(",", ""))
    return counts
a, b = load(sys.argv[1]), load(sys.argv[2])
for name in sorted(set(a) | set(b), key=lambda k: a.get(k, 0) - b.get(k, 0))[:8]:
    print(f"  {(b.get(name, 0) - a.get(name, 0)) / 1e6:+7.1f} M  {name[:90]}")
PY
