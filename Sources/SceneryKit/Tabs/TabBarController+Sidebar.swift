import TerminalCanvas

/// The tabs as a sidebar: groups with their children, the sidebar button, the selection.
/// Right to left it is mirrored: on the right, its rows against their right edge (a tab's
/// glyph rightmost, as a cell's image is at the leading edge), the button on the left.
extension TabBarController {
    /// The sidebar's toggle, its rows (scrolled to keep the selection, or the cursor, in view)
    /// and `Edit` when there is room.
    func layoutSidebar(in rect: Rect) -> [TabItemLayout] {
        guard let sw = sidebarWidth(forWidth: rect.width), rect.height > 0 else { return [] }
        let side = sidebarRect(in: rect, width: sw), rtl = isRightToLeft
        var items = [TabItemLayout(rect: Rect(x: rtl ? side.x + 1 : side.maxX - 2, y: side.y, width: 1, height: 1), kind: .sidebarToggle, text: "▥")]
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
            case .section(let g): items.append(TabItemLayout(rect: r, kind: .section(g), text: g.title))
            case .tab(let t):
                let text = rtl ? t.title + (t.badgeValue.map { " (\($0))" } ?? "") + (t.image.map { " \($0)" } ?? "") : barLabel(t, unicode: true)
                items.append(TabItemLayout(rect: r, kind: .tab(t), text: text))
            }
        }
        if canEdit {
            items.append(TabItemLayout(rect: Rect(x: rtl ? side.maxX - 5 : side.x + 1, y: rect.maxY - 1, width: 4, height: 1), kind: .edit, text: "Edit"))
        }
        return items
    }

    /// The sidebar's cells: on the leading edge, which is the right one in right-to-left.
    func sidebarRect(in rect: Rect, width sw: Int) -> Rect {
        let rtl = isRightToLeft
        return Rect(x: rtl ? rect.maxX - sw : rect.x, y: rect.y, width: sw, height: rect.height)
    }

    func drawSidebar(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard let sw = sidebarWidth(forWidth: rect.width), rect.height > 0 else { return }
        let side = sidebarRect(in: rect, width: sw)
        canvas.fill(side)
        let line = canvas.symbol("│", ascii: "|")
        let rule = side.x == rect.x ? side.maxX : side.x - 1
        for y in rect.y..<rect.maxY { canvas.put(line, x: rule, y: y, style: theme.separator) }
        // The header: the app's name and the button that turns the sidebar back into a tab bar.
        let header = super.title.isEmpty ? "Tabs" : super.title, rtl = isRightToLeft
        // `x` for text of `width` cells, `inset` from the leading edge.
        func x(_ width: Int, inset: Int) -> Int { rtl ? max(side.x + inset, side.maxX - inset - width) : side.x + inset }
        canvas.drawText(header, x: rtl ? max(side.x + 3, side.maxX - 1 - DisplayWidth.of(header)) : side.x + 1, y: side.y, style: focused ? theme.navigationTitle : theme.navigationTitle.with(.dim),
                        maxWidth: sw - 4)
        let rows = sidebarRows
        let cursorGroup: TabGroup? = sidebarCursor.flatMap { c in
            guard focused, rows.indices.contains(c), case .section(let g) = rows[c] else { return nil }
            return g
        }
        for item in tabItems {
            let r = item.rect
            switch item.kind {
            case .sidebarToggle:
                canvas.put(canvas.symbol("▥", ascii: "#"), x: r.x, y: r.y, style: theme.accent)
            case .section(let g):
                let cursor = cursorGroup === g
                let style = cursor ? theme.selection : theme.secondaryText.with(.bold)
                if cursor { canvas.fill(r, style: style) }
                let fold = g.isExpandedInSidebar ? canvas.symbol("▾", ascii: "v") : canvas.symbol("▸", ascii: ">")
                let text = rtl ? String(fold) + " " + item.text : item.text + " " + String(fold)
                canvas.drawText(text, x: x(DisplayWidth.of(text), inset: 1), y: r.y, style: style, maxWidth: sw - 2)
            case .tab(let t):
                let selected = t === selectedTab
                let style: Style = selected ? (focused && sidebarCursor == nil ? theme.selection : theme.inactiveSelection) : .plain
                canvas.fill(r, style: style)
                let indent = t.parent == nil ? 1 : 3
                canvas.drawText(item.text, x: x(DisplayWidth.of(item.text), inset: indent), y: r.y, style: style, maxWidth: sw - indent - 1)
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
    var kind: TabBarController.BarItem
    var text: String
}

extension TabBarController.BarItem {
    /// Buttons of the strip rather than tabs: drawn dimmer.
    var isControl: Bool {
        switch self {
        case .tab, .more: return false
        default: return true
        }
    }
}
