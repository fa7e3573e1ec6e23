import TerminalCanvas

/// Vision Pro: the tabs in an ornament on the leading edge.
extension TabBarController {
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
            return TabItemLayout(rect: Rect(x: rect.x, y: y, width: w, height: 1), kind: .tab(tab), text: tab.title)
        }
    }

    func drawOrnament(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard !barTabs.isEmpty, rect.height > 0 else { return }
        let w = min(rect.width, ornamentWidth)
        let labelWidth = w - Self.ornamentWidth
        canvas.fill(Rect(x: rect.x, y: rect.y, width: w, height: rect.height), style: theme.inactiveSelection)
        let current = selectedBarItem
        for item in tabItems {
            guard case .tab(let tab) = item.kind else { continue }
            let r = item.rect
            let style = tab === current ? itemStyle(selected: true, focused: focused, theme: theme) : theme.inactiveSelection
            let glyph = canvas.unicode ? tab.image.map(String.init) ?? String(tab.title.prefix(1)) : String(tab.title.prefix(1))
            canvas.fill(r, style: style)
            canvas.drawText(glyph, x: r.x + 1, y: r.y, style: style)
            if labelWidth > 1 { canvas.drawText(tab.title, x: r.x + Self.ornamentWidth, y: r.y, style: style, maxWidth: labelWidth - 1) }
        }
    }
}
