#!/usr/bin/env bash
# The build `make run` gives, tried as a user gets it (CI runs it after the tests): the release
# binary records every shipped tape, and its first screen at 120×40 stays within issue 50's
# memory goal — 20 MB resident, 3 MB written by the process (docs/headless.md, "Memory").
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/scenery
"$binary" test Resources/tapes
# How much of the linked order the binary still defines: a list gone stale costs memory only.
if command -v nm >/dev/null; then
    listed=$(wc -l < Resources/link/scenery.order)
    found=$(nm --defined-only "$binary" | awk 'NR == FNR { listed[$1] = 1; next } ($3 in listed) && !seen[$3]++ { n++ } END { print n + 0 }' Resources/link/scenery.order -)
    echo "release_check: $found of $listed functions in Resources/link/scenery.order are in the binary (make link-order writes the list again)"
fi
# Pages of a file just written stay dirty in the page cache until written back, and /proc counts
# them as the process's own: the binary is synced first, as it is within half a minute anyway.
sync "$binary"
"$binary" bench --no-instructions --tapes none --no-media --frames 20 --json | tail -n 1 | python3 -c '
import json, sys
startup = json.load(sys.stdin)["startup"]
resident, written = startup.get("first_screen_rss_kb"), startup.get("first_screen_private_kb")
if resident is None or written is None:
    print("release_check: /proc could not say the first screen'"'"'s memory: not checked"); sys.exit(0)
print(f"release_check: first screen {resident} KB resident, {written} KB written by the process")
if resident > 20 * 1024 or written > 3 * 1024:
    sys.exit("release_check: over the goal of 20480 KB resident and 3072 KB written: "
             "make link-order writes the linked order again (docs/headless.md, \"Memory\")")
'
