import TerminalCanvas

/// The tabs in each placement, drawn over the content: the content first, inside its safe
/// area, then the placement's items (the iPad strip over the navigation bar's row it shares).
/// Each placement — bottom bar, strip, ornament, sidebar — lays out and draws in its own file.
extension TabBarController {
    func drawTabs(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let tabsFocused = context.isFocused && isTabAreaFocused
        if let vc = selectedViewController {
            let r = vc.frame
            let c = context.focused(context.isFocused && !isTabAreaFocused)
            canvas.withClip(r) { canvas in vc.drawContent(in: &canvas, rect: r, context: c) }
        }
        switch placement {
        case .sidebar: drawSidebar(in: &canvas, rect: rect, focused: tabsFocused, theme: context.theme)
        case .bottomBar: drawBottomBar(in: &canvas, rect: rect, focused: tabsFocused, theme: context.theme)
        case .topBar, .toolbar: drawStrip(in: &canvas, rect: rect, focused: tabsFocused, theme: context.theme)
        case .ornament: drawOrnament(in: &canvas, rect: rect, focused: tabsFocused, theme: context.theme)
        }
    }

    /// The top-level item the selection belongs to (`nil` for `More`).
    var selectedBarItem: Tab? {
        if isShowingMore { return nil }
        guard let top = selectedTab?.pathFromRoot.first else { return nil }
        return overflowTabs.contains { $0 === top } && placement != .topBar ? nil : top
    }

    func itemStyle(selected: Bool, focused: Bool, theme: Theme) -> Style {
        guard selected else { return .plain }
        return focused ? theme.selection : theme.accent.with(.bold)
    }

    /// Whether an item shows the selection: its tab is the selected bar item, or it is `More` while More shows.
    func isSelected(_ kind: BarItem, current: Tab?) -> Bool {
        switch kind {
        case .tab(let t): return t === current
        case .more: return isShowingMore
        default: return false
        }
    }

    /// Widths for items that each need `needs[i]` cells, adding up to `total` exactly: every
    /// need is met when they fit and the spare cells are spread evenly; otherwise the small
    /// items keep their need and the rest share what is left equally (water-filling), so no
    /// label is cut while another item holds empty cells.
    static func shareWidths(needs: [Int], total: Int) -> [Int] {
        guard !needs.isEmpty else { return [] }
        var widths = needs
        if needs.reduce(0, +) > total {
            var left = total, open = Array(needs.indices)
            // Items needing no more than an equal share of what is left keep their need.
            while let i = open.min(by: { needs[$0] < needs[$1] }), needs[i] <= left / open.count {
                widths[i] = needs[i]; left -= needs[i]; open.removeAll { $0 == i }
            }
            for (k, i) in open.enumerated() { widths[i] = left / open.count + (k < left % open.count ? 1 : 0) }
            return widths
        }
        let spare = total - needs.reduce(0, +)
        for i in widths.indices { widths[i] += spare / needs.count + (i < spare % needs.count ? 1 : 0) }
        return widths
    }

    /// `▶ Listen Now`; the pinned search tab is its glyph alone; `More` is `⋯ More`.
    func barLabel(_ item: Tab?, unicode: Bool, iconOnly: Bool = false) -> String {
        guard let tab = item else { return unicode ? "⋯ More" : "More" }
        if iconOnly { return unicode ? tab.image.map(String.init) ?? tab.title : tab.title }
        let badge = tab.badgeValue.map { " (\($0))" } ?? ""
        return (unicode ? tab.label : tab.title) + badge
    }
}
