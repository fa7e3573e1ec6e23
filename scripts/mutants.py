#!/usr/bin/env python3
"""`make mutants`: plants each known bug in hit testing (and in what a scene's update is skipped
on), one at a time, and expects the tests to fail — so the next change to how a click finds its
target is checked the way these were found.

Each mutant is a text edit of one source file. The file is copied aside, edited, the tests that
guard it run (`swift test --filter …`), and the copy put back whatever happens (also on Ctrl-C).
Exit status 1 when a mutant survives (the tests passed with the bug planted), 2 when a mutant no
longer applies (the code moved: update its text here).

    scripts/mutants.py            every mutant
    scripts/mutants.py NAME…      those named
"""
import os, shutil, signal, subprocess, sys

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))

MUTANTS = [
    {
        'name': 'items-under-children',
        'why': "a container's own items (tabs, bar buttons) put under its children in the region map",
        'file': 'Sources/SceneryKit/Views/RegionMap.swift',
        'find': '''        for child in c.placedChildren {
            add(child, clip: child.frame.intersection(clip), parent: me)
        }
        // What a controller draws itself (bars, tabs, separators) goes over its children, as a
        // tab strip is drawn over the navigation bar's row it shares.
        for item in c.regionItems {
            regions.append(Region(controller: c, rect: item.rect, clip: item.rect.intersection(clip), role: item.role,
                                  parent: me, tag: item.tag, press: item.press))
        }''',
        'replace': '''        for item in c.regionItems {
            regions.append(Region(controller: c, rect: item.rect, clip: item.rect.intersection(clip), role: item.role,
                                  parent: me, tag: item.tag, press: item.press))
        }
        for child in c.placedChildren {
            add(child, clip: child.frame.intersection(clip), parent: me)
        }''',
        'tests': 'RegionMapTests',
    },
    {
        'name': 'column-behind',
        'why': 'the split view placing an overlaid sidebar under the column behind it, so a click meets the one behind',
        'file': 'Sources/SceneryKit/Split/SplitViewController.swift',
        'find': 'for placed in columns.filter({ $0.placement != .overlaid }) + columns.filter({ $0.placement == .overlaid }) {',
        'replace': 'for placed in columns.filter({ $0.placement == .overlaid }) + columns.filter({ $0.placement != .overlaid }) {',
        'tests': 'RegionMapTests',
    },
    {
        'name': 'scene-inputs-focus',
        'why': "a scene's update skipped though focus moved to or from its window (SceneUpdateInputs without focus)",
        'file': 'Sources/SceneryKit/Scenes/SceneSystem+UpdateInputs.swift',
        'find': 'isFocused: window != nil && window === desktop.focusedWindow,',
        'replace': 'isFocused: false,',
        'tests': 'GeometryTests',
    },
    {
        'name': 'fresh-layout-app-code',
        'why': "a window kept the layout a resize's scene update made though another window of its app ran code after it",
        'file': 'Sources/SceneryKit/Scenes/SceneSystem+Geometry.swift',
        'find': '        scenesWorkedOut &+= 1\n        appCodeWillRun(in: scene)\n',
        'replace': '        scenesWorkedOut &+= 1\n',
        'tests': 'FreshLayoutTests',
    },
    {
        'name': 'hint-line-row',
        'why': "the tab-editing sheet's hint line taken for the row past the last one shown",
        'file': 'Sources/SceneryKit/Tabs/TabBarController+Customization.swift',
        'find': 'dropFirst(top).prefix(listHeight).map { i, tab in',
        'replace': 'dropFirst(top).prefix(listHeight + 1).map { i, tab in',
        'tests': 'TabBarTests',
    },
]

chosen = [m for m in MUTANTS if len(sys.argv) < 2 or m['name'] in sys.argv[1:]]
unknown = set(sys.argv[1:]) - {m['name'] for m in MUTANTS}
if unknown:
    print(f"mutants: no mutant named {', '.join(sorted(unknown))}; there are: {', '.join(m['name'] for m in MUTANTS)}")
    sys.exit(2)

backup = None
def restore(*_):
    if backup:
        shutil.copyfile(backup[1], backup[0])
        os.unlink(backup[1])
    if _:
        sys.exit(130)
signal.signal(signal.SIGINT, restore)
signal.signal(signal.SIGTERM, restore)

survived = []
for m in chosen:
    source = open(m['file'], encoding='utf-8').read()
    if source.count(m['find']) != 1:
        print(f"mutants: {m['name']} no longer applies to {m['file']} (its text moved); update scripts/mutants.py")
        sys.exit(2)
    saved = m['file'] + '.mutants-backup'
    shutil.copyfile(m['file'], saved)
    backup = (m['file'], saved)
    try:
        open(m['file'], 'w', encoding='utf-8').write(source.replace(m['find'], m['replace']))
        run = subprocess.run(['swift', 'test', '--filter', m['tests']], capture_output=True, text=True)
    finally:
        restore()
        backup = None
    failures = [l for l in run.stdout.splitlines() if 'recorded an issue' in l]
    if run.returncode == 0:
        print(f"mutant {m['name']} SURVIVED: {m['why']} — no test failed")
        survived.append(m['name'])
    else:
        print(f"mutant {m['name']} killed ({m['why']}):")
        for line in failures[:3]:
            print('   ', line.strip()[:300])
        if not failures:
            print('    ' + (run.stdout + run.stderr).strip().splitlines()[-1][:300])
subprocess.run(['swift', 'build', '--build-tests'], capture_output=True)  # the tree as it was, built again
sys.exit(1 if survived else 0)
