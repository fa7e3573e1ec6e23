import TerminalCanvas

/// Mutually exclusive panes of content with a tab bar, as `UITabBarController` with the iOS 18
/// tab API (`Tab`, `TabGroup`, `SearchTab`).
///
/// Where the tabs go follows the window's idiom and width (`placement`): a bar at the bottom
/// on iPhone and in compact width, a strip at the top sharing the navigation bar's row on
/// iPad, the toolbar row on Mac, a vertical ornament on the leading edge on Vision Pro. With
/// groups present (`mode` `.automatic`) the tabs can become a sidebar instead (`s`): shown by
/// default in a landscape-shaped window, turned back into a tab bar when it no longer fits and
/// brought back when there is room again. Each tab keeps its own view controller, so its
/// navigation stack and scroll position survive switching away and back.
open class TabBarController: ViewController {
    /// The sidebar's state, as `UITabBarController.Sidebar`.
    public final class Sidebar {
        /// The person's (or the code's) choice; nil follows the window's shape.
        var chosenHidden: Bool?
        weak var owner: TabBarController?
        /// Preferred and minimum widths in points (UIKit's sidebar column: 224 and 200).
        public var preferredWidth = 224.0
        /// The narrowest the sidebar gets, in points.
        public var minimumWidth = 200.0

        /// Whether the sidebar is put away. Until someone chooses, it follows the window:
        /// shown when landscape-shaped, hidden when portrait-shaped. Even when not hidden it
        /// only shows where it fits; otherwise the tabs are a tab bar.
        public var isHidden: Bool {
            get { chosenHidden ?? (owner?.hidesSidebarByDefault ?? false) }
            set { chosenHidden = newValue; owner?.relayout() }
        }
    }

    /// The top-level tabs in display order; groups carry their children.
    public var tabs: [Tab] { didSet { adoptTabs() } }
    /// Told when a tab is about to be and was selected, and when the sidebar shows or hides.
    public weak var delegate: TabBarControllerDelegate?
    /// Tab bar, sidebar, or let the idiom and window decide.
    public var mode = Mode.automatic { didSet { relayout() } }
    /// The sidebar's state: hidden or shown, its widths.
    public let sidebar = Sidebar()
    /// The selected tab: a leaf, or a group whose landing page shows (tab bar only). Setting it
    /// selects a tab without asking the delegate, as UIKit's `selectedTab` does; a tab that is
    /// not among `tabs` (or is hidden) is ignored.
    public var selectedTab: Tab? {
        get { currentTab }
        set {
            guard let tab = newValue, allTabs.contains(where: { $0 === tab }), !tab.isHidden else { return }
            show(tab)
            relayout()
        }
    }
    /// The selection as the controller keeps it.
    var currentTab: Tab?
    /// Where the tabs are, as of the last layout.
    public internal(set) var placement = Placement.topBar
    /// The narrowest the content may get beside a sidebar, in points.
    public var minimumContentWidth = 320.0
    /// The insets the tabs add to the content's safe area, as of the last layout.
    public var contentSafeAreaInsets: EdgeInsets { selectedViewController?.safeAreaInsets ?? .zero }

    /// Keys go to the bar or sidebar (after `Tab`) instead of the content.
    public internal(set) var isTabAreaFocused = false
    /// True while the `More` list (iPhone) or overflow list (Mac) is the content.
    public internal(set) var isShowingMore = false
    /// The sidebar row the keyboard is on when it is a section header (leaves follow selection).
    var sidebarCursor: Int?
    /// How far the iPad strip is scrolled, in items.
    var stripOffset = 0
    var hasLaidOut = false
    /// The tabs as last laid out: each item's cells (the click regions), what it is and its text.
    var tabItems: [TabItemLayout] = []
    var sidebarScroll = 0
    /// The iPad or Mac strip for the last layout: the navigation bar keeps clear of it and
    /// drawing uses it as it is.
    var strip = Strip(entries: [], width: 0)
    enum BarItem { case tab(Tab), more, sidebarToggle, section(TabGroup), edit, scrollBack, scrollForward }

    let moreList = ListViewController(title: "More")
    lazy var moreNavigation = NavigationController(rootViewController: moreList)

    /// A tab bar controller with `tabs`, the first selected.
    public init(tabs: [Tab] = [], title: String = "") {
        self.tabs = tabs
        super.init(title: title)
        sidebar.owner = self
        moreList.showsDisclosureIndicatorsWhenCollapsed = false
        moreList.onChoose = { [unowned self] i in
            let overflow = self.overflowTabs
            if overflow.indices.contains(i) { self.selectTab(overflow[i]) }
        }
        adoptTabs()
    }

    open override var title: String {
        get { super.title.isEmpty ? (selectedViewController?.title ?? "") : super.title }
        set { super.title = newValue }
    }

    // MARK: Tabs

    /// Every tab, depth first (groups before their children).
    public var allTabs: [Tab] {
        func walk(_ list: [Tab]) -> [Tab] { list.flatMap { t in [t] + ((t as? TabGroup).map { walk($0.children) } ?? []) } }
        return walk(tabs)
    }

    /// The tab with this identifier, at any depth (`tab(forIdentifier:)`).
    public func tab(forIdentifier identifier: String) -> Tab? { allTabs.first { $0.identifier == identifier } }

    func adoptTabs() {
        for t in allTabs { t.tabBarController = self }
        for case let g as TabGroup in allTabs {
            guard let nav = g.managingNavigationController else { continue }
            addChild(nav)
            nav.didPop = { [weak self, weak g] popped in
                guard let self, let g else { return }
                self.managedStackDidPop(popped, in: g)
            }
        }
        if let s = selectedTab, allTabs.contains(where: { $0 === s }), !s.isHidden { return }
        currentTab = nil
        if let first = barTabs.first(where: { $0.resolvedPlacement != .pinned }) ?? barTabs.first { show(first) }
    }

    /// Top-level tabs the tab bar shows, in order, pinned ones last.
    public var barTabs: [Tab] {
        let shown = tabs.filter { !$0.isHidden && $0.resolvedPlacement != .sidebarOnly }
        return shown.filter { $0.resolvedPlacement != .pinned } + shown.filter { $0.resolvedPlacement == .pinned }
    }

    /// One row of the sidebar.
    public enum SidebarRow: Equatable {
        /// A tab to choose; a group's heading, which folds.
        case tab(Tab), section(TabGroup)
        /// Whether the two are the same, as `hash(into:)` sees them.
        public static func == (a: SidebarRow, b: SidebarRow) -> Bool {
            switch (a, b) {
            case (.tab(let x), .tab(let y)): return x === y
            case (.section(let x), .section(let y)): return x === y
            default: return false
            }
        }
    }

    /// The sidebar's rows: pinned tabs (Search) first, as iPadOS puts search on top, then the
    /// other top-level tabs, then each group as a section with its children.
    public var sidebarRows: [SidebarRow] {
        let shown = tabs.filter { !$0.isHidden }
        var rows = shown.filter { $0.resolvedPlacement == .pinned }.map { SidebarRow.tab($0) }
        rows += shown.filter { $0.resolvedPlacement != .pinned && !($0 is TabGroup) }.map { .tab($0) }
        for case let g as TabGroup in shown {
            rows.append(.section(g))
            if g.isExpandedInSidebar { rows += g.visibleChildren.map { .tab($0) } }
        }
        return rows
    }

    var hasGroups: Bool { tabs.contains { $0 is TabGroup && !$0.isHidden } }

    // MARK: Selection

    /// The view controller on screen: the selected tab's, its managing group's navigation
    /// controller, or the `More` list.
    public var selectedViewController: ViewController? {
        if isShowingMore { return moreNavigation }
        guard let tab = selectedTab else { return nil }
        return tab.managingTabGroup?.managingNavigationController ?? tab.viewController
    }

    /// Selects `tab` as a person would: asks the delegate, keeps the old tab's place, shows the
    /// new one and tells the delegate. Returns false when refused.
    @discardableResult
    public func selectTab(_ tab: Tab) -> Bool {
        guard allTabs.contains(where: { $0 === tab }) else { return false }
        var target = tab
        // A group brings back its last child; in the sidebar a group is a section, not a
        // destination, so its first child stands in when it has no last one.
        if let g = tab as? TabGroup {
            target = g.selectedChild ?? (placement == .sidebar ? g.visibleChildren.first : nil) ?? g
        }
        guard delegate?.tabBarController(self, shouldSelectTab: target) ?? true else { return false }
        let previous = selectedTab
        show(target)
        delegate?.tabBarController(self, didSelectTab: target, previousTab: previous)
        return true
    }

    /// Makes `tab` the selection without asking: remembers the old tab's stack, records the
    /// choice in its groups and builds the managing stack.
    func show(_ tab: Tab) {
        if let previous = selectedTab, previous !== tab { rememberStack(of: previous) }
        currentTab = tab
        isShowingMore = false
        var child: Tab = tab
        while let g = child.parent { g.selectedChild = child; child = g }
        if let g = tab as? TabGroup, tab.managingTabGroup === g { g.selectedChild = nil }
        if tab.managingTabGroup != nil { buildManagedStack(for: tab) } else { addChild(tab.viewController) }
        relayout()
    }

    /// The managing stack for `tab`: each tab from the managing group down proposes its own
    /// view controller and the delegate may change that; then what was pushed above `tab`
    /// when it was left goes back on.
    func buildManagedStack(for tab: Tab) {
        guard let group = tab.managingTabGroup, let nav = group.managingNavigationController else { return }
        let path = tab.pathFromRoot.drop { $0 !== group }
        var stack: [ViewController] = []
        for t in path {
            let proposed = [t.viewController]
            stack += delegate?.tabBarController(self, displayedViewControllersFor: t, proposedViewControllers: proposed) ?? proposed
        }
        stack += tab.savedStackTail
        tab.savedStackTail = []
        nav.setViewControllers(stack)
    }

    /// Keeps what is pushed above a managed tab's own page, to put it back later.
    func rememberStack(of tab: Tab) {
        guard let nav = tab.managingTabGroup?.managingNavigationController else { return }
        let vcs = nav.viewControllers
        if let i = vcs.firstIndex(where: { tab.isViewControllerLoaded && $0 === tab.viewController }) {
            tab.savedStackTail = Array(vcs[(i + 1)...])
        }
    }

    /// Going back past a leaf's page selects its group again (its landing page).
    func managedStackDidPop(_ popped: ViewController, in group: TabGroup) {
        guard let tab = selectedTab, tab.isViewControllerLoaded, tab.viewController === popped, let parent = tab.parent else { return }
        currentTab = parent
        parent.selectedChild = nil
    }

    /// Builds the managing stack again, keeping what was pushed (after the sidebar came or went,
    /// since the delegate may answer differently).
    func refreshManagedStack() {
        guard let tab = selectedTab, tab.managingTabGroup != nil else { return }
        rememberStack(of: tab)
        buildManagedStack(for: tab)
    }

    // MARK: Layout

    /// What the layout planner needs from this controller for a window `width` wide.
    func layoutInput(width: Int, height: Int) -> TabBarLayout.Input {
        var input = TabBarLayout.Input(width: width, height: height, idiom: traitCollection.userInterfaceIdiom,
                                       horizontalSizeClass: traitCollection.horizontalSizeClass, scale: traitCollection.displayScale,
                                       mode: mode, hasGroups: hasGroups, sidebarChosenHidden: sidebar.chosenHidden)
        input.sidebarPreferredWidth = sidebar.preferredWidth
        input.sidebarMinimumWidth = sidebar.minimumWidth
        input.minimumContentWidth = minimumContentWidth
        return input
    }

    /// The sidebar's width in cells for a window `width` wide, or nil when it does not fit
    /// beside the content's minimum (or the window is compact): the planner's answer.
    func sidebarWidth(forWidth width: Int) -> Int? {
        TabBarLayout.plan(layoutInput(width: width, height: frame.height)).sidebarWidth
    }

    var pointsPerColumn: Double { traitCollection.displayScale.pointsPerColumn }

    /// A portrait-shaped window hides the sidebar until someone shows it (the planner's rule).
    var hidesSidebarByDefault: Bool { TabBarLayout.hidesSidebarByDefault(layoutInput(width: frame.width, height: frame.height)) }

    /// Where the tabs go for this rectangle (the frame): the planner's answer.
    func placement(for rect: Rect) -> Placement {
        TabBarLayout.plan(layoutInput(width: rect.width, height: rect.height)).placement
    }

    open override func layout(in rect: Rect) {
        frame = rect
        placedChildren.removeAll(keepingCapacity: true)
        let next = placement(for: rect)
        if next != placement || !hasLaidOut {
            let sidebarChanges = (next == .sidebar) != (placement == .sidebar)
            if hasLaidOut && sidebarChanges {
                delegate?.tabBarController(self, sidebarVisibilityWillChange: next != .sidebar)
            }
            placement = next
            hasLaidOut = true
            sidebarCursor = nil
            if isShowingMore && overflowTabs.isEmpty { isShowingMore = false }
            if next == .sidebar, let g = selectedTab as? TabGroup, let child = g.selectedChild ?? g.visibleChildren.first {
                show(child)
            }
            if sidebarChanges || next == .sidebar { refreshManagedStack() }
        }
        if let vc = selectedViewController { layoutContent(vc) } else { strip = Strip(entries: [], width: 0) }
        switch placement {
        case .sidebar: tabItems = layoutSidebar(in: rect)
        case .bottomBar: tabItems = layoutBottomBar(in: rect)
        case .topBar, .toolbar: tabItems = layoutStrip(in: rect)
        case .ornament: tabItems = layoutOrnament(in: rect)
        }
    }

    // MARK: Overrides (the work is in the extensions)

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        drawTabs(in: &canvas, rect: rect, context: context)
    }

    open override var keyFocusedChild: ViewController? { tabKeyFocusedChild }

    open override var keyCommands: [KeyCommand] { tabKeyCommands }

    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { handleTabMouse(event, in: rect) }

    /// The tabs, the sidebar's rows and the strip's arrows, over the content.
    open override var regionItems: [RegionItem] {
        tabItems.enumerated().map { i, item in RegionItem(item.rect, .item(item.text), tag: i) { [unowned self] _ in self.pressItem(item.kind) } }
    }

    open override func encodeRestorableState(into state: inout [String: String]) { encodeTabState(into: &state) }

    open override func decodeRestorableState(from state: [String: String]) { decodeTabState(from: state) }

    /// The room the tabs take from the content: a bar row, the sidebar, the ornament.
    func safeAreaInsets(for content: ViewController) -> EdgeInsets {
        switch placement {
        case .sidebar:
            // On the leading edge: the right one in right-to-left.
            let room = (sidebarWidth(forWidth: frame.width) ?? 0) + 1
            return isRightToLeft ? EdgeInsets(trailing: room) : EdgeInsets(leading: room)
        case .bottomBar: return EdgeInsets(bottom: bottomBarRows)
        case .ornament: return EdgeInsets(leading: ornamentWidth)
        case .topBar, .toolbar:
            // A navigation bar shares its row with the tabs; other content starts below them.
            return content is NavigationController ? .zero : EdgeInsets(top: 1)
        }
    }

    static let ornamentWidth = 3

    /// The ornament is glyphs only; looking at it (focusing it) widens it to show the titles.
    /// Its width comes out of the content, as an ornament outside the window covers nothing.
    var ornamentWidth: Int {
        guard isTabAreaFocused else { return Self.ornamentWidth }
        return min(frame.width / 2, Self.ornamentWidth + (barTabs.map { DisplayWidth.of($0.title) }.max() ?? 0) + 2)
    }

    func layoutContent(_ vc: ViewController) {
        addChild(vc)
        vc.safeAreaInsets = safeAreaInsets(for: vc)
        let hasStrip = placement == .topBar || placement == .toolbar
        strip = hasStrip ? makeStrip() : Strip(entries: [], width: 0)
        if let nav = vc as? NavigationController { nav.barRegionReservedByTabs = hasStrip ? stripSpan(in: frame) : nil }
        layoutChild(vc, in: frame.inset(by: vc.safeAreaInsets))
    }

    // MARK: Sidebar

    /// Shows or hides the sidebar (`s`, or its button). False when there is no sidebar to
    /// show: no groups, the mode forbids it, or the window has no room for it.
    @discardableResult
    public func toggleSidebar() -> Bool {
        if placement == .sidebar {
            sidebar.isHidden = true
            if isTabAreaFocused && placement != .sidebar { isTabAreaFocused = false }
            return true
        }
        guard sidebarWidth(forWidth: frame.width) != nil else { return false }
        sidebar.isHidden = false
        return true
    }

    override var visiblePrefersInterfaceOrientationLocked: Bool {
        prefersInterfaceOrientationLocked || (selectedViewController?.visiblePrefersInterfaceOrientationLocked ?? false)
    }
}

