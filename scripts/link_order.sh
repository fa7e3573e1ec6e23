#!/usr/bin/env bash
# Writes Resources/link/scenery.order: the functions `scenery run` executes from start to its first
# screen and through a few keys, two terminal resizes and a column resize, one symbol a line.
# `make release` links them next to one another (lld --symbol-ordering-file), so the first screen
# maps fewer pages of code: the kernel maps a binary's code in 64 KB runs around each page used
# (docs/headless.md, "Memory"). Run it after large changes (`make link-order`); a name no longer
# in the binary is skipped, a new function lands after the listed ones. Needs valgrind and tmux.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=.build/release/scenery
out=Resources/link/scenery.order
for tool in valgrind tmux nm strip; do
    command -v "$tool" >/dev/null || { echo "link_order: $tool is missing (apt-get install -y $tool)" >&2; exit 1; }
done
[ -x "$binary" ] || { echo "link_order: $binary is missing: run make release first" >&2; exit 1; }

work=$(mktemp -d)
session="scenery-link-order-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

# valgrind cannot read Swift's debug info: a copy without it runs (its symbols kept).
strip --strip-debug -o "$work/scenery" "$binary"
tmux new-session -d -s "$session" -x 120 -y 40 \
    "TERM=xterm-256color XDG_STATE_HOME=$work/state valgrind --tool=callgrind --demangle=no --compress-strings=no \
     --callgrind-out-file=$work/profile $work/scenery run --fresh 2>$work/valgrind.log"
# The first screen under valgrind takes seconds; then what a person does first.
until tmux capture-pane -p -t "$session" 2>/dev/null | grep -q "quit"; do
    tmux has-session -t "$session" 2>/dev/null || { echo "link_order: scenery stopped under valgrind:" >&2; cat "$work/valgrind.log" >&2; exit 1; }
    sleep 1
done
press() { tmux send-keys -t "$session" "$@"; sleep 1.5; }
press Down; press Down; press Enter; press Tab; press Down; press F1; press Escape
tmux resize-window -t "$session" -x 80 -y 24; sleep 3
tmux resize-window -t "$session" -x 160 -y 45; sleep 3
press C-r; press Right; press Left; press Escape
press C-q
for _ in $(seq 60); do [ -s "$work/profile" ] && ! tmux has-session -t "$session" 2>/dev/null && break; sleep 1; done
[ -s "$work/profile" ] || { echo "link_order: callgrind wrote no profile ($work/valgrind.log)" >&2; cat "$work/valgrind.log" >&2; exit 1; }

# Functions in the profile that the binary defines, each once, in the profile's order.
nm --defined-only "$binary" | awk '{print $3}' > "$work/defined"
mkdir -p "$(dirname "$out")"
sed -n 's/^fn=//p' "$work/profile" | awk 'NR == FNR { defined[$0] = 1; next } ($0 in defined) && !seen[$0]++' "$work/defined" - > "$out"
echo "link_order: $(wc -l < "$out") functions in $out"
