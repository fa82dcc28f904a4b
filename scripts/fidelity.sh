#!/usr/bin/env bash
# The fidelity suite's table: each figure measured on real iOS (issue 33, and issue 7's text in
# TextCalibrationTests), what Vellum draws now, the tolerance, and whether it agrees. Prints
# figures only; `swift test --filter FidelityTests` fails on any figure that drifts.
#
#   scripts/fidelity.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >&2
table=$(mktemp /tmp/vellum-fidelity.XXXXXX)
trap 'rm -f "$table"' EXIT
VELLUM_FIDELITY_TABLE=$table swift test --skip-build --filter 'FidelityTests/table' >/dev/null 2>&1
cat "$table"
echo
echo 'iOS 26 (canvas.systemVersion "26"):'
VELLUM_FIDELITY_TABLE=$table swift test --skip-build --filter 'FidelityIOS26Tests/table' >/dev/null 2>&1
cat "$table"
