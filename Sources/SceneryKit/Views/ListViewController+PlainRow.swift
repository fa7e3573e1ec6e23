import TerminalCanvas

extension ListViewController {
    /// The usual row — one line, left to right, a narrow marker, an ASCII value (a date, a
    /// count), a title of narrow glyphs — drawn as one span (`Canvas.paintRow`): the same cells
    /// as `drawRow`'s calls draw, which each checked the canvas again for a few cells. A column
    /// step or a resize draws every row of a list this way. False, having drawn nothing, for
    /// any other row: `drawRow` draws it.
    func drawPlainRow(_ row: UnsafePointer<ListItem>, slot: Int, shape: RowShape, in canvas: inout Canvas, x: Int, y: Int,
                      width full: Int, base: Style, selected: Bool, chevron: Bool, theme: Theme) -> Bool {
        guard shape.height == 1, !shape.isRightToLeft, full >= 2 else { return false }
        // Each field read once: a read through the pointer retains and releases its string.
        let accessory = row.pointee.accessory
        guard RowPainter.isPrintableASCII(accessory) else { return false }
        var marker: UInt32?
        if let glyph = row.pointee.marker {
            guard let v = RowPainter.narrowScalar(of: glyph) else { return false }
            marker = v
        }
        keepTitle(row.pointee.title, slot: slot)
        guard drawnTitles[slot].keepsGlyphs else { return false }
        // As `drawRow` places them: the chevron two from the end, the marker at 1, the title at
        // 3, the value at the end with a cell before it.
        var width = full
        let chevronAt = chevron && width > 6 ? x + width - 2 : nil
        if chevronAt != nil { width -= 2 }
        let accessoryWidth = accessory.isEmpty ? 0 : accessory.utf8.count + 1
        let titleWidth = max(0, width - 3 - accessoryWidth - 1)
        let titleStyle = row.pointee.isEmphasized && !selected ? base.with(.bold) : base
        let secondary = selected ? base : theme.secondaryText
        return canvas.paintRow(y: y, from: x, to: x + full) { p in
            p.fill(x, x + full, style: base)
            if let chevronAt { p.put(0x203A, at: chevronAt, style: secondary) }  // ›
            if let marker { p.put(marker, at: x + 1, style: selected ? base : theme.accent) }
            guard titleWidth > 0 else { return }
            _ = drawnTitles[slot].paint(with: p, at: x + 3, style: titleStyle, maxWidth: titleWidth)
            if accessoryWidth > 0 { p.put(ascii: accessory, at: x + width - accessoryWidth, style: secondary) }
        }
    }
}
