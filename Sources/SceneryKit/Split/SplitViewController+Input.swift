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
            KeyCommand(.nextColumn, when: expanded && columns.count > 1) { self.focusColumn(step: 1) },
            KeyCommand(.previousColumn, hinted: false, when: expanded && columns.count > 1) {
                self.focusColumn(step: -1)
            },
            // Esc puts away what lies over the secondary, then what `i` brought.
            KeyCommand(.dismissColumns, title: sidebarsOver && !currentLayout.isInspectorOverlaid ? "hide sidebars" : "hide inspector",
                       when: dismisses) {
                if self.currentLayout.isSecondaryObscured { self.show(.secondary) } else { self.hide(.inspector) }
            },
            KeyCommand(.sidebars, when: expanded && displayModeButtonVisibility != .never && presentsWithGesture) {
                self.toggleDisplayMode()
            },
            KeyCommand(.secondaryOnly, title: displayMode == .secondaryOnly ? "all columns" : "full width",
                       when: offersSecondaryOnlyButton) { self.toggleSecondaryOnly() },
            KeyCommand(.inspector, when: viewControllers[.inspector] != nil) {
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

    /// A click on its way to a column (the region map found the column's controller under it):
    /// on the dimmed secondary it puts the sidebars away, as a tap does in UIKit; elsewhere a
    /// press focuses the column and goes on to it.
    func handleSplitMouse(_ event: MouseEvent, toward child: ViewController) -> Bool {
        guard !isCollapsed, let column = currentLayout.columns.first(where: { container(for: $0.column) === child })?.column else {
            return false
        }
        if column == .secondary && currentLayout.isSecondaryObscured {
            if event.kind == .press { show(.secondary) }
            return true
        }
        if event.kind == .press { focusedColumn = column }
        return false
    }

    private var hasOverlaidColumn: Bool { currentLayout.columns.contains { $0.placement == .overlaid } }

    /// The separators while they can be dragged (nothing lies over them: a press starts the
    /// drag), then the buttons of the bars it draws itself (a column that is not a navigation or
    /// tab bar controller: the inspector), back to front.
    var splitRegionItems: [RegionItem] {
        var items: [RegionItem] = []
        if !hasOverlaidColumn {
            for (i, s) in separators.enumerated() {
                items.append(RegionItem(Rect(x: frame.x + s.x, y: frame.y, width: 1, height: frame.height), .separator, tag: i) { [unowned self] _ in
                    self.beginColumnResizing(separator: i)
                    self.draggedSeparator = i
                })
            }
        }
        for column in columnRegions {
            items += columnBars[column.placed.column]?.regionItems(owner: self) ?? []
        }
        return items
    }
}
