import DemoApps
import Foundation
import PropertyBased
import Testing
@testable import SceneryKit

/// Writes down the tab bar controller's delegate calls, in order.
final class TabLog: TabBarControllerDelegate {
    var calls: [String] = []
    var refused: String?
    var leaveOut: String?
    func tabBarController(_ c: TabBarController, shouldSelectTab tab: Tab) -> Bool {
        calls.append("shouldSelect \(tab.identifier)")
        return tab.identifier != refused
    }
    func tabBarController(_ c: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {
        calls.append("didSelect \(tab.identifier) from \(previousTab?.identifier ?? "-")")
    }
    func tabBarController(_ c: TabBarController, displayedViewControllersFor tab: Tab,
                          proposedViewControllers: [ViewController]) -> [ViewController] {
        calls.append("displayed \(tab.identifier)")
        return tab.identifier == leaveOut ? [] : proposedViewControllers
    }
    func tabBarController(_ c: TabBarController, sidebarVisibilityWillChange isHidden: Bool) {
        calls.append("sidebar \(isHidden ? "hides" : "shows")")
    }
}

@Suite("Tab bar")
struct TabBarTests {
    func music(_ width: Int, _ height: Int, device: String? = nil, keys: String = "",
               store: MemoryStateStore? = nil) throws -> (Simulator, MusicViewController) {
        try musicSimulator(width, height, device: device, keys: keys, store: store)
    }

    func text(_ sim: Simulator) -> String { sim.frame(size: sim.desktop.size).plainText() }

    func titles(_ nav: NavigationController?) -> [String] { nav?.viewControllers.map(\.title) ?? [] }

    @Test("Placement follows the idiom and the width", arguments: [
        (nil, 160, 45, "", "sidebar", "Library ▾"),
        (nil, 90, 50, "", "topBar", "▥  Listen Now  Browse  Radio  Library  ⌕"),
        (nil, 70, 24, "", "bottomBar", "▶ Listen Now"),
        ("iPhone 16", 50, 40, "", "bottomBar", "▦ Browse"),
        ("iPhone 16", 100, 30, "", "bottomBar", "◉ Radio"),
        ("iPad Pro 11", 110, 70, "<C-w>r<Esc>", "topBar", "Listen Now  Browse"),
        ("iPad Pro 11", 110, 40, "", "sidebar", "Library ▾"),
        ("Mac", 120, 40, "", "sidebar", "Library ▾"),
        ("Mac", 120, 40, "s", "toolbar", "│ Browse │ Radio │"),
        ("Vision Pro", 100, 30, "", "ornament", "│ ▶ "),
    ] as [(String?, Int, Int, String, String, String)])
    func placement(device: String?, width: Int, height: Int, keys: String, expected: String, shown: String) throws {
        let (sim, music) = try music(width, height, device: device, keys: keys)
        #expect(music.placement.rawValue == expected)
        #expect(text(sim).contains(shown), "\(text(sim))")
    }

    @Test("Phones put the tabs that do not fit into More; Vision Pro widens its ornament when focused")
    func overflowAndOrnament() throws {
        let (sim, music) = try music(50, 30, device: "iPhone 16")
        music.setHidden(false, for: try #require(music.tab(forIdentifier: "downloaded")))
        sim.handle(.tick(1))
        // The bar sits above the home indicator, in the safe area.
        let bar = text(sim).split(separator: "\n").last { $0.contains("⌕") }.map(String.init) ?? ""
        #expect(bar.contains("⋯ More") && bar.contains("⌕") && !bar.contains("Library"), "\(bar)")
        sim.handle(.key(.char("4")))
        #expect(music.isShowingMore)
        #expect(text(sim).contains("▤ Library") && text(sim).contains("↓ Downloaded"))
        for k in try KeyNotation.parse("<Down><Enter>") { sim.handle(.key(k)) }
        #expect(music.selectedTab?.identifier == "downloaded" && !music.isShowingMore)
        sim.handle(.key(KeyEvent(.escape)))
        #expect(music.isShowingMore, "Esc on a tab opened from More goes back to the list")

        let (vision, v) = try self.music(100, 30, device: "Vision Pro")
        #expect(!text(vision).contains("▶ Listen Now"))
        vision.handle(.key(KeyEvent(.tab)))
        #expect(v.isTabAreaFocused && text(vision).contains("▶ Listen Now"), "\(text(vision))")
    }

    @Test("Sidebar ⇄ tab bar across a resize sweep, keeping the tab and its stack")
    func resizeSweep() throws {
        let (sim, music) = try music(160, 45, keys: "5<Enter>")
        #expect(music.selectedTab?.identifier == "artists")
        let nav = music.library.managingNavigationController
        #expect(titles(nav) == ["Artists", "Aurora Vale"])
        var shownAt: [Int] = [], hiddenAt: [Int] = []
        var wasSidebar = true
        for width in Array(stride(from: 160, through: 40, by: -4)) + Array(stride(from: 44, through: 160, by: 4)) {
            sim.handle(.resize(Size(width: width, height: 45)))
            sim.handle(.tick(sim.time + 1))
            // The window's content is 2 columns and 3 rows smaller than the terminal. Regular
            // width (678 pt, 85 columns) is landscape-shaped at 42 rows (≥ 84 columns): the
            // sidebar; compact: the bottom bar. (The iPad strip is for regular portrait windows.)
            let expected = width - 2 >= 85 ? "sidebar" : "bottomBar"
            #expect(music.placement.rawValue == expected, "at \(width) columns")
            #expect(music.selectedTab?.identifier == "artists", "at \(width) columns")
            let wantLanding = expected != "sidebar"
            #expect(titles(nav) == (wantLanding ? ["Library", "Artists", "Aurora Vale"] : ["Artists", "Aurora Vale"]),
                    "at \(width) columns")
            let screen = text(sim)
            #expect(screen.contains("Library ▾") == (expected == "sidebar"), "at \(width) columns")
            if (music.placement == .sidebar) != wasSidebar {
                wasSidebar.toggle()
                if wasSidebar { shownAt.append(width) } else { hiddenAt.append(width) }
            }
        }
        #expect(hiddenAt == [84] && shownAt == [88], "the sidebar goes once and comes back once")
    }

    @Test("A group pushes its landing page and the leaf; the delegate can leave the landing page out")
    func groupStacks() throws {
        // With Music's delegate: no landing page beside the sidebar, the landing page without it.
        let (_, music) = try music(160, 45, keys: "5")
        let nav = try #require(music.library.managingNavigationController)
        #expect(titles(nav) == ["Artists"])
        music.sidebar.isHidden = true
        #expect(music.placement == .topBar)
        #expect(titles(nav) == ["Library", "Artists"])

        // Without a delegate every tab on the path proposes its page and all are pushed.
        let artists = Tab(title: "Artists", identifier: "artists") { _ in ListViewController(title: "Artists") }
        let albums = Tab(title: "Albums", identifier: "albums") { _ in ListViewController(title: "Albums") }
        let group = TabGroup(title: "Library", identifier: "library", children: [artists, albums]) { _ in
            ListViewController(title: "Library")
        }
        group.managingNavigationController = NavigationController()
        let home = Tab(title: "Home", identifier: "home") { _ in ListViewController(title: "Home") }
        let tabs = TabBarController(tabs: [home, group])
        tabs.applyTraitCollection(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad))
        tabs.layout(in: Rect(x: 0, y: 0, width: 160, height: 45))
        #expect(tabs.placement == .sidebar)
        #expect(tabs.selectTab(albums))
        #expect(titles(group.managingNavigationController) == ["Library", "Albums"])

        // The calls, in order; a refused tab stays unselected.
        let log = TabLog()
        log.leaveOut = "library"
        log.refused = "home"
        tabs.delegate = log
        #expect(tabs.selectTab(artists))
        #expect(log.calls == ["shouldSelect artists", "displayed library", "displayed artists", "didSelect artists from albums"])
        #expect(titles(group.managingNavigationController) == ["Artists"])
        #expect(!tabs.selectTab(home))
        #expect(tabs.selectedTab === artists)
    }

    @Test("In the tab bar Library is one destination: its landing page opens a child, Esc goes back")
    func libraryAsDestination() throws {
        let (sim, music) = try music(90, 50, keys: "4")
        let nav = music.library.managingNavigationController
        #expect(music.selectedTab === music.library && titles(nav) == ["Library"])
        #expect(text(sim).contains("♪ Artists"))
        for k in try KeyNotation.parse("<Down><Enter>") { sim.handle(.key(k)) }
        #expect(music.selectedTab?.identifier == "albums" && titles(nav) == ["Library", "Albums"])
        #expect(text(sim).contains("‹ Library Albums"), "the title shares the row with the strip, on its leading side")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(music.selectedTab === music.library && titles(nav) == ["Library"])
        // Choosing the selected tab again goes back to its first page.
        for k in try KeyNotation.parse("<Enter><Enter>4") { sim.handle(.key(k)) }
        #expect(titles(nav) == ["Library"])
    }

    @Test("Each tab keeps its stack and scroll position when you switch away and back")
    func perTabState() throws {
        let (sim, music) = try music(90, 50, keys: "1<Down><Down><Enter>3<Down>")
        let listen = try #require(music.tab(forIdentifier: "listen-now")?.viewController as? NavigationController)
        #expect(listen.viewControllers.count == 2)
        let radio = try #require((music.tab(forIdentifier: "radio")?.viewController as? NavigationController)?.topViewController as? ListViewController)
        #expect(radio.selectedIndex == 1)
        sim.handle(.key(.char("1")))
        #expect(music.selectedViewController === listen && listen.viewControllers.count == 2)
        let picks = try #require(listen.viewControllers.first as? ListViewController)
        #expect(picks.selectedIndex == 2)
        // A long list: scroll far down, leave, come back.
        for k in try KeyNotation.parse("4<Enter><Esc>") { sim.handle(.key(k)) }
        music.selectTab(try #require(music.tab(forIdentifier: "songs")))
        _ = text(sim)
        for k in try KeyNotation.parse("<PageDown><PageDown><PageDown>") { sim.handle(.key(k)) }
        _ = text(sim)
        let songs = try #require(music.tab(forIdentifier: "songs")?.viewController as? ListViewController)
        let (row, offset) = (songs.selectedIndex, songs.scrollOffset)
        #expect(offset > 0)
        sim.handle(.key(.char("3")))
        _ = text(sim)
        sim.handle(.key(.char("4")))
        _ = text(sim)
        #expect(music.selectedTab?.identifier == "songs")
        #expect(songs.selectedIndex == row && songs.scrollOffset == offset)
    }

    @Test("Number keys, arrows on the focused bar and clicks select tabs")
    func selectionInput() throws {
        let (sim, music) = try music(90, 50, keys: "3")
        #expect(music.selectedTab?.identifier == "radio")
        for k in try KeyNotation.parse("<Tab><Right>") { sim.handle(.key(k)) }
        #expect(music.isTabAreaFocused && music.selectedTab === music.library)
        for k in try KeyNotation.parse("<Right><Esc>") { sim.handle(.key(k)) }
        #expect(music.selectedTab?.identifier == "search" && !music.isTabAreaFocused)
        let (x, y) = try #require(locate("Browse", in: text(sim)))
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: y))))
        #expect(music.selectedTab?.identifier == "browse")
        // In the sidebar the digits count the sidebar's tabs; a click on a row selects it.
        // Sidebar rows: Search, Listen Now, Browse, Radio, then Library's Artists, Albums…
        let (wide, m) = try self.music(160, 45, keys: "6")
        #expect(m.selectedTab?.identifier == "albums")
        let (sx, sy) = try #require(locate("≡ Playlists", in: text(wide)))
        wide.handle(.mouse(MouseEvent(.press, at: Point(x: sx, y: sy))))
        #expect(m.selectedTab?.identifier == "playlists")
    }

    /// The cell where `needle` first appears on the screen.
    func locate(_ needle: String, in screen: String) -> (Int, Int)? {
        for (y, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let r = line.range(of: needle) { return (line.distance(from: line.startIndex, to: r.lowerBound), y) }
        }
        return nil
    }

    @Test("The tabs add to the content's safe area")
    func safeArea() throws {
        let (_, sidebar) = try music(160, 45)
        #expect(sidebar.contentSafeAreaInsets == EdgeInsets(leading: 29))
        let (_, phone) = try music(50, 40, device: "iPhone 16")
        #expect(phone.contentSafeAreaInsets == EdgeInsets(bottom: 1))
        let (_, pad) = try music(90, 50)
        #expect(pad.contentSafeAreaInsets == .zero, "the navigation bar shares its row with the strip")
        let (_, vision) = try music(100, 30, device: "Vision Pro")
        #expect(vision.contentSafeAreaInsets == EdgeInsets(leading: 3))
    }

    @Test("Customising: hide, show and reorder tabs; Search stays pinned at the trailing end")
    func customisation() throws {
        let (sim, music) = try music(90, 50, keys: "<Tab>e")
        #expect(text(sim).contains("Edit Tabs") && text(sim).contains("[ ] ↓ Downloaded"))
        // Rows: Listen Now, Browse, Radio, Library, Artists…Playlists, Downloaded, Search.
        for k in try KeyNotation.parse("<Down><Down><Down><Down><Down><Down><Down><Down><Space>") { sim.handle(.key(k)) }
        #expect(music.barTabs.map(\.identifier) == ["listen-now", "browse", "radio", "library", "downloaded", "search"])
        for k in try KeyNotation.parse("KK") { sim.handle(.key(k)) }
        #expect(music.barTabs.map(\.identifier) == ["listen-now", "browse", "downloaded", "radio", "library", "search"])
        for k in try KeyNotation.parse("<Up><Space>") { sim.handle(.key(k)) }
        #expect(music.tab(forIdentifier: "browse")?.isHidden == true)
        let search = try #require(music.tab(forIdentifier: "search"))
        #expect(!music.moveTab(search, by: -1) && !music.setHidden(true, for: search))
        sim.handle(.key(KeyEvent(.escape)))
        #expect(text(sim).contains("Listen Now  Downloaded  Radio  Library  ⌕"), "\(text(sim))")
    }

    @Test("Editing tabs by mouse: a click on a row shows or hides that tab; a click on the hint line under the rows changes nothing")
    func customisationClicks() throws {
        let (sim, music) = try music(90, 13, keys: "<Tab>e")
        let rows = text(sim).split(separator: "\n").map(String.init)
        let downloaded = try #require(music.tab(forIdentifier: "downloaded"))
        let hidden = music.allTabs.map(\.isHidden)
        // The sheet shows fewer rows than there are tabs, so a row index past the hint is a real tab.
        let hint = try #require(rows.firstIndex { $0.contains("show/hide") }, "\(rows.joined(separator: "\n"))")
        let x = try #require(rows[hint].firstIndex(of: "m").map { rows[hint].distance(from: rows[hint].startIndex, to: $0) })
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: hint))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: x, y: hint))))
        #expect(music.allTabs.map(\.isHidden) == hidden, "the click on the hint line toggled a tab\n\(rows.joined(separator: "\n"))")
        // Scroll the rows so that Downloaded shows, then click it.
        for k in try KeyNotation.parse("<Down><Down><Down><Down><Down><Down><Down><Down>") { sim.handle(.key(k)) }
        let after = text(sim).split(separator: "\n").map(String.init)
        let y = try #require(after.firstIndex { $0.contains("Downloaded") }, "\(after.joined(separator: "\n"))")
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 20, y: y))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: 20, y: y))))
        #expect(!downloaded.isHidden, "a click on Downloaded's row showed it")
    }

    @Test("Choices, the selected tab and each tab's place come back after a restore")
    func restore() throws {
        let store = MemoryStateStore()
        let (first, music) = try music(160, 45, keys: "2<Down><Down><Enter>", store: store)
        music.setHidden(false, for: try #require(music.tab(forIdentifier: "downloaded")))
        music.moveTab(try #require(music.tab(forIdentifier: "radio")), by: -1)
        music.selectTab(try #require(music.tab(forIdentifier: "songs")))
        _ = text(first)
        for k in try KeyNotation.parse("<PageDown><PageDown><Down>") { first.handle(.key(k)) }
        _ = text(first)
        let songs = try #require(music.tab(forIdentifier: "songs")?.viewController as? ListViewController)
        let (row, offset) = (songs.selectedIndex, songs.scrollOffset)
        first.handle(.key(.char("s")))
        #expect(music.placement == .topBar)
        first.quit()

        let (second, restored) = try self.music(160, 45, store: store)
        _ = text(second)
        #expect(restored.selectedTab?.identifier == "songs")
        #expect(restored.placement == .topBar, "the sidebar stays put away")
        #expect(restored.tabs.map(\.identifier) == ["listen-now", "radio", "browse", "library", "downloaded", "search"])
        let again = try #require(restored.tab(forIdentifier: "songs")?.viewController as? ListViewController)
        #expect(again.selectedIndex == row && again.scrollOffset == offset)
        #expect(titles(restored.library.managingNavigationController) == ["Library", "Songs"])
        let listen = try #require(restored.tab(forIdentifier: "listen-now")?.viewController as? NavigationController)
        #expect(listen.viewControllers.count == 2, "Listen Now still has its album open")
        #expect((listen.viewControllers.first as? ListViewController)?.selectedIndex == 2)
    }

    @Test("The iPad strip scrolls when the tabs do not fit; mode tabBar never shows a sidebar, tabSidebar does without groups")
    func stripScrollAndModes() throws {
        let (sim, music) = try music(88, 60)
        music.setHidden(false, for: try #require(music.tab(forIdentifier: "downloaded")))
        _ = text(sim)
        let top = { self.text(sim).split(separator: "\n")[1] }
        #expect(top().contains("Listen Now") && top().contains("›") && !top().contains("Downloaded"), "\(top())")
        music.selectTab(try #require(music.tab(forIdentifier: "downloaded")))
        #expect(top().contains("‹") && top().contains("Downloaded") && top().contains("⌕"), "\(top())")

        let (_, wide) = try self.music(160, 45)
        wide.mode = .tabBar
        #expect(wide.placement == .topBar && !wide.toggleSidebar())
        let plain = TabBarController(tabs: [Tab(title: "One", identifier: "one"), Tab(title: "Two", identifier: "two")])
        plain.applyTraitCollection(TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad))
        plain.layout(in: Rect(x: 0, y: 0, width: 160, height: 45))
        #expect(plain.placement == .topBar, "automatic without groups: a tab bar only")
        plain.mode = .tabSidebar
        #expect(plain.placement == .sidebar)
    }

    @Test("Tabs work inside a split view column, and a split view works as a tab")
    func insideSplitViews() throws {
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
        // A tab bar controller as the secondary column: its strip is centred in the column.
        let inner = TabBarController(tabs: [
            Tab(title: "Notes", identifier: "notes") { _ in NavigationController(rootViewController: ListViewController(title: "Notes")) },
            Tab(title: "Files", identifier: "files") { _ in NavigationController(rootViewController: ListViewController(title: "Files")) },
        ])
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(ListViewController(title: "Folders"), for: .primary)
        split.setViewController(inner, for: .secondary)
        split.applyTraitCollection(regular)
        var canvas = Canvas(width: 120, height: 20)
        split.layout(in: Rect(x: 0, y: 0, width: 120, height: 20))  // layout first: drawing only reads
        split.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 120, height: 20), context: DrawContext(isFocused: true))
        #expect(inner.placement == .topBar)
        let top = canvas.plainText().split(separator: "\n").first.map(String.init) ?? ""
        // The column is 91 cells from x 29; the 14-cell strip is centred in it (from x 67, padded by one).
        #expect(top.contains("Folders") && locate("Notes  Files", in: top)?.0 == 68, "[\(canvas.plainText())]")
        split.focus(.secondary)
        #expect(split.performKey(.char("2")) && inner.selectedTab?.identifier == "files")

        // A split view as a tab: it collapses with the window's compact width.
        let mail = MailViewController()
        let tabs = TabBarController(tabs: [Tab(title: "Mail", identifier: "mail") { _ in mail },
                                           Tab(title: "Notes", identifier: "notes") { _ in ListViewController(title: "Notes") }])
        tabs.applyTraitCollection(regular)
        tabs.layout(in: Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(!mail.isCollapsed && mail.safeAreaInsets == EdgeInsets(top: 1))
        tabs.applyTraitCollection(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .pad))
        tabs.layout(in: Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(mail.isCollapsed && tabs.placement == .bottomBar)
    }

    @Test("selectedTab can be set: it selects the tab without asking the delegate; an unknown or hidden tab is ignored")
    func settableSelectedTab() throws {
        let (sim, music) = try music(160, 45)
        let radio = try #require(music.allTabs.first { $0.identifier == "radio" })
        music.selectedTab = radio
        #expect(music.selectedTab === radio)
        #expect(text(sim).contains("Music — Radio"))
        music.selectedTab = Tab(title: "Elsewhere", identifier: "elsewhere") { _ in ViewController() }
        #expect(music.selectedTab === radio, "a tab that is not the controller's is ignored")
    }
}
