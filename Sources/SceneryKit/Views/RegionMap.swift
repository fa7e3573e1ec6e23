import TerminalCanvas

/// One rectangle of a window as its last layout left it: whose it is, where it is, what shows
/// of it, and what a click on it does.
public struct Region {
    /// What a click on a region meets.
    public enum Role: Equatable, Sendable {
        /// A controller's own rectangle (its children's regions lie over it).
        case content
        /// A clickable thing its controller drew with this text: a bar button, a tab, a row of
        /// tabs in a sidebar, an alert's action.
        case item(String)
        /// A split view's column separator, dragged to resize.
        case separator
        /// What lies under a dimmed sheet or around a popover: a press there dismisses it.
        case dimming
        /// A sheet's grabber: a press changes its detent.
        case grabber
    }

    /// The controller that laid the region out and gets the clicks on it.
    public let controller: ViewController
    /// The cells, in the terminal's coordinates (as a window's `frame`).
    public let rect: Rect
    /// The cells of `rect` that show: its containers' rectangles cut it.
    public let clip: Rect
    /// What a click meets.
    public let role: Role
    /// The index, in the map, of the content region of the container that placed this
    /// controller, within the same layer (a sheet starts its own); nil at a layer's root.
    public let parent: Int?
    /// Which of its controller's items this is (`RegionItem.tag`: a separator's index among
    /// the split view's, an action's index); 0 for a controller's own rectangle.
    public let tag: Int
    /// What a press on the item does; nil for a controller's own rectangle and the parts a
    /// presentation answers (dimming, grabber).
    let press: ((MouseEvent) -> Void)?

    init(controller: ViewController, rect: Rect, clip: Rect, role: Role, parent: Int?, tag: Int = 0, press: ((MouseEvent) -> Void)? = nil) {
        self.controller = controller; self.rect = rect; self.clip = clip; self.role = role
        self.parent = parent; self.tag = tag; self.press = press
    }
}

/// A clickable thing a controller drew itself — a bar button, a tab, a menu row, a separator —
/// as its layout left it: its cells, what a click meets, which one it is, and what a press on it
/// does. A controller lists them in `regionItems`; the region map lays them over its children
/// and, when a press lands on one, runs its `press` (the drags and the release that follow go to
/// the controller's `handleMouse(_:in:)`). The controller keeps no list of its own to hit-test.
public struct RegionItem {
    /// The cells, in the terminal's coordinates.
    public var rect: Rect
    /// What a click meets (`.item(title)`, `.separator`).
    public var role: Region.Role
    /// Which one it is among its controller's items, for readers of the map (a separator's
    /// index, a row's).
    public var tag: Int
    /// What a press on it does.
    public var press: (MouseEvent) -> Void

    /// An item at `rect` whose press runs `press`.
    public init(_ rect: Rect, _ role: Region.Role, tag: Int = 0, press: @escaping (MouseEvent) -> Void) {
        self.rect = rect; self.role = role; self.tag = tag; self.press = press
    }
}

/// The regions of one window in z-order, back to front, as its last layout made them: each
/// controller's rectangle, the children it placed (with `layoutChild(_:in:)`) over it, then the
/// clickable things it drew itself over those; a presented sheet, over what dims under it, on
/// top. Drawing reads the same rectangles (every controller's `frame`) and input hit-tests the
/// map, so a click lands where the thing was drawn.
///
/// Reading it answers "where is the Inbox column and what happens when I click it": the region
/// whose controller is titled `Inbox`, its rect, and `controllers(at:)` — the controllers a
/// click there is offered to, outermost first (`dispatch`).
public struct RegionMap: CustomStringConvertible {
    /// Back to front.
    public private(set) var regions: [Region] = []

    /// An empty map (a window too small to show its content).
    public init() {}

    /// The map of `root` laid out in its `frame`, with the sheet it presents.
    public init(root: ViewController) {
        add(root, clip: root.frame, parent: nil)
        guard let p = root.presentedViewController, let sheet = p.sheetFrame else { return }
        regions.append(Region(controller: root, rect: root.frame, clip: root.frame, role: .dimming, parent: nil))
        let top = regions.count
        add(p, clip: sheet.rect.intersection(root.frame), parent: nil, rect: sheet.rect)
        if sheet.showsGrabber {
            let grabber = Rect(x: sheet.rect.x, y: sheet.rect.y, width: sheet.rect.width, height: 1)
            regions.append(Region(controller: p, rect: grabber, clip: grabber.intersection(root.frame), role: .grabber, parent: top))
        }
        for item in p.sheetBar?.regionItems(owner: p) ?? [] {
            regions.append(Region(controller: p, rect: item.rect, clip: item.rect.intersection(root.frame), role: item.role,
                                  parent: top, tag: item.tag, press: item.press))
        }
    }

    private mutating func add(_ c: ViewController, clip: Rect, parent: Int?, rect: Rect? = nil) {
        let me = regions.count
        let r = rect ?? c.frame
        regions.append(Region(controller: c, rect: r, clip: r.intersection(clip), role: .content, parent: parent))
        for child in c.placedChildren {
            add(child, clip: child.frame.intersection(clip), parent: me)
        }
        // What a controller draws itself (bars, tabs, separators) goes over its children, as a
        // tab strip is drawn over the navigation bar's row it shares.
        for item in c.regionItems {
            regions.append(Region(controller: c, rect: item.rect, clip: item.rect.intersection(clip), role: item.role,
                                  parent: me, tag: item.tag, press: item.press))
        }
    }

    /// The index of the topmost region whose visible cells hold `p`.
    public func index(at p: Point) -> Int? {
        regions.indices.last { regions[$0].clip.contains(p) }
    }

    /// The controllers a click at `p` passes through, outermost first: those of its layer's
    /// root down to the controller of the topmost region there.
    public func controllers(at p: Point) -> [ViewController] {
        index(at: p).map(controllers(under:)) ?? []
    }

    private func controllers(under i: Int) -> [ViewController] {
        var chain: [ViewController] = []
        var next: Int? = i
        while let j = next {
            // A controller's own item is followed by its content region: each is asked once.
            if chain.last !== regions[j].controller { chain.append(regions[j].controller) }
            next = regions[j].parent
        }
        return chain.reversed()
    }

    /// Sends a mouse event to what lies under it. The map decides: the topmost region there is
    /// the target, and the controllers from its layer's root down to the region's owner form the
    /// walk. Containers see it first, outermost first, each told which of its children the click
    /// goes on to (`handleMouse(_:toward:)`: a split view focuses that column), as UIKit's
    /// containers' gesture recognizers see a touch before the deepest view; the first that takes
    /// it ends the walk. Then the owner: a press on an item runs the item's `press`; anything
    /// else (a click on its own rectangle, the wheel) goes to the owner's `handleMouse(_:in:)`.
    /// Returns the controller that took it: the drags and the release that follow go to it.
    /// What lies under a dimmed sheet and the sheet's grabber are the presentation's.
    @discardableResult
    public func dispatch(_ event: MouseEvent) -> ViewController? {
        guard let i = index(at: event.position) else { return nil }
        let hit = regions[i]
        let chain = controllers(under: i)
        // The presentation belongs to the presenter's host (the window's root, its context), also
        // when a child presented it: keys and clicks meet the same sheet.
        if hit.role == .dimming || hit.role == .grabber {
            let presenter = hit.role == .dimming ? hit.controller : hit.controller.presentingViewController?.presentationHost
            return presenter.map { $0.handlePresentationMouse(event, role: hit.role) ? $0 : nil } ?? nil
        }
        // A right click on a controller with a context-menu interaction (the deepest one there)
        // shows its menu; a list's rows keep their own.
        if event.kind == .press, event.button == 3, let c = chain.last(where: { !$0.interactions.isEmpty }),
           !chain.drop(while: { $0 !== c }).dropFirst().contains(where: { ($0 as? ListViewController)?.contextMenu != nil }),
           c.showContextMenu(at: event.position) {
            return c
        }
        // A controller showing its content-unavailable configuration takes the event (its
        // button runs on a press); what it placed is not there to get it.
        for (c, next) in zip(chain, chain.dropFirst()) where c.handleContentUnavailableMouse(event) || c.handleMouse(event, toward: next) {
            return c
        }
        guard let owner = chain.last else { return nil }
        if event.kind == .press, let press = hit.press {
            press(event)
            return owner
        }
        // The wheel over a list's rows scrolls the list: what is not a press goes to the owner.
        return owner.handleContentUnavailableMouse(event) || owner.handleMouse(event, in: owner.frame) ? owner : nil
    }

    /// One line a region, indented under the container that placed it: its role, its
    /// controller's class and title, and its rectangle (`x,y WxH`).
    public var description: String {
        var depth: [Int] = []
        var lines: [String] = []
        for r in regions {
            let d = r.parent.map { depth[$0] + 1 } ?? 0
            depth.append(d)
            let role: String
            switch r.role {
            case .content: role = "content"
            case .item(let text): role = "item \"\(text)\""
            case .separator: role = "separator"
            case .dimming: role = "dimming"
            case .grabber: role = "grabber"
            }
            let name = "\(type(of: r.controller))" + (r.controller.title.isEmpty ? "" : " \"\(r.controller.title)\"")
            lines.append(String(repeating: "  ", count: d) + "\(role)  \(name)  \(r.rect)")
        }
        return lines.joined(separator: "\n")
    }
}
