#!/usr/bin/env bash
# Adversarial documents (bench/make-adversarial.py): prints each one's wall time, peak memory and
# exit code, and fails if any exceeds the ceilings README.md documents (512 MB; refusals within 2 s;
# a rendered document within its time budget, 30 s).
#
#   bench/limits.sh                      # builds the release CLI of the working tree
#   VELLUM=path/to/vellum bench/limits.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
vellum=${VELLUM:-}
ceiling_kb=$((512 * 1024))
budget_s=30
[ -x /usr/bin/time ] || { apt-get update -qq >&2 && apt-get install -y -qq time >&2; }
if [ -z "$vellum" ]; then
  "$root/scripts/build-release.sh" /tmp/bench-build >/dev/null
  vellum=/tmp/bench-build/release/vellum
fi
work=$(mktemp -d /tmp/vellum-limits.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 "$here/make-adversarial.py" "$work"
status=0
printf '%-24s %8s %10s %5s\n' document seconds "peak MB" exit
for doc in "$work"/*.json; do
  name=$(basename "$doc" .json)
  set +e
  /usr/bin/time -f '%e %M' -o "$work/time" "$vellum" render "$doc" -o "$work/$name.png" 2>"$work/err" >/dev/null
  code=$?
  set -e
  read -r seconds kb < <(tail -1 "$work/time")
  printf '%-24s %8s %10s %5s\n' "$name" "$seconds" "$((kb / 1024))" "$code"
  if [ "$kb" -gt "$ceiling_kb" ]; then echo "  over the 512 MB ceiling" >&2; status=1; fi
  case "$name" in
    refused-*)
      [ "$code" -ne 0 ] || { echo "  should have been refused" >&2; status=1; }
      awk "BEGIN { exit !($seconds > 2) }" && { echo "  refused too slowly" >&2; status=1; }
      sed 's/^/  /' "$work/err" | cut -c1-150 ;;
    *)
      [ "$code" -eq 0 ] || { echo "  failed: $(cat "$work/err")" >&2; status=1; }
      awk "BEGIN { exit !($seconds > $budget_s) }" && { echo "  over the ${budget_s} s budget" >&2; status=1; }
      # Warnings (a popover kept on screen, menus that stay closed): the first, and how many.
      if grep -q "warning:" "$work/err"; then
        echo "  $(grep -c "warning:" "$work/err") warning(s): $(grep -m1 "warning:" "$work/err" | sed 's/.*warning: //' | cut -c1-110)"
      fi ;;
  esac
  # A document with variants writes a file for each ($name.light.png, ...).
  rm -f "$work/$name.png" "$work/$name".*.png
done
exit $status
