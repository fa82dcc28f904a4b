#!/usr/bin/env bash
# libFuzzer over Vellum (issue 16). Builds fuzz/ (its own package; the main one never carries
# sanitizer flags) with -sanitize=fuzzer,address and runs a harness for a time budget:
#
#   scripts/fuzz.sh document 1800     # JSON -> decode -> layout -> render, 30 minutes
#   scripts/fuzz.sh png 1800          # PNG bytes -> decode -> compare, 30 minutes
#   scripts/fuzz.sh svg 1800          # SVG bytes -> custom symbol -> every drawing fitted
#   scripts/fuzz.sh markdown 1800     # UTF-8 bytes -> markdown runs
#   scripts/fuzz.sh all 60            # each, a minute each (a smoke run)
#
# Seeds: every Samples/ document, every PNG under Snapshots/ and Tests/, every SVG under
# Samples/ and the installed Lucide outlines, or the Samples/ documents' markdown. The corpus grows in
# .build/fuzz/<harness>/corpus; crashes, hangs (10 s) and memory blow-ups (2 GB) are written to
# .build/fuzz/<harness>/ and make the script fail. Leak checking is off: one-time allocations
# (fontconfig's configuration, Swift's lazy globals) would be reported at every exit.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"
seconds="${2:-60}"
# One scratch folder per set of source files: SwiftPM keeps a path dependency's file list in
# its scratch folder and can miss files added since ("cannot find 'X' in scope"), even on a
# second try. A new file gives a new folder (a full build, about a minute); edits reuse it.
files_key=$(find Sources -name '*.swift' | sort | sha256sum | cut -c1-12)
scratch=/tmp/vellum-fuzz-build-$files_key
# No leak check at exit either: it would report the same one-time allocations and fail a run
# that found nothing.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
build() {
  swift build -c release --package-path fuzz --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2
}
build

run() {
  local name=$1
  local work=.build/fuzz/$name
  mkdir -p "$work/corpus" "$work/seeds"
  case "$name" in
    document) find Samples -name '*.json' -not -path '*/assets/*' -exec cp {} "$work/seeds/" \; ;;
    png) find Snapshots Tests -name '*.png' -size -200k -exec cp {} "$work/seeds/" \; 2>/dev/null || true ;;
    svg)
      find Samples -name '*.svg' -exec cp {} "$work/seeds/" \;
      find /usr/local/share/vellum/symbols -name '*.svg' -exec cp {} "$work/seeds/" \; 2>/dev/null || true
      ;;
    markdown)
      # Each "markdown" value of the samples, as its own seed.
      grep -rhoE '"markdown": *"([^"\\]|\\.)*"' Samples | sed -E 's/^"markdown": *"//; s/"$//' |
        awk -v dir="$work/seeds" '{ f = sprintf("%s/sample-%03d.md", dir, NR); printf "%s", $0 > f; close(f) }'
      printf '%s' '***a** b* [x `]` y](u "t") ~~c~ \\[ ``d`` e_f_ _g_' > "$work/seeds/markers.md"
      ;;
  esac
  echo "fuzz-$name: $seconds s" >&2
  "$scratch/release/fuzz-$name" "$work/corpus" "$work/seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=262144 -detect_leaks=0 \
    -artifact_prefix="$work/" -print_final_stats=1 2>&1 | tee "$work/last-run.log" | grep -E "^#[0-9]+ +(DONE|INITED)|stat::|ERROR|SUMMARY" >&2
}

case "$which" in
  document | png | svg | markdown) run "$which" ;;
  all) run document && run png && run svg && run markdown ;;
  *) echo "usage: scripts/fuzz.sh document|png|svg|markdown|all [seconds]" >&2; exit 64 ;;
esac
