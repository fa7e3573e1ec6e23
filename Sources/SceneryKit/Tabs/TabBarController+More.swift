import TerminalCanvas

/// Tabs that do not fit the bar: the phone's `More` list and the Mac toolbar's `»` menu.
extension TabBarController {
    /// How many items the bar has room for; the rest go into `More` (iPhone) or `»` (Mac).
    var barCapacity: Int {
        switch placement {
        case .bottomBar: return max(2, min(5, frame.width / 6))
        case .toolbar: return toolbarCapacity
        default: return .max
        }
    }

    /// The columns the top-row strip may take. The iPad strip shares the row with a centred
    /// navigation title and keeps a fifth of the width free on each side; the Mac toolbar puts
    /// the title on the leading side and only keeps a tenth.
    var stripRoom: Int {
        max(12, frame.width - 2 * (placement == .toolbar ? max(4, frame.width / 10) : max(8, frame.width / 5)))
    }

    /// How many segments the Mac toolbar shows: all of them when their titles fit its room, else
    /// as many as fit beside `»` and the pinned ones (measured, so no cells stand empty).
    private var toolbarCapacity: Int {
        let all = barTabs
        func segment(_ text: String) -> Int { DisplayWidth.of(text) + 3 }
        let pinned = all.filter { $0.resolvedPlacement == .pinned }
        let others = all.filter { $0.resolvedPlacement != .pinned }
        let fixed = (sidebarWidth(forWidth: frame.width) != nil ? segment("▥") : 0)
            + pinned.map { segment(barLabel($0, unicode: true, iconOnly: true)) }.reduce(0, +)
        if fixed + others.map({ segment($0.title) }).reduce(0, +) - 1 <= stripRoom { return all.count }
        var used = fixed + segment("»"), shown = 0
        for t in others {
            used += segment(t.title)
            if used - 1 > stripRoom { break }
            shown += 1
        }
        return max(2, shown + pinned.count + 1)
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
