#!/usr/bin/env bash
# DocC for every library module: builds with warnings as errors, and fails when a symbol has no
# summary. Only members the compiler makes (an enum's init(rawValue:), Decodable's init(from:)) and pages for types
# extended from other modules are exempt: they have no source to hold a comment.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
for target in TerminalCanvas SceneryEvents SceneryKit SceneryStorage CursesFront SceneryHost SceneryTesting; do
    if ! out="$(swift package generate-documentation --target "$target" --warnings-as-errors \
            --experimental-skip-synthesized-symbols --experimental-documentation-coverage \
            --coverage-summary-level none 2>&1)"; then
        echo "docs: DocC failed for $target:"; grep -v '^\[' <<<"$out" | tail -30; status=1; continue
    fi
    python3 - "$target" <<'PY' || status=1
import json, sys
target = sys.argv[1]
entries = json.load(open(f".build/plugins/Swift-DocC/outputs/{target}.doccarchive/documentation-coverage.json"))
exempt_kinds = {"Extended Module", "Extended Structure", "Extended Class", "Extended Enumeration", "Extended Protocol"}
missing = [e["referencePath"].split("/", 3)[-1] for e in entries
           if not e["hasAbstract"] and e["kind"]["isSymbol"] and e["kind"]["name"] not in exempt_kinds
           and not e["referencePath"].endswith(("/init(rawValue:)", "/init(from:)"))]
if missing:
    print(f"docs: {target}: {len(missing)} symbol(s) without a summary:")
    for m in missing: print("  " + m)
    sys.exit(1)
print(f"docs: {target}: {len(entries)} pages, every symbol summarised, no warnings")
PY
done
exit $status
