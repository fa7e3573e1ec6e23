#!/usr/bin/env bash
# Runs a step of `make test` and says how long it took: `scripts/timed.sh NAME COMMAND…`.
# The exit status is the command's, so a failing step still stops make.
name="$1"; shift
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
awk -v n="$name" -v s="$start" -v e="$end" -v st="$status" \
    'BEGIN { printf "make test: %-10s %6.1f s%s\n", n, e - s, (st != 0 ? "  (failed: " st ")" : "") }'

exit $status
