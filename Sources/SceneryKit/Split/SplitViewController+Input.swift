import TerminalCanvas

/// Keys and clicks. Expanded: `Tab`/`Shift-Tab` move focus among the columns that take input,
/// the focused column gets keys first, then `s` (the display-mode button), `i` (inspector) and
/// `Esc` (closes overlaid or displaced sidebars, else hides the inspector). Collapsed: the navigation stack gets keys
/// (`Esc` pops), then `i`.
extension SplitViewController {
    func handleExpandedKey(_ key: KeyEvent) -> Bool {
        if key.key == .tab && key.modifiers.isSubset(of: [.shift]) {
            let columns = interactiveColumns
            guard !columns.isEmpty else { return false }
            let i = columns.firstIndex(of: focusedColumn) ?? 0
            focusedColumn = columns[(i + (key.modifiers.contains(.shift) ? columns.count - 1 : 1)) % columns.count]
            return true
        }
        if let vc = viewControllers[focusedColumn], interactiveColumns.contains(focusedColumn), vc.handleKey(key) { return true }
        if let item = visibleColumns.compactMap({ viewControllers[$0] }).flatMap({ $0.navigationItem.rightBarButtonItems })
            .first(where: { $0.key == key }) {
            item.action()
            return true
        }
        return handleSplitKey(key)
    }

    func handleCollapsedKey(_ key: KeyEvent) -> Bool {
        if let root = viewControllers[.compact] ?? collapsedNavigation, root.handleKey(key) { return true }
        return handleSplitKey(key)
    }

    /// What `handleKey` answers now: the focused column's keys (or the collapsed stack's),
    /// then moving between columns and the split view's own keys.
    var splitKeyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if isCollapsed {
            hints = (viewControllers[.compact] ?? collapsedNavigation)?.keyHints ?? []
        } else {
            if interactiveColumns.count > 1 { hints.append(KeyHint("Tab", "next column")) }
            if interactiveColumns.contains(focusedColumn), let vc = viewControllers[focusedColumn] { hints += vc.keyHints }
            if currentLayout.isSecondaryObscured && !currentLayout.isInspectorOverlaid {
                hints.append(KeyHint("Esc", "hide sidebars"))
            } else if isShowing(.inspector) {
                hints.append(KeyHint("Esc", "hide inspector"))
            }
            if displayModeButtonVisibility != .never && presentsWithGesture { hints.append(KeyHint("s", "sidebar")) }
            if offersSecondaryOnlyButton { hints.append(KeyHint("S", displayMode == .secondaryOnly ? "all columns" : "full width")) }
        }
        if viewControllers[.inspector] != nil { hints.append(KeyHint("i", "inspector")) }
        if hasSeparators { hints.append(KeyHint("^R", "columns")) }
        return hints.uniquedByKeys()
    }

    /// The split view's own keys, after its children had their chance.
    private func handleSplitKey(_ key: KeyEvent) -> Bool {
        if key == .char("i") && viewControllers[.inspector] != nil {
            isShowing(.inspector) ? hide(.inspector) : show(.inspector)
        } else if key == .char("s") && !isCollapsed && displayModeButtonVisibility != .never && presentsWithGesture {
            toggleDisplayMode()
        } else if key == .char("S") && offersSecondaryOnlyButton {
            toggleSecondaryOnly()
        } else if key == KeyEvent(.escape) && !isCollapsed && currentLayout.isSecondaryObscured {
            show(.secondary)
        } else if key == KeyEvent(.escape) && !isCollapsed && isShowing(.inspector) {
            // Esc puts away what `i` brought, once nothing lies over the secondary.
            hide(.inspector)
        } else {
            return false
        }
        return true
    }

    func handleExpandedMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        if draggedSeparator != nil || (event.kind == .press && currentLayout.columns.allSatisfy({ $0.placement != .overlaid })) {
            if handleSeparatorDrag(event, in: rect) { return true }
        }
        if event.kind == .press, let hit = barHits.first(where: { $0.0.contains(event.position) }), case .item(let item) = hit.1 {
            item.action()
            return true
        }
        // Overlaid columns are on top, so they are hit first.
        let order = currentLayout.columns.filter { $0.placement == .overlaid } + currentLayout.columns.filter { $0.placement != .overlaid }
        guard let placed = order.first(where: { p in
            Rect(x: rect.x + p.x, y: rect.y, width: p.width, height: rect.height).contains(event.position)
        }) else { return false }
        if placed.column == .secondary && currentLayout.isSecondaryObscured {
            // A click on the dimmed secondary closes the sidebars over it, as a tap does in UIKit.
            if event.kind == .press { show(.secondary) }
            return true
        }
        let r = Rect(x: rect.x + placed.x, y: rect.y, width: placed.width, height: rect.height)
        if event.kind == .press { focusedColumn = placed.column }
        guard let vc = viewControllers[placed.column] else { return false }
        return vc.handleMouse(event, in: drawsOwnBar(vc) ? r : r.inset(top: 1))
    }
}
