#!/usr/bin/env bash
# Writes scripts/code-order.txt, the functions Vellum's everyday runs execute, which
# scripts/build-release.sh asks the linker to place side by side (gold's
# --section-ordering-file, one `.text.<symbol>` a line):
#   scripts/make-code-order.sh
#
# Why: the executable's code is read from its file a page at a time, and the kernel maps the
# pages around each one touched (fault-around, 64 KB). A 20-row render executes ~2,500
# functions scattered over 17 MB of code: without an order they kept ~10 MB of the file
# resident, a third of the process's peak memory (bench/README.md).
#
# The runs, each under valgrind's callgrind (every function executed, on every thread): the
# benchmark's 20-row sidebar (its functions first: the one-shot path), every sample rendered in
# one process, a check of the list samples against their goldens, a comparison of two PNGs and
# `fmt`. A stale list is harmless: names it lists that no longer exist are ignored, and new
# functions go after the listed ones. Run it again when the code has moved a lot.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind; } >&2

built=$(scripts/build-release.sh /tmp/vellum-code-order-build)
work=$(mktemp -d /tmp/vellum-code-order.XXXXXX)
trap 'rm -rf "$work"' EXIT
# Profiled without its DWARF (as bench/run.sh does): valgrind 3.19 gives up on the release
# binary's debug information ("possibly corrupted debuginfo") and the profiles came out empty;
# the symbol table names every function. Still called `vellum`: the list keeps that object's.
mkdir -p "$work/bin"
objcopy --strip-debug "$built" "$work/bin/vellum"
vellum="$work/bin/vellum"

# Runs a command under callgrind, its profile in $work/NAME.out.
profile() {
  local name=$1
  shift
  echo "profiling: $name" >&2
  valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" "$@" >/dev/null 2>&1 || true
}

python3 bench/make-sidebar.py 20 "$work/sidebar.json"
profile sidebar "$vellum" render "$work/sidebar.json" -o "$work/sidebar.png"
mapfile -t samples < <(find Samples -name '*.json' -not -path '*/assets/*' | sort)
profile samples "$vellum" render "${samples[@]}" -o "$work/samples/" --jobs 1
profile check "$vellum" check Samples/lists --snapshots Snapshots/lists --jobs 1 --record never \
  --artifacts "$work/artifacts"
profile compare "$vellum" compare "$work/samples/lists/plain-light.png" "$work/samples/lists/plain-dark.png"
profile fmt "$vellum" fmt Samples/lists/plain-light.json

python3 - "$work"/{sidebar,samples,check,compare,fmt}.out >scripts/code-order.txt <<'EOF'
import re, sys
# A profile names each function executed in full once ("fn=(12) name", then "fn=(12)"), so
# too the functions called ("cfn=") and the objects ("ob=" the current function's, "cob=" the
# next callee's when it is in another object).
# Each profile's functions not listed before it, sorted by name: the list changes only where the
# code does (callgrind writes a profile's functions in no fixed order).
seen = set()
for profile in sys.argv[1:]:
    new = set()
    objects, functions = {}, {}
    ob = cob = None
    for line in open(profile, errors="replace"):
        m = re.match(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not m:
            continue
        kind, key, name = m.groups()
        table = objects if kind.endswith("ob") else functions
        if name is not None:
            table[key] = name
        if kind == "ob":
            ob = cob = objects[key]
            continue
        if kind == "cob":
            cob = objects[key]
            continue
        owner = ob if kind == "fn" else cob
        cob = ob
        function = re.sub(r"'\d+$", "", functions[key])  # callgrind's recursion mark
        # Skipped: addresses without a symbol, and callgrind's own entries ("(below main)").
        if not owner or not owner.endswith("/vellum") or function.startswith("0x") or " " in function:
            continue
        if function not in seen:
            new.add(function)
    for function in sorted(new):
        print(".text." + function)
    seen |= new
EOF
count=$(wc -l <scripts/code-order.txt)
echo "scripts/code-order.txt: $count functions" >&2
# An empty list would silently undo the order: a profile that failed is an error.
if [ "$count" -lt 1000 ]; then
  git checkout -- scripts/code-order.txt 2>/dev/null || true
  echo "make-code-order: only $count functions profiled; the list is left as it was" >&2
  exit 1
fi
