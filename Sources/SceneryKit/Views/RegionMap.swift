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
        for b in p.sheetBar?.buttons ?? [] {
            regions.append(Region(controller: p, rect: b.rect, clip: b.rect.intersection(root.frame), role: .item(b.label), parent: top))
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
        for (rect, role) in c.hitRegions {
            regions.append(Region(controller: c, rect: rect, clip: rect.intersection(clip), role: role, parent: me))
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

    /// Sends a mouse event to the controllers under it, outermost first: each takes the clicks
    /// on what it drew itself (a container its bars and separators) and lets the others go on;
    /// the first that takes it ends the walk, as UIKit's hit-test finds the deepest view and its
    /// containers' gesture recognizers see the touch first. Returns the controller that took it:
    /// the drags and the release that follow go to it. What lies under a dimmed sheet, and the
    /// sheet's grabber and bar, are the presentation's.
    @discardableResult
    public func dispatch(_ event: MouseEvent) -> ViewController? {
        guard let i = index(at: event.position) else { return nil }
        let hit = regions[i]
        let chain = controllers(under: i)
        // The presentation belongs to the presenter's host (the window's root, its context), also
        // when a child presented it: keys and clicks meet the same sheet.
        let presenter = hit.role == .dimming ? hit.controller : chain.first?.presentingViewController?.presentationHost
        if let presenter, presenter.handlePresentationMouse(event, role: hit.role) { return presenter }
        // A right click on a controller with a context-menu interaction (the deepest one there)
        // shows its menu; a list's rows keep their own.
        if event.kind == .press, event.button == 3, let c = chain.last(where: { !$0.interactions.isEmpty }),
           !chain.drop(while: { $0 !== c }).dropFirst().contains(where: { ($0 as? ListViewController)?.contextMenu != nil }),
           c.showContextMenu(at: event.position) {
            return c
        }
        // A controller showing its content-unavailable configuration takes the event (its
        // button runs on a press); what it placed is not there to get it.
        for c in chain where c.handleContentUnavailableMouse(event) || c.handleMouse(event, in: c.frame) { return c }
        return nil
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
