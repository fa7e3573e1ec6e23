import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// A scene whose root is a double-column split view with the app's own navigation controller
/// in the secondary column, two deep.
final class OwnNavigationSplitDelegate: SceneDelegate {
    required init() {}
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options: ConnectionOptions) {
        let split = SplitViewController(style: .doubleColumn, title: "S")
        let detailNav = NavigationController(rootViewController: ViewController(title: "Detail"))
        detailNav.pushViewController(ViewController(title: "Deeper"))
        split.setViewController(ListViewController(title: "S", items: [ListItem("One")]), for: .primary)
        split.setViewController(detailNav, for: .secondary)
        (scene as? WindowScene)?.rootViewController = split
    }
}

/// Navigation controllers in split columns, as UIKit has them: each column's controller has a
/// `navigationController`; collapsing merges the stacks under one bar; expanding separates them.
@Suite("Navigation in split columns")
struct SplitNavigationTests {
    func mail(_ width: Int) throws -> (Simulator, MailViewController) {
        let size = Size(width: width, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        return (sim, try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController))
    }

    func resize(_ sim: Simulator, _ width: Int) {
        sim.handle(.resize(Size(width: width, height: 30)))
        sim.handle(.tick(sim.time + 1))
    }

    func rows(_ sim: Simulator) -> [String] { sim.frame(size: sim.desktop.size).plainText().split(separator: "\n").map(String.init) }

    @Test("Every style column's controller has a navigation controller; a push in an expanded column shows in that column, beside the display-mode button")
    func columnsHaveNavigationControllers() throws {
        let (sim, split) = try mail(160)
        for column in [SplitViewController.Column.primary, .supplementary, .secondary] {
            let vc = try #require(split.viewController(for: column))
            #expect(vc.navigationController != nil && vc.navigationController?.parent === split, "\(column)")
        }
        let headers = TextViewController(title: "Headers", body: "Received: by example.com")
        split.messageView.show(headers, sender: nil)
        #expect(split.messageView.navigationController?.topViewController === headers)
        let bar = try #require(rows(sim).first { $0.contains("Headers") })
        #expect(bar.contains("[≡]") && bar.contains("‹"), "the display-mode button stays, the back button follows: \(bar)")
        #expect(rows(sim).contains { $0.contains("Mailboxes") } && rows(sim).contains { $0.contains("Received: by example.com") })
        // Esc in the secondary pops its stack.
        split.focus(.secondary)
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.messageView.navigationController?.topViewController === split.messageView)
    }

    @Test("Collapsing merges the stacks under one bar; back walks the secondary's stack first; expanding puts the pushed controller back in the secondary")
    func collapseAndExpand() throws {
        let (sim, split) = try mail(160)
        let headers = TextViewController(title: "Headers", body: "Received: by example.com")
        split.messageView.show(headers, sender: nil)
        let before = split.visibleColumns
        resize(sim, 60)
        let stack = try #require(split.collapsedNavigation)
        #expect(stack.viewControllers.map(\.title) == [split.mailboxList.title, split.messageList.title, split.messageView.title, "Headers"])
        let bars = rows(sim).filter { $0.contains("‹") }
        #expect(bars.count == 1, "one navigation bar: \(bars)")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(stack.topViewController === split.messageView, "the secondary's own push goes first")
        // Pushed while collapsed: it lands on the one stack, and in the secondary once expanded.
        let raw = TextViewController(title: "Raw Source", body: "MIME-Version: 1.0")
        split.messageView.show(raw, sender: nil)
        #expect(stack.topViewController === raw)
        resize(sim, 160)
        #expect(!split.isCollapsed && split.visibleColumns == before)
        #expect(split.messageView.navigationController?.viewControllers.map(\.title) == [split.messageView.title, "Raw Source"])
        #expect(rows(sim).contains { $0.contains("MIME-Version: 1.0") } && rows(sim).contains { $0.contains("Mailboxes") })
    }

    @Test("showDetailViewController replaces the secondary when expanded and pushes on the one stack when collapsed")
    func showDetail() throws {
        let (sim, split) = try mail(160)
        let first = TextViewController(title: "First", body: "one")
        split.messageList.showDetailViewController(first, sender: nil)
        #expect(split.viewController(for: .secondary) === first && split.isShowing(.secondary))
        #expect(first.navigationController?.parent === split)
        #expect(rows(sim).contains { $0.contains("First") })
        resize(sim, 60)
        let second = TextViewController(title: "Second", body: "two")
        split.messageList.showDetailViewController(second, sender: nil)
        #expect(split.collapsedNavigation?.topViewController === second)
        #expect(split.collapsedNavigation?.viewControllers.contains { $0 === first } == false, "the old secondary left the stack")
        // Popped off the stack, it is still the secondary's root when the columns come back.
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.collapsedNavigation?.topViewController !== second)
        resize(sim, 160)
        #expect(split.viewController(for: .secondary) === second && second.navigationController?.viewControllers.count == 1)
        // Without a split view, show presents.
        let lone = ViewController(title: "Lone")
        let other = ViewController(title: "Other")
        lone.show(other, sender: nil)
        #expect(lone.presentedViewController === other)
    }

    @Test("An app's own navigation controller in the secondary: one bar when collapsed, its pushes popped first, its display-mode button kept")
    func appNavigationController() throws {
        let sim = Simulator(size: Size(width: 120, height: 20))
        let manifest = try SceneManifest.parse(Data(TestApp.manifest.utf8), file: "Notes/Info.plist")
        sim.system.register(try Application(name: "Notes", manifest: manifest, manifestFile: "Notes/Info.plist",
                                            delegate: LogAppDelegate(), sceneDelegateClasses: ["LogSceneDelegate": OwnNavigationSplitDelegate.self]))
        sim.system.activateSceneSession(applicationName: "Notes")
        sim.handle(.resize(Size(width: 120, height: 20)))
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        let detailNav = try #require(split.viewController(for: .secondary) as? NavigationController)
        #expect(split.viewController(for: .primary)?.navigationController != nil)
        let wide = rows(sim).first { $0.contains("Deeper") } ?? ""
        #expect(wide.contains("[≡]") && wide.contains("‹ Detail"), "\(wide)")
        sim.handle(.resize(Size(width: 60, height: 20)))
        sim.handle(.tick(1))
        #expect(split.isCollapsed)
        let bars = rows(sim).filter { $0.contains("‹") }
        #expect(bars.count == 1 && bars[0].contains("‹ Detail") && bars[0].contains("Deeper"), "\(bars)")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.collapsedNavigation?.topViewController?.title == "Detail")
        sim.handle(.resize(Size(width: 120, height: 20)))
        sim.handle(.tick(2))
        #expect(!split.isCollapsed && detailNav.viewControllers.map(\.title) == ["Detail"] && detailNav.parent === split)
    }
}

@Suite("Containers that compose")
struct ComposingContainerTests {
    @Test("A tab bar controller in an expanded split column lets Tab through to the split view; its tabs stay reachable by number")
    func tabBarInSplitColumn() throws {
        let split = SplitViewController(style: .doubleColumn, title: "S")
        let tabs = TabBarController(tabs: [Tab(title: "One", identifier: "one"), Tab(title: "Two", identifier: "two")])
        split.setViewController(ListViewController(title: "List", items: [ListItem("A")]), for: .primary)
        split.setViewController(tabs, for: .secondary)
        let sim = Simulator(size: Size(width: 160, height: 30))
        sim.desktop.open(split)
        sim.handle(.resize(Size(width: 160, height: 30)))
        split.focus(.secondary)
        sim.handle(.key(KeyEvent(.tab)))
        #expect(split.focusedColumn == .primary && !tabs.isTabAreaFocused, "Tab moved to the next column, not into the tab bar")
        split.focus(.secondary)
        sim.handle(.key(.char("2")))
        #expect(tabs.selectedTab?.identifier == "two")
        // Alone in a window, Tab still moves into the tabs.
        let lone = TabBarController(tabs: [Tab(title: "One", identifier: "one"), Tab(title: "Two", identifier: "two")])
        let other = Simulator(size: Size(width: 100, height: 30))
        other.desktop.open(lone)
        other.handle(.resize(Size(width: 100, height: 30)))
        other.handle(.key(KeyEvent(.tab)))
        #expect(lone.isTabAreaFocused)
    }
}
