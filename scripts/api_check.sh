#!/usr/bin/env bash
# The public API against the last release's, so a break is a decision, not an accident.
#
#   scripts/api_check.sh            compare this build's library modules with api/baseline/
#   scripts/api_check.sh --release  write api/baseline/ from this build (when tagging a release)
#
# The baseline is the last release's API as swift-api-digester dumps it, committed (gzipped)
# with its version in api/baseline/RELEASE. `swift package diagnose-api-breaking-changes` would
# build the tagged tree a second time on every run, and on this toolchain it stops at TOMLKit's
# C module ("redefinition of module 'CTOML'"); the digester itself, run on the modules
# `swift build` already made, takes seconds. A break listed in api/allowed-breaks.txt (with the
# CHANGELOG entry that tells clients what to write instead) passes; any other fails.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(TerminalCanvas SceneryEvents SceneryKit SceneryStorage CursesFront SceneryHost SceneryTesting)
digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
[ -x "$digester" ] || { echo "api: swift-api-digester is not beside swift ($digester): it comes with every Swift toolchain"; exit 1; }
[ -d .build/debug/Modules ] || { echo "api: build first (swift build)"; exit 1; }
ctoml="$(dirname "$(find .build/checkouts/TOMLKit -name module.modulemap | head -1)")"
# The C modules' headers, as SwiftPM finds them through pkg-config (FreeType's are not on the default path).
read -r -a cflags <<<"$(pkg-config --cflags-only-I freetype2 zlib harfbuzz 2>/dev/null)"
work="$(mktemp -d "${TMPDIR:-/tmp}/scenery-api-XXXXXX")"
trap 'rm -rf "$work"' EXIT
dump() {  # module → JSON, without paths of this machine
    "$digester" -dump-sdk -module "$1" -o "$2" -avoid-location -avoid-tool-args -abort-on-module-fail \
        -I .build/debug/Modules -I Sources/CNCurses -I Sources/CFreeType -I Sources/CZlib -I Sources/CHarfBuzz -I "$ctoml" \
        "${cflags[@]}" \
        || { echo "api: cannot read the API of $1"; exit 1; }
}
if [ "${1:-}" = "--release" ]; then
    version="$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -1)"
    mkdir -p api/baseline
    for m in "${modules[@]}"; do dump "$m" "$work/$m.json"; gzip -9n < "$work/$m.json" > "api/baseline/$m.json.gz"; done
    echo "$version" > api/baseline/RELEASE
    : > api/allowed-breaks.txt
    echo "api: baseline of $version written to api/baseline/; commit it, then: git tag v$version"
    exit 0
fi
release="$(cat api/baseline/RELEASE)"
# The newest tag, where the clone has tags, must be the release the baseline is of.
if tag="$(git describe --tags --abbrev=0 2>/dev/null)" && [ "$tag" != "v$release" ]; then
    echo "api: the newest tag is $tag but api/baseline is of $release: run scripts/api_check.sh --release at $tag"; exit 1
fi
status=0
for m in "${modules[@]}"; do
    [ -f "api/baseline/$m.json.gz" ] || { echo "api: $m is new since $release (no baseline): nothing to compare"; continue; }
    gunzip < "api/baseline/$m.json.gz" > "$work/old-$m.json"
    dump "$m" "$work/new-$m.json"
    "$digester" -diagnose-sdk -input-paths "$work/old-$m.json" -input-paths "$work/new-$m.json" 2> "$work/diff-$m.txt" >/dev/null || true
    # Every line that is not a section header or blank is a change a client may have to follow.
    grep -v -e '^/\*' -e '^$' "$work/diff-$m.txt" | sort -u > "$work/breaks-$m.txt" || true
    unexpected="$(grep -vxF -f <(sed -n "s/^$m: //p" api/allowed-breaks.txt) "$work/breaks-$m.txt" || true)"
    if [ -n "$unexpected" ]; then
        echo "api: $m breaks its $release API:"; sed 's/^/  /' <<<"$unexpected"; status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "api: a break is a decision: add a CHANGELOG.md entry saying what clients write instead (a deprecated bridge where"
    echo "     a rename can be bridged), then list the lines in api/allowed-breaks.txt as 'MODULE: line'"
    exit 1
fi
echo "api: every library module keeps the $release API ($(wc -l < api/allowed-breaks.txt | tr -d ' ') allowed breaks listed)"
