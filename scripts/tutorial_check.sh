#!/usr/bin/env bash
# The DocC tutorial's code compiles: each step's files are type-checked together against the
# modules `swift build` made, and the last step of each file is the Examples/Recipes code that
# the package builds and tests (RecipesTests).
set -euo pipefail
cd "$(dirname "$0")/.."
r=Sources/SceneryKit/SceneryKit.docc/Resources
ex=Examples/Recipes
ctoml="$(dirname "$(find .build/checkouts/TOMLKit -name module.modulemap | head -1)")"
# SceneryHost brings Pictures, whose C modules need their own folders and FreeType's headers.
read -r -a cflags <<<"$(pkg-config --cflags-only-I freetype2 zlib harfbuzz 2>/dev/null)"
check() {
    swiftc -typecheck -parse-as-library -I .build/debug/Modules -I Sources/CNCurses -I Sources/CFreeType -I Sources/CZlib \
        -I Sources/CHarfBuzz -I "$ctoml" "${cflags[@]}" "$@" \
        || { echo "tutorial: these steps do not compile together: $*"; exit 1; }
}
check "$r/recipes-01-book.swift"
check "$r/recipes-02-book.swift" "$r/recipes-03-app.swift"
check "$r/recipes-04-book.swift" "$r/recipes-03-app.swift"
check "$r/recipes-04-book.swift" "$r/recipes-05-app.swift"
for pair in "recipes-04-book.swift:Sources/Recipes/RecipeBook.swift" "recipes-05-app.swift:Sources/Recipes/RecipesApp.swift" \
            "recipes-06-tests.swift:Tests/RecipesTests/RecipesTests.swift"; do
    cmp -s "$r/${pair%%:*}" "$ex/${pair#*:}" || { echo "tutorial: $r/${pair%%:*} differs from $ex/${pair#*:}"; exit 1; }
done
echo "tutorial: every step compiles, and the last steps are Examples/Recipes"
