import TerminalCanvas

/// iPhone and compact width: the tabs in a bar along the bottom. At the accessibility text
/// sizes the bar is two rows, the labels on the lower one, as UIKit's bar grows with the text.
extension TabBarController {
    /// Rows the bottom bar takes from the content.
    var bottomBarRows: Int { traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 2 : 1 }

    /// The bar's items: each label with a cell either side; spare cells are shared out, and
    /// only when the bar is short do the longest labels give way.
    func layoutBottomBar(in rect: Rect) -> [TabItemLayout] {
        guard rect.height > 1, rect.width > 0 else { return [] }
        let items = barItems
        let labels = items.map { barLabel($0, unicode: true, iconOnly: $0?.resolvedPlacement == .pinned) }
        let widths = Self.shareWidths(needs: labels.map { DisplayWidth.of($0) + 2 }, total: rect.width)
        var x = rect.x
        // Right-to-left, the first tab is on the right, as UIKit mirrors its tab bar.
        let rtl = isRightToLeft
        // An item is its column of the bar, padding row included: a click there picks it too.
        let rows = min(bottomBarRows, rect.height - 1)
        return items.indices.map { i in
            defer { x += widths[i] }
            let left = rtl ? rect.x + rect.maxX - x - widths[i] : x
            return TabItemLayout(rect: Rect(x: left, y: rect.maxY - rows, width: widths[i], height: rows),
                                 kind: items[i].map { .tab($0) } ?? .more, text: labels[i])
        }
    }

    func drawBottomBar(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard rect.height > 1, rect.width > 0 else { return }
        let rows = min(bottomBarRows, rect.height - 1)
        canvas.fill(Rect(x: rect.x, y: rect.maxY - rows, width: rect.width, height: rows), style: theme.inactiveSelection)
        let current = selectedBarItem
        for item in tabItems {
            let (r, w) = (item.rect, item.rect.width)
            let selected = isSelected(item.kind, current: current)
            let shown = TextLayout.truncate(item.text, to: max(0, w - 1), unicode: canvas.unicode)
            let style = selected ? itemStyle(selected: true, focused: focused, theme: theme) : theme.inactiveSelection
            let tw = DisplayWidth.of(shown)
            let tx = r.x + (w - tw) / 2, y = r.maxY - 1
            if selected { canvas.fill(Rect(x: tx - 1, y: y, width: min(w, tw + 2), height: 1), style: style) }
            canvas.drawText(shown, x: tx, y: y, style: style)
        }
    }
}
