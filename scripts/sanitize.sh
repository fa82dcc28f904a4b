#!/usr/bin/env bash
# The whole test suite under a sanitizer (issue 16). Each mode builds into its own scratch folder
# (never .build's default one) and fails on the first report.
#
#   scripts/sanitize.sh address     # AddressSanitizer: ~8 min build + ~16 min tests on 2 cores
#   scripts/sanitize.sh thread      # ThreadSanitizer: ~8 min build, longer tests
#   scripts/sanitize.sh all         # both
#   scripts/sanitize.sh thread --filter SnapshotRun    # extra arguments go to `swift test`
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-all}
shift || true
# Leaks are not errors here: fontconfig's configuration and Swift's lazy globals live for the
# whole process by design, and would be reported at every exit (scripts/fuzz.sh does the same).
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"

run() {
  local sanitizer=$1
  shift
  local scratch=.build/sanitize-$sanitizer
  # Always from scratch: an incremental build once kept a test target compiled against an old
  # layout of `Document` (a struct grew), and ASan rightly reported the stack overflow that made.
  rm -rf "$scratch"
  echo "sanitize: $sanitizer: building" >&2
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch" >&2
  echo "sanitize: $sanitizer: testing" >&2
  swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
  echo "sanitize: $sanitizer: the test suite passed with no report" >&2
}

case "$mode" in
  address | thread) run "$mode" "$@" ;;
  all) run address "$@" && run thread "$@" ;;
  *) echo "usage: scripts/sanitize.sh address|thread|all [swift test arguments]" >&2; exit 64 ;;
esac
