#!/usr/bin/env python3
"""Checks that every text frame in the docs is what its command prints now.

A frame is a fenced block that starts with a window border (╭). The `scenery snapshot …` (or
`Recipes snapshot …`, the example app) command in backticks closest before it (in the prose since the previous block) made it; the
frame must equal that command's output. Frames with no such command (a recording replayed in
pyte, a canvas drawn by code) are skipped.

    scripts/doc_frames.py [--fix] [--scenery PATH] FILE.md…

--fix rewrites stale frames from the commands (review the diff). Exit status 1 when a frame is
stale (without --fix), 2 when a command fails.
"""
import os, re, shlex, subprocess, sys, tempfile

args = sys.argv[1:]
fix = '--fix' in args
scenery = '.build/debug/scenery'
if '--scenery' in args:
    scenery = args[args.index('--scenery') + 1]
files = [a for i, a in enumerate(args) if not a.startswith('--') and (i == 0 or args[i - 1] != '--scenery')]
stale = failed = checked = 0
# The frames show the default keys, whatever keys.toml this machine has.
env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(prefix='scenery-doc-frames-'))
for path in files:
    text = open(path, encoding='utf-8').read()
    parts = re.split(r'(```[^\n]*\n.*?```)', text, flags=re.S)
    changed = False
    for i in range(1, len(parts), 2):
        head, rest = parts[i].split('\n', 1)
        body = rest.rsplit('```', 1)[0].rstrip('\n')
        commands = re.findall(r'`((?:scenery|Recipes) snapshot[^`]*)`', parts[i - 1])
        # With a terminal attached (`--attach`) a frame need not start with a border.
        if not commands or not (body.startswith('╭') or '--attach' in commands[-1]):
            continue
        argv = shlex.split(commands[-1])
        # `Recipes snapshot …` is the tutorial's app (Examples/Recipes), built beside scenery.
        argv[0] = scenery if argv[0] == 'scenery' else os.path.join(os.path.dirname(scenery), argv[0])
        run = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=env)
        if run.returncode != 0:
            print(f'{path}: `{commands[-1]}` failed: {run.stderr.strip()}', file=sys.stderr)
            failed += 1
            continue
        checked += 1
        out = run.stdout.rstrip('\n')
        if out != body:
            stale += 1
            old, new = body.split('\n'), out.split('\n')
            rows = [n + 1 for n in range(max(len(old), len(new))) if (old[n:n + 1] or [None]) != (new[n:n + 1] or [None])]
            print(f'{path}: the frame after `{commands[-1]}` is stale (rows {rows[:8]}{"…" if len(rows) > 8 else ""})',
                  file=sys.stderr)
            if fix:
                parts[i] = head + '\n' + out + '\n```'
                changed = True
    if changed:
        open(path, 'w', encoding='utf-8').write(''.join(parts))
print(f'doc frames: {checked} checked, {stale} stale{" (rewritten)" if fix and stale else ""}, {failed} failed')
if failed:
    sys.exit(2)
if stale and not fix:
    print('regenerate with: scripts/doc_frames.py --fix README.md docs/*.md, then review the diff', file=sys.stderr)
    sys.exit(1)
