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
            let stack = styleColumns.prefix { $0 != top } + [top]
            nav.setViewControllers(stack.compactMap { viewControllers[$0] })
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
            nav.setViewControllers([])
            nav.removeFromParent()
            collapsedNavigation = nil
            if let top, top != .compact { focusedColumn = top }
        }
        isCollapsed = false
        for c in styleColumns { if let vc = viewControllers[c] { addChild(vc) } }
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

    /// In a collapsed split view, pushes the columns up to `column`, or pops back to it.
    func showCollapsed(_ column: Column) {
        guard let nav = collapsedNavigation, styleColumns.contains(column), let vc = viewControllers[column] else { return }
        if nav.viewControllers.contains(where: { $0 === vc }) {
            if nav.topViewController !== vc { transition { nav.popToViewController(vc) } }
            return
        }
        let inStack = nav.viewControllers.compactMap { self.column(of: $0) }
        let from = inStack.last.flatMap { styleColumns.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        guard let to = styleColumns.firstIndex(of: column), from <= to else { return }
        transition {
            for c in styleColumns[from...to] { if let v = viewControllers[c] { nav.pushViewController(v) } }
        }
    }

    /// The person popped a column off the collapsed stack (Esc, Backspace, `‹`).
    func didPopCollapsed(_ popped: ViewController) {
        if let c = column(of: popped) { delegate?.splitViewController(self, didHideColumn: c) }
        if let top = collapsedNavigation?.topViewController, let c = column(of: top) {
            delegate?.splitViewController(self, didShowColumn: c)
        }
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
