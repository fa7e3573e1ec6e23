#!/usr/bin/env bash
# `make fuzz-seeds`: the fuzz suite under N different seeds in a row (default 20); stops at the
# first red run and names its seed, so a failure is reproduced with: make fuzz FUZZ="--seed S".
# A suite that is red by accident (one trial's leftovers failing the next) shows up here.
#
#   scripts/fuzz_seeds.sh [N] [scenery-fuzz options…]     e.g. scripts/fuzz_seeds.sh 20 --events 100000
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
shift || true
for seed in $(seq 1 "$runs"); do
    if ./.build/release/scenery-fuzz --seed "$seed" "$@" > "/tmp/scenery-fuzz-$seed.txt" 2>&1; then
        echo "seed $seed: green"
    else
        echo "seed $seed: RED — its table and failures:"
        cat "/tmp/scenery-fuzz-$seed.txt"
        exit 1
    fi
done
echo "fuzz: green under $runs seeds"
