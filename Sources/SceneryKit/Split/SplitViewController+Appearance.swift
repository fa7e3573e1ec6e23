import TerminalCanvas

/// `UISplitViewController.PrimaryEdge`: the side the primary (and supplementary) columns sit on.
public enum SplitViewPrimaryEdge: String, Sendable, CaseIterable {
    /// Sidebars on the leading side (the default); on the trailing side.
    case leading, trailing
}

/// `UISplitViewController.BackgroundStyle`: `.sidebar` draws the primary as a sidebar, and the
/// column beside it gets a leading safe-area inset for it (its background may run under the
/// sidebar; its content stays clear).
public enum SplitViewBackgroundStyle: String, Sendable, CaseIterable {
    /// A plain primary column; a sidebar-coloured one.
    case none, sidebar
}

/// The secondary-only button and the mirrored layout (`primaryEdge = .trailing`).
extension SplitViewController {
    /// Whether the secondary's bar offers the secondary-only button (`S`), as UIKit's
    /// `showsSecondaryOnlyButton` in a triple-column split view.
    var offersSecondaryOnlyButton: Bool { showsSecondaryOnlyButton && style == .tripleColumn && !isCollapsed }

    /// The secondary-only button: the secondary alone, then back to the mode it left.
    public func toggleSecondaryOnly() {
        guard !isCollapsed else { return }
        if displayMode == .secondaryOnly, let back = modeBeforeSecondaryOnly {
            modeBeforeSecondaryOnly = nil
            transition { self.requestedDisplayMode = back }
        } else if displayMode != .secondaryOnly {
            modeBeforeSecondaryOnly = displayMode
            transition { self.requestedDisplayMode = .secondaryOnly }
        }
    }

    /// The layout with the primary on the trailing edge: every column's place mirrored, so the
    /// allocator's rules stay written once, leading to trailing.
    static func mirrored(_ layout: SplitLayout, width: Int) -> SplitLayout {
        var m = layout
        m.columns = layout.columns.map { c in
            var c = c
            c.x = width - c.x - c.width
            return c
        }
        // Tiled columns leading to trailing, overlaid ones after them (they draw on top).
        m.columns = m.columns.filter { $0.placement != .overlaid }.sorted { $0.x < $1.x } + m.columns.filter { $0.placement == .overlaid }
        return m
    }

    /// The leading inset `.sidebar` gives the column beside the tiled primary: the primary's
    /// width and its rule.
    func sidebarInset(for column: Column) -> EdgeInsets {
        guard primaryBackgroundStyle == .sidebar, !isCollapsed, let primary = currentLayout.placed(.primary),
              primary.placement == .tiled else { return .zero }
        let tiled = currentLayout.columns.filter { $0.placement == .tiled }
        guard let i = tiled.firstIndex(where: { $0.column == .primary }) else { return .zero }
        let edge = physicalPrimaryEdge
        let beside = edge == .leading ? tiled.indices.contains(i + 1) ? tiled[i + 1].column : nil
                                             : i > 0 ? tiled[i - 1].column : nil
        guard beside == column else { return .zero }
        return edge == .leading ? EdgeInsets(leading: primary.width + 1) : EdgeInsets(trailing: primary.width + 1)
    }
}
