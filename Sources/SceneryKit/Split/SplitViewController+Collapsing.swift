/// Collapsing into one navigation stack (compact width) and expanding back (regular width).
///
/// Collapse: `topColumnForCollapsingToProposedTopColumn` → `willHide` for each column that
/// leaves the screen → the stack is built (children now see `.collapsed`) → `didCollapse` →
/// `didHideColumn`. A shown inspector comes up as a sheet.
///
/// Expand: `displayModeForExpandingToProposedDisplayMode` → `willShow` for each column that
/// comes back → the columns are tiled again (children see `.expanded`) → `didExpand` →
/// `didShowColumn`. The inspector's sheet turns back into a column, still shown.
extension SplitViewController {
    func collapse() {
        let before = visibleColumns
        let proposed = Column.secondary
        var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        if !styleColumns.contains(top) { top = proposed }
        let compact = viewControllers[.compact]
        let after: [Column] = [compact != nil ? .compact : top] + (wantsInspector && viewControllers[.inspector] != nil ? [.inspector] : [])
        let hidden = before.filter { !after.contains($0) }
        for c in hidden { delegate?.splitViewController(self, willHide: c) }

        isCollapsed = true
        if compact == nil {
            let nav = NavigationController()
            nav.didPop = { [unowned self] popped in self.didPopCollapsed(popped) }
            // The stack joins the split view first, so the columns never see empty traits.
            addChild(nav)
            // One stack, one bar: the columns' own stacks, primary first, up to the top column.
            let columns = styleColumns.prefix { $0 != top } + [top]
            nav.setViewControllers(columns.flatMap { takeStack(of: $0) })
            collapsedNavigation = nav
        }
        focusedColumn = after[0]
        pendingTraitTransition = { [unowned self] in
            self.delegate?.splitViewControllerDidCollapse(self)
            for c in hidden { self.delegate?.splitViewController(self, didHideColumn: c) }
            self.syncInspectorSheet()
        }
    }

    func expand() {
        let before = visibleColumns
        requestedDisplayMode = nil
        let proposed = plan(width: frame.width).displayMode
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        if mode != proposed && mode != .automatic { requestedDisplayMode = mode }
        let next = plan(width: frame.width)
        let shown = next.visibleColumns.filter { !before.contains($0) }
        for c in shown { delegate?.splitViewController(self, willShow: c) }

        if let nav = collapsedNavigation {
            let top = nav.topViewController.flatMap { column(of: $0) }
            returnStacks(from: nav)
            nav.removeFromParent()
            collapsedNavigation = nil
            if let top, top != .compact { focusedColumn = top }
        }
        isCollapsed = false
        for c in styleColumns { if let vc = container(for: c) { addChild(vc) } }
        currentLayout = next
        if !interactiveColumns.contains(focusedColumn), let f = interactiveColumns.last(where: { $0 != .inspector }) {
            focusedColumn = f
        }
        pendingTraitTransition = { [unowned self] in
            self.syncInspectorSheet()
            self.delegate?.splitViewControllerDidExpand(self)
            for c in shown { self.delegate?.splitViewController(self, didShowColumn: c) }
        }
    }

    /// In a collapsed split view, pushes the columns' stacks up to `column`, or pops back to
    /// the top of its stack.
    func showCollapsed(_ column: Column) {
        guard let nav = collapsedNavigation, styleColumns.contains(column), viewControllers[column] != nil else { return }
        if let last = nav.viewControllers.last(where: { collapsedOwners[ObjectIdentifier($0)] == column }) {
            if nav.topViewController !== last { transition { nav.popToViewController(last) } }
            return
        }
        let inStack = nav.viewControllers.compactMap { self.column(of: $0) }
        let from = inStack.last.flatMap { styleColumns.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        guard let to = styleColumns.firstIndex(of: column), from <= to else { return }
        transition {
            for c in styleColumns[from...to] { for v in takeStack(of: c) { nav.pushViewController(v) } }
        }
    }

    /// Takes a column's stack out of its navigation controller for the collapsed stack,
    /// remembering whose each controller is.
    func takeStack(of column: Column) -> [ViewController] {
        guard let vc = viewControllers[column] else { return [] }
        guard let nav = columnNavigations[column] else { collapsedOwners[ObjectIdentifier(vc)] = column; return [vc] }
        // A column popped off the collapsed stack left its own stack empty: showing it again
        // (choosing another message after `‹ Inbox`) pushes its root, as UIKit's does.
        let stack = nav.viewControllers.isEmpty ? [collapsedRoots[column] ?? vc] : nav.viewControllers
        nav.setViewControllers([])
        for v in stack { collapsedOwners[ObjectIdentifier(v)] = column }
        if collapsedRoots[column] == nil { collapsedRoots[column] = stack.first }
        return stack
    }

    /// Expanding: each column's controllers go back to its own stack — what is left of them in
    /// the collapsed stack, and whatever was pushed on top goes to the last column in it. A
    /// column whose controllers were all popped gets its root back.
    func returnStacks(from nav: NavigationController) {
        let stack = nav.viewControllers
        nav.setViewControllers([])
        var stacks: [Column: [ViewController]] = [:]
        var lastColumn: Column?
        for vc in stack {
            let owner = collapsedOwners[ObjectIdentifier(vc)] ?? lastColumn ?? .secondary
            stacks[owner, default: []].append(vc)
            lastColumn = owner
        }
        for c in styleColumns {
            guard let columnNav = columnNavigations[c] else { continue }
            if let kept = stacks[c], !kept.isEmpty {
                columnNav.setViewControllers(kept)
            } else if columnNav.viewControllers.isEmpty, let root = collapsedRoots[c] {
                columnNav.setViewControllers([root])
            }
        }
        collapsedOwners = [:]
        collapsedRoots = [:]
    }

    /// The person popped a controller off the collapsed stack (Esc, Backspace, `‹`): when it
    /// was the last of its column's, that column hid and the one under it showed.
    func didPopCollapsed(_ popped: ViewController) {
        guard let c = column(of: popped) else { return }
        let top = collapsedNavigation?.topViewController.flatMap { column(of: $0) }
        guard top != c else { return }
        delegate?.splitViewController(self, didHideColumn: c)
        if let top { delegate?.splitViewController(self, didShowColumn: top) }
    }

    /// Keeps the inspector's sheet in step: up while collapsed with the inspector shown,
    /// gone otherwise.
    func syncInspectorSheet() {
        guard let inspector = viewControllers[.inspector] else { return }
        let host = presentationHost
        let presented = host.presentedViewController === inspector
        if isCollapsed && wantsInspector && !presented {
            let sheet = inspector.sheetPresentationController
            sheet.detents = [.medium, .large]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.didDismiss = { [weak self] in
                guard let self, self.wantsInspector else { return }
                // Dismissing the inspector's sheet hides the inspector.
                self.transition { self.wantsInspector = false }
            }
            present(inspector)
        } else if presented && !(isCollapsed && wantsInspector) {
            inspector.dismiss()
        }
    }
}
