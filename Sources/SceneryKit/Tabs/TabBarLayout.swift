import TerminalCanvas

/// Where a tab bar controller's tabs go and how wide its sidebar is, for one window: a pure
/// function of the traits, the mode and the tabs, as ``ColumnAllocator`` is for split views.
/// The controller asks it at every layout; tests ask it directly.
public struct TabBarLayout: Equatable, Sendable {
    /// What the plan depends on, and nothing else.
    public struct Input: Equatable, Sendable {
        /// The window's content, in cells.
        public var width: Int, height: Int
        /// The idiom the window's traits give.
        public var idiom: UserInterfaceIdiom
        /// The window's width class.
        public var horizontalSizeClass: UserInterfaceSizeClass
        /// Points per cell (the window's `displayScale`).
        public var scale: CellScale
        /// `UITabBarController.Mode`.
        public var mode: TabBarController.Mode
        /// Whether a visible tab group is among the tabs (`.automatic` offers a sidebar only then).
        public var hasGroups: Bool
        /// The person's (or the code's) choice of hiding the sidebar; nil follows the window's shape.
        public var sidebarChosenHidden: Bool?
        /// The sidebar's preferred and minimum widths and the content's minimum beside it, in points.
        public var sidebarPreferredWidth = 224.0, sidebarMinimumWidth = 200.0, minimumContentWidth = 320.0

        /// An input with UIKit's sidebar widths (224 and 200 pt) and a 320 pt content minimum.
        public init(width: Int, height: Int, idiom: UserInterfaceIdiom, horizontalSizeClass: UserInterfaceSizeClass,
                    scale: CellScale, mode: TabBarController.Mode, hasGroups: Bool, sidebarChosenHidden: Bool? = nil) {
            self.width = width; self.height = height; self.idiom = idiom; self.horizontalSizeClass = horizontalSizeClass
            self.scale = scale; self.mode = mode; self.hasGroups = hasGroups; self.sidebarChosenHidden = sidebarChosenHidden
        }
    }

    /// Where the tabs are drawn.
    public let placement: TabBarController.Placement
    /// The sidebar's width in cells where one fits beside the content's minimum — shown or not —
    /// and nil where it does not (or the mode, idiom or width class offers none).
    public let sidebarWidth: Int?
    /// Whether the sidebar is put away: the person's choice, else a portrait-shaped window's default.
    public let isSidebarHidden: Bool

    /// The plan for `input`.
    public static func plan(_ input: Input) -> TabBarLayout {
        let width = sidebarWidth(input)
        let hidden = input.sidebarChosenHidden ?? hidesSidebarByDefault(input)
        let placement: TabBarController.Placement
        if width != nil && !hidden {
            placement = .sidebar
        } else {
            switch input.idiom {
            case .phone: placement = .bottomBar
            case .mac: placement = .toolbar
            case .vision: placement = .ornament
            default: placement = input.horizontalSizeClass == .compact ? .bottomBar : .topBar
            }
        }
        return TabBarLayout(placement: placement, sidebarWidth: width, isSidebarHidden: hidden)
    }

    /// The tabs a strip too narrow for all of them shows: from `offset` (the last one shown
    /// first, kept in range), `count` tabs whose widths (each label plus its two cells of
    /// padding) fit `room` — at least one — scrolled just far enough to keep `selected` in view.
    /// `widths` are the labels' display widths; an iPad strip scrolls this way (a Mac's toolbar
    /// cuts at `»` instead).
    public static func scrollStrip(widths: [Int], room: Int, selected: Int, offset: Int) -> (offset: Int, count: Int) {
        guard !widths.isEmpty else { return (0, 0) }
        let selected = min(max(0, selected), widths.count - 1)
        var offset = min(max(0, offset), widths.count - 1)
        if selected < offset { offset = selected }
        func visibleCount(from start: Int) -> Int {
            var used = 0, n = 0
            for w in widths[start...] { used += w + 2; if used > room { break }; n += 1 }
            return max(1, n)
        }
        while selected >= offset + visibleCount(from: offset) && offset < selected { offset += 1 }
        return (offset, visibleCount(from: offset))
    }

    /// Whether the mode lets the tabs become a sidebar on this idiom.
    static func sidebarAllowed(_ input: Input) -> Bool {
        guard [.pad, .mac, .unspecified].contains(input.idiom) else { return false }
        switch input.mode {
        case .tabBar: return false
        case .automatic: return input.hasGroups
        case .tabSidebar: return true
        }
    }

    /// The sidebar's width: its preferred width, narrowed to leave the content its minimum, and
    /// nil when even its minimum does not fit (or it is not allowed, or the width is compact).
    static func sidebarWidth(_ input: Input) -> Int? {
        guard sidebarAllowed(input), input.horizontalSizeClass != .compact else { return nil }
        let perColumn = input.scale.pointsPerColumn
        let minimum = Int((input.sidebarMinimumWidth / perColumn).rounded(.up))
        let preferred = Int((input.sidebarPreferredWidth / perColumn).rounded())
        let content = Int((input.minimumContentWidth / perColumn).rounded(.up))
        guard input.width >= minimum + 1 + content else { return nil }
        return min(preferred, input.width - 1 - content)
    }

    /// A portrait-shaped window hides the sidebar until someone shows it; a landscape-shaped
    /// one (and a Mac, always) shows it. Portrait is taller than wide in points.
    static func hidesSidebarByDefault(_ input: Input) -> Bool {
        input.idiom != .mac && input.scale.isPortrait(Size(width: input.width, height: input.height))
    }
}

extension CellScale {
    /// Whether cells of `size` are portrait in points (``PointSize/isPortrait``).
    public func isPortrait(_ size: Size) -> Bool {
        PointSize(width: Double(size.width) * pointsPerColumn, height: Double(size.height) * pointsPerRow).isPortrait
    }
}
