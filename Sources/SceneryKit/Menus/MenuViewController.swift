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
    /// Each row shown and its cells, from the last layout (the rows the box has room for).
    private var shownRows: [(rect: Rect, row: Int)] = []

    /// A controller showing `menu`, its first choosable item highlighted.
    public init(menu: Menu) {
        self.menu = menu
        super.init(title: menu.title)
        modalPresentationStyle = .popover
        highlighted = Menu.choosableRow(in: rows, from: 0, step: 1) ?? 0
    }

    private var rows: [Action?] { menu.rows }

    private func move(_ step: Int) {
        if let i = Menu.choosableRow(in: rows, from: highlighted + step, step: step) { highlighted = i }
    }

    /// Lines from one row to the next: at the accessibility text sizes a row of padding
    /// follows each, as UIKit's menu rows grow with the text.
    private var rowPitch: Int { traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 2 : 1 }

    /// The box in cells, border included: the title row (when there is one) and the rows.
    func preferredCells(maxWidth: Int) -> Size {
        let w = min(maxWidth, max(20, max(Menu.rowWidth(rows), DisplayWidth.of(menu.title)) + 4))
        let body = rows.isEmpty ? 0 : (rows.count - 1) * rowPitch + 1
        return Size(width: w, height: body + (menu.title.isEmpty ? 0 : 1) + 2)
    }

    public override func layout(in rect: Rect) {
        shownRows = []
        let top = rect.y + (menu.title.isEmpty ? 0 : 1), pitch = rowPitch
        for i in rows.indices where top + i * pitch < rect.maxY {
            shownRows.append((Rect(x: rect.x, y: top + i * pitch, width: rect.width, height: 1), i))
        }
    }

    public override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let theme = context.theme
        if !menu.title.isEmpty {
            canvas.drawField(menu.title, x: rect.x + 1, y: rect.y, width: rect.width - 2, style: theme.secondaryText)
        }
        for (r, i) in shownRows {
            canvas.drawMenuRow(rows[i], in: r, highlighted: i == highlighted && context.isFocused, theme: theme)
        }
    }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuUp) { self.move(-1) },
            KeyCommand(.menuDown) { self.move(1) },
            KeyCommand(.menuChoose) { self.run(self.highlighted) },
            KeyCommand(.menuClose) { self.dismiss() },
        ]
    }

    /// The items' rows (not the rules): a press runs the item (a dimmed one does nothing).
    public override var regionItems: [RegionItem] {
        shownRows.compactMap { r, i in
            rows[i].map { action in RegionItem(r, .item(action.title), tag: i) { [unowned self] _ in self.run(i) } }
        }
    }

    /// The box's title and padding take the click: it does nothing, and nothing under the
    /// popover gets it.
    public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { true }

    private func run(_ i: Int) {
        guard let a = Menu.choosable(rows, at: i) else { return }
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

    /// Pulls down `menu` under the bar button titled as `item` (a key that does what the
    /// button's click does), as `presentMenu(_:from:)` does under a rectangle.
    public func presentMenu(_ menu: Menu, from item: BarButtonItem) {
        let controller = MenuViewController(menu: menu)
        controller.popoverPresentationController.sourceItem = item
        present(controller)
    }

    /// What a click on a bar button does: its menu as a pull-down under it, else its action.
    func perform(_ item: BarButtonItem, at rect: Rect) {
        if let menu = item.menu { presentMenu(menu, from: rect) } else { item.action() }
    }
}
