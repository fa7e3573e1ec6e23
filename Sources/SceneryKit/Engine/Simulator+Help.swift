import TerminalCanvas

/// The key map overlay (`F1` or `?`): a box in the middle of the screen, in two columns when
/// one would not fit the height and the width allows; when it still does not fit (80×24), it
/// scrolls, with `▲` and `▼ more` on its borders.
extension Simulator {
    /// Where the key map's lines go for a terminal of a given size.
    struct HelpLayout {
        var lines: [String]
        var lineWidth: Int
        var twoColumns: Bool
        /// The first line of the second column.
        var split: Int
        var box: Rect
        /// Rows of lines shown at once, and the largest useful scroll offset.
        var visible: Int
        var maxScroll: Int

        init(size: Size) {
            let entries = KeyMap.entries
            let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
            lines = entries.map { $0.keys.isEmpty ? $0.action : TextLayout.pad($0.keys, to: keyWidth) + "  " + $0.action }
            lineWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
            twoColumns = lines.count + 4 > size.height - 2 && 2 * lineWidth + 7 <= size.width - 2
            // Two columns break before a heading, so a mode's keys stay under it.
            let headings = entries.indices.filter { $0 > 0 && !entries[$0].keys.hasPrefix(" ") }
            let count = lines.count
            split = twoColumns ? (headings.min { max($0, count - $0) < max($1, count - $1) } ?? count) : count
            let perColumn = twoColumns ? max(split, count - split) : count
            let w = min(size.width - 2, (twoColumns ? 2 * lineWidth + 3 : lineWidth) + 4)
            let h = min(size.height - 2, perColumn + 4)
            box = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
            // A blank row above and below the lines while they fit; the lower one goes when they do not.
            visible = max(1, perColumn + 4 <= h ? perColumn : h - 3)
            maxScroll = max(0, perColumn - visible)
        }
    }

    /// `↑↓` `j k` `PgUp PgDn` `Home End` scroll; `Esc`, `Enter`, `F1` or `?` close.
    func handleHelpKey(_ key: KeyEvent) {
        switch key.key {
        case .escape, .enter, .function(1), .character("?"): isShowingHelp = false
        case .up, .character("k"): scrollHelp(by: -1)
        case .down, .character("j"): scrollHelp(by: 1)
        case .pageUp: scrollHelp(by: -10)
        case .pageDown, .character(" "): scrollHelp(by: 10)
        case .home: helpScroll = 0
        case .end: scrollHelp(by: Int.max / 2)
        default: break
        }
    }

    /// The hint bar while the key map shows: its own keys, not the window's under it.
    func helpKeyHints(size: Size) -> [KeyHint] {
        (HelpLayout(size: size).maxScroll > 0 ? [KeyHint("↑↓", "scroll")] : []) + [KeyHint("Esc", "close")]
    }

    func scrollHelp(by delta: Int) {
        helpScroll = max(0, min(HelpLayout(size: desktop.size).maxScroll, helpScroll + delta))
    }

    func drawHelp(in canvas: inout Canvas) {
        let layout = HelpLayout(size: canvas.size)
        let box = layout.box, scroll = min(helpScroll, layout.maxScroll)
        canvas.fill(box)
        canvas.drawBox(box, style: .double, lineStyle: theme.windowBorder)
        canvas.drawText(" Keys ", x: box.x + (box.width - 6) / 2, y: box.y, style: theme.windowTitle)
        if scroll > 0 {
            canvas.drawText(canvas.unicode ? " ▲ " : " ^ ", x: box.maxX - 5, y: box.y, style: theme.windowTitle)
        }
        if scroll < layout.maxScroll {
            let more = canvas.unicode ? " ▼ more (↓) " : " v more (down) "
            canvas.drawText(more, x: box.maxX - 2 - DisplayWidth.of(more), y: box.maxY - 1, style: theme.windowTitle)
        }
        canvas.withClip(Rect(x: box.x + 1, y: box.y + 2, width: box.width - 2, height: layout.visible)) { c in
            for (i, line) in layout.lines.enumerated() {
                let column = i >= layout.split ? 1 : 0, row = (column == 1 ? i - layout.split : i) - scroll
                c.drawText(line, x: box.x + 2 + column * (layout.lineWidth + 3), y: box.y + 2 + row,
                           maxWidth: layout.twoColumns ? layout.lineWidth : box.width - 4)
            }
        }
    }
}
