import TerminalCanvas

/// Tabs that do not fit the bar: the phone's `More` list and the Mac toolbar's `»` menu.
extension TabBarController {
    /// How many items the bar has room for; the rest go into `More` (iPhone) or `»` (Mac).
    var barCapacity: Int {
        switch placement {
        case .bottomBar: return max(2, min(5, frame.width / 6))
        case .toolbar: return max(2, (frame.width - 24) / 9)
        default: return .max
        }
    }

    /// The bar's items as drawn: tabs, with `nil` standing for `More`.
    var barItems: [Tab?] {
        let all = barTabs
        guard all.count > barCapacity else { return all }
        let pinned = all.filter { $0.resolvedPlacement == .pinned }
        let others = all.filter { $0.resolvedPlacement != .pinned }
        let room = max(0, barCapacity - pinned.count - 1)
        return others.prefix(room).map { Optional($0) } + [nil] + pinned.map { Optional($0) }
    }

    /// Tabs that did not fit in the bar.
    var overflowTabs: [Tab] {
        let shown = barItems.compactMap { $0 }
        return barTabs.filter { t in !shown.contains { $0 === t } }
    }

    /// Shows the `More` list (the overflow tabs).
    public func showMore() {
        moreList.items = overflowTabs.map { ListItem($0.label) }
        moreNavigation.popViewController()
        addChild(moreNavigation)
        isShowingMore = true
        isTabAreaFocused = false
        if frame.width > 0 { layoutContent(moreNavigation) }
    }
}
