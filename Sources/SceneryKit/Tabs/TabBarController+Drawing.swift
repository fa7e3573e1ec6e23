import TerminalCanvas

/// Drawing the tabs in each placement. The content is drawn first, inside its safe area; the
/// tabs go on top (the iPad strip over the navigation bar's row it shares).
extension TabBarController {
    func drawTabs(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let tabsFocused = context.isFocused && isTabAreaFocused
        if let vc = selectedViewController {
            let r = rect.inset(by: vc.safeAreaInsets)
            let c = context.focused(context.isFocused && !isTabAreaFocused)
            canvas.withClip(r) { canvas in vc.draw(in: &canvas, rect: r, context: c) }
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

    // MARK: iPhone (and compact width): a bar at the bottom

    /// The bar's items: each label with a cell either side; spare cells are shared out, and
    /// only when the bar is short do the longest labels give way.
    func layoutBottomBar(in rect: Rect) -> [TabItemLayout] {
        guard rect.height > 1, rect.width > 0 else { return [] }
        let items = barItems
        let labels = items.map { barLabel($0, unicode: true, iconOnly: $0?.resolvedPlacement == .pinned) }
        let widths = Self.shareWidths(needs: labels.map { DisplayWidth.of($0) + 2 }, total: rect.width)
        var x = rect.x
        return items.indices.map { i in
            defer { x += widths[i] }
            return TabItemLayout(rect: Rect(x: x, y: rect.maxY - 1, width: widths[i], height: 1),
                                 hit: items[i].map { .tab($0) } ?? .more, text: labels[i])
        }
    }

    func drawBottomBar(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard rect.height > 1, rect.width > 0 else { return }
        canvas.fill(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), style: theme.inactiveSelection)
        let current = selectedBarItem
        for item in tabItems {
            let (r, w) = (item.rect, item.rect.width)
            let selected = isSelected(item.hit, current: current)
            let shown = TextLayout.truncate(item.text, to: max(0, w - 1), unicode: canvas.unicode)
            let style = selected ? itemStyle(selected: true, focused: focused, theme: theme) : theme.inactiveSelection
            let tw = DisplayWidth.of(shown)
            let tx = r.x + (w - tw) / 2
            if selected { canvas.fill(Rect(x: tx - 1, y: r.y, width: min(w, tw + 2), height: 1), style: style) }
            canvas.drawText(shown, x: tx, y: r.y, style: style)
        }
    }

    /// Whether an item shows the selection: its tab is the selected bar item, or it is `More` while More shows.
    func isSelected(_ hit: Hit, current: Tab?) -> Bool {
        switch hit {
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

    // MARK: iPad and Mac: a strip in the top row

    /// One entry of the strip, at a column offset from the strip's start.
    struct StripEntry { let hit: Hit; let text: String; let x: Int; let width: Int }
    struct Strip { let entries: [StripEntry]; let width: Int }

    /// The strip for the current frame: the sidebar button, the tabs (scrolled on iPad when
    /// they do not fit, following the selection; cut at `»` on Mac), then the pinned tabs.
    /// Made once per layout; an ASCII canvas draws the same glyphs as same-width stand-ins.
    func makeStrip() -> Strip {
        let segmented = placement == .toolbar
        let gap = segmented ? 1 : 0
        var lead: [(Hit, String)] = []
        if sidebarWidth(forWidth: frame.width) != nil { lead.append((.sidebarToggle, "▥")) }
        let items: [Tab?] = segmented ? barItems : barTabs
        let pinned = items.compactMap { $0 }.filter { $0.resolvedPlacement == .pinned }
        var middle: [(Hit, String)] = items.filter { $0?.resolvedPlacement != .pinned }
            .map { $0.map { (Hit.tab($0), $0.title) } ?? (.more, "»") }
        let trail = pinned.map { (Hit.tab($0), barLabel($0, unicode: true, iconOnly: true)) }
        func width(_ list: [(Hit, String)]) -> Int { list.reduce(0) { $0 + DisplayWidth.of($1.1) + 2 + gap } }
        let available = stripRoom
        let fixed = width(lead) + width(trail)
        var scrollBack = false, scrollForward = false
        if !segmented, fixed + width(middle) > available {
            // Too many tabs for the strip: it scrolls, keeping the selected one in view.
            let room = max(1, available - fixed - 4)
            let selected = middle.firstIndex { if case .tab(let t) = $0.0 { return t === selectedBarItem }; return false } ?? 0
            stripOffset = min(max(0, stripOffset), max(0, middle.count - 1))
            if selected < stripOffset { stripOffset = selected }
            func visibleCount(from start: Int) -> Int {
                var used = 0, n = 0
                for e in middle[start...] { used += DisplayWidth.of(e.1) + 2; if used > room { break }; n += 1 }
                return max(1, n)
            }
            while selected >= stripOffset + visibleCount(from: stripOffset) && stripOffset < selected { stripOffset += 1 }
            let n = visibleCount(from: stripOffset)
            scrollBack = stripOffset > 0
            scrollForward = stripOffset + n < middle.count
            middle = Array(middle[stripOffset..<(stripOffset + n)])
        }
        var entries: [StripEntry] = []
        var x = 0
        func add(_ hit: Hit, _ text: String, pad: Int = 1) {
            let w = DisplayWidth.of(text) + 2 * pad
            entries.append(StripEntry(hit: hit, text: text, x: x, width: w))
            x += w + gap
        }
        for e in lead { add(e.0, e.1) }
        if scrollBack || scrollForward { add(.scrollBack, scrollBack ? "‹" : " ", pad: 0) }
        for e in middle { add(e.0, e.1) }
        if scrollBack || scrollForward { add(.scrollForward, scrollForward ? "›" : " ", pad: 0) }
        for e in trail { add(e.0, e.1) }
        return Strip(entries: entries, width: max(0, x - gap))
    }

    /// The columns the strip covers, centred in the row: the navigation bar keeps clear of them.
    func stripSpan(in rect: Rect) -> Range<Int> {
        let w = min(rect.width, strip.width)
        let x = rect.x + (rect.width - w) / 2
        return x..<(x + w)
    }

    func layoutStrip(in rect: Rect) -> [TabItemLayout] {
        guard rect.height > 0 else { return [] }
        let x0 = stripSpan(in: rect).lowerBound
        return strip.entries.map { TabItemLayout(rect: Rect(x: x0 + $0.x, y: rect.y, width: $0.width, height: 1), hit: $0.hit, text: $0.text) }
    }

    func drawStrip(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard rect.height > 0 else { return }
        let x0 = stripSpan(in: rect).lowerBound
        let segmented = placement == .toolbar
        canvas.fill(Rect(x: x0, y: rect.y, width: min(strip.width, rect.width), height: 1), style: theme.inactiveSelection)
        let current = selectedBarItem
        for (i, e) in tabItems.enumerated() {
            let r = e.rect
            let style = isSelected(e.hit, current: current) ? itemStyle(selected: true, focused: focused, theme: theme)
                : (e.hit.isControl ? theme.inactiveSelection.with(.dim) : theme.inactiveSelection)
            canvas.fill(r, style: style)
            canvas.drawText(e.text, x: r.x + (r.width - DisplayWidth.of(e.text)) / 2, y: r.y, style: style)
            if segmented && i < tabItems.count - 1 {
                canvas.put(canvas.symbol("│", ascii: "|"), x: r.maxX, y: r.y, style: theme.inactiveSelection.with(.dim))
            }
        }
    }

    // MARK: Vision Pro: an ornament on the leading edge

    func layoutOrnament(in rect: Rect) -> [TabItemLayout] {
        let items = barTabs
        guard !items.isEmpty, rect.height > 0 else { return [] }
        let step = rect.height >= items.count * 2 + 1 ? 2 : 1
        // Centred on the leading edge, as visionOS hangs it.
        let top = rect.y + max(0, (rect.height - (items.count * step - 1)) / 2)
        let w = min(rect.width, ornamentWidth)
        return items.enumerated().compactMap { i, tab in
            let y = top + i * step
            guard y < rect.maxY else { return nil }
            return TabItemLayout(rect: Rect(x: rect.x, y: y, width: w, height: 1), hit: .tab(tab), text: tab.title)
        }
    }

    func drawOrnament(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard !barTabs.isEmpty, rect.height > 0 else { return }
        let w = min(rect.width, ornamentWidth)
        let labelWidth = w - Self.ornamentWidth
        canvas.fill(Rect(x: rect.x, y: rect.y, width: w, height: rect.height), style: theme.inactiveSelection)
        let current = selectedBarItem
        for item in tabItems {
            guard case .tab(let tab) = item.hit else { continue }
            let r = item.rect
            let style = tab === current ? itemStyle(selected: true, focused: focused, theme: theme) : theme.inactiveSelection
            let glyph = canvas.unicode ? tab.image.map(String.init) ?? String(tab.title.prefix(1)) : String(tab.title.prefix(1))
            canvas.fill(r, style: style)
            canvas.drawText(glyph, x: r.x + 1, y: r.y, style: style)
            if labelWidth > 1 { canvas.drawText(tab.title, x: r.x + Self.ornamentWidth, y: r.y, style: style, maxWidth: labelWidth - 1) }
        }
    }

    // MARK: The sidebar

    /// The sidebar's toggle, its rows (scrolled to keep the selection, or the cursor, in view)
    /// and `Edit` when there is room.
    func layoutSidebar(in rect: Rect) -> [TabItemLayout] {
        guard let sw = sidebarWidth(forWidth: rect.width), rect.height > 0 else { return [] }
        let side = Rect(x: rect.x, y: rect.y, width: sw, height: rect.height)
        var items = [TabItemLayout(rect: Rect(x: side.maxX - 2, y: side.y, width: 1, height: 1), hit: .sidebarToggle, text: "▥")]
        let canEdit = rect.height >= 6
        let listArea = Rect(x: side.x, y: side.y + 1, width: sw, height: max(0, rect.height - 1 - (canEdit ? 1 : 0)))
        let rows = sidebarRows
        let lines = sidebarLines(rows)
        let target = sidebarCursor.flatMap { c in lines.firstIndex { $0 == c } }
            ?? lines.firstIndex { i in i.map { if case .tab(let t) = rows[$0] { return t === selectedTab }; return false } ?? false } ?? 0
        if target < sidebarScroll { sidebarScroll = target }
        if target >= sidebarScroll + listArea.height { sidebarScroll = target - listArea.height + 1 }
        sidebarScroll = max(0, min(sidebarScroll, max(0, lines.count - listArea.height)))
        for row in 0..<listArea.height {
            let li = sidebarScroll + row
            guard li < lines.count, let ri = lines[li] else { continue }
            let r = Rect(x: side.x, y: listArea.y + row, width: sw, height: 1)
            switch rows[ri] {
            case .section(let g): items.append(TabItemLayout(rect: r, hit: .section(g), text: g.title))
            case .tab(let t): items.append(TabItemLayout(rect: r, hit: .tab(t), text: barLabel(t, unicode: true)))
            }
        }
        if canEdit { items.append(TabItemLayout(rect: Rect(x: side.x + 1, y: rect.maxY - 1, width: 4, height: 1), hit: .edit, text: "Edit")) }
        return items
    }

    func drawSidebar(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard let sw = sidebarWidth(forWidth: rect.width), rect.height > 0 else { return }
        let side = Rect(x: rect.x, y: rect.y, width: sw, height: rect.height)
        canvas.fill(side)
        let line = canvas.symbol("│", ascii: "|")
        for y in rect.y..<rect.maxY { canvas.put(line, x: rect.x + sw, y: y, style: theme.separator) }
        // The header: the app's name and the button that turns the sidebar back into a tab bar.
        let header = super.title.isEmpty ? "Tabs" : super.title
        canvas.drawText(header, x: side.x + 1, y: side.y, style: focused ? theme.navigationTitle : theme.navigationTitle.with(.dim),
                        maxWidth: sw - 4)
        let rows = sidebarRows
        let cursorGroup: TabGroup? = sidebarCursor.flatMap { c in
            guard focused, rows.indices.contains(c), case .section(let g) = rows[c] else { return nil }
            return g
        }
        for item in tabItems {
            let r = item.rect
            switch item.hit {
            case .sidebarToggle:
                canvas.put(canvas.symbol("▥", ascii: "#"), x: r.x, y: r.y, style: theme.accent)
            case .section(let g):
                let cursor = cursorGroup === g
                let style = cursor ? theme.selection : theme.secondaryText.with(.bold)
                if cursor { canvas.fill(r, style: style) }
                let fold = g.isExpandedInSidebar ? canvas.symbol("▾", ascii: "v") : canvas.symbol("▸", ascii: ">")
                canvas.drawText(item.text + " " + String(fold), x: side.x + 1, y: r.y, style: style, maxWidth: sw - 2)
            case .tab(let t):
                let selected = t === selectedTab
                let style: Style = selected ? (focused && sidebarCursor == nil ? theme.selection : theme.inactiveSelection) : .plain
                canvas.fill(r, style: style)
                let indent = t.parent == nil ? 1 : 3
                canvas.drawText(item.text, x: side.x + indent, y: r.y, style: style, maxWidth: sw - indent - 1)
            case .edit:
                canvas.drawText(item.text, x: r.x, y: r.y, style: theme.accent)
            default: break
            }
        }
    }

    /// The sidebar's lines: an index into `rows`, or nil for the blank line before a section.
    func sidebarLines(_ rows: [SidebarRow]) -> [Int?] {
        var lines: [Int?] = []
        for (i, row) in rows.enumerated() {
            if case .section = row, i > 0 { lines.append(nil) }
            lines.append(i)
        }
        return lines
    }
}

/// One thing of the tabs' layout: where it is, what a click on it does, its text.
struct TabItemLayout {
    var rect: Rect
    var hit: TabBarController.Hit
    var text: String
}

extension TabBarController.Hit {
    /// Buttons of the strip rather than tabs: drawn dimmer.
    var isControl: Bool {
        switch self {
        case .tab, .more: return false
        default: return true
        }
    }
}
