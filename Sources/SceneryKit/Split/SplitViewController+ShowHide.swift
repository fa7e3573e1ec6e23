/// Showing and hiding columns (`show(_:)`, `hide(_:)`) and the display-mode button (`s`).
extension SplitViewController {
    /// `show(_:)`. Expanded: moves to the nearest display mode that shows the column (the
    /// inspector: shows it) and focuses it. Collapsed: pushes the column and any between it
    /// and the top of the stack, or pops back to it; the inspector comes up as a sheet.
    public func show(_ column: Column) {
        guard column != .compact else { return }
        if column == .inspector {
            // Wanted but dropped by a narrowing counts as hidden: showing it again is not a no-op.
            guard viewControllers[.inspector] != nil, !isShowing(.inspector) else { return }
            // UIKit does not move focus into the inspector when it appears.
            transition {
                self.wantsInspector = true
                self.inspectorShownAtWidth = self.hasLaidOut ? self.frame.width : 0
            }
            return
        }
        if isCollapsed { showCollapsed(column); return }
        // Before the first layout the secondary is not "hidden": there is no layout yet to show
        // it in. Showing it only focuses it, so the width decides the columns, as after layout
        // (restoration runs before layout: it must not leave the secondary alone at any width).
        if column == .secondary && !hasLaidOut { focus(column); return }
        if column == .secondary && currentLayout.isInspectorOverlaid { hide(.inspector); return }
        if !isShowing(column) || (column == .secondary && currentLayout.isSecondaryObscured) {
            transition { self.requestedDisplayMode = self.displayMode(showing: column) }
        }
        focus(column)
    }

    /// `hide(_:)`. Expanded: moves to the nearest mode without the column (never the
    /// secondary). Collapsed: pops the column if it is on top (never the primary).
    public func hide(_ column: Column) {
        guard column != .compact else { return }
        if column == .inspector {
            guard wantsInspector else { return }
            transition { self.wantsInspector = false; self.inspectorShownAtWidth = nil }
            if focusedColumn == .inspector { focus(.secondary) }
            return
        }
        if isCollapsed {
            guard column != .primary, let nav = collapsedNavigation, let top = nav.topViewController,
                  self.column(of: top) == column else { return }
            transition { nav.popViewController() }
            return
        }
        guard column != .secondary, isShowing(column) else { return }
        transition { self.requestedDisplayMode = self.displayMode(hiding: column) }
    }

    func displayMode(showing column: Column) -> DisplayMode {
        let b = splitBehavior
        switch column {
        case .secondary:
            return displayMode == .twoDisplaceSecondary ? .oneBesideSecondary
                : (displayMode.isOver ? .secondaryOnly : displayMode)
        case .primary where style == .tripleColumn:
            return ColumnAllocator.translate(.twoBesideSecondary, to: b, style: style)
        default:
            return ColumnAllocator.translate(.oneBesideSecondary, to: b, style: style)
        }
    }

    func displayMode(hiding column: Column) -> DisplayMode {
        if column == .primary && style == .tripleColumn && displayMode.isTwo {
            return ColumnAllocator.translate(.oneBesideSecondary, to: splitBehavior, style: style)
        }
        return .secondaryOnly
    }

    // MARK: The display-mode button

    /// What the display-mode button (`s`) does, as UIKit's: under tile it toggles one
    /// sidebar (double) or the primary (triple); under overlay and displace it steps
    /// secondary only → one → two sidebars, and back.
    public func toggleDisplayMode() {
        guard !isCollapsed else { return }
        let next: DisplayMode
        switch (splitBehavior, displayMode) {
        case (_, .secondaryOnly): next = ColumnAllocator.translate(.oneBesideSecondary, to: splitBehavior, style: style)
        case (.tile, .oneBesideSecondary): next = style == .tripleColumn ? .twoBesideSecondary : .secondaryOnly
        case (.tile, _): next = .oneBesideSecondary
        case (.overlay, .oneOverSecondary): next = style == .tripleColumn ? .twoOverSecondary : .secondaryOnly
        case (.overlay, _): next = .secondaryOnly
        case (.displace, .oneBesideSecondary): next = .twoDisplaceSecondary
        case (_, _): next = .oneBesideSecondary
        }
        transition { self.requestedDisplayMode = next }
        if let first = interactiveColumns.first, displayMode.isOver || displayMode == .twoDisplaceSecondary {
            focusedColumn = first
        }
    }

    /// Whether the secondary's bar shows the button.
    var showsDisplayModeButton: Bool {
        guard presentsWithGesture else { return false }
        switch displayModeButtonVisibility {
        case .never: return false
        case .always: return true
        case .automatic: return !isCollapsed && ColumnAllocator.fits(.oneOverSecondary, width: frame.width, bounds: columnBounds(), inspector: false)
        }
    }
}
