#!/usr/bin/env bash
# The long checks with their full budgets (about 140 minutes on 2 cores); the test command
# (scripts/dev.sh test) runs each in a short form, on a different part of the samples every run:
#
#   1. Every schema mutant, not a quarter, and every sample encoded both ways (VELLUM_SCHEMA_MUTANTS=all;
#      SchemaTests, KeyedMinimizationTests).
#   2. libFuzzer with AddressSanitizer over its four harnesses (document, png, svg, markdown),
#      30 minutes each (scripts/fuzz.sh);
#      the test suite only replays the same targets over a few hundred mutants, unsanitized.
#   3. Determinism: every sample, goldens identical with --jobs 1, 2 and 8, 100 rounds of renders.
#   4. The kill test: 25 SIGKILLs each during record and accept, over every sample.
#
#   scripts/long-checks.sh [fuzz seconds per harness]     # default 1800
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-1800}
swift build --build-tests
VELLUM_SCHEMA_MUTANTS=all swift test --skip-build --filter 'SchemaTests|KeyedMinimizationTests'
scripts/fuzz.sh all "$seconds"
scripts/determinism.sh 100
scripts/kill-test.sh 25
echo "long checks: all passed"
