import TerminalCanvas

/// iPad and Mac: the tabs in a strip on the top row, scrolling (iPad) or cut at `»` (Mac)
/// when they do not fit.
extension TabBarController {
    /// One entry of the strip, at a column offset from the strip's start.
    struct StripEntry { let kind: BarItem; let text: String; let x: Int; let width: Int }
    struct Strip { let entries: [StripEntry]; let width: Int }

    /// The strip for the current frame: the sidebar button, the tabs (scrolled on iPad when
    /// they do not fit, following the selection; cut at `»` on Mac), then the pinned tabs.
    /// Made once per layout; an ASCII canvas draws the same glyphs as same-width stand-ins.
    func makeStrip() -> Strip {
        let segmented = placement == .toolbar
        let gap = segmented ? 1 : 0
        var lead: [(BarItem, String)] = []
        if sidebarWidth(forWidth: frame.width) != nil { lead.append((.sidebarToggle, "▥")) }
        let items: [Tab?] = segmented ? barItems : barTabs
        let pinned = items.compactMap { $0 }.filter { $0.resolvedPlacement == .pinned }
        var middle: [(BarItem, String)] = items.filter { $0?.resolvedPlacement != .pinned }
            .map { $0.map { (BarItem.tab($0), $0.title) } ?? (.more, "»") }
        let trail = pinned.map { (BarItem.tab($0), barLabel($0, unicode: true, iconOnly: true)) }
        func width(_ list: [(BarItem, String)]) -> Int { list.reduce(0) { $0 + DisplayWidth.of($1.1) + 2 + gap } }
        let available = stripRoom
        let fixed = width(lead) + width(trail)
        var scrollBack = false, scrollForward = false
        if !segmented, fixed + width(middle) > available {
            // Too many tabs for the strip: it scrolls, keeping the selected one in view.
            let room = max(1, available - fixed - 4)
            let selected = middle.firstIndex { if case .tab(let t) = $0.0 { return t === selectedBarItem }; return false } ?? 0
            let shown = TabBarLayout.scrollStrip(widths: middle.map { DisplayWidth.of($0.1) }, room: room,
                                                 selected: selected, offset: stripOffset)
            stripOffset = shown.offset
            let n = shown.count
            scrollBack = stripOffset > 0
            scrollForward = stripOffset + n < middle.count
            middle = Array(middle[stripOffset..<(stripOffset + n)])
        }
        var entries: [StripEntry] = []
        var x = 0
        func add(_ kind: BarItem, _ text: String, pad: Int = 1) {
            let w = DisplayWidth.of(text) + 2 * pad
            entries.append(StripEntry(kind: kind, text: text, x: x, width: w))
            x += w + gap
        }
        // The arrows point where the tabs they scroll to are: mirrored right-to-left.
        let (back, forward) = isRightToLeft ? ("›", "‹") : ("‹", "›")
        for e in lead { add(e.0, e.1) }
        if scrollBack || scrollForward { add(.scrollBack, scrollBack ? back : " ", pad: 0) }
        for e in middle { add(e.0, e.1) }
        if scrollBack || scrollForward { add(.scrollForward, scrollForward ? forward : " ", pad: 0) }
        for e in trail { add(e.0, e.1) }
        return Strip(entries: entries, width: max(0, x - gap))
    }

    /// The columns the strip covers, centred in the row: the navigation bar keeps clear of them.
    func stripSpan(in rect: Rect) -> Range<Int> {
        let w = min(rect.width, strip.width)
        let x = rect.x + (rect.width - w) / 2
        return x..<(x + w)
    }

    /// Right-to-left (``ViewController/isRightToLeft``), the strip is mirrored: the sidebar
    /// button on the right, the first tab after it leftwards, the pinned tabs on the left, as
    /// UIKit mirrors its tab bar.
    func layoutStrip(in rect: Rect) -> [TabItemLayout] {
        guard rect.height > 0 else { return [] }
        let x0 = stripSpan(in: rect).lowerBound, rtl = isRightToLeft, w = strip.width
        return strip.entries.map {
            TabItemLayout(rect: Rect(x: x0 + (rtl ? w - $0.x - $0.width : $0.x), y: rect.y, width: $0.width, height: 1), kind: $0.kind, text: $0.text)
        }
    }

    func drawStrip(in canvas: inout Canvas, rect: Rect, focused: Bool, theme: Theme) {
        guard rect.height > 0 else { return }
        let x0 = stripSpan(in: rect).lowerBound
        let segmented = placement == .toolbar
        canvas.fill(Rect(x: x0, y: rect.y, width: min(strip.width, rect.width), height: 1), style: theme.inactiveSelection)
        let current = selectedBarItem
        for (i, e) in tabItems.enumerated() {
            let r = e.rect
            let style = isSelected(e.kind, current: current) ? itemStyle(selected: true, focused: focused, theme: theme)
                : (e.kind.isControl ? theme.inactiveSelection.with(.dim) : theme.inactiveSelection)
            canvas.fill(r, style: style)
            canvas.drawText(e.text, x: r.x + (r.width - DisplayWidth.of(e.text)) / 2, y: r.y, style: style)
            if segmented && i < tabItems.count - 1 {
                canvas.put(canvas.symbol("│", ascii: "|"), x: isRightToLeft ? r.x - 1 : r.maxX, y: r.y, style: theme.inactiveSelection.with(.dim))
            }
        }
    }
}
