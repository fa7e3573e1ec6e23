import DemoApps
import Testing
@testable import SceneryKit

/// Issue 31: layout makes one map of regions per window; drawing paints where it says and a
/// click meets what it says.
@Suite("The region map")
struct RegionMapTests {
    /// The text drawn in `rect`, rows joined by spaces.
    static func drawn(_ canvas: Canvas, in rect: Rect) -> String {
        let r = rect.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        var text = ""
        for y in r.y..<max(r.y, r.maxY) {
            if y > r.y { text += " " }
            for x in r.x..<max(r.x, r.maxX) where !canvas[x, y].isContinuation { text.append(canvas[x, y].grapheme) }
        }
        return text
    }

    /// What a clickable region must show: its label, or where it has less room than the label
    /// the label's start cut with `…` (a button's brackets and a tab's glyph may stand around it).
    static func shows(_ label: String, in text: String, width: Int) -> Bool {
        let words = label.trimmingCharacters(in: .whitespaces)
        if words.isEmpty || text.contains(words) { return true }
        // A list row's title cut short beside its accessory: its start, then `…`.
        if (1..<words.count).contains(where: { text.contains(words.prefix($0) + "…") }) { return true }
        guard DisplayWidth.of(words) >= width - 1, let first = words.first else { return false }
        return text.contains(first) && (text.contains("…") || text.contains("..."))
    }

    @Test("Across random events on every demo app, every clickable region of the front window shows its text inside it",
          arguments: ["Mail", "Music", "Preview", "first screen"])  // Timer and Race draw no bars
    func clickableRegionsShowTheirText(app: String) throws {
        let sim = try DemoDrive.simulator(app)
        var checked = 0
        DemoDrive.run(sim, app: app, salt: 5, count: 300) { i, event, canvas in
            sim.render(into: &canvas)
            // Only what nothing lies over: the front window, no menu or key map on top.
            guard sim.mode == nil || sim.mode?.isWindow == true, !sim.isShowingTraits, let front = sim.desktop.focusedWindow else { return true }
            let map = front.regionMap
            for (index, region) in map.regions.enumerated() where !region.clip.isEmpty {
                // What a sheet covers is not clickable: the map's topmost region there is the sheet's.
                guard case .item(let label) = region.role, map.index(at: Point(x: region.clip.x, y: region.clip.y)) == index else { continue }
                let text = Self.drawn(canvas, in: region.clip)
                checked += 1
                if !Self.shows(label, in: text, width: region.clip.width) {
                    Issue.record("\(app), after event \(i) (\(event)): \"\(label)\" at \(region.rect) shows \"\(text)\"\n\(map)")
                    return false
                }
            }
            return true
        }
        #expect(checked > 100, "\(app): too few clickable regions were seen to mean anything (\(checked))")
    }

    /// Mail at 120×40, laid out.
    private static func mail() throws -> Simulator {
        let sim = try DemoDrive.simulator("Mail")
        sim.layout()
        return sim
    }

    @Test("The map says where Mail's Inbox column is, and a click there goes through the split view to that list")
    func inboxColumn() throws {
        let sim = try Self.mail()
        let window = try #require(sim.desktop.focusedWindow)
        let map = window.regionMap
        let inbox = try #require(map.regions.first { $0.role == .content && $0.controller.title == "Inbox" && $0.controller is ListViewController })
        let list = try #require(inbox.controller as? ListViewController)
        #expect(inbox.rect.width > 10 && inbox.rect.height > 10)
        #expect(inbox.rect == list.frame)
        // The chain a click in its third row passes through: the split view first, the list last.
        let row = try #require(list.rowRect(2))
        #expect(inbox.rect.contains(Point(x: row.x, y: row.y)))
        let p = Point(x: row.x + 2, y: row.y)
        let chain = map.controllers(at: p)
        #expect(chain.first is SplitViewController)
        #expect(chain.last === list)
        sim.handle(.mouse(MouseEvent(.press, at: p)))
        sim.handle(.mouse(MouseEvent(.release, at: p)))
        #expect(list.selectedIndex == 2)
        // And the map reads as text, one line a region, indented by depth.
        #expect(map.description.contains("    content  ListViewController \"Inbox\"  \(inbox.rect)"))
    }

    @Test("Regions are back to front: a child lies over its container, a container's own items over its children")
    func zOrder() throws {
        let map = try #require(try Self.mail().desktop.focusedWindow).regionMap
        for (i, r) in map.regions.enumerated() {
            guard let parent = r.parent else { continue }
            #expect(parent < i, "a region comes after the container that placed it")
            #expect(map.regions[parent].clip.contains(Point(x: r.clip.x, y: r.clip.y)) || r.clip.isEmpty,
                    "\(r.controller.title) \(r.rect) is clipped to its container \(map.regions[parent].rect)")
        }
        // A separator is the split view's, so a press on it starts a drag there.
        let separator = try #require(map.regions.first { $0.role == .separator })
        #expect(separator.controller is SplitViewController)
        #expect(map.index(at: Point(x: separator.rect.x, y: separator.rect.y + 5)).map { map.regions[$0].role } == .separator)
    }

    @Test("A click on a row of Mail's overlaid Mailboxes opens that mailbox: the split view picks the column in front, not the dimmed one behind")
    func overlaidColumnInFront() throws {
        // At 88 columns `s` `s` lays the Mailboxes and the Inbox over the dimmed message.
        let size = Size(width: 88, height: 24)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Mail")
        sim.handle(.resize(size))
        for k in try KeyNotation.parse("ss") { sim.handle(.key(k)) }
        let mail = try #require(sim.desktop.focusedWindow?.rootViewController as? MailViewController)
        try #require(mail.currentLayout.columns.filter { $0.placement == .overlaid }.map(\.column) == [.primary, .supplementary])
        let rows = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)
        let y = try #require(rows.firstIndex { $0.hasPrefix("│   Sent ") }, "\(rows.joined(separator: "\n"))")
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: 5, y: y))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: 5, y: y))))
        #expect(mail.currentMailboxIdentifier == "sent", "the click on Sent at row \(y) went to \(mail.currentMailboxIdentifier)")
    }

    @Test("A container's items lie over its children in the map: a click on a tab in the iPad strip, which shares the navigation bar's row, chooses the tab")
    func itemsOverChildren() throws {
        let size = Size(width: 90, height: 50)
        let sim = try DemoCatalog.makeSimulator(size: size, app: "Music")
        sim.handle(.resize(size))
        let music = try #require(sim.desktop.focusedWindow?.rootViewController as? MusicViewController)
        #expect(music.placement == .topBar)
        let row = sim.frame(size: size).plainText().split(separator: "\n").map(String.init)[1]
        let radio = try #require(row.range(of: "Radio"), "\(row)")
        let x = row.distance(from: row.startIndex, to: radio.lowerBound) + 1
        sim.handle(.mouse(MouseEvent(.press, at: Point(x: x, y: 1))))
        sim.handle(.mouse(MouseEvent(.release, at: Point(x: x, y: 1))))
        #expect(music.selectedTab?.title == "Radio", "the click on the strip's Radio at \(x),1 chose \(music.selectedTab?.title ?? "nothing")")
    }

    @Test("Across random states of every demo, each cell of a clickable item is the item's in the map, and its click reaches the item's controller: nothing placed under the container lies over it",
          arguments: ["Mail", "Music", "Preview", "first screen"])
    func itemsOnTop(app: String) throws {
        var checked = 0
        for size in [Size(width: 120, height: 40), Size(width: 90, height: 50)] {
            let sim = try DemoDrive.simulator(app, size: size)
            DemoDrive.run(sim, app: app, salt: 9, count: 200) { i, event, _ in
                guard let front = sim.desktop.focusedWindow else { return true }
                let map = front.regionMap
                for (index, region) in map.regions.enumerated() where !region.clip.isEmpty {
                    guard case .item(let label) = region.role, let parent = region.parent else { continue }
                    for y in region.clip.y..<region.clip.maxY {
                        for x in region.clip.x..<region.clip.maxX {
                            let p = Point(x: x, y: y)
                            guard let top = map.index(at: p), top != index else {
                                // Topmost there: the click's chain ends at the item's controller.
                                if map.controllers(at: p).last !== region.controller {
                                    Issue.record("\(app) \(size), after event \(i): a click on \"\(label)\" at \(p) does not reach its controller")
                                    return false
                                }
                                checked += 1
                                continue
                            }
                            // Only another layer (a sheet) or another item of the same container may lie over it.
                            let over = map.regions[top]
                            let sibling = over.parent == parent && over.role != .content
                            let placedUnderContainer = !sibling && Self.descends(top, from: parent, in: map)
                            if placedUnderContainer {
                                Issue.record("\(app) \(size), after event \(i) (\(event)): \"\(label)\" at \(p) lies under \(map.regions[top].role) of \(type(of: map.regions[top].controller))\n\(map)")
                                return false
                            }
                        }
                    }
                }
                return true
            }
        }
        #expect(checked > 1000, "\(app): too few item cells were seen to mean anything (\(checked))")
    }

    /// Whether region `r` was placed, at any depth, by the container whose content region is `ancestor`.
    static func descends(_ r: Int, from ancestor: Int, in map: RegionMap) -> Bool {
        var j = map.regions[r].parent
        while let k = j {
            if k == ancestor { return true }
            j = map.regions[k].parent
        }
        return false
    }
}

/// A 0.2 control that declares `hitRegions` and hit-tests in `handleMouse(_:in:)`.
private final class LegacyControl: ViewController {
    var presses: [Point] = []
    let spot = Rect(x: 3, y: 1, width: 4, height: 1)
    @available(*, deprecated)
    override var hitRegions: [(Rect, Region.Role)] { [(spot, .item("Go"))] }
    override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        guard event.kind == .press, spot.contains(event.position) else { return false }
        presses.append(event.position)
        return true
    }
}

@Suite struct RegionMapBridgeTests {
    @Test("A controller that still overrides hitRegions (deprecated) is in the map, and a press on its region reaches its handleMouse")
    func legacyHitRegions() throws {
        let control = LegacyControl(title: "Legacy")
        let frame = Rect(x: 0, y: 0, width: 20, height: 3)
        let map = RegionMap(root: { control.frame = frame; return control }())
        #expect(map.regions.contains { $0.role == .item("Go") && $0.rect == control.spot })
        #expect(control.handleMouseIncludingPresentation(MouseEvent(.press, at: Point(x: 4, y: 1)), in: frame))
        #expect(!control.handleMouseIncludingPresentation(MouseEvent(.press, at: Point(x: 12, y: 1)), in: frame))
        #expect(control.presses == [Point(x: 4, y: 1)])
    }
}
