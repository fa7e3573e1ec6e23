#!/usr/bin/env bash
# `scenery new` as a user runs it: write the template into a scratch folder, build it, run its
# test and take a frame. Fails if what the template writes does not build and pass as written.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="${SCENERY_BIN:-$repo/.build/debug/scenery}"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/scenery-template-XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
"$bin" new Recipes --scenery "$repo" >/dev/null
cd Recipes
swift build --product Recipes 2>&1 | tail -1
# A user's first run writes the snapshots and passes; then CI (a missing snapshot fails) passes on them.
env -u CI swift test 2>&1 | tail -1
ls Tests/RecipesTests/__Snapshots__/RecipesTests/wide.txt Tests/RecipesTests/__Snapshots__/RecipesTests/narrow.svg >/dev/null
# With the snapshots written, a build must not warn about them (the template excludes the folder).
second="$(CI=true swift test 2>&1)"
tail -1 <<<"$second"
if grep -qi "unhandled" <<<"$second"; then echo "template: SwiftPM warns about unhandled files:"; grep -i "unhandled" <<<"$second"; exit 1; fi
swift run -q Recipes record tapes/demo.tape
[ -s tapes/demo.cast ] && [ -s tapes/demo.txt ] && [ -s tapes/demo.gif ] || { echo "template: record wrote no cast, text frames or GIF"; exit 1; }
swift run -q Recipes test tapes | tail -1
frame="$(swift run -q Recipes snapshot --size 100x12)"
grep -q "adaptive app hosted by Scenery" <<<"$frame" || { echo "template: the wide frame lacks the entry's text:"; echo "$frame"; exit 1; }
narrow="$(swift run -q Recipes snapshot --size 50x12)"
if grep -q "adaptive app hosted by Scenery" <<<"$narrow"; then echo "template: the narrow frame did not collapse:"; echo "$narrow"; exit 1; fi
echo "template: scenery new Recipes builds, its tests and snapshots pass, it records and tests its tape, and it collapses at 50 columns"
