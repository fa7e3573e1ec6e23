import DemoApps
import Foundation
import Testing
@testable import SceneryKit

/// Damage tracking (issue 32): a frame copies from the last frame the windows nothing changed.
/// Whatever it copies, the frame must be the one drawing every window gives.
@Suite("Damage tracking")
struct DamageTrackingTests {
    static let size = Size(width: 160, height: 45)

    /// Four windows in the quarters of the desktop — Mail twice, Music, Timer — so that most
    /// frames have windows no event reached and nothing covers; or cascaded, overlapping.
    static func desktop(arranged: Bool = true, tracking: Bool = true) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        for app in ["Music", "Timer", "Mail"] { sim.system.activateSceneSession(applicationName: app) }
        sim.handle(.resize(size))
        if arranged {
            let quarters: [ArrangePreset] = [.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter]
            for (w, q) in zip(sim.desktop.windows, quarters) { sim.desktop.arrange(w, q) }
            sim.system.update()  // the scenes take their new sizes' traits
        }
        sim.drawsOnlyChangedWindows = tracking
        return sim
    }

    static func frame(_ sim: Simulator) -> Canvas {
        var canvas = Canvas(size: sim.desktop.size)
        sim.render(into: &canvas)
        return canvas
    }

    /// The first cell where two frames differ, with its row both ways, for a failure message.
    static func firstDifference(_ a: Canvas, _ b: Canvas) -> String {
        guard a.size == b.size else { return "sizes \(a.size) and \(b.size)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                return "row \(y) column \(x) (\(a[x, y]) against \(b[x, y])):\n  tracked: \(a.rowText(y))\n  whole:   \(b.rowText(y))"
            }
        }
        return "no difference"
    }

    /// The keys that open a mode or panel over the desktop (window mode, column resizing, the
    /// key map, the traits panel): every window is drawn while one is up.
    static let modalKeys: [KeyEvent] = [.ctrl("w"), .ctrl("r"), KeyEvent(.function(12)), KeyEvent(.function(1))]

    /// Random input aimed at the windows: mostly keys and clicks, some wheel turns, drags,
    /// pastes and ticks (a running timer reads the clock), now and then a mode opened and a few
    /// keys in it, or a resize.
    static func events(seed: UInt64, count: Int) -> [Event] {
        var r = TwoEngineTests.Stream(state: seed)
        let keys = TwoEngineTests.keys.filter { !modalKeys.contains($0) }
        var size = Self.size, time = 0.0
        var out: [Event] = []
        while out.count < count {
            switch r.next(48) {
            case 0..<24: out.append(.key(keys[r.next(keys.count)]))
            case 24..<34: out += TwoEngineTests.click(&r, in: size, dragsOneIn: 8)
            case 34, 35: out.append(TwoEngineTests.wheel(&r, in: size))
            case 36: out.append(.paste("hello"))
            case 37:
                size = Size(width: 60 + r.next(160), height: 20 + r.next(35))
                out.append(.resize(size))
            case 38:
                out.append(.key(modalKeys[r.next(modalKeys.count)]))
                for _ in 0..<r.next(4) { out.append(.key(TwoEngineTests.keys[r.next(TwoEngineTests.keys.count)])) }
                out.append(.key(KeyEvent(.escape)))
            default:
                time += Double(1 + r.next(5)) / 10
                out.append(.tick(time))
            }
        }
        return out
    }

    @Test("Across random keys, clicks, drags, pastes, ticks and resizes on a desktop of four windows, every frame equals the frame drawn whole",
          arguments: [(true, UInt64(1)), (true, 2), (false, 3), (false, 4)])
    func framesEqualWholeDraws(arranged: Bool, seed: UInt64) throws {
        let tracked = try Self.desktop(arranged: arranged), whole = try Self.desktop(arranged: arranged, tracking: false)
        var copied = 0, controllers = 0
        for (i, event) in Self.events(seed: seed, count: 600).enumerated() {
            tracked.handle(event)
            whole.handle(event)
            let a = Self.frame(tracked), b = Self.frame(whole)
            copied += tracked.desktop.windowsCopied
            controllers += tracked.desktop.controllersCopied
            #expect(whole.desktop.windowsCopied == 0)
            guard a == b else {
                Issue.record("event \(i) (\(event)): \(Self.firstDifference(a, b))")
                return
            }
        }
        // Not a test that passes by never copying: most frames keep some window.
        #expect(copied > 200, "only \(copied) windows copied in 600 frames")
        // (Fewer since a key draws its window alone: the other windows of its app are copied whole.)
        #expect(controllers > 50, "only \(controllers) lists and text views copied in 600 frames")
    }

    @Test("A key in a Mail window draws that window alone: the other Mail window, Music's and Timer's are copied")
    func keyRedrawsItsWindow() throws {
        let sim = try Self.desktop()
        _ = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 0, "the first frame draws everything")
        _ = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 4, "a frame with no event between copies every window")
        // The last window opened (Mail, bottom right) has focus.
        #expect(sim.desktop.focusedWindow?.scene?.session.applicationName == "Mail")
        sim.handle(.key(KeyEvent(.down)))
        _ = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 3, "the focused Mail window drawn; the other Mail window, Music and Timer copied")
    }

    @Test("A key in one Timer window draws another showing the same model (its manifest let through two windows): the model marks every face (setNeedsDisplay)")
    func sharedModelMarksItsWindows() throws {
        // Timer keeps one window; the same app with a manifest that supports multiple scenes
        // shows one model in two.
        let timer = try #require(try DemoCatalog.makeApplications().applications.first { $0.name == "Timer" })
        var manifest = timer.manifest
        manifest.supportsMultipleScenes = true
        let sim = Simulator(size: Self.size)
        sim.system.register(try Application(name: "Timer", manifest: manifest, delegate: TimerAppDelegate(), sceneDelegateClasses: [
            "TimerSceneDelegate": TimerSceneDelegate.self, "TimerExternalSceneDelegate": TimerExternalSceneDelegate.self]))
        sim.system.activateSceneSession(applicationName: "Timer")
        sim.system.activateSceneSession(applicationName: "Timer")
        sim.handle(.resize(Self.size))
        let windows = sim.desktop.windows
        try #require(windows.count == 2)
        sim.desktop.arrange(windows[0], .leftHalf)
        sim.desktop.arrange(windows[1], .rightHalf)
        sim.system.update()
        sim.drawsOnlyChangedWindows = true
        _ = Self.frame(sim)
        _ = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 2)
        func states(_ canvas: Canvas) -> [Bool] {
            windows.map { w in
                (w.frame.y..<w.frame.maxY).contains { y in
                    String(canvas.rowText(y).unicodeScalars.dropFirst(w.frame.x).prefix(w.frame.width)).contains("running")
                }
            }
        }
        sim.handle(.key(.char(" ")))  // start, in the focused window
        let frame = Self.frame(sim)
        #expect(states(frame) == [true, true], "both windows show the running timer:\n\(frame.plainText())")
        #expect(sim.desktop.windowsCopied == 0, "the other window was marked by the model, not copied")
    }

    @Test("A timer that runs is drawn again on every tick (it reads the clock); the other windows are copied")
    func runningTimerRedrawsOnTicks() throws {
        let sim = try Self.desktop()
        let timer = try #require(sim.desktop.windows.first { $0.scene?.session.applicationName == "Timer" })
        sim.desktop.focus(timer)
        sim.handle(.key(.char(" ")))  // start
        sim.handle(.tick(1))
        let first = Self.frame(sim)
        sim.handle(.tick(2.5))
        let second = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 3)
        #expect(first.plainText() != second.plainText(), "the running timer's figure moved")
    }

    @Test("A controller changed outside an event shows once it asks with setNeedsDisplay(); without it the old frame stays (the contract)")
    func setNeedsDisplayRedraws() throws {
        let sim = try Self.desktop()
        // It breaks the contract on purpose, which the double-draw check (make test-damage) stops at.
        sim.checksDamage = false
        let music = try #require(sim.desktop.windows.first { $0.scene?.session.applicationName == "Music" })
        var queue = [try #require(music.rootViewController)]
        var list: ListViewController?
        while list == nil, !queue.isEmpty {
            let vc = queue.removeFirst()
            list = vc as? ListViewController
            queue += vc.children
        }
        let songs = try #require(list)
        let before = Self.frame(sim)
        songs.items = [ListItem("Changed Outside An Event")] + songs.items
        #expect(Self.frame(sim).plainText() == before.plainText(), "no event and no setNeedsDisplay(): the window is copied")
        songs.setNeedsDisplay()
        let after = Self.frame(sim)
        #expect(after.plainText().contains("Changed Outside An Event"))
        #expect(sim.desktop.windowsCopied == 3)
    }

    @Test("Cascaded windows under the focused one are copied too: what covers them paints the same cells again")
    func coveredWindowsCopied() throws {
        let sim = try Self.desktop(arranged: false), whole = try Self.desktop(arranged: false, tracking: false)
        for s in [sim, whole] { _ = Self.frame(s) }
        for key in [KeyEvent(.down), KeyEvent(.down), KeyEvent(.tab)] {
            sim.handle(.key(key))
            whole.handle(.key(key))
            let a = Self.frame(sim), b = Self.frame(whole)
            #expect(a == b, "\(Self.firstDifference(a, b))")
            #expect(sim.desktop.windowsCopied == 3, "the other Mail window, Music and Timer copied under the front Mail window")
        }
    }

    @Test("A window that stops covering another draws what it uncovers: the one under no longer has the same cover")
    func uncoveredWindowsDrawn() throws {
        // Moving a window through the scene system tells its delegate (everything is drawn then):
        // here the frame moves alone, as a window that stops covering another without that would.
        let sim = try Self.desktop(arranged: false), whole = try Self.desktop(arranged: false, tracking: false)
        for s in [sim, whole] { _ = Self.frame(s) }
        for s in [sim, whole] {
            let front = try #require(s.desktop.focusedWindow)
            front.frame = Rect(x: front.frame.x + 30, y: front.frame.y + 6, width: front.frame.width - 30, height: front.frame.height - 6)
        }
        let a = Self.frame(sim), b = Self.frame(whole)
        #expect(a == b, "\(Self.firstDifference(a, b))")
    }

    /// Mail alone at 160×45: mailboxes, messages and the message side by side.
    static func mail(tracking: Bool = true) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        sim.drawsOnlyChangedWindows = tracking
        return sim
    }

    @Test("Inside a window drawn again, the columns a key did not change are copied: ↓ in the messages draws only that list",
          arguments: [
              ([KeyEvent(.down)], 2, "the mailboxes and the message copied"),
              ([KeyEvent(.enter)], 1, "the message opened and focus moved from the list: the mailboxes copied"),
              ([KeyEvent(.tab), KeyEvent(.down)], 3, "focus in the message, which fits: ↓ moves nothing, every column copied"),
              ([.char("i")], 3, "the inspector opened: the columns narrowed, all but one drawn again — then the next key copies"),
              ([.ctrl("r"), KeyEvent(.right), KeyEvent(.right)], 1, "the first separator moved: the message beside copied"),
              ([.ctrl("r"), KeyEvent(.tab), KeyEvent(.left)], 1, "the second separator moved: the mailboxes copied"),
          ])
    func unchangedColumnsCopied(keys: [KeyEvent], copied: Int, why: String) throws {
        let sim = try Self.mail(), whole = try Self.mail(tracking: false)
        for s in [sim, whole] { _ = Self.frame(s) }
        var counts: [Int] = []
        for key in keys + [KeyEvent(.up)] {
            sim.handle(.key(key))
            whole.handle(.key(key))
            let a = Self.frame(sim), b = Self.frame(whole)
            #expect(a == b, "\(key): \(Self.firstDifference(a, b))")
            counts.append(sim.desktop.controllersCopied)
        }
        #expect(whole.desktop.controllersCopied == 0)
        if keys == [.char("i")] {
            #expect(counts[0] < 3 && counts[1] >= 3, "\(why): \(counts)")
        } else {
            #expect(counts[keys.count - 1] == copied, "\(why): \(counts)")
        }
    }

    @Test("A highlight moving in a list draws the two rows it moved between and copies the others; focus leaving draws them all")
    func selectionMoveDrawsTwoRows() throws {
        let sim = try Self.mail(), whole = try Self.mail(tracking: false)
        for s in [sim, whole] { _ = Self.frame(s) }
        let list = try #require((sim.desktop.focusedWindow?.rootViewController as? MailViewController)?.messageList)
        var drawn: [Int] = []
        for key in [KeyEvent(.down), KeyEvent(.down), KeyEvent(.up), KeyEvent(.tab)] {
            sim.handle(.key(key))
            whole.handle(.key(key))
            let a = Self.frame(sim), b = Self.frame(whole)
            #expect(a == b, "\(key): \(Self.firstDifference(a, b))")
            drawn.append(list.drawnRowCount)
        }
        #expect(Array(drawn.prefix(3)) == [2, 2, 2], "↓ ↓ ↑: two rows each: \(drawn)")
        #expect(drawn[3] > 2, "Tab: the list loses focus, its highlight's style changes: every row drawn: \(drawn)")
    }

    @Test("Only the built-in list and text views themselves are copied; a subclass may draw from properties of its own")
    func onlyBuiltInControllersCount() {
        final class Subclassed: ListViewController {}
        #expect(ListViewController(title: "L").countsDisplayChanges)
        #expect(TextViewController(title: "T").countsDisplayChanges)
        #expect(!Subclassed(title: "S").countsDisplayChanges)
        #expect(!NavigationController(rootViewController: ListViewController(title: "L")).countsDisplayChanges)
    }

    @Test("Every property a list or a text view draws moves its display version")
    func displayVersionMoves() {
        let list = ListViewController(title: "L", items: [ListItem("a"), ListItem("b"), ListItem("c")])
        let text = TextViewController(title: "T", body: "body")
        func moves(_ vc: ViewController, _ change: () -> Void) -> Bool {
            let before = vc.displayVersion
            change()
            return vc.displayVersion != before
        }
        #expect(moves(list) { list.items.append(ListItem("d")) })
        #expect(moves(list) { list.items[0].isEmphasized = true })
        #expect(moves(list) { list.select(2) })
        #expect(!moves(list) { list.select(2) }, "the same row again changes nothing")
        #expect(moves(list) { list.scroll(to: 1) })
        #expect(moves(list) { list.showsDisclosureIndicatorsWhenCollapsed = true })
        #expect(moves(list) { list.contentUnavailableConfiguration = ContentUnavailableConfiguration(text: "None") })
        #expect(moves(list) { list.applyTraitCollection(TraitCollection(horizontalSizeClass: .compact)) })
        #expect(moves(list) { list.setNeedsDisplay() })
        #expect(moves(text) { text.body = "another body" })
        #expect(moves(text) { text.header = [("From:", "me")] })
        #expect(moves(text) { text.placeholder = "Nothing" })
        #expect(moves(text) { text.followsReadableWidth = true })
        text.body = (1...80).map { "line \($0)" }.joined(separator: "\n")
        text.layout(in: Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(moves(text) { _ = text.handleMouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1)), in: Rect(x: 0, y: 0, width: 40, height: 10)) })
    }

    @Test("The hint bar's row is copied while its hints, badge and message stay; a front then compares nothing there")
    func hintBarRow() throws {
        let sim = try Self.desktop()
        var last = Self.frame(sim)
        let bar = Self.size.height - 1
        /// The rows a front finds changed from the frame before, for `key`.
        var barCopied = false
        func changedRows(after key: KeyEvent) -> Set<Int> {
            sim.handle(.key(key))
            let frame = Self.frame(sim)
            defer { last = frame }
            barCopied = !frame.mayDiffer(inRow: bar)
            return Set(frame.changes(from: last).map(\.y))
        }
        // ↓ and ↑ in Mail's list change the list, not what the bar offers: the row is copied.
        _ = changedRows(after: KeyEvent(.down))
        let down = changedRows(after: KeyEvent(.down))
        #expect(barCopied)
        let up = changedRows(after: KeyEvent(.up))
        #expect(barCopied && !down.isEmpty && !down.contains(bar) && !up.contains(bar))
        #expect(sim.system.frameCache.frame(of: sim.desktop).hintBarRow != nil)
        // Window mode changes the bar (its badge and keys), and leaving it changes it back.
        #expect(changedRows(after: .ctrl("w")).contains(bar))
        #expect(sim.system.frameCache.frame(of: sim.desktop).hintBarRow == nil, "window mode draws over the desktop: the row may hold more than the bar")
        #expect(changedRows(after: KeyEvent(.escape)).contains(bar))
        // Whatever was copied, the frame is the frame drawn whole.
        let whole = try Self.desktop(tracking: false)
        for key in [KeyEvent(.down), KeyEvent(.down), KeyEvent(.up), .ctrl("w"), KeyEvent(.escape)] { whole.handle(.key(key)) }
        let a = last, b = Self.frame(whole)
        #expect(a == b, "\(Self.firstDifference(a, b))")
    }

    @Test("With drawsOnlyChangedWindows false every window is drawn every frame")
    func switchOff() throws {
        let sim = try Self.desktop(tracking: false)
        _ = Self.frame(sim)
        _ = Self.frame(sim)
        #expect(sim.desktop.windowsCopied == 0)
    }

    @Test("The frame cache keeps a last frame per desktop; a detached desktop's goes, and a new desktop starts with none")
    func frameCachePerDesktop() throws {
        let cache = FrameCache(), size = Size(width: 20, height: 5)
        let first = Desktop(size: size), second = Desktop(size: size)
        cache.frame(of: first).canvas = Canvas(size: size)
        #expect(cache.frame(of: first).canvas != nil)
        #expect(cache.frame(of: second).canvas == nil, "another desktop has no frame of its own yet")
        cache.frame(of: second).canvas = Canvas(size: size)
        cache.forget(second)
        #expect(cache.frame(of: second).canvas == nil, "forgotten when its terminal detached")
        #expect(cache.frame(of: first).canvas != nil)
        // Whatever address it gets, a new desktop starts with no frame.
        for _ in 0..<8 { #expect(cache.frame(of: Desktop(size: size)).canvas == nil) }
        let epoch = cache.epoch
        cache.invalidateAll()
        #expect(cache.epoch != epoch)
    }
}
