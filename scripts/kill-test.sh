#!/usr/bin/env bash
# Crash safety (issue 16): kills `vellum check --record all` and `vellum accept --all-failed`
# with SIGKILL at random moments, again and again, and checks after every kill that each golden
# is whole: byte for byte either the file it was before the run or the one the run writes, never
# torn, never missing. Interrupted writes may leave hidden temporaries (.name.png.vellum-PID.XXXXXX) beside
# the goldens; `vellum prune --delete` must remove them.
#
#   scripts/kill-test.sh [kills per command] [share]   # default 25 kills over every sample (~6 min on 2 cores)
#   scripts/kill-test.sh 5 4                            # the test command: 5 kills over a quarter of the samples
#
# With a share N the commands check one shard of N (`--shard`), a different one each run, chosen
# by a seed (the time, or KILL_SEED) that the script prints.
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-25}
share=${2:-1}
seed=${KILL_SEED:-$(date +%s)}
shard=()
if [ "$share" -gt 1 ]; then
  shard=(--shard "$((seed % share + 1))/$share")
  echo "kill-test: shard ${shard[1]} of the samples (KILL_SEED=$seed)" >&2
fi
swift build --product vellum >&2
vellum=$PWD/.build/debug/vellum
work=$(mktemp -d /tmp/vellum-kill.XXXXXX)
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# The goldens below a folder, as "sha1  ./path" lines sorted by path (one sha1sum for all).
golden_sums() {
  (cd "$1" && find . -type f \( -name '*.png' -o -name '*.tree.txt' -o -name '*.accessibility.txt' \) -print0 \
    | sort -z | xargs -0 -r sha1sum)
}

# "Old" goldens are marker files, so old and new can be told apart; the new ones are what an
# uninterrupted run of the same command writes ($reference). The markers are made once and
# copied for each run.
mkdir -p "$work/old"
(cd Snapshots && find . -type f \( -name '*.png' -o -name '*.tree.txt' -o -name '*.accessibility.txt' \)) | while read -r f; do
  mkdir -p "$work/old/$(dirname "$f")"
  printf 'old %s\n' "$f" >"$work/old/$f"
done
golden_sums "$work/old" >"$work/old.sums"
reset_to_old() {
  rm -rf "$work/snap" "$work/artifacts"
  cp -r "$work/old" "$work/snap"
}

# Every golden is the old marker or the new bytes ($reference); returns how many are new.
verify() {
  [ -f "$reference.sums" ] || golden_sums "$reference" >"$reference.sums"
  golden_sums "$work/snap" >"$work/got.sums"
  local new
  # Per file of the reference: the checksum found must be the new file's or the old marker's.
  new=$(awk '
    FILENAME == ARGV[1] { ref[substr($0, 43)] = $1; next }
    FILENAME == ARGV[2] { old[substr($0, 43)] = $1; next }
    { got[substr($0, 43)] = $1 }
    END {
      for (f in ref) {
        if (!(f in got)) { print "kill-test: " f " is missing" > "/dev/stderr"; exit 1 }
        if (got[f] == ref[f]) n++
        else if (got[f] != old[f]) { print "kill-test: " f " is torn: neither the old nor the new file" > "/dev/stderr"; exit 1 }
      }
      print n + 0
    }' "$reference.sums" "$work/old.sums" "$work/got.sums") || exit 1
  # Nothing but goldens and hidden temporaries of goldens.
  local stray
  stray=$(cd "$work/snap" && find . -type f ! -name '*.png' ! -name '*.tree.txt' ! -name '*.accessibility.txt' ! -name .fingerprint \
    -regextype posix-extended ! -regex '.*/\.(\.fingerprint|[^/]*\.(png|tree\.txt|accessibility\.txt))(\.vellum-[0-9]+)?\.[A-Za-z0-9]{6}' \
    | head -3)
  [ -z "$stray" ] || { echo "kill-test: unexpected files: $stray" >&2; exit 1; }
  echo "$new"
}

# How long an uninterrupted run takes, in milliseconds: the kills land anywhere inside it.
timed() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

# Runs the command and kills it with SIGKILL `kills` times, each time from the state `restore`
# sets up, at a random moment in the last 80 % of an uninterrupted run's `span` milliseconds
# (the first part is start-up), and verifies the goldens after each kill.
kill_repeatedly() {
  local label=$1 span=$2 restore=$3
  shift 3
  local i new
  for ((i = 1; i <= kills; i++)); do
    $restore
    "$@" >/dev/null 2>&1 &
    local pid=$!
    sleep "$(awk -v s="$RANDOM" -v span="$span" 'BEGIN { srand(s); printf "%.3f", (0.2 + 0.8 * rand()) * span / 1000 }')"
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    new=$(verify)
    echo "$label: kill $i: $new goldens new, every other one old, none torn" >&2
  done
}

# 1. Recording.
reset_to_old
record=("$vellum" check Samples "${shard[@]}" --snapshots "$work/snap" --artifacts "$work/artifacts" --record all)
span=$(timed "${record[@]}")
echo "record: an uninterrupted run takes $span ms" >&2
mv "$work/snap" "$work/record-reference"
reference=$work/record-reference
total=$(cd "$reference" && find . -type f \( -name '*.png' -o -name '*.tree.txt' -o -name '*.accessibility.txt' \) | wc -l)
kill_repeatedly record "$span" reset_to_old "${record[@]}"

# 2. Accepting: a failing check leaves the actual files, accept copies them over the goldens.
reset_to_old
"$vellum" check Samples "${shard[@]}" --snapshots "$work/snap" --artifacts "$work/artifacts" --record never >/dev/null 2>&1 || true
accept=("$vellum" accept --all-failed --snapshots "$work/snap" --artifacts "$work/artifacts")
# Accepting consumes the artefacts, so each run starts from copies of both.
cp -r "$work/snap" "$work/before-accept"
cp -r "$work/artifacts" "$work/artifacts-before-accept"
restore_before_accept() {
  rm -rf "$work/snap" "$work/artifacts"
  cp -r "$work/before-accept" "$work/snap"
  cp -r "$work/artifacts-before-accept" "$work/artifacts"
}
span=$(timed "${accept[@]}")
echo "accept: an uninterrupted run takes $span ms" >&2
mv "$work/snap" "$work/accept-reference"
reference=$work/accept-reference
kill_repeatedly accept "$span" restore_before_accept "${accept[@]}"

# 3. A run to the end makes every golden new; prune clears the temporaries the kills left.
reference=$work/record-reference
"${record[@]}" >/dev/null 2>&1
temporaries=$(cd "$work/snap" && find . -name '.*.??????' -type f | wc -l)
"$vellum" prune --snapshots "$work/snap" --samples Samples --delete >/dev/null
new=$(verify)
left=$(cd "$work/snap" && find . -name '.*.??????' -type f | wc -l)
[ "$new" -eq "$total" ] || { echo "kill-test: only $new of $total goldens are new after a full run" >&2; exit 1; }
[ "$left" -eq 0 ] || { echo "kill-test: prune left $left temporaries" >&2; exit 1; }
echo "kill-test: $((2 * kills)) kills, no golden torn or missing; prune removed $temporaries temporaries" >&2
