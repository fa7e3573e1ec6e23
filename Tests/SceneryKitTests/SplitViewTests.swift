import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// A delegate that writes down every call, in order.
final class SplitLog: SplitViewControllerDelegate {
    var calls: [String] = []
    var topColumn: SplitViewController.Column?
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        calls.append("willChangeTo \(displayMode)")
    }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) { calls.append("willShow \(column)") }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) { calls.append("willHide \(column)") }
    func splitViewController(_ svc: SplitViewController, didShowColumn column: SplitViewController.Column) {
        calls.append("didShow \(column)")
    }
    func splitViewController(_ svc: SplitViewController, didHideColumn column: SplitViewController.Column) {
        calls.append("didHide \(column)")
    }
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposed: SplitViewController.Column) -> SplitViewController.Column {
        calls.append("topColumnForCollapsing \(proposed)")
        return topColumn ?? proposed
    }
    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposed: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode {
        calls.append("displayModeForExpanding \(proposed)")
        return proposed
    }
    func splitViewControllerDidCollapse(_ svc: SplitViewController) {
        calls.append("didCollapse (\(svc.traitCollectionForChild(svc).splitViewControllerLayoutEnvironment))")
    }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { calls.append("didExpand \(svc.displayMode)") }
}

@Suite("Split view")
struct SplitViewTests {
    func mail(_ width: Int, height: Int = 40, keys: String = "") throws -> (Simulator, MailViewController) {
        let size = Size(width: width, height: height)
        let sim = try DemoCatalog.makeSimulator(size: size)
        sim.handle(.resize(size))
        for k in try KeyNotation.parse(keys) { sim.handle(.key(k)) }
        return (sim, try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController))
    }

    func resize(_ sim: Simulator, _ width: Int, _ height: Int = 40) {
        sim.handle(.resize(Size(width: width, height: height)))
        sim.handle(.tick(sim.time + 1))
    }

    @Test("Mail's columns by terminal width: the inspector goes first, then the sidebars, then it collapses",
          arguments: [
              (200, "twoBesideSecondary", ["primary", "supplementary", "secondary", "inspector"]),
              (150, "twoBesideSecondary", ["primary", "supplementary", "secondary", "inspector"]),
              (110, "twoBesideSecondary", ["primary", "supplementary", "secondary"]),
              (90, "oneBesideSecondary", ["supplementary", "secondary"]),
              (88, "secondaryOnly", ["secondary"]),
              (70, "collapsed", ["secondary", "inspector"]),
              (50, "collapsed", ["secondary", "inspector"]),
          ])
    func stages(width: Int, mode: String, columns: [String]) throws {
        // The inspector is shown at 200 columns, then the window narrows: it is not just asked for.
        let (sim, split) = try mail(200, keys: "i")
        resize(sim, width)
        #expect((split.isCollapsed ? "collapsed" : split.displayMode.rawValue) == mode)
        #expect(split.visibleColumns.map { "\($0)" } == columns)
        let environment = split.messageList.traitCollection.splitViewControllerLayoutEnvironment
        #expect(environment == (split.isCollapsed ? .collapsed : .expanded))
    }

    @Test("`i` shows the inspector at every width from 40 to 240: a column, a column over the secondary, or a sheet")
    func inspectorAlwaysReachable() throws {
        for width in 40...240 {
            for app in ["Mail", "Preview"] {
                let size = Size(width: width, height: 30)
                let sim = try DemoCatalog.makeSimulator(size: size, app: app)
                sim.handle(.resize(size))
                let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
                let focusBefore = split.focusedColumn
                sim.handle(.key(.char("i")))
                let shown = split.isShowing(.inspector)
                #expect(shown, "\(app) at \(width): `i` showed nothing")
                let kind = split.isCollapsed ? "sheet" : split.currentLayout.placed(.inspector).map { "\($0.placement)" } ?? "none"
                if split.isCollapsed {
                    #expect(split.presentedViewController === split.viewController(for: .inspector), "\(app) at \(width)")
                } else {
                    #expect(split.inspectorColumnWidth > 0, "\(app) at \(width): \(kind)")
                    // UIKit does not move focus into the inspector when it appears.
                    #expect(split.focusedColumn == focusBefore || !split.interactiveColumns.contains(focusBefore),
                            "\(app) at \(width): focus moved to \(split.focusedColumn)")
                }
                let text = sim.frame(size: size).plainText()
                #expect(text.contains(app == "Mail" ? "Details" : "Info"), "\(app) at \(width): the inspector's title is on screen")
                // `i` again puts it away; a sheet is modal, so there it is Esc, which its hint bar shows.
                sim.handle(.key(split.isCollapsed ? KeyEvent(.escape) : .char("i")))
                #expect(!split.isShowing(.inspector), "\(app) at \(width) (\(kind)): `i` again hid it")
            }
        }
    }

    @Test("At 100, 120 and 132 columns Mail's sidebars give way to the inspector; narrowing drops it first again")
    func sidebarsGiveWay() throws {
        let (sim, split) = try mail(120, keys: "i")
        #expect(split.visibleColumns == [.supplementary, .secondary, .inspector])
        #expect(split.secondaryColumnWidth >= 56, "the secondary keeps its minimum")
        // `s` asks for the sidebars: they come over the secondary, the inspector stays.
        sim.handle(.key(.char("s")))
        #expect(split.displayMode == .twoOverSecondary && split.isShowing(.inspector))
        // Esc (a tap on the dimmed secondary) puts them away, as UIKit does: the secondary only.
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.displayMode == .secondaryOnly && split.isShowing(.inspector))
        // With nothing over the secondary, Esc puts the inspector away (the hint bar says so).
        #expect(sim.frame(size: Size(width: 120, height: 40)).plainText().contains("Esc hide inspector"))
        sim.handle(.key(KeyEvent(.escape)))
        #expect(!split.isShowing(.inspector))
        // Narrowing is not asking: the inspector goes first, and the sidebars come back.
        let (sim2, split2) = try mail(120, keys: "i")
        resize(sim2, 110)
        #expect(split2.visibleColumns == [.primary, .supplementary, .secondary])
        resize(sim2, 150)
        #expect(split2.visibleColumns == [.primary, .supplementary, .secondary, .inspector])
        let (_, narrow) = try mail(100, keys: "i")
        #expect(narrow.visibleColumns == [.secondary, .inspector])
        let (_, wide) = try mail(132, keys: "i")
        #expect(wide.visibleColumns == [.supplementary, .secondary, .inspector])
    }

    @Test("Where not even the secondary and the inspector fit side by side, the inspector lies over the dimmed secondary; Esc puts it away")
    func inspectorOverSecondary() throws {
        // A Mac's 1280 pt fill the terminal, so its window is narrow in points only when it is
        // narrow on the desktop: the left half of 160 columns, 78 × 1280/158 ≈ 632 pt.
        let size = Size(width: 160, height: 30)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", device: DeviceProfile.named("Mac"))
        sim.handle(.resize(size))
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        for k in try KeyNotation.parse("<C-w>h<Esc>i") { sim.handle(.key(k)) }
        #expect(split.currentLayout.isInspectorOverlaid && split.currentLayout.isSecondaryObscured)
        let text = sim.frame(size: size).plainText()
        #expect(text.contains("Details") && text.contains("Esc hide inspector"))
        sim.handle(.key(KeyEvent(.escape)))
        #expect(!split.isShowing(.inspector))
        #expect(!sim.frame(size: size).plainText().contains("Esc hide inspector"))
    }

    @Test("A Mac or Vision Pro window in a third too narrow for the secondary is widened; at any terminal size the secondary is never squeezed under its minimum")
    func belowContentMinimum() throws {
        for device in ["Mac", "Vision Pro"] {
            // A third of 160 columns is 53: widened to hold the secondary's minimum.
            let size = Size(width: 160, height: 30)
            let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail", device: DeviceProfile.named(device))
            sim.handle(.resize(size))
            for k in try KeyNotation.parse("<C-w>1<Esc>") { sim.handle(.key(k)) }
            let window = try #require(sim.desktop.focusedWindow)
            #expect(!window.isBelowMinimum && window.frame.width > 53, "\(device): \(window.frame)")
            // Any terminal: shown at or over its minimum, or the size notice — never squeezed.
            for width in [50, 70, 90, 120] {
                sim.handle(.resize(Size(width: width, height: 30)))
                _ = sim.frame(size: sim.desktop.size)
                let split = try #require(window.rootViewController as? SplitViewController)
                #expect(window.isBelowMinimum || split.isCollapsed
                        || split.currentLayout.width(of: .secondary) >= split.columnBounds().secondaryMinimum, "\(device) at \(width)")
            }
        }
    }

    @Test("Applied widths sum to the window and stay within their bounds")
    func appliedWidths() throws {
        let (_, split) = try mail(200, keys: "i")
        #expect(split.primaryColumnWidth == 28 && split.supplementaryColumnWidth == 36 && split.inspectorColumnWidth == 32)
        #expect(split.primaryColumnWidth + split.supplementaryColumnWidth + split.secondaryColumnWidth
                + split.inspectorColumnWidth + 3 == 198)
    }

    @Test("Narrowing to compact collapses to one stack with the open message on top; widening brings back the same columns")
    func collapseAndExpand() throws {
        let (sim, split) = try mail(160, keys: "<S-Tab><Down><Enter><Down><Down><Enter>")
        #expect(split.currentMailboxIdentifier == "vip")
        let message = try #require(split.currentMessage)
        let before = split.visibleColumns
        resize(sim, 60)
        #expect(split.isCollapsed)
        let nav = try #require(split.collapsedNavigation)
        #expect(nav.viewControllers.map(\.title) == ["Mailboxes", "VIP", split.messageView.title])
        let text = sim.frame(size: Size(width: 60, height: 40)).plainText()
        #expect(text.contains("‹"), "the back button")
        #expect(!text.contains("Mailboxes │"), "no tiled sidebars when collapsed")
        // Back to the list: rows show the disclosure indicator only now.
        sim.handle(.key(KeyEvent(.escape)))
        let list = sim.frame(size: Size(width: 60, height: 40)).plainText()
        #expect(list.split(separator: "\n")[2].hasSuffix("› │"))
        #expect(nav.topViewController === split.messageList)
        sim.handle(.key(KeyEvent(.enter)))
        resize(sim, 160)
        #expect(!split.isCollapsed)
        #expect(split.visibleColumns == before)
        #expect(split.currentMailboxIdentifier == "vip" && split.currentMessage == message)
        #expect(split.collapsedNavigation == nil && split.messageView.navigationController?.parent === split)
        #expect(split.messageView.navigationController?.viewControllers.first === split.messageView, "back in its column's stack")
        let wide = sim.frame(size: Size(width: 160, height: 40)).plainText()
        #expect(!wide.contains("› │"), "no disclosure indicators when expanded")
    }

    @Test("Without an open message Mail collapses to the message list (topColumnForCollapsing)")
    func topColumn() throws {
        let (sim, split) = try mail(160, keys: "<S-Tab><Down><Enter>")
        #expect(split.currentMessage == nil)
        resize(sim, 60)
        #expect(split.collapsedNavigation?.topViewController === split.messageList)
    }

    @Test("Delegate calls come in the documented order for collapse, expand and display-mode changes")
    func callbackOrder() throws {
        let (sim, _) = try TestApp.simulator(size: Size(width: 120, height: 40))
        let scene = try #require(sim.system.activateSceneSession(applicationName: "Notes"))
        let split = SplitViewController(style: .doubleColumn)
        let log = SplitLog()
        split.delegate = log
        split.setViewController(ListViewController(title: "List"), for: .primary)
        split.setViewController(ViewController(title: "Detail"), for: .secondary)
        split.setViewController(ViewController(title: "Info"), for: .inspector)
        scene.rootViewController = split
        sim.system.update()
        #expect(log.calls.isEmpty, "appearing is not a change: \(log.calls)")
        #expect(split.displayMode == .oneBesideSecondary)

        split.show(.inspector)
        #expect(log.calls == ["willShow inspector", "didShow inspector"])
        log.calls = []
        split.toggleDisplayMode()
        #expect(log.calls == ["willChangeTo secondaryOnly", "willHide primary", "didHide primary"])
        split.toggleDisplayMode()
        log.calls = []

        sim.handle(.resize(Size(width: 60, height: 40)))
        #expect(log.calls == ["topColumnForCollapsing secondary", "willHide primary", "didCollapse (collapsed)", "didHide primary"])
        #expect(split.presentedViewController === split.viewController(for: .inspector), "the inspector is a sheet now")
        log.calls = []
        sim.handle(.resize(Size(width: 120, height: 40)))
        #expect(log.calls == ["displayModeForExpanding oneBesideSecondary", "willShow primary", "didExpand oneBesideSecondary",
                              "didShow primary"])
        #expect(split.presentedViewController == nil && split.isShowing(.inspector), "back to a column, still shown")
    }

    @Test("The inspector is hidden at first, a column when expanded, a sheet when collapsed; dismissing the sheet hides it")
    func inspectorSheet() throws {
        let (sim, split) = try mail(160)
        #expect(!split.isShowing(.inspector))
        sim.handle(.key(.char("i")))
        #expect(split.isShowing(.inspector) && split.inspectorColumnWidth > 0)
        resize(sim, 60)
        #expect(split.presentedViewController === split.detailsView)
        let text = sim.frame(size: Size(width: 60, height: 40)).plainText()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let top = try #require(lines.firstIndex { $0.contains("━━━━") }, "a grabber on the sheet's top edge")
        #expect(top > 10 && top < 25, "a medium sheet from the bottom, at row \(top)")
        #expect(lines[top + 1].contains("Details") && lines[top + 1].contains("Done"))
        sim.handle(.key(KeyEvent(.up, .shift)))
        let large = sim.frame(size: Size(width: 60, height: 40)).plainText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect((large.firstIndex { $0.contains("━━━━") } ?? 99) < 5, "the large detent")
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.presentedViewController == nil)
        #expect(!split.isShowing(.inspector))
        resize(sim, 160)
        #expect(!split.isShowing(.inspector), "dismissing the sheet hid the inspector")
    }

    @Test("In compact height the inspector's sheet is full screen")
    func fullScreenSheet() throws {
        let (sim, split) = try mail(60, height: 20, keys: "i")
        #expect(split.presentedViewController === split.detailsView)
        let text = sim.frame(size: Size(width: 60, height: 20)).plainText()
        #expect(try #require(split.detailsView.sheetFrame).kind == .fullScreen)
        #expect(text.split(separator: "\n")[1].contains("Details") && text.split(separator: "\n")[1].contains("Done"))
    }

    @Test("Ctrl-R moves a separator a cell at a time, clamps at the bounds, and the widths persist")
    func keyboardResizing() throws {
        let (sim, split) = try mail(160)
        let start = split.primaryColumnWidth
        for k in try KeyNotation.parse("<C-r><Right><Right>") { sim.handle(.key(k)) }
        #expect(split.primaryColumnWidth == start + 2)
        // Moving a column is not resizing the scene (isInteractivelyResizing is about the window).
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.isInteractivelyResizing == false)
        for _ in 0..<10 { sim.handle(.key(KeyEvent(.right, .shift))) }
        #expect(split.primaryColumnWidth == 40, "the 320 pt maximum")
        #expect(sim.frame(size: Size(width: 160, height: 40)).plainText().contains("the separator goes no further right"),
                "a key that cannot move the separator says so")
        #expect(split.separators[0] == ColumnSeparator(x: 40, resizedColumn: .primary, canMoveLeading: true, canMoveTrailing: false))
        for _ in 0..<10 { sim.handle(.key(.char("H"))) }
        #expect(split.primaryColumnWidth == 20, "the 160 pt minimum")
        sim.handle(.key(KeyEvent(.tab)))
        #expect(split.activeSeparator == 1)
        sim.handle(.key(.char("L")))
        #expect(split.supplementaryColumnWidth == 40)
        let frame = sim.frame(size: Size(width: 160, height: 40)).plainText()
        #expect(frame.contains("◀┃"), "the active separator shows where it can go")
        sim.handle(.key(KeyEvent(.enter)))
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.isInteractivelyResizing == false)
        #expect(!sim.isInColumnResizeMode)

        var state: [String: String] = [:]
        split.encodeRestorableState(into: &state)
        #expect(state["split.width.primary"] == "160" && state["split.width.supplementary"] == "320")
        let fresh = MailViewController()
        fresh.decodeRestorableState(from: state)
        #expect(fresh.userColumnWidths == [.primary: 20, .supplementary: 40])
        sim.handle(.key(.ctrl("r")))
        sim.handle(.key(.char("=")))
        #expect(split.primaryColumnWidth == 28, "= goes back to the preferred widths")
    }

    @Test("Chosen widths and the shown inspector come back with the window at the next run")
    func widthsRestored() throws {
        let store = MemoryStateStore()
        let size = Size(width: 160, height: 40)
        let first = try DemoCatalog.makeSimulator(size: size, store: store)
        first.handle(.resize(size))
        for k in try KeyNotation.parse("<C-r><S-Right><Enter>i") { first.handle(.key(k)) }
        let chosen = try #require(first.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(chosen.primaryColumnWidth == 36 && chosen.isShowing(.inspector))
        first.quit()
        let second = try DemoCatalog.makeSimulator(size: size, store: store)
        second.handle(.resize(size))
        let restored = try #require(second.desktop.focusedWindow?.rootViewController as? MailViewController)
        #expect(restored.primaryColumnWidth == 36)
        #expect(restored.supplementaryColumnWidth == chosen.supplementaryColumnWidth)
        #expect(restored.isShowing(.inspector))
    }

    @Test("Dragging a separator with the mouse resizes the column it bounds")
    func mouseDrag() throws {
        let (sim, split) = try mail(160)
        let x = 1 + split.separators[0].x
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: 10))))
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.isInteractivelyResizing == false)
        sim.handle(.mouse(MouseEvent(.drag, at: Point(x: x + 5, y: 12))))
        #expect(split.primaryColumnWidth == 33)
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: x + 70, y: 12))))
        #expect(split.primaryColumnWidth == 40)
        #expect(sim.desktop.focusedWindow?.scene?.effectiveGeometry.isInteractivelyResizing == false)
    }

    @Test("The display-mode button: `s` reveals displaced mailboxes; Esc or a click on the dimmed message puts them away")
    func displayModeButton() throws {
        let (sim, split) = try mail(100)
        #expect(split.displayMode == .oneBesideSecondary && split.splitBehavior == .displace)
        sim.handle(.key(.char("s")))
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(split.focusedColumn == .primary)
        sim.handle(.key(KeyEvent(.escape)))
        #expect(split.displayMode == .oneBesideSecondary)
        resize(sim, 88)
        #expect(split.displayMode == .secondaryOnly && split.splitBehavior == .overlay)
        sim.handle(.key(.char("s")))
        sim.handle(.key(.char("s")))
        #expect(split.displayMode == .twoOverSecondary)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 80, y: 10))))
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test("F12 lists the layout environment, display mode, behaviour and every column's width and bounds")
    func traitOverlay() throws {
        let (sim, _) = try mail(160, keys: "i")
        let report = sim.traitReport(for: try #require(sim.desktop.focusedWindow))
        #expect(report.contains("layout: expanded"))
        #expect(report.contains("display mode: twoBesideSecondary"))
        #expect(report.contains("split behavior: tile"))
        #expect(report.contains("primary: 28 (min 20 max 40)"))
        #expect(report.contains("secondary: 59 (min 56)"))
        #expect(report.contains("inspector: 32 (min 24 max 40)"))
    }

    @Test("Mail at each width matches its reviewed golden", arguments: [200, 150, 110, 90, 88, 70, 50, 30])
    func goldens(width: Int) throws {
        let (sim, _) = try mail(width, keys: "i")
        let text = sim.frame(size: Size(width: width, height: 40)).plainText()
        let name = "mail-\(width)x40-inspector.txt"
        assertGolden(text, named: name)
    }

    @Test("Preview: files | picture, with the metadata inspector; it collapses to the picture")
    func preview() throws {
        let size = Size(width: 120, height: 40)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Preview")
        sim.handle(.resize(size))
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? PreviewViewController)
        for k in try KeyNotation.parse("<Down><Enter>i") { sim.handle(.key(k)) }
        #expect(split.visibleColumns == [.primary, .secondary, .inspector])
        let text = sim.frame(size: size).plainText()
        #expect(text.contains("Sunset.jpg") && text.contains("Pixels: 3840 × 2160") && text.contains("█"))
        resize(sim, 50)
        #expect(split.isCollapsed && split.collapsedNavigation?.topViewController === split.pictureView)
    }

    /// A triple-column split view of plain lists in a full-screen Notes window.
}

/// Issue 47: the split view is the same whether `show` comes before or after its first layout,
/// and a relaunch at another size restores what the person saw.
@Suite("Split view: order-independent showing and restoration")
struct SplitOrderTests {
    static func triple() -> SplitViewController {
        let split = SplitViewController(style: .tripleColumn)
        split.setViewController(ListViewController(title: "Mailboxes", items: [ListItem("Inbox")]), for: .primary)
        split.setViewController(ListViewController(title: "Inbox", items: [ListItem("One"), ListItem("Two")]), for: .supplementary)
        split.setViewController(TextViewController(title: "Message", body: "Hello"), for: .secondary)
        return split
    }

    @Test("show(.secondary) before the first layout focuses it and leaves the columns to the width, as after layout",
          arguments: [80, 120, 200])
    func showBeforeLayout(width: Int) {
        let before = Self.triple(), after = Self.triple()
        before.show(.secondary)
        before.layout(in: Rect(x: 0, y: 0, width: width, height: 30))
        after.layout(in: Rect(x: 0, y: 0, width: width, height: 30))
        after.show(.secondary)
        after.layout(in: Rect(x: 0, y: 0, width: width, height: 30))
        #expect(before.currentLayout.visibleColumns == after.currentLayout.visibleColumns, "at \(width)")
        #expect(before.focusedColumn == .secondary)
        if width >= 200 { #expect(before.currentLayout.visibleColumns.count == 3, "both sidebars at \(width)") }
    }

    @Test("A session saved collapsed on the message relaunches wider with the message focused, not the first column")
    func collapsedFocusRestoresWider() throws {
        let (_, narrow) = try SplitViewTests().mail(60, keys: "<Enter>")
        #expect(narrow.isCollapsed)
        var state: [String: String] = [:]
        narrow.encodeRestorableState(into: &state)
        #expect(state["split.focus"] == "secondary", "\(state)")
        let (wideSim, wide) = try SplitViewTests().mail(200)
        #expect(wide.focusedColumn != .secondary)
        wide.decodeRestorableState(from: state)
        _ = wideSim.frame(size: wideSim.desktop.size)
        #expect(!wide.isCollapsed && wide.focusedColumn == .secondary)
    }
}

/// Issue 47: restoration brings back what the person saw — the pushed screen, the focused
/// column — at a narrower and at a wider terminal than the one saved.
@Suite("Restoration at another size")
struct RestorationAtOtherSizeTests {
    static func relaunch(_ store: MemoryStateStore, at size: Size) throws -> (Simulator, MailViewController) {
        let sim = try DemoCatalog.makeSimulator(size: size, store: store)
        sim.handle(.resize(size))
        _ = sim.frame(size: size)
        return (sim, try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController))
    }

    /// Mail at `width`, `keys` typed (the last one pushing Headers), then quit: what the store keeps.
    static func savedWithHeaders(width: Int, keys: String) throws -> MemoryStateStore {
        let store = MemoryStateStore()
        let saved = Size(width: width, height: 30)
        let first = try DemoCatalog.makeSimulator(size: saved, store: store)
        first.handle(.resize(saved))
        for k in try KeyNotation.parse(keys) { first.handle(.key(k)) }
        #expect(first.frame(size: saved).plainText().contains("Content-Type:"))
        first.quit()
        return store
    }

    @Test("Saved at 120 columns with Headers pushed over the message: relaunched at 70 it is on top of the stack; at 200 it is in the message column, focused, with both sidebars",
          arguments: [70, 200])
    func headersAtOtherSizes(width: Int) throws {
        let store = try Self.savedWithHeaders(width: 120, keys: "H")
        let (sim, mail) = try Self.relaunch(store, at: Size(width: width, height: 30))
        let text = sim.frame(size: sim.desktop.size).plainText()
        #expect(text.contains("Content-Type:"), "the Headers screen is lost at \(width):\n\(text)")
        if width >= 200 {
            #expect(!mail.isCollapsed && mail.focusedColumn == .secondary)
            #expect(text.contains("Mailboxes") && text.contains("Sophie Thompson"), "both sidebars at 200:\n\(text)")
        } else {
            #expect(mail.isCollapsed)
        }
    }

    @Test("Saved collapsed at 70 columns on the headers: relaunched at 200 the headers are in the message column, focused")
    func collapsedToWide() throws {
        let store = try Self.savedWithHeaders(width: 70, keys: "<Enter>H")
        let (sim, mail) = try Self.relaunch(store, at: Size(width: 200, height: 30))
        let text = sim.frame(size: sim.desktop.size).plainText()
        #expect(!mail.isCollapsed && mail.focusedColumn == .secondary && text.contains("Content-Type:"), "\(text)")
    }
}
