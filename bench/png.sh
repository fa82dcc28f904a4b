#!/usr/bin/env bash
# PNG encoding candidates on the same pixels: the 20-row sidebar as Vellum renders it
# (1170 px wide, opaque RGB) and, as a second opinion, Samples/compose/stack.json (a
# gradient photo, shadows). Prints figures only. See bench/README.md.
#
#   bench/png.sh [runs]      # default 20 runs a candidate
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
vellum=${VELLUM:-}
runs=${1:-20}

pkg-config --exists cairo libpng zlib libisal && [ -f /usr/include/libdeflate.h ] || {
  apt-get update -qq >&2 && apt-get install -y -qq libcairo2-dev libpng-dev zlib1g-dev libdeflate-dev libisal-dev >&2
}
if [ -z "$vellum" ]; then
  "$root/scripts/build-release.sh" /tmp/bench-build >/dev/null
  vellum=/tmp/bench-build/release/vellum
fi
# Vellum's own encoder, timed the same way (a small package beside this script; its build
# folder is outside the repository).
swift build -c release --package-path "$here/swift-encoder" --scratch-path /tmp/bench-swift-build >&2
png_swift=/tmp/bench-swift-build/release/png-swift

work=$(mktemp -d /tmp/vellum-png.XXXXXX)
trap 'rm -rf "$work"' EXIT
gcc -O3 -pthread -o "$work/png-encoders" "$here/png-encoders.c" \
  $(pkg-config --cflags --libs cairo libpng zlib libisal) -ldeflate
python3 "$here/make-sidebar.py" 20 "$work/sidebar-20.json"
"$vellum" render "$work/sidebar-20.json" -o "$work/sidebar-20.png"
"$vellum" render "$root/Samples/compose/stack.json" -o "$work/stack.png"

echo "working tree at $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- Sources Package.swift || echo ' + uncommitted changes')"
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
for image in sidebar-20 stack; do
  echo
  echo "== $([ $image = stack ] && echo Samples/compose/stack.json || echo 'sidebar, 20 rows') =="
  "$work/png-encoders" "$work/$image.png" "$runs"
  echo
  "$png_swift" "$work/$image.png" "$runs"
done
