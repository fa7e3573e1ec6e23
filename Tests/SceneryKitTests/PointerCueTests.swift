import DemoApps
import Testing
@testable import SceneryKit

/// Hovering (issue 46): with no button down, the pointer over a column separator shows `◀┃▶`
/// and over a window's resizing corner `◢`, where a press would start a drag — the cue iPadOS
/// gives by the pointer's shape. Only what the region map has on top there counts.
@Suite("Pointer: hover cues and the wheel")
struct PointerCueTests {
    static func mail(width: Int = 120) throws -> Simulator {
        let sim = try DemoCatalog.makeSimulator(size: Size(width: width, height: 40), app: "Mail")
        sim.handle(.resize(Size(width: width, height: 40)))
        return sim
    }

    static func move(_ sim: Simulator, _ x: Int, _ y: Int) { sim.handle(.mouse(MouseEvent(.move, button: 0, at: Point(x: x, y: y)))) }

    /// The first separator's column and its middle row on screen, from the split view itself.
    static func firstSeparator(_ sim: Simulator) throws -> (x: Int, middle: Int) {
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        let s = try #require(split.separators.first)
        return (split.frame.x + s.x, split.frame.y + split.frame.height / 2)
    }

    @Test("The pointer on a separator shows ◀┃▶ on its middle row; off it, the rule is plain again")
    func separatorCue() throws {
        let sim = try Self.mail()
        let plain = sim.frame(size: sim.desktop.size)
        let (x, middle) = try Self.firstSeparator(sim)
        #expect(plain.rowText(middle).contains("│"))
        Self.move(sim, x, 10)
        let hovered = sim.frame(size: sim.desktop.size)
        #expect(hovered.rowText(middle).contains("◀┃▶"), "\(hovered.rowText(middle))")
        #expect(hovered.rowText(10).contains("┃"))
        // A move is not a press: nothing is selected, no mode starts, the hint bar stays.
        #expect(hovered.rowText(39) == plain.rowText(39))
        Self.move(sim, x + 5, 10)
        #expect(sim.frame(size: sim.desktop.size) == plain)
    }

    @Test("Typing hides the cue, as iPadOS hides the pointer; a resize of the terminal too")
    func typingHides() throws {
        let sim = try Self.mail()
        let (x, middle) = try Self.firstSeparator(sim)
        Self.move(sim, x, 10)
        #expect(sim.frame(size: sim.desktop.size).rowText(middle).contains("◀┃▶"))
        sim.handle(.key(KeyEvent(.down)))
        #expect(!sim.frame(size: sim.desktop.size).rowText(middle).contains("◀"))
        Self.move(sim, x, 11)
        sim.handle(.resize(Size(width: 130, height: 40)))
        #expect(!sim.frame(size: sim.desktop.size).plainText().contains("◀┃▶"))
    }

    @Test("A press and drag from the hovered separator resize the columns as before")
    func dragAfterHover() throws {
        let sim = try Self.mail()
        let split = try #require(sim.desktop.focusedWindow?.rootViewController as? SplitViewController)
        let (x, _) = try Self.firstSeparator(sim)
        Self.move(sim, x, 10)
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: 10))))
        sim.handle(.mouse(MouseEvent(.drag, at: Point(x: x - 3, y: 10))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: x - 3, y: 10))))
        #expect(split.separators.first.map { split.frame.x + $0.x } == x - 3)
        #expect(split.activeSeparator == nil)
        // The pointer is still on the separator it moved: the cue is still there.
        let middle = split.frame.y + split.frame.height / 2
        #expect(sim.frame(size: sim.desktop.size).rowText(middle).contains("◀┃▶"))
    }

    @Test("The bottom corners show ◢ and ◣; a phone's screen, which cannot be resized, shows none")
    func cornerCue() throws {
        let sim = try Self.mail()
        let w = try #require(sim.desktop.focusedWindow)
        Self.move(sim, w.frame.maxX - 1, w.frame.maxY - 1)
        #expect(sim.frame(size: sim.desktop.size).rowText(w.frame.maxY - 1).hasSuffix("◢"))
        Self.move(sim, w.frame.x, w.frame.maxY - 1)
        #expect(sim.frame(size: sim.desktop.size).rowText(w.frame.maxY - 1).hasPrefix("◣"))
        Self.move(sim, w.frame.x + 10, w.frame.maxY - 1)
        #expect(!sim.frame(size: sim.desktop.size).rowText(w.frame.maxY - 1).contains("◣"))

        let phone = try DemoCatalog.makeSimulator(size: Size(width: 60, height: 30), app: "Mail")
        phone.useDevice(try #require(DeviceProfile.named("iPhone 16")))
        phone.handle(.resize(Size(width: 60, height: 30)))
        let pw = try #require(phone.desktop.focusedWindow)
        Self.move(phone, pw.frame.maxX - 1, pw.frame.maxY - 1)
        #expect(!phone.frame(size: phone.desktop.size).plainText().contains("◢"))
    }

    @Test("No cue where the region map has something else on top: sidebars overlaid, a menu open")
    func onlyWhatIsOnTop() throws {
        // At 88 columns, `s` lays the Inbox over the message (`▒` its shade): no separator to drag.
        let narrow = try Self.mail(width: 88)
        narrow.handle(.key(.char("s")))
        let split = try #require(narrow.desktop.focusedWindow?.rootViewController as? SplitViewController)
        #expect(split.currentLayout.columns.contains { $0.placement == .overlaid })
        #expect(narrow.frame(size: narrow.desktop.size).rowText(10).contains("▒"))
        for x in 0..<88 {
            Self.move(narrow, x, 10)
            #expect(!narrow.frame(size: narrow.desktop.size).rowText(20).contains("◀"), "a cue at column \(x)")
        }
        // The menu bar over the desktop takes the pointer.
        let sim = try Self.mail()
        let (x, _) = try Self.firstSeparator(sim)
        sim.handle(.key(KeyEvent(.function(10))))
        Self.move(sim, x, 10)
        #expect(!sim.frame(size: sim.desktop.size).plainText().contains("◀┃▶"))
    }

    @Test("With damage tracking, a cue shown, moved to another window and taken away gives the frame drawn whole")
    func damageTracked() throws {
        // Four windows in quarters of a desktop wide enough for Mail's and Music's columns to tile.
        func desktop(tracking: Bool) throws -> Simulator {
            let size = Size(width: 240, height: 50)
            let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
            for app in ["Music", "Timer", "Mail"] { sim.system.activateSceneSession(applicationName: app) }
            sim.handle(.resize(size))
            for (w, q) in zip(sim.desktop.windows, [ArrangePreset.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter]) {
                sim.desktop.arrange(w, q)
            }
            sim.system.update()
            sim.drawsOnlyChangedWindows = tracking
            return sim
        }
        let tracked = try desktop(tracking: true), whole = try desktop(tracking: false)
        _ = DamageTrackingTests.frame(tracked)
        var points: [Point] = []
        for w in tracked.desktop.windows {
            points.append(Point(x: w.frame.maxX - 1, y: w.frame.maxY - 1))
            for split in Self.splitViews(in: w.rootViewController) {
                for s in split.separators { points.append(Point(x: split.frame.x + s.x, y: split.frame.y + 2)) }
            }
        }
        #expect(points.count >= 7, "\(points)")
        var cues = 0, copied = 0
        for p in points + [Point(x: 0, y: 0)] + points.reversed() {
            for sim in [tracked, whole] { Self.move(sim, p.x, p.y) }
            let a = DamageTrackingTests.frame(tracked), b = DamageTrackingTests.frame(whole)
            copied += tracked.desktop.windowsCopied
            if a.plainText().contains("◀┃") || a.plainText().contains("┃▶") || a.plainText().contains("◢") { cues += 1 }
            guard a == b else {
                Issue.record("pointer at \(p): \(DamageTrackingTests.firstDifference(a, b))")
                return
            }
        }
        #expect(cues >= points.count, "only \(cues) frames showed a cue")
        // Not a test that passes by never copying: a move redraws only the windows it concerns.
        #expect(copied > points.count, "only \(copied) windows copied")
    }

    @Test("The wheel scrolls the list under the pointer and leaves the selection and the message it shows")
    func wheelScrollsWithoutSelecting() throws {
        let sim = try Self.mail()
        let list = try #require(Self.lists(in: sim.desktop.focusedWindow?.rootViewController).first { $0.title == "Inbox" })
        let before = sim.frame(size: sim.desktop.size).plainText()
        #expect(before.contains("Re: orientation lock for the game"))
        let at = Point(x: list.frame.x + 3, y: list.frame.y + 2)
        for _ in 0..<2 { sim.handle(.mouse(MouseEvent(.scrollDown, button: 0, at: at))) }
        _ = sim.frame(size: sim.desktop.size)
        #expect(list.scrollOffset == 6, "two notches are six rows")
        #expect(list.selectedIndex == 0)
        let after = sim.frame(size: sim.desktop.size).plainText()
        #expect(after.contains("Re: orientation lock for the game"), "the message beside the list changed")
        #expect(!after.contains("Sophie Thompson · Re"), "the first row is still shown")
        // Far past the end it stops at the last page; the next arrow key brings the selection back.
        for _ in 0..<50 { sim.handle(.mouse(MouseEvent(.scrollDown, button: 0, at: at))) }
        _ = sim.frame(size: sim.desktop.size)
        #expect(list.items.count > list.frame.height + 6)
        #expect(list.scrollOffset == list.items.count - list.frame.height, "one notch a row list: the last page, no further")
        sim.handle(.key(KeyEvent(.down)))
        _ = sim.frame(size: sim.desktop.size)
        #expect(list.selectedIndex == 1 && list.scrollOffset <= 1)
    }

    static func lists(in vc: ViewController?) -> [ListViewController] {
        guard let vc else { return [] }
        return ((vc as? ListViewController).map { [$0] } ?? []) + vc.children.flatMap { lists(in: $0) }
    }

    static func splitViews(in vc: ViewController?) -> [SplitViewController] {
        guard let vc else { return [] }
        return (vc as? SplitViewController).map { [$0] } ?? [] + vc.children.flatMap { splitViews(in: $0) }
    }
}
