import DemoApps
import Foundation
import PropertyBased
import Testing
@testable import SceneryKit

/// The desktop as people live in it: the first screen, where new windows go, switching
/// between windows, window mode as a prefix, focusing clicks, rotation, focus after a relaunch.
@Suite("Desktop to live in")
struct DesktopLivingTests {
    func firstScreen(_ width: Int, _ height: Int) throws -> Simulator {
        let size = Size(width: width, height: height)
        let sim = try DemoCatalog.makeSimulator(size: size, firstScreen: true)
        sim.handle(.resize(size))
        return sim
    }

    func keys(_ sim: Simulator, _ text: String) throws { for k in try KeyNotation.parse(text) { sim.handle(.key(k)) } }

    @Test("Shrinking and widening the terminal never overlaps or clips a window, never leaves one under three rows, and widening back restores the arrangement")
    func shrinkAndWiden() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...12)) { sizes in
            guard let sim = try? firstScreen(120, 40) else { Issue.record("no first screen"); return }
            func placed() -> [String] { sim.desktop.visibleWindows.map { "\($0.title) \($0.frame)" } }
            let start = placed()
            for n in sizes {
                let size = Size(width: 40 + n % 161, height: 12 + (n / 161) % 49)
                sim.handle(.resize(size))
                let area = sim.desktop.workArea
                let visible = sim.desktop.visibleWindows
                for w in visible where visible.count > 1 || (w.frame.width <= area.width && w.frame.height <= area.height) {
                    let inside = w.frame.x >= area.x && w.frame.y >= area.y && w.frame.maxX <= area.maxX && w.frame.maxY <= area.maxY
                    #expect(inside || w.frame.width > area.width || w.frame.height > area.height, "\(w.title) \(w.frame) clipped in \(area) at \(size)")
                    #expect(w.frame.height >= 3, "\(w.title) is \(w.frame.height) rows at \(size)")
                }
                for (i, a) in visible.enumerated() {
                    for b in visible[(i + 1)...] where a.frame.intersection(b.frame).width > 0 {
                        Issue.record("\(a.title) \(a.frame) overlaps \(b.title) \(b.frame) at \(size) after \(sizes)")
                    }
                }
            }
            sim.handle(.resize(Size(width: 120, height: 40)))
            #expect(placed() == start, "after \(sizes)")
        }
    }

    @Test("After any shrink or grow the first screen is the screen a fresh start at that size gives (but the hint bar's message)",
          arguments: [((120, 40), (60, 20)), ((120, 40), (80, 24)), ((200, 50), (100, 30)), ((60, 20), (120, 40)),
                      ((40, 12), (200, 50)), ((120, 40), (40, 12)), ((100, 30), (160, 45))])
    func resizedIsFresh(from: (Int, Int), to: (Int, Int)) throws {
        let resized = try firstScreen(from.0, from.1)
        resized.handle(.resize(Size(width: to.0, height: to.1)))
        let fresh = try firstScreen(to.0, to.1)
        let a = resized.frame(size: resized.desktop.size), b = fresh.frame(size: fresh.desktop.size)
        for y in 0..<(to.1 - 1) {
            #expect(a.rowText(y) == b.rowText(y), "\(from) → \(to), row \(y):\n  resized: \(a.rowText(y))\n  fresh:   \(b.rowText(y))")
        }
    }

    @Test("A window the person arranges leaves the desktop's tiling: a shrink keeps it where they put it")
    func personLeavesTiling() throws {
        let sim = try firstScreen(120, 40)
        let music = try #require(sim.desktop.windows.first { $0.scene?.session.applicationName == "Music" })
        sim.desktop.arrange(music, .rightHalf)
        sim.handle(.resize(Size(width: 100, height: 30)))
        #expect(music.placement == .arranged(.rightHalf) && !music.isMinimized)
    }

    @Test("The window switcher numbers a window for as long as it lives (as tmux does), whatever the focus did since")
    func switcherNumbers() throws {
        let size = Size(width: 100, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        try keys(sim, "<C-w>n2")  // a Timer window: number 2
        #expect(sim.desktop.focusedWindow?.scene?.session.applicationName == "Timer")
        try keys(sim, "<C-w>w1")  // 1 is Mail, though the Timer was used last
        #expect(sim.desktop.focusedWindow?.scene?.session.applicationName == "Mail")
        try keys(sim, "<C-w>w2")  // and 2 still the Timer, though Mail now was
        #expect(sim.desktop.focusedWindow?.scene?.session.applicationName == "Timer")
        try keys(sim, "<C-w>x<Esc>")  // closed: its number is free for the next window
        try keys(sim, "<C-w>n2<Esc>")
        let timer = try #require(sim.desktop.focusedWindow)
        #expect(sim.desktop.numbers[timer.identifier] == 2)
    }

    @Test("The first screen matches its reviewed golden", arguments: [(80, 24), (100, 30), (40, 12), (120, 40), (200, 50)])
    func firstScreenGoldens(width: Int, height: Int) throws {
        let sim = try firstScreen(width, height)
        let name = "first-screen-\(width)x\(height).txt"
        assertGolden(sim.frame(size: Size(width: width, height: height)).plainText(), named: name)
    }

    @Test("The first screen: Mail, Music and Timer arranged where they fit, the others on the shelf, Mail in front, a welcome")
    func firstScreenWindows() throws {
        let wide = try firstScreen(200, 50)
        #expect(wide.desktop.windows.map { $0.scene?.session.applicationName } == ["Music", "Timer", "Mail"])
        #expect(wide.desktop.windows.map(\.placement) == [.arranged(.rightTop), .arranged(.rightBottom), .arranged(.leftLarge)])
        let mail = try #require(wide.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(!mail.isCollapsed && mail.visibleColumns.count >= 2, "Mail shows its columns")
        #expect(wide.statusMessage == DemoCatalog.welcome())
        let hint = try #require(wide.frame(size: Size(width: 200, height: 50)).plainText().split(separator: "\n").last)
        #expect(hint.contains("F1") && hint.contains("^W") && hint.contains("^R"))
        // Every window at least its minimum and inside the work area: no broken layout.
        for (w, h) in [(200, 50), (160, 40), (120, 30), (119, 40), (100, 30), (99, 30), (80, 24), (60, 20)] {
            let sim = try firstScreen(w, h)
            let area = sim.desktop.workArea
            for window in sim.desktop.visibleWindows {
                #expect(!window.isBelowMinimum, "\(w)×\(h): \(window.title) below its minimum")
                #expect(area.intersection(window.frame) == window.frame, "\(w)×\(h): \(window.title) off the work area")
            }
            // Every app of the first screen is in sight: as a window, or on the shelf.
            #expect(sim.desktop.windows.count == 3, "\(w)×\(h): \(sim.desktop.windows.count) windows")
            let visible = sim.desktop.visibleWindows.count
            #expect(visible == (w >= 120 && h >= 31 ? 3 : w >= 64 ? 2 : 1), "\(w)×\(h): \(visible) windows in view")
        }
        // A key puts the welcome away.
        wide.handle(.key(KeyEvent(.down)))
        #expect(wide.statusMessage == nil)
    }

    @Test("New windows cascade so that every title bar stays in view, for 1–12 windows at random terminal sizes")
    func cascadeKeepsTitleBars() async {
        await propertyCheck(count: 60, input: Gen.int(in: 80...220), Gen.int(in: 24...60), Gen.int(in: 1...12)) { width, height, n in
            let (sim, _) = try TestApp.simulator(size: Size(width: width, height: height))
            sim.handle(.resize(Size(width: width, height: height)))
            for _ in 0..<n { sim.system.activateSceneSession(applicationName: "Notes") }
            #expect(sim.desktop.titleCellsShort(coveredBy: nil) == 0, "\(n) windows at \(width)×\(height): a title bar is hidden")
        }
    }

    @Test("A window opened from another (Compose, a deep link) never covers its opener completely")
    func openerStaysVisible() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        let opener = try #require(sim.desktop.focusedWindow)
        sim.handle(.key(.char("c")))
        #expect(sim.desktop.focusedWindow !== opener)
        try sim.system.open("mail://mailbox/vip")
        #expect(sim.desktop.windows.count == 3)
        #expect(sim.desktop.titleCellsShort(coveredBy: nil) == 0)
    }

    @Test("New windows take the free slot of a tiling the others are arranged in")
    func tilingSlot() throws {
        let (sim, _) = try TestApp.simulator()
        let a = try #require(sim.system.activateSceneSession(applicationName: "Notes")?.window)
        try keys(sim, "<C-w>h<Esc>")
        #expect(a.placement == .arranged(.leftHalf))
        let b = try #require(sim.system.activateSceneSession(applicationName: "Notes")?.window)
        #expect(b.placement == .arranged(.rightHalf))
        let c = try #require(sim.system.activateSceneSession(applicationName: "Notes")?.window)
        #expect(c.placement == .free, "no slot left: it cascades")
    }

    @Test("Ctrl-W Tab walks windows most recently used first and moves no window but the one it lands on")
    func mruCycling() async {
        await propertyCheck(count: 40, input: Gen.int(in: 3...7), Gen.int(in: 1...6), Gen.int(in: 0...20)) { n, tabs, clicks in
            let (sim, _) = try TestApp.simulator(size: Size(width: 160, height: 50))
            for _ in 0..<n { sim.system.activateSceneSession(applicationName: "Notes") }
            // Use them in some order first (focus by the API, as a click would).
            for i in 0..<clicks { sim.desktop.focus(sim.desktop.windows[(i * 7) % n]) }
            let mru = sim.desktop.visibleWindowsByRecentUse.map(\.identifier)
            let before = sim.desktop.windows.map(\.identifier)
            sim.handle(.key(.ctrl("w")))
            for _ in 0..<tabs { sim.handle(.key(KeyEvent(.tab))) }
            let landed = mru[tabs % n]
            #expect(sim.desktop.focusedWindow?.identifier == landed, "\(tabs) Tabs should reach MRU[\(tabs % n)]")
            // The others keep their order; only the windows the walk brought forward moved.
            let visited = Set(mru[1...min(tabs, n - 1)])
            let untouched = { (ids: [Int]) in ids.filter { !visited.contains($0) } }
            #expect(untouched(sim.desktop.windows.map(\.identifier)) == untouched(before))
            sim.handle(.key(KeyEvent(.escape)))
            #expect(sim.desktop.recentlyFocused.first == landed, "leaving window mode makes it the most recent")
        }
    }

    @Test("Ctrl-W w lists every window with its app, title and state, minimized ones too, and focuses the chosen one")
    func windowSwitcher() throws {
        let size = Size(width: 200, height: 50)
        let sim = try firstScreen(200, 50)
        let timer = try #require(sim.desktop.windows.first { $0.scene?.session.applicationName == "Timer" })
        sim.desktop.setMinimized(timer, true)
        try keys(sim, "<C-w>w")
        let text = sim.frame(size: size).plainText()
        #expect(text.contains("Switch Window"))
        #expect(text.contains("Mail · Mail — Inbox · focused") && text.contains("Timer · Timer · minimized")
                && text.contains("Music · Music — Listen Now · right, top"))
        #expect(!sim.isInWindowMode)
        // Choosing the minimized Timer (by its number in the list) brings it back in front.
        let number = try #require(sim.desktop.recentlyFocused.firstIndex(of: timer.identifier)) + 1
        sim.handle(.key(.char(Character(String(number)))))
        #expect(sim.desktop.focusedWindow === timer && !timer.isMinimized)
    }

    @Test("Window mode is a mode and a prefix: Ctrl-W inside it is ignored; Esc done is always on the bar")
    func prefixWindowMode() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 80, height: 24))
        let w = try #require(sim.system.activateSceneSession(applicationName: "Notes")?.window)
        try keys(sim, "<C-w>h<C-w>n")
        #expect(w.placement == .arranged(.leftHalf))
        #expect(sim.overlay != nil, "the launcher opened")
        sim.handle(.key(KeyEvent(.escape)))
        try keys(sim, "<C-w><C-w>")
        #expect(sim.isInWindowMode, "a second Ctrl-W does not leave the mode")
        let bar = try #require(sim.frame(size: Size(width: 80, height: 24)).plainText().split(separator: "\n").last)
        #expect(bar.contains("WINDOW") && bar.contains("Esc done"), "\(bar)")
        sim.handle(.key(KeyEvent(.escape)))
        try keys(sim, "<C-r>")
        let columns = sim.frame(size: Size(width: 80, height: 24)).plainText().split(separator: "\n").last ?? ""
        #expect(!columns.contains("COLUMNS") || columns.contains("Esc done"))
    }

    @Test("A click that focuses a window does not also press what lies under the pointer")
    func focusingClick() throws {
        let sim = try firstScreen(200, 50)
        let timerWindow = try #require(sim.desktop.windows.first { $0.scene?.session.applicationName == "Timer" })
        let timer = try #require(timerWindow.rootViewController as? TimerViewController)
        let p = Point(x: timerWindow.frame.x + timerWindow.frame.width / 2, y: timerWindow.frame.y + 4)
        sim.handle(.mouse(MouseEvent(.press, at: p)))
        sim.handle(.mouse(MouseEvent(.release, at: p)))
        #expect(sim.desktop.focusedWindow === timerWindow)
        #expect(!timer.model.isRunning, "the focusing click did not start the Timer")
        sim.handle(.mouse(MouseEvent(.press, at: p)))
        sim.handle(.mouse(MouseEvent(.release, at: p)))
        #expect(timer.model.isRunning, "a click on the focused Timer does")
    }

    @Test("Rotation turns the device: on a phone the window stays the screen, its points swap and traits follow; a lock says so")
    func visibleRotation() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", device: DeviceProfile.named("iPhone 16"))
        sim.handle(.resize(size))
        let scene = try #require(sim.desktop.focusedWindow?.scene)
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        try keys(sim, "<C-w>r")
        #expect(scene.effectiveGeometry.interfaceOrientation == .landscape)
        #expect(scene.effectiveGeometry.sizeInPoints == PointSize(width: 852, height: 393))
        #expect(scene.traitCollection.verticalSizeClass == .compact)
        #expect(sim.statusMessage == "Rotated to landscape: iPhone 16, 852×393 pt")
        try keys(sim, "r")
        #expect(scene.effectiveGeometry.sizeInPoints == PointSize(width: 393, height: 852), "width and height in points swapped")
        #expect(scene.traitCollection.verticalSizeClass == .regular)
        #expect(scene.window?.isFullScreen == true && scene.window?.frame == sim.desktop.workArea,
                "the device fills the terminal in either orientation, never shrunk to its aspect ratio")
        // A window whose view controller prefers the lock stays, and says so.
        let race = try DemoCatalog.makeSimulator(size: size, app: "Race", device: DeviceProfile.named("iPhone 16"))
        race.handle(.resize(size))
        try keys(race, " <C-w>r")
        #expect(race.statusMessage?.contains("prefers the orientation locked") == true)
        #expect(race.desktop.focusedWindow?.placement == .arranged(.fullScreen))
    }

    @Test("After a relaunch the focused column is the one left, in Mail, Preview and Music")
    func focusRestored() throws {
        /// Where the keys go in a window's root: a split view's column, or a tab bar's tabs or page.
        func focus(_ root: ViewController?) -> String {
            if let split = root as? SplitViewController { return "\(split.focusedColumn)" }
            if let tabs = root as? TabBarController { return tabs.isTabAreaFocused ? "tabs" : "content" }
            return "none"
        }
        for (app, keys) in [("Mail", "<Tab>"), ("Preview", "i<Tab><Tab>"), ("Music", "<Tab>")] {
            let store = MemoryStateStore()
            let size = Size(width: 160, height: 40)
            let first = try DemoCatalog.makeSimulator(size: size, app: app, store: store)
            first.handle(.resize(size))
            let initial = focus(first.desktop.focusedWindow?.rootViewController)
            try self.keys(first, keys)
            let left = focus(first.desktop.focusedWindow?.rootViewController)
            #expect(left != initial, "\(app): the keys moved focus from \(initial)")
            first.quit()
            let second = try DemoCatalog.makeSimulator(size: size, app: app, store: store)
            second.handle(.resize(size))
            #expect(focus(second.desktop.focusedWindow?.rootViewController) == left, "\(app): focus came back to \(left)")
        }
    }

    @Test("With every window closed, the desktop says how to open one")
    func emptyDesktop() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 100, height: 30))
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        sim.system.close(scene)
        let text = sim.frame(size: Size(width: 100, height: 30)).plainText()
        #expect(text.contains("No windows are open.") && text.contains("^W n opens the launcher"))
        // Not the demo's command: this simulator was not built by it, so it names none.
        #expect(!text.contains("scenery run") && !text.contains("From the shell"))
        sim.shellHint = "From the shell: notes run"
        #expect(sim.frame(size: Size(width: 100, height: 30)).plainText().contains("From the shell: notes run"))
        // The demo's names its apps.
        let demo = try DemoCatalog.makeSimulator(size: Size(width: 100, height: 30), app: "Timer")
        #expect(demo.shellHint == "From the shell: scenery run --app Mail (or Timer, Race, Preview, Music).")
    }
}
