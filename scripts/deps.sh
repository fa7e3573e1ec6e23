#!/usr/bin/env bash
# Checks (and, where it can, installs) what Scenery needs on this machine.
#   scripts/deps.sh build   Swift, the ncursesw development files, and FreeType, HarfBuzz, zlib and fonts for pictures
#   scripts/deps.sh test    the above, plus pyte and asciinema 2.x for the independent checks of recordings
set -euo pipefail
mode="${1:-build}"

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

if ! command -v swift >/dev/null 2>&1; then
  echo "scenery: Swift 6 is not on PATH. Install a Swift 6 toolchain (https://www.swift.org/install/) and try again." >&2
  exit 1
fi

if ! pkg-config --exists ncursesw 2>/dev/null; then
  if can_apt; then
    echo "scenery: installing the ncursesw development files (libncursesw5-dev, pkg-config)…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncursesw5-dev pkg-config >/dev/null
  else
    echo "scenery: the ncursesw development files are missing. Install them with:" >&2
    echo "    sudo apt-get install libncursesw5-dev pkg-config" >&2
    exit 1
  fi
fi

# Pictures (SVG, PNG, GIF): FreeType, HarfBuzz (emoji sequences) and zlib to build; DejaVu Sans Mono and the
# fallback chain to draw every glyph with (CJK, Hangul, colour emoji, Unicode's symbols).
missing=()
pkg-config --exists freetype2 2>/dev/null || missing+=(libfreetype-dev)
pkg-config --exists zlib 2>/dev/null || missing+=(zlib1g-dev)
pkg-config --exists harfbuzz 2>/dev/null || missing+=(libharfbuzz-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf ] || missing+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ] || missing+=(fonts-droid-fallback)
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || missing+=(fonts-noto-color-emoji)
[ -f /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || missing+=(fonts-symbola)
if [ ${#missing[@]} -gt 0 ]; then
  if can_apt; then
    echo "scenery: installing what pictures need (${missing[*]})…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "scenery: pictures need ${missing[*]}. Install them with:" >&2
    echo "    sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

if [ "$mode" = test ]; then
  if ! command -v python3 >/dev/null 2>&1; then
    if can_apt; then apt-get update -qq && apt-get install -y -qq python3 python3-pip >/dev/null
    else echo "scenery: the tests need python3 (sudo apt-get install python3 python3-pip)" >&2; exit 1; fi
  fi
  if ! python3 -c 'import pyte' 2>/dev/null; then
    echo "scenery: installing pyte for the terminal-emulator check…" >&2
    python3 -m pip install --quiet --disable-pip-version-check pyte 2>/dev/null \
      || python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages pyte
  fi
  # The SVG-in-a-browser check needs Chromium (290 MB): CI installs it; elsewhere that test says it
  # was skipped unless SCENERY_BROWSER_TESTS=1 asks for the install.
  if [ "${CI:-}${SCENERY_BROWSER_TESTS:-}" != "" ] && ! command -v chromium >/dev/null 2>&1 && can_apt; then
    echo "scenery: installing Chromium for the SVG-in-a-browser check…" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null \
      || echo "scenery: Chromium could not be installed; the browser check will be skipped" >&2
  fi
  if ! python3 -c 'import asciinema' 2>/dev/null; then
    echo "scenery: installing asciinema 2.x to check the casts…" >&2
    python3 -m pip install --quiet --disable-pip-version-check 'asciinema>=2.4,<3' 2>/dev/null \
      || python3 -m pip install --quiet --disable-pip-version-check --user --break-system-packages 'asciinema>=2.4,<3'
  fi
fi
