#!/usr/bin/env python3
"""Print the screen an asciicast leaves, as an independent terminal emulator (pyte) sees it.

The tests use it to check that a recording shows what the engine drew:

    python3 scripts/cast_screen.py demo.cast            # the screen at the end
    python3 scripts/cast_screen.py demo.cast --at 2.5   # the screen at t = 2.5 s
    python3 scripts/cast_screen.py demo.cast --modes    # also: alternate screen, cursor, scroll region

Reads asciicast v2 (absolute times) and v3 (intervals); "o" events are fed to pyte, "r"
events ("COLSxROWS") resize it. Rows are printed with trailing blanks removed. pyte has no
alternate screen, so this adds one (private modes 47, 1047, 1049): a cast that leaves it
shows the main screen again, as a real terminal would. It also tracks DECSTBM so a test can
see whether a cast left a scroll region behind. Needs `pip install pyte`.
"""

import argparse
import json
import re
import sys

try:
    import pyte
except ImportError:  # pragma: no cover - the message is the point
    sys.exit("cast_screen.py: pyte is missing; install it with: python3 -m pip install pyte")

ALTERNATE = {47, 1047, 1049}


class Screen(pyte.Screen):
    """A pyte screen with an alternate buffer and a record of the scroll region."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.saved_main = None
        self.scroll_region = None

    def set_mode(self, *modes, **kwargs):
        if kwargs.get("private") and ALTERNATE & set(modes) and self.saved_main is None:
            self.saved_main = ({y: dict(row) for y, row in self.buffer.items()}, self.cursor.x, self.cursor.y)
            self.buffer.clear()
        super().set_mode(*modes, **kwargs)

    def reset_mode(self, *modes, **kwargs):
        if kwargs.get("private") and ALTERNATE & set(modes) and self.saved_main is not None:
            rows, x, y = self.saved_main
            self.saved_main = None
            self.buffer.clear()
            for row_y, row in rows.items():
                self.buffer[row_y].update(row)
            self.cursor.x, self.cursor.y = x, y
            self.dirty.update(range(self.lines))
        super().reset_mode(*modes, **kwargs)

    def set_margins(self, top=None, bottom=None, *args, **kwargs):
        full = top in (None, 0, 1) and bottom in (None, 0, self.lines)
        self.scroll_region = None if full else (top, bottom)
        super().set_margins(top, bottom, *args, **kwargs)

    def delete_lines(self, count=None):
        # Rows below the cursor move up by `count`; rows never written must move up as blanks
        # too (pyte 0.8 leaves the old text in place when the source row is absent).
        count = count or 1
        top, bottom = (self.margins.top, self.margins.bottom) if self.margins else (0, self.lines - 1)
        if not top <= self.cursor.y <= bottom:
            return
        for y in range(self.cursor.y, bottom + 1):
            source = y + count
            self.buffer.pop(y, None)
            if source <= bottom and source in self.buffer:
                self.buffer[y].update(self.buffer[source])
        self.dirty.update(range(self.cursor.y, bottom + 1))
        self.carriage_return()


def read_events(path):
    """(width, height, [(time, code, data)]) with absolute times."""
    with open(path, encoding="utf-8") as f:
        header = json.loads(f.readline())
        version = header.get("version")
        if version == 3:
            width, height = header["term"]["cols"], header["term"]["rows"]
        elif version == 2:
            width, height = header["width"], header["height"]
        else:
            sys.exit(f"cast_screen.py: {path}: asciicast version {version!r} is not 2 or 3")
        events, clock = [], 0.0
        for number, line in enumerate(f, start=2):
            if not line.strip() or line.startswith("#"):
                continue
            try:
                t, code, data = json.loads(line)
            except ValueError as e:
                sys.exit(f"cast_screen.py: {path}:{number}: not an event: {e}")
            clock = clock + t if version == 3 else t
            events.append((clock, code, data))
    return width, height, events


def main(argv=None):
    ap = argparse.ArgumentParser(description="Print the screen an asciicast leaves (pyte).")
    ap.add_argument("cast")
    ap.add_argument("--at", type=float, help="stop after the events at or before this time (seconds)")
    ap.add_argument("--modes", action="store_true",
                    help="after the screen, print the alternate-screen, cursor and scroll-region state")
    args = ap.parse_args(argv)

    width, height, events = read_events(args.cast)
    screen = Screen(width, height)
    stream = pyte.Stream(screen)
    for t, code, data in events:
        if args.at is not None and t > args.at + 1e-9:
            break
        if code == "o":
            stream.feed(data)
        elif code == "r":
            m = re.fullmatch(r"(\d+)x(\d+)", data)
            if m:
                screen.resize(lines=int(m.group(2)), columns=int(m.group(1)))
    for row in screen.display:
        print(row.rstrip())
    if args.modes:
        print(f"alternate: {'on' if screen.saved_main is not None else 'off'}")
        print(f"cursor: {'hidden' if screen.cursor.hidden else 'visible'}")
        print(f"scroll region: {screen.scroll_region or 'none'}")


if __name__ == "__main__":
    main()
