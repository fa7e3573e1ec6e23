import TerminalCanvas

/// A menu shown as a popover: a context menu on a list row (right click, or `Shift-F10`) or a
/// pull-down under a bar button (`BarButtonItem.menu`). Beside its source in regular width, a
/// sheet from the bottom in compact width. `↑` `↓` move (skipping dimmed items), `Enter` runs,
/// `Esc` or a click outside closes; a click on an item runs it. The menu is dismissed before the
/// action runs.
public final class MenuViewController: ViewController {
    /// The menu shown.
    public let menu: Menu
    /// The highlighted row (rules and dimmed items are skipped).
    public private(set) var highlighted = 0
    private var rowRects: [(Rect, Int)] = []

    /// A controller showing `menu`, its first choosable item highlighted.
    public init(menu: Menu) {
        self.menu = menu
        super.init(title: menu.title)
        modalPresentationStyle = .popover
        highlighted = next(from: 0, step: 1) ?? 0
    }

    private var rows: [Action?] { menu.rows }

    private func next(from start: Int, step: Int) -> Int? {
        var i = start
        while rows.indices.contains(i) {
            if let a = rows[i], !a.attributes.contains(.disabled) { return i }
            i += step
        }
        return nil
    }

    /// The box in cells, border included: the title row (when there is one) and the rows.
    func preferredCells(maxWidth: Int) -> Size {
        let widths = rows.map { $0.map { DisplayWidth.of(Self.label($0)) + ($0.keyEquivalent.map { DisplayWidth.of($0) + 2 } ?? 0) } ?? 0 }
        let w = min(maxWidth, max(20, max(widths.max() ?? 0, DisplayWidth.of(menu.title)) + 4))
        return Size(width: w, height: rows.count + (menu.title.isEmpty ? 0 : 1) + 2)
    }

    static func label(_ a: Action) -> String { (a.state == .on ? "✓ " : "  ") + (a.image.map { $0 + " " } ?? "") + a.title }

    public override func layout(in rect: Rect) {
        rowRects = []
        let top = rect.y + (menu.title.isEmpty ? 0 : 1)
        for i in rows.indices where top + i < rect.maxY {
            rowRects.append((Rect(x: rect.x, y: top + i, width: rect.width, height: 1), i))
        }
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        if !menu.title.isEmpty {
            canvas.drawField(menu.title, x: rect.x + 1, y: rect.y, width: rect.width - 2, style: theme.secondaryText)
        }
        for (r, i) in rowRects {
            guard let a = rows[i] else {
                canvas.drawText(String(repeating: String(canvas.glyphs(.light).horizontal), count: r.width), x: r.x, y: r.y, style: theme.separator)
                continue
            }
            var style: Style = a.attributes.contains(.disabled) ? theme.secondaryText
                : a.attributes.contains(.destructive) ? theme.destructive : .plain
            if i == highlighted && context.isFocused { style = style.with(.reverse) }
            canvas.fill(r, style: style)
            let key = a.keyEquivalent ?? ""
            canvas.drawField(Self.label(a), x: r.x, y: r.y, width: r.width - (key.isEmpty ? 0 : DisplayWidth.of(key) + 2), style: style)
            if !key.isEmpty { canvas.drawText(key, x: r.maxX - DisplayWidth.of(key) - 1, y: r.y, style: i == highlighted ? style : theme.secondaryText) }
        }
    }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuUp) { [unowned self] in if let i = self.next(from: self.highlighted - 1, step: -1) { self.highlighted = i } },
            KeyCommand(.menuDown) { [unowned self] in if let i = self.next(from: self.highlighted + 1, step: 1) { self.highlighted = i } },
            KeyCommand(.menuChoose) { [unowned self] in self.run(self.highlighted) },
            KeyCommand(.menuClose) { [unowned self] in self.dismiss() },
        ]
    }

    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        if event.kind == .press, let hit = rowRects.first(where: { $0.0.contains(event.position) }) { run(hit.1) }
        return true
    }

    private func run(_ i: Int) {
        guard rows.indices.contains(i), let a = rows[i], !a.attributes.contains(.disabled) else { return }
        dismiss()
        a.handler()
    }
}

extension ViewController {
    /// Shows `menu` as a popover from `source` (cells of the window): a context menu or a pull-down.
    public func presentMenu(_ menu: Menu, from source: Rect) {
        let controller = MenuViewController(menu: menu)
        controller.popoverPresentationController.sourceRect = source
        present(controller)
    }

    /// What a click on a bar button does: its menu as a pull-down under it, else its action.
    func perform(_ item: BarButtonItem, at rect: Rect) {
        if let menu = item.menu { presentMenu(menu, from: rect) } else { item.action() }
    }
}
