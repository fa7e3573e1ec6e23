#!/usr/bin/env bash
# Instruction counts (callgrind) for one step of the Mail resize sweep (240→40→240 at 45 rows,
# engine + ncurses resize + output) and one column-separator step at 160x45 (key to flushed
# frame). They hold whatever the machine's load: compare them across commits. Each figure is the
# difference between two runs of different length divided by the extra steps, so start-up and
# set-up are not counted. The binary is stripped first (valgrind cannot read Swift's debug info).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench-instructions needs valgrind: apt-get install -y valgrind"; exit 2; }
swift build -c release --product scenery >/dev/null
mkdir -p .build/bench
cp .build/release/scenery .build/bench/scenery-stripped
strip .build/bench/scenery-stripped
count() {  # instructions of: scenery bench --only PART --repeats N
    valgrind --tool=callgrind --callgrind-out-file=/dev/null .build/bench/scenery-stripped bench --only "$1" --repeats "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
sweep1=$(count sweep 1); sweep2=$(count sweep 2)
sep1=$(count separator 1); sep2=$(count separator 2)
sweep=$(( (sweep2 - sweep1) / 400 ))
separator=$(( (sep2 - sep1) / 400 ))
json="{\"sweep_instructions_per_step\": $sweep, \"separator_instructions_per_step\": $separator}"
echo "$json" > .build/bench/instructions.json
echo "resize sweep step (engine + ncurses resize + output): $sweep instructions"
echo "separator step at 160x45 (key to flushed frame):      $separator instructions"
echo "$json"
