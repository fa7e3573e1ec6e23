import TerminalCanvas

/// Keys and clicks. Expanded: the focused column gets keys first (it is the next link of the
/// responder chain), then `Tab`/`Shift-Tab` move focus among the columns that take input, `s`
/// (the display-mode button), `S` (secondary only), `i` (inspector) and `Esc` (closes overlaid
/// or displaced sidebars, else hides the inspector). Collapsed: the navigation stack gets keys
/// (`Esc` pops), then `i`.
extension SplitViewController {
    var splitKeyFocusedChild: ViewController? {
        if isCollapsed { return viewControllers[.compact] ?? collapsedNavigation }
        return interactiveColumns.contains(focusedColumn) ? container(for: focusedColumn) : nil
    }

    var splitKeyCommands: [KeyCommand] {
        let expanded = !isCollapsed
        let columns = interactiveColumns
        let sidebarsOver = expanded && currentLayout.isSecondaryObscured
        let dismisses = sidebarsOver || (expanded && isShowing(.inspector))
        return [
            KeyCommand(.nextColumn, when: expanded && columns.count > 1) { [unowned self] in self.focusColumn(step: 1) },
            KeyCommand(.previousColumn, hinted: false, when: expanded && columns.count > 1) { [unowned self] in
                self.focusColumn(step: -1)
            },
            // Esc puts away what lies over the secondary, then what `i` brought.
            KeyCommand(.dismissColumns, title: sidebarsOver && !currentLayout.isInspectorOverlaid ? "hide sidebars" : "hide inspector",
                       when: dismisses) { [unowned self] in
                if self.currentLayout.isSecondaryObscured { self.show(.secondary) } else { self.hide(.inspector) }
            },
            KeyCommand(.sidebars, when: expanded && displayModeButtonVisibility != .never && presentsWithGesture) { [unowned self] in
                self.toggleDisplayMode()
            },
            KeyCommand(.secondaryOnly, title: displayMode == .secondaryOnly ? "all columns" : "full width",
                       when: offersSecondaryOnlyButton) { [unowned self] in self.toggleSecondaryOnly() },
            KeyCommand(.inspector, when: viewControllers[.inspector] != nil) { [unowned self] in
                self.isShowing(.inspector) ? self.hide(.inspector) : self.show(.inspector)
            },
        ]
    }

    private func focusColumn(step: Int) {
        let columns = interactiveColumns
        guard !columns.isEmpty else { return }
        let i = columns.firstIndex(of: focusedColumn) ?? 0
        focusedColumn = columns[(i + columns.count + step) % columns.count]
    }

    /// A press on a separator starts dragging it, on a bar button runs it, on the dimmed
    /// secondary puts the sidebars away; a press in a column focuses it and goes on to the
    /// column (the region map's next controller).
    func handleExpandedMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        if draggedSeparator != nil || (event.kind == .press && !hasOverlaidColumn) {
            if handleSeparatorDrag(event, in: rect) { return true }
        }
        if event.kind == .press, let hit = barHits.first(where: { $0.0.contains(event.position) }), case .item(let item) = hit.1 {
            perform(item, at: hit.0)
            return true
        }
        // The regions layout made, topmost first: overlaid columns lie over the others.
        guard let region = columnRegions.last(where: { $0.rect.contains(event.position) }) else { return false }
        let placed = region.placed
        if placed.column == .secondary && currentLayout.isSecondaryObscured {
            // A click on the dimmed secondary closes the sidebars over it, as a tap does in UIKit.
            if event.kind == .press { show(.secondary) }
            return true
        }
        if event.kind == .press { focusedColumn = placed.column }
        return false
    }

    private var hasOverlaidColumn: Bool { currentLayout.columns.contains { $0.placement == .overlaid } }

    /// The bars' buttons, and the separators while they can be dragged (nothing lies over them).
    var splitHitRegions: [(Rect, Region.Role)] {
        var regions: [(Rect, Region.Role)] = []
        if !hasOverlaidColumn {
            for s in separators { regions.append((Rect(x: frame.x + s.x, y: frame.y, width: 1, height: frame.height), .separator)) }
        }
        for column in columnRegions {
            for b in columnBars[column.placed.column]?.buttons ?? [] { regions.append((b.rect, .item(b.label))) }
        }
        return regions
    }
}
