import TerminalCanvas

/// The key map overlay (`F1` or `?`): every action the simulator knows, by group, with the keys
/// it answers now (remapped ones included). A box in the middle of the screen, in two columns when
/// one would not fit the height and the width allows; when it still does not fit (80×24), it
/// scrolls, with `▲` and `▼ more` on its borders.
final class KeyMapMode: ShellMode {
    private unowned let shell: DesktopShell
    /// The first row shown when the key map is taller than its box.
    private(set) var scroll = 0

    init(shell: DesktopShell) { self.shell = shell }

    var interactionMode: InteractionMode { .help }

    /// One row of the key map: a group's heading, or an action with its keys.
    struct HelpEntry: Equatable {
        var keys: String
        var text: String
        var isHeading: Bool
        /// A line of a recent message: indented, with no key column.
        var isNote = false
    }

    /// The key map as F1 shows it: the focused window's app's own keys first (they are what
    /// its user came for), then every group in its order.
    var entries: [HelpEntry] {
        var entries = shell.keyMapEntries
        if let app = shell.desktop.focusedWindow?.scene?.session.applicationName,
           let mine = entries.firstIndex(where: { $0.group == .app(app) }) {
            entries.insert(entries.remove(at: mine), at: 0)
        }
        let keys = entries.flatMap { group in
            [HelpEntry(keys: "", text: group.group.title, isHeading: true)]
                + group.actions.map { HelpEntry(keys: KeyLabel.list($0.keys), text: $0.action.discoverabilityTitle, isHeading: false) }
        }
        return recentMessageEntries(beside: keys) + keys
    }

    /// The bar's last messages, whole (the bar may have shortened them), newest first, wrapped
    /// to the width of the key map's own lines: what a person missed or saw cut.
    private func recentMessageEntries(beside keys: [HelpEntry]) -> [HelpEntry] {
        guard !shell.recentMessages.isEmpty else { return [] }
        let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
        // As wide as the key map's lines, and no wider than its box on this terminal.
        let width = min(max(30, (keys.filter { !$0.isHeading }.map { DisplayWidth.of($0.text) }.max() ?? 0) + keyWidth),
                        max(12, shell.desktop.size.width - 8))
        return [HelpEntry(keys: "", text: "Recent messages", isHeading: true)] + shell.recentMessages.reversed().flatMap { m in
            TextLayout.wrap(m, width: width - 2).enumerated().map { i, line in
                HelpEntry(keys: "", text: (i == 0 ? "• " : "  ") + line, isHeading: false, isNote: true)
            }
        }
    }

    /// Where the key map's lines go for a terminal of a given size.
    struct HelpLayout {
        var lines: [(text: String, isHeading: Bool)]
        var lineWidth: Int
        var twoColumns: Bool
        /// The first line of the second column.
        var split: Int
        var box: Rect
        /// Rows of lines shown at once, and the largest useful scroll offset.
        var visible: Int
        var maxScroll: Int

        init(entries: [HelpEntry], size: Size) {
            let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
            lines = entries.map {
                ($0.isHeading ? $0.text : $0.isNote ? "  " + $0.text : "  " + TextLayout.pad($0.keys, to: keyWidth) + "  " + $0.text, $0.isHeading)
            }
            lineWidth = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
            twoColumns = lines.count + 4 > size.height - 2 && 2 * lineWidth + 7 <= size.width - 2
            // Two columns break before a heading, so a group's keys stay under it.
            let headings = entries.indices.filter { $0 > 0 && entries[$0].isHeading }
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

    /// The key map's own keys: scrolling while it does not fit, and closing it.
    var responders: [KeyResponder] {
        let scrolls = HelpLayout(entries: entries, size: shell.desktop.size).maxScroll > 0
        return [KeyResponder(commands: [
            KeyCommand(.moveUp, title: "scroll", hinted: scrolls) { self.scrollHelp(by: -1) },
            KeyCommand(.moveDown, title: "scroll", hinted: scrolls) { self.scrollHelp(by: 1) },
            KeyCommand(.pageUp, hinted: false) { self.scrollHelp(by: -10) },
            KeyCommand(.pageDown, hinted: false) { self.scrollHelp(by: 10) },
            KeyCommand(.moveToTop, hinted: false) { self.scroll = 0 },
            KeyCommand(.moveToBottom, hinted: false) { self.scrollHelp(by: Int.max / 2) },
            KeyCommand(.closeHelp) { [unowned shell] in shell.isShowingHelp = false },
            KeyCommand(.help, hinted: false) { [unowned shell] in shell.isShowingHelp = false },
        ], isModal: true)]
    }

    func scrollHelp(by delta: Int) {
        scroll = max(0, min(HelpLayout(entries: entries, size: shell.desktop.size).maxScroll, scroll + delta))
    }

    /// The wheel scrolls it; a press anywhere closes it.
    func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scrollHelp(by: -3)
        case .scrollDown: scrollHelp(by: 3)
        case .press: shell.isShowingHelp = false
        default: break
        }
        return true
    }

    func draw(in canvas: inout Canvas, theme: Theme) {
        let layout = HelpLayout(entries: entries, size: canvas.size)
        let box = layout.box, scroll = min(self.scroll, layout.maxScroll)
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
                c.drawText(line.text, x: box.x + 2 + column * (layout.lineWidth + 3), y: box.y + 2 + row,
                           style: line.isHeading ? theme.windowTitle : .plain,
                           maxWidth: layout.twoColumns ? layout.lineWidth : box.width - 4)
            }
        }
    }
}
