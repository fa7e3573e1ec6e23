import TerminalCanvas

/// Drawing the expanded columns: tiled ones side by side with `│` rules, a displaced
/// secondary cropped and dimmed, overlaid sidebars on top of the dimmed secondary with a
/// `▒` shade, and a navigation-bar row over each column.
extension SplitViewController {
    func drawColumns(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        let layout = currentLayout
        let rule = canvas.glyphs(.light).vertical
        // Overlaid columns and the moved separator's arrows lie over tiled columns' cells: a
        // column under them now, or in the drawing before, is drawn, not copied.
        // The separator being resized, or the one under the pointer: both show the resize cue.
        let active = (activeSeparator ?? hoveredSeparator).flatMap { separator(at: $0) }
        let arrows = active.map { Rect(x: rect.x + $0.x - 1, y: rect.y + rect.height / 2, width: 3, height: 1) }
        let overdraw = columnRegions.contains(where: { $0.placed.placement == .overlaid }) ? rect : arrows
        let overdrawLast = drawnOverLast
        drawnOverLast = overdraw
        func meets(_ a: Rect?, _ b: Rect) -> Bool { a.map { !$0.intersection(b).isEmpty } ?? false }
        for region in columnRegions where region.placed.placement != .overlaid {
            let placed = region.placed, r = region.rect
            if placed.x > 0 { canvas.drawVLine(x: r.x - 1, y: r.y, length: r.height, glyph: rule, style: theme.separator) }
            let tinted = placed.column == .primary && primaryBackgroundStyle == .sidebar
            let dimmed = placed.column == .secondary && layout.isSecondaryObscured
            var tiled = context
            let over = meets(overdraw, r) || meets(overdrawLast, r)
            tiled.contentMarks = [tinted ? .tinted : [], dimmed ? .dimmed : [], over ? .drawnOver : []]
            canvas.withClip(r) { c in drawColumn(region, canvas: &c, context: tiled) }
            if tinted {
                // The sidebar's tint goes under whatever the column drew without a background.
                let tint = theme.sidebar.background
                canvas.restyle(r) { $0.background == .default ? $0.with(background: tint) : $0 }
            }
            if dimmed { canvas.restyle(r) { $0.with(.dim) } }
        }
        let overlaid = columnRegions.filter { $0.placed.placement == .overlaid }
        var over = context
        over.contentMarks = .drawnOver
        for region in overlaid {
            let r = region.rect
            canvas.fill(r)
            if region.placed.x > 0 { canvas.drawVLine(x: r.x - 1, y: r.y, length: r.height, glyph: rule, style: theme.separator) }
            canvas.withClip(r) { c in drawColumn(region, canvas: &c, context: over) }
        }
        // Columns over the leading edge cast their shade past the last of them, on the trailing
        // side; columns over the trailing edge, before the first of them.
        if let first = overlaid.first?.placed, let last = overlaid.last?.placed {
            let x = first.x == 0 ? rect.x + last.x + last.width : rect.x + first.x - 2
            canvas.drawVLine(x: x, y: rect.y, length: rect.height, glyph: canvas.symbol("▒", ascii: ":"), style: theme.separator)
        }
        if let active { drawActiveSeparator(active, in: &canvas, rect: rect, theme: theme) }
    }

    private func drawColumn(_ region: ColumnRegion, canvas: inout Canvas, context: DrawContext) {
        let column = region.placed.column
        guard region.rect.width > 0, let vc = container(for: column) else { return }
        let focused = context.isFocused && column == focusedColumn
        let inner = context.focused(focused)
        if let bar = columnBars[column] { NavigationBar.draw(bar, in: &canvas, isFocused: focused, theme: context.theme) }
        vc.drawCopyingIfUnchanged(in: &canvas, rect: region.content, context: inner)
    }

    /// The bar over an expanded column that does not draw its own: the secondary's display-mode
    /// and secondary-only buttons, the title, the column's right items. Made in layout; its
    /// buttons are the column's click regions.
    func barLayout(for column: Column, vc: ViewController, in r: Rect) -> NavigationBar.Layout {
        NavigationBar.layout(rect: barRow(clearOfWindowControls: Rect(x: r.x, y: r.y, width: r.width, height: 1)), title: vc.title, backTitle: nil,
                             leading: column == .secondary ? secondaryBarButtons : [], trailing: vc.navigationItem.rightBarButtonItems,
                             language: windowTextTransform)
            .mirrored(for: traitCollection.layoutDirection)
    }

    /// The secondary's display-mode and secondary-only buttons, first on its bar.
    var secondaryBarButtons: [BarButtonItem] {
        var leading: [BarButtonItem] = []
        if showsDisplayModeButton {
            let glyph = splitBehavior == .tile ? "≡" : physicalPrimaryEdge == .leading ? "‹" : "›"
            leading.append(BarButtonItem(title: "[" + glyph + "]", keyAction: .sidebars) { [unowned self] in self.toggleDisplayMode() })
        }
        if offersSecondaryOnlyButton {
            leading.append(BarButtonItem(title: displayMode == .secondaryOnly ? "[⤡]" : "[⤢]", keyAction: .secondaryOnly) { [unowned self] in
                self.toggleSecondaryOnly()
            })
        }
        return leading
    }

    /// Navigation and tab bar controllers draw their own top row (a tab strip shares it with
    /// the navigation bar), so the split view gives them the whole column.
    func drawsOwnBar(_ vc: ViewController) -> Bool { vc is NavigationController || vc is TabBarController }

    /// The separator being resized or under the pointer: a heavy rule with `◀` and `▶` beside it
    /// on the middle row, only on the sides it can still move to — the terminal's resize pointer.
    private func drawActiveSeparator(_ s: ColumnSeparator, in canvas: inout Canvas, rect: Rect, theme: Theme) {
        let x = rect.x + s.x
        canvas.drawVLine(x: x, y: rect.y, length: rect.height, glyph: canvas.glyphs(.heavy).vertical, style: theme.accent)
        let y = rect.y + rect.height / 2
        if s.canMoveLeading { canvas.put(canvas.symbol("◀", ascii: "<"), x: x - 1, y: y, style: theme.modeBadge) }
        if s.canMoveTrailing { canvas.put(canvas.symbol("▶", ascii: ">"), x: x + 1, y: y, style: theme.modeBadge) }
    }
}
