import TerminalCanvas

/// A separator between two tiled columns that can be dragged (or moved from the keyboard in
/// Ctrl-R mode). Moving it changes the width of the sidebar on its leading side, or of the
/// inspector on its trailing side; the secondary takes up the difference.
public struct ColumnSeparator: Equatable, Sendable {
    /// Column offset within the split view.
    public var x: Int
    /// The column whose width the separator sets.
    public var resizedColumn: SplitViewController.Column
    /// Whether it can move toward the leading edge (the column is above its minimum).
    public var canMoveLeading: Bool
    /// Whether it can move toward the trailing edge (the column is below its maximum, and the secondary can give).
    public var canMoveTrailing: Bool
}

extension SplitViewController {
    /// The movable separators, leading to trailing.
    /// Whether there is a separator to move: two tiled columns side by side. Cheaper than
    /// `separators`, which works out how far each one can go (the hint bar asks every frame).
    public var hasSeparators: Bool {
        !isCollapsed && currentLayout.columns.lazy.filter { $0.placement == .tiled }.count > 1
    }

    /// The movable separators, leading to trailing, with how far each can go.
    public var separators: [ColumnSeparator] {
        guard !isCollapsed else { return [] }
        let tiled = tiledColumns, b = columnBounds()
        return tiled.indices.dropLast().map { separator(after: $0, in: tiled, bounds: b) }
    }

    /// `separators[index]`, nil past the last, worked out alone: drawing and moving ask for the
    /// active one every step, and how far a separator can go takes the columns' bounds.
    func separator(at index: Int, bounds: SplitColumnBounds? = nil) -> ColumnSeparator? {
        guard !isCollapsed, index >= 0 else { return nil }
        let tiled = tiledColumns
        guard index + 1 < tiled.count else { return nil }
        return separator(after: index, in: tiled, bounds: bounds ?? columnBounds())
    }

    private var tiledColumns: [PlacedColumn] { currentLayout.columns.filter { $0.placement == .tiled } }

    /// The separator between tiled column `i` and the next.
    private func separator(after i: Int, in tiled: [PlacedColumn], bounds b: SplitColumnBounds) -> ColumnSeparator {
        let leading = tiled[i], trailing = tiled[i + 1]
        let resized = resizedColumn(between: leading.column, and: trailing.column, in: tiled.map(\.column))
        let (grow, shrink) = (room(for: resized, growing: true, bounds: b), room(for: resized, growing: false, bounds: b))
        // Moving the separator toward the trailing edge grows the column on its leading side.
        let growsTrailing = resized == leading.column
        return ColumnSeparator(x: trailing.x - 1, resizedColumn: resized,
                               canMoveLeading: growsTrailing ? shrink > 0 : grow > 0,
                               canMoveTrailing: growsTrailing ? grow > 0 : shrink > 0)
    }

    /// The column a separator sizes: the one farther from the secondary (a sidebar, or the
    /// inspector), whichever side the primary is on.
    private func resizedColumn(between a: Column, and b: Column, in order: [Column]) -> Column {
        if a == .secondary { return b }
        if b == .secondary { return a }
        guard let s = order.firstIndex(of: .secondary), let i = order.firstIndex(of: a), let j = order.firstIndex(of: b) else { return a }
        return abs(i - s) > abs(j - s) ? a : b
    }

    /// The sidebar beside a resized column that gives or takes width first (the supplementary
    /// beside the primary), so that the separator moves and the other columns stay put.
    private func neighbour(of column: Column) -> Column? {
        column == .primary && currentLayout.placed(.supplementary)?.placement == .tiled ? .supplementary : nil
    }

    /// How far a column can grow (or shrink) from its bounds and what its neighbours can give.
    private func room(for column: Column, growing: Bool, bounds b: SplitColumnBounds) -> Int {
        let bounds = b.bounds(column), w = currentLayout.width(of: column)
        if !growing { return max(0, w - bounds.minimum) }
        let secondaryRoom = max(0, currentLayout.width(of: .secondary) - b.secondaryMinimum)
        let neighbourRoom = neighbour(of: column).map { max(0, currentLayout.width(of: $0) - b.bounds($0).minimum) } ?? 0
        return max(0, min(bounds.maximum - w, secondaryRoom + neighbourRoom))
    }

    /// Moves separator `index` by `delta` cells (positive: toward the trailing edge), within
    /// every column's bounds. The column on the far side pays: the supplementary for the
    /// primary's separator (while it can), else the secondary. Returns false when it could not move.
    @discardableResult
    public func moveSeparator(_ index: Int, by delta: Int) -> Bool {
        let b = columnBounds()
        guard delta != 0, let moved = separator(at: index, bounds: b) else { return false }
        let column = moved.resizedColumn
        // A column on the separator's trailing side shrinks as the separator moves trailing.
        let wanted = (currentLayout.placed(column)?.x ?? 0) > moved.x ? -delta : delta
        let change = wanted > 0 ? min(wanted, room(for: column, growing: true, bounds: b))
                                : -min(-wanted, room(for: column, growing: false, bounds: b))
        guard change != 0 else { return false }
        if let n = neighbour(of: column) {
            let nw = currentLayout.width(of: n), nb = b.bounds(n)
            let target = max(nb.minimum, min(nb.maximum, nw - change))
            if target != nw { userColumnWidths[n] = target }
        }
        userColumnWidths[column] = currentLayout.width(of: column) + change
        transition {}
        return true
    }

    /// `=`: back to the preferred widths.
    public func resetColumnWidths() {
        userColumnWidths = [:]
        transition {}
    }

    /// Starts a column resize (Ctrl-R or a drag): the separator is highlighted until
    /// `endColumnResizing()`. The scene is not resizing: its geometry and size classes stay put.
    public func beginColumnResizing(separator: Int = 0) {
        guard hasSeparators else { return }
        activeSeparator = min(max(0, separator), separators.count - 1)
        windowScene?.isResizingColumns = true
    }

    /// Selects the next separator in column-resize mode (the previous one with `backward`), wrapping around.
    public func selectNextSeparator(backward: Bool = false) {
        let n = separators.count
        guard n > 0, let i = activeSeparator else { return }
        activeSeparator = (i + (backward ? n - 1 : 1)) % n
    }

    /// Ends the resize; the widths are saved with the scene's state.
    public func endColumnResizing() {
        activeSeparator = nil
        draggedSeparator = nil
        guard let scene = windowScene, scene.isResizingColumns else { return }
        scene.isResizingColumns = false
        scene.saveSession()
    }

    /// Drags move the separator a press took (its region item starts the drag); the release
    /// ends it.
    func handleSeparatorDrag(_ event: MouseEvent, in rect: Rect) -> Bool {
        switch event.kind {
        case .drag, .move:
            guard let i = draggedSeparator, i < separators.count else { return false }
            moveSeparator(i, by: event.position.x - (rect.x + separators[i].x))
            return true
        case .release:
            guard let i = draggedSeparator else { return false }
            if i < separators.count { moveSeparator(i, by: event.position.x - (rect.x + separators[i].x)) }
            endColumnResizing()
            return true
        default:
            return false
        }
    }

    // MARK: Restoration

    /// Column widths chosen by resizing (in points, so another scale reads them sensibly) and
    /// whether the inspector is shown.
    func encodeColumnState(into state: inout [String: String]) {
        for (column, width) in userColumnWidths {
            state["split.width.\(column)"] = PointSize.formatted(Double(width) * scale.pointsPerColumn)
        }
        state["split.inspector"] = wantsInspector ? "shown" : "hidden"
        // The column that had the keys, so a relaunch puts focus back where the person left it;
        // collapsed, the column of the screen on top of the stack (a relaunch wider focuses it).
        if !isCollapsed {
            state["split.focus"] = "\(focusedColumn)"
        } else if let top = collapsedNavigation?.topViewController, let column = column(of: top), column != .compact {
            state["split.focus"] = "\(column)"
        }
    }

    func decodeColumnState(from state: [String: String]) {
        for column in [Column.primary, .supplementary, .inspector] {
            if let points = state["split.width.\(column)"].flatMap(Double.init), points > 0 {
                userColumnWidths[column] = scale.columns(forPoints: points)
            }
        }
        if state["split.inspector"] == "shown", viewControllers[.inspector] != nil { show(.inspector) }
        if let name = state["split.focus"], let column = Column.allCases.first(where: { "\($0)" == name }),
           viewControllers[column] != nil {
            focusedColumn = column
        }
        relayout()
    }
}
