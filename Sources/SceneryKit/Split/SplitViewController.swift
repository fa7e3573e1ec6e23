import TerminalCanvas

/// Columns of content side by side, as `UISplitViewController` with the column styles.
///
/// In a regular-width window the columns tile, displace or overlay the secondary according to
/// the width (`ColumnAllocator`); in compact width the split view collapses into one
/// navigation stack and expands back, with the same selection, when the window widens. The
/// inspector is a trailing column when expanded and a sheet when collapsed. Each column gets
/// a navigation-bar row; the secondary's carries the display-mode button (`s`).
///
/// Widths are given in points (UIKit's numbers) and applied in cells; `primaryColumnWidth`
/// and its siblings report the applied widths in cells.
// `@exclusivity(unchecked)` marks the column state every layout and drawing reads.
// Each mark's line above it says what it saves (release, callgrind, 20 steps of `scenery bench
// --only sweep|separator|select-80x24` with that mark alone removed, 2026-11-28); a mark saving
// under 0.1% of every step was removed (docs/DECISIONS.md).
open class SplitViewController: ViewController {
    /// Two or three columns, fixed at creation.
    public let style: Style
    /// Told of display-mode changes, columns shown and hidden, collapsing and expanding.
    public weak var delegate: SplitViewControllerDelegate?
    // Unchecked: 0.09% / 0.06% / 0.27% fewer instructions a sweep / separator / key step.
    @exclusivity(unchecked) var viewControllers: [Column: ViewController] = [:]
    /// The column that receives keys while expanded.
    public internal(set) var focusedColumn: Column = .primary

    /// The display mode asked for; `.automatic` lets the width decide.
    public var preferredDisplayMode: DisplayMode = .automatic { didSet { requestedDisplayMode = nil; relayout() } }
    /// The split behaviour asked for; `.automatic` lets the width decide.
    public var preferredSplitBehavior: SplitBehavior = .automatic { didSet { requestedDisplayMode = nil; relayout() } }
    /// Whether the `[≡]` display-mode button shows in the secondary's bar.
    public var displayModeButtonVisibility = ButtonVisibility.automatic
    /// UIKit's `presentsWithGesture`: when false there is no display-mode button and `s` does
    /// nothing; sidebars then come and go only by width or code.
    public var presentsWithGesture = true
    /// UIKit's `showsSecondaryOnlyButton` (triple column): a `[⤢]` button and `S` in the
    /// secondary's bar that show the secondary alone, and bring the sidebars back.
    public var showsSecondaryOnlyButton = false
    /// UIKit's `primaryEdge`: `.trailing` puts the sidebars on the trailing side (the whole
    /// layout mirrored).
    public var primaryEdge = SplitViewPrimaryEdge.leading { didSet { relayout() } }
    /// The edge the sidebars are on as drawn, left (`.leading`) or right: `primaryEdge` read in
    /// the layout direction, so right-to-left puts a leading primary on the right, as UIKit mirrors it.
    var physicalPrimaryEdge: SplitViewPrimaryEdge {
        (primaryEdge == .leading) == (traitCollection.layoutDirection == .leftToRight) ? .leading : .trailing
    }
    /// UIKit's `primaryBackgroundStyle`.
    public var primaryBackgroundStyle = SplitViewBackgroundStyle.none { didSet { relayout() } }
    /// The mode the secondary-only button left, to go back to.
    var modeBeforeSecondaryOnly: DisplayMode?
    /// The actual mode and behaviour, as of the last layout.
    public var displayMode: DisplayMode { currentLayout.displayMode }
    /// The actual split behaviour, as of the last layout.
    public var splitBehavior: SplitBehavior { currentLayout.splitBehavior }
    // Unchecked: 0.17% / 0.20% / 0.61% fewer instructions a sweep / separator / key step.
    /// True while the columns are one navigation stack (compact width).
    @exclusivity(unchecked) public internal(set) var isCollapsed = false

    // Unchecked: 0.12% / 0.29% / 0.11% fewer instructions a sweep / separator / key step.
    /// The layout in force: display mode, behaviour, each visible column's place.
    @exclusivity(unchecked) public internal(set) var currentLayout = SplitLayout(displayMode: .secondaryOnly, splitBehavior: .tile, columns: [], stage: 0)
    /// A mode asked for by the display-mode button, `show` or `hide`; forgotten when the width
    /// moves to another stage.
    var requestedDisplayMode: DisplayMode?
    /// Whether the inspector is shown (as a column, or as a sheet when collapsed).
    var wantsInspector = false
    /// The width at which the inspector was explicitly shown: while the window is at least that
    /// wide the sidebars give way to it; narrowing below it drops the inspector first again.
    /// 0 until the first layout after a restore says the width.
    var inspectorShownAtWidth: Int?
    var collapsedNavigation: NavigationController?
    /// Each style column's navigation controller: the one the app set, or the one wrapping the
    /// controller it set (as UIKit wraps them), so a push in an expanded column shows there.
    var columnNavigations: [Column: NavigationController] = [:]
    /// While collapsed: which column each controller of the one stack belongs to, and each
    /// column's root (given back when all of a column's controllers were popped).
    var collapsedOwners: [ObjectIdentifier: Column] = [:]
    var collapsedRoots: [Column: ViewController] = [:]
    // Unchecked: 0.07% / 0.11% / 0.00% fewer instructions a sweep / separator / key step.
    /// Width preferences in points, per column (`SplitViewController+Widths`).
    @exclusivity(unchecked) var widthPreferences: [Column: ColumnWidthPreference] = ColumnWidthPreference.defaults { didSet { lastColumnBounds = nil } }
    // Unchecked: 0.07% / 0.16% / 0.00% fewer instructions a sweep / separator / key step.
    /// Widths chosen by resizing (Ctrl-R or a separator drag), in cells; they override the preferred ones.
    @exclusivity(unchecked) public internal(set) var userColumnWidths: [Column: Int] = [:] { didSet { lastColumnBounds = nil } }
    /// The last `columnBounds(forWidth:)`, for the width and cell scale it was made at: a layout
    /// asks for the bounds of one width a score of times (the plan, the bars, the separators).
    var lastColumnBounds: (width: Int, scale: CellScale, text: Double, bounds: SplitColumnBounds)?
    /// The last plan and everything it was made from: a layout, its transition and the bars ask
    /// for the plan of one width several times, and the allocator is pure.
    var lastPlan: (inputs: PlanInputs, layout: SplitLayout)?
    /// The separator being resized, highlighted with the directions it can move.
    public internal(set) var activeSeparator: Int?
    /// The separator a mouse drag holds.
    var draggedSeparator: Int?
    /// The separator the pointer rests on with no button down: it shows `◀┃▶` as the resize
    /// mode does, the terminal's pointer shape (set by the shell's pointer tracking).
    var hoveredSeparator: Int?
    /// Each expanded column's bar, as last laid out.
    var columnBars: [Column: NavigationBar.Layout] = [:]
    /// Each expanded column where the last layout put it, tiled ones first and overlaid ones
    /// after (on top): drawing paints them in this order and a click meets them in reverse.
    var columnRegions: [ColumnRegion] = []
    /// What the last drawing drew over its tiled columns (`drawColumns`): the split's whole
    /// rectangle under an overlaid column, the moved separator's arrows, or nothing.
    var drawnOverLast: Rect?
    var hasLaidOut = false
    /// Callbacks that finish a collapse or an expansion once children have the new traits.
    var pendingTraitTransition: (() -> Void)?

    /// A split view of two or three columns; set the columns' controllers with `setViewController(_:for:)`.
    public init(style: Style, title: String = "") {
        self.style = style
        super.init(title: title)
    }

    // MARK: Children

    /// Puts `vc` in `column` (nil removes it), as `setViewController(_:for:)` in UIKit: in the
    /// primary, supplementary and secondary columns a controller that is not a navigation (or
    /// tab bar) controller is wrapped in one, so its `navigationController` is the column's.
    public func setViewController(_ vc: ViewController?, for column: Column) {
        if let old = viewControllers[column], let nav = columnNavigations[column] {
            if nav !== old { nav.setViewControllers([]) }
            nav.removeFromParent()
            // Collapsed, the column's part of the one stack goes with it.
            if let stack = collapsedNavigation,
               let i = stack.viewControllers.firstIndex(where: { collapsedOwners[ObjectIdentifier($0)] == column }) {
                stack.setViewControllers(Array(stack.viewControllers[..<i]))
            }
            collapsedRoots[column] = nil
            collapsedOwners = collapsedOwners.filter { $0.value != column }
        }
        viewControllers[column]?.removeFromParent()
        columnNavigations[column] = nil
        viewControllers[column] = vc
        guard let vc else { return }
        if [.primary, .supplementary, .secondary].contains(column), !(vc is TabBarController) {
            let nav = vc as? NavigationController ?? NavigationController(rootViewController: vc)
            columnNavigations[column] = nav
            addChild(nav)
        } else {
            addChild(vc)
        }
    }
    /// The controller in `column`, if any.
    public func viewController(for column: Column) -> ViewController? { viewControllers[column] }

    /// The columns of the style, leading to trailing (no `.compact`, no inspector).
    public var styleColumns: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Children see the layout environment: `.collapsed` or `.expanded`.
    open override func traitCollectionForChild(_ child: ViewController) -> TraitCollection {
        var t = traitCollection
        t.splitViewControllerLayoutEnvironment = isCollapsed ? .collapsed : .expanded
        return t
    }

    // MARK: Overrides (the work is in the extensions)

    /// Remembers the coming width, so that expanding picks the columns for it.
    open override func viewWillTransition(to size: Size) {
        frame = Rect(x: frame.x, y: frame.y, width: size.width, height: size.height)
    }

    open override func willTransition(to newCollection: TraitCollection) {
        let compact = newCollection.horizontalSizeClass == .compact
        if compact && !isCollapsed { collapse() } else if !compact && isCollapsed { expand() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
        let finish = pendingTraitTransition
        pendingTraitTransition = nil
        finish?()
    }

    open override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        if isCollapsed {
            if let shown = viewControllers[.compact] ?? collapsedNavigation { shown.drawContent(in: &canvas, rect: shown.frame, context: context) }
        } else {
            drawColumns(in: &canvas, rect: rect, context: context)
        }
    }

    open override var keyFocusedChild: ViewController? { splitKeyFocusedChild }

    /// A control in one of the columns became first responder: that column gets the keys.
    override func focusChild(_ child: ViewController) {
        if let column = column(of: child) ?? Column.allCases.first(where: { container(for: $0) === child }) { focus(column) }
    }

    /// Makes `vc` the secondary column's controller and shows it (see `showDetail(_:)`).
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) { showDetail(vc) }

    open override var keyCommands: [KeyCommand] { splitKeyCommands }

    /// Expanded, the secondary never goes under its minimum: a narrower regular-width window
    /// (a Mac or Vision Pro window, which never turns compact) shows the size notice instead.
    open override var minimumLayoutWidth: Int { isCollapsed ? 0 : bounds(of: .secondary, forWidth: frame.width).minimum }

    /// The drags and the release after a press on a separator (its item in the region map).
    open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        draggedSeparator != nil && handleSeparatorDrag(event, in: rect)
    }

    open override func handleMouse(_ event: MouseEvent, toward child: ViewController) -> Bool { handleSplitMouse(event, toward: child) }

    open override var regionItems: [RegionItem] { isCollapsed ? [] : splitRegionItems }

    open override func encodeRestorableState(into state: inout [String: String]) {
        super.encodeRestorableState(into: &state)
        encodeColumnState(into: &state)
    }

    open override func decodeRestorableState(from state: [String: String]) {
        super.decodeRestorableState(from: state)
        decodeColumnState(from: state)
    }

    override var visiblePrefersInterfaceOrientationLocked: Bool {
        prefersInterfaceOrientationLocked || visibleColumns.contains { viewControllers[$0]?.visiblePrefersInterfaceOrientationLocked ?? false }
    }

    // MARK: Visibility

    /// `isShowing(_:)`: whether the column is on screen now (the inspector's sheet counts).
    public func isShowing(_ column: Column) -> Bool { visibleColumns.contains(column) }

    /// The columns on screen: tiled, overlaid and displaced ones when expanded; the top of the
    /// stack (and the inspector's sheet) when collapsed.
    public var visibleColumns: [Column] {
        if isCollapsed {
            var shown: [Column] = []
            if let top = collapsedNavigation?.topViewController, let c = column(of: top) { shown.append(c) }
            if wantsInspector && viewControllers[.inspector] != nil { shown.append(.inspector) }
            return shown
        }
        return currentLayout.visibleColumns
    }

    /// The column a controller belongs to: the one it was set in, or whose stack holds it.
    func column(of vc: ViewController) -> Column? {
        if let c = collapsedOwners[ObjectIdentifier(vc)] { return c }
        if let c = viewControllers.first(where: { $0.value === vc })?.key { return c }
        return columnNavigations.first { $0.value === vc || $0.value.viewControllers.contains { $0 === vc } }?.key
    }

    /// Columns that take keys and clicks: the obscured secondary does not.
    var interactiveColumns: [Column] {
        let layout = currentLayout
        let order: [Column] = [.primary, .supplementary, .secondary, .inspector]
        return order.filter { c in
            guard layout.placed(c) != nil, viewControllers[c] != nil else { return false }
            return !(c == .secondary && layout.isSecondaryObscured)
        }
    }

    /// Gives `column` the keys; showing it first if it is hidden.
    public func focus(_ column: Column) {
        if isCollapsed || interactiveColumns.contains(column) || currentLayout.columns.isEmpty { focusedColumn = column }
    }

    // MARK: Layout

    open override func layout(in rect: Rect) {
        frame = rect
        if let w = inspectorShownAtWidth {
            if w == 0 { inspectorShownAtWidth = rect.width } else if rect.width < w { inspectorShownAtWidth = nil }
        }
        columnBars = [:]
        columnRegions = []
        placedChildren.removeAll(keepingCapacity: true)
        if isCollapsed {
            if let shown = viewControllers[.compact] ?? collapsedNavigation { layoutChild(shown, in: rect) }
            return
        }
        if !hasLaidOut {
            // The first layout is the split view appearing: no show/hide callbacks.
            hasLaidOut = true
            currentLayout = plan(width: rect.width)
            if let f = interactiveColumns.first, !interactiveColumns.contains(focusedColumn) { focusedColumn = f }
        }
        // A new stage forgets what the button asked for, as UIKit re-evaluates on resize.
        var next = plan(width: rect.width)
        if requestedDisplayMode != nil, next.stage != currentLayout.stage {
            requestedDisplayMode = nil
            next = plan(width: rect.width)
        }
        if next != currentLayout { transition {} }
        // Back to front: the columns over the others are placed last.
        let columns = currentLayout.columns
        for placed in columns.filter({ $0.placement != .overlaid }) + columns.filter({ $0.placement == .overlaid }) {
            let r = Rect(x: rect.x + placed.x, y: rect.y, width: placed.width, height: rect.height)
            guard let vc = container(for: placed.column) else {
                columnRegions.append(ColumnRegion(placed: placed, rect: r, content: r))
                continue
            }
            let inset = sidebarInset(for: placed.column)
            vc.safeAreaInsets = inset
            if let nav = vc as? NavigationController {
                // The column's stack shares its side of the sidebar; the secondary's bar starts
                // with the display-mode buttons.
                for child in nav.viewControllers { child.safeAreaInsets = inset }
                nav.containerLeadingItems = placed.column == .secondary ? secondaryBarButtons : []
            }
            let bar = drawsOwnBar(vc) ? 0 : barRows
            if bar == 1 { columnBars[placed.column] = barLayout(for: placed.column, vc: vc, in: r) }
            columnRegions.append(ColumnRegion(placed: placed, rect: r, content: r.inset(top: bar)))
            layoutChild(vc, in: r.inset(top: bar))
        }
    }

    /// The layout for a width, from the current preferences and requests.
    func plan(width: Int) -> SplitLayout {
        let inputs = PlanInputs(width: width, bounds: columnBounds(forWidth: width), preferredDisplayMode: preferredDisplayMode,
                                preferredSplitBehavior: preferredSplitBehavior, requestedDisplayMode: requestedDisplayMode,
                                wantsInspector: wantsInspector && viewControllers[.inspector] != nil,
                                inspectorFirst: inspectorShownAtWidth.map { width >= $0 } ?? false,
                                isPortrait: windowScene?.effectiveGeometry.sizeInPoints.isPortrait ?? false, primaryEdge: physicalPrimaryEdge)
        if let last = lastPlan, last.inputs == inputs { return last.layout }
        let planned = ColumnAllocator.plan(width: width, bounds: inputs.bounds,
                                           preferredDisplayMode: inputs.preferredDisplayMode, preferredSplitBehavior: inputs.preferredSplitBehavior,
                                           requestedDisplayMode: inputs.requestedDisplayMode, wantsInspector: inputs.wantsInspector,
                                           inspectorFirst: inputs.inspectorFirst, isPortrait: inputs.isPortrait)
        let layout = physicalPrimaryEdge == .trailing ? Self.mirrored(planned, width: width) : planned
        lastPlan = (inputs, layout)
        return layout
    }

    /// What `plan(width:)` depends on.
    struct PlanInputs: Equatable {
        var width: Int, bounds: SplitColumnBounds, preferredDisplayMode: DisplayMode, preferredSplitBehavior: SplitBehavior
        var requestedDisplayMode: DisplayMode?, wantsInspector: Bool, inspectorFirst: Bool, isPortrait: Bool
        var primaryEdge: SplitViewPrimaryEdge
    }

    /// Runs `change`, then lays out, telling the delegate what is about to appear and vanish
    /// before, and what did after — in the order documented on `SplitViewControllerDelegate`.
    func transition(_ change: () -> Void) {
        let before = visibleColumns
        let beforeMode = currentLayout.displayMode
        change()
        let next = isCollapsed ? currentLayout : plan(width: frame.width)
        let after = isCollapsed ? visibleColumns : next.visibleColumns
        let hidden = before.filter { !after.contains($0) }, shown = after.filter { !before.contains($0) }
        if !isCollapsed && next.displayMode != beforeMode { delegate?.splitViewController(self, willChangeTo: next.displayMode) }
        for c in hidden { delegate?.splitViewController(self, willHide: c) }
        for c in shown { delegate?.splitViewController(self, willShow: c) }
        currentLayout = next
        syncInspectorSheet()
        if !interactiveColumns.contains(focusedColumn) && !isCollapsed, let f = nearestInteractive(to: focusedColumn) {
            focusedColumn = f
        }
        for c in hidden { delegate?.splitViewController(self, didHideColumn: c) }
        for c in shown { delegate?.splitViewController(self, didShowColumn: c) }
    }

    private func nearestInteractive(to column: Column) -> Column? {
        let columns = interactiveColumns
        return columns.first { $0.rawValue > column.rawValue } ?? columns.last
    }
}

extension SplitViewController.DisplayMode {
    var isOver: Bool { self == .oneOverSecondary || self == .twoOverSecondary }
}
