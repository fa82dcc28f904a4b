#!/usr/bin/env bash
# The fidelity suite's table: each figure measured on real iOS (issue 33, and issue 7's text in
# TextCalibrationTests), what Vellum draws now, the tolerance, and whether it agrees. Prints
# figures only; `swift test --filter FidelityTests` fails on any figure that drifts.
#
#   scripts/fidelity.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >&2
VELLUM_FIDELITY_TABLE=1 swift test --skip-build --filter 'FidelityTests/table' 2>/dev/null | sed -n 's/^FIDELITY //p'
echo
echo 'iOS 26 (canvas.systemVersion "26"):'
VELLUM_FIDELITY_TABLE=1 swift test --skip-build --filter 'FidelityIOS26Tests/table' 2>/dev/null | sed -n 's/^FIDELITY //p'
