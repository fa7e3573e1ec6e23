import TerminalCanvas

/// What the menu bar and a menu popover share: which rows can be chosen, how wide a row is and
/// how one is drawn — a check mark or glyph, the title, the key equivalent at the right edge.
extension Menu {
    /// The first row from `start` on (going by `step`) that is an enabled item, not a rule.
    static func choosableRow(in rows: [Action?], from start: Int, step: Int) -> Int? {
        var i = start
        while rows.indices.contains(i) {
            if let a = rows[i], !a.attributes.contains(.disabled) { return i }
            i += step
        }
        return nil
    }

    /// The enabled item at `row`, if there is one.
    static func choosable(_ rows: [Action?], at row: Int) -> Action? {
        guard rows.indices.contains(row), let a = rows[row], !a.attributes.contains(.disabled) else { return nil }
        return a
    }

    /// The item's text: a check mark or glyph, the title.
    static func label(_ a: Action) -> String {
        (a.state == .on ? "✓ " : "  ") + (a.image.map { $0 + " " } ?? "") + a.title
    }

    /// The widest row's cells: label, a gap, the key equivalent.
    static func rowWidth(_ rows: [Action?]) -> Int {
        rows.map { $0.map { DisplayWidth.of(label($0)) + ($0.keyEquivalent.map { DisplayWidth.of($0) + 2 } ?? 0) } ?? 0 }.max() ?? 0
    }
}

extension Canvas {
    /// One menu row in `r`: a rule for `nil`, else the item, dimmed when disabled, red when
    /// destructive, reversed when highlighted.
    mutating func drawMenuRow(_ action: Action?, in r: Rect, highlighted: Bool, theme: Theme) {
        guard let a = action else {
            drawText(String(repeating: String(glyphs(.light).horizontal), count: r.width), x: r.x, y: r.y, style: theme.separator)
            return
        }
        var style: Style = a.attributes.contains(.disabled) ? theme.secondaryText
            : a.attributes.contains(.destructive) ? theme.destructive : .plain
        if highlighted { style = style.with(.reverse) }
        fill(r, style: style)
        let key = a.keyEquivalent ?? ""
        drawField(Menu.label(a), x: r.x, y: r.y, width: r.width - (key.isEmpty ? 0 : DisplayWidth.of(key) + 2), style: style)
        if !key.isEmpty {
            drawText(key, x: r.maxX - DisplayWidth.of(key) - 1, y: r.y, style: highlighted ? style : theme.secondaryText)
        }
    }
}
