import TerminalCanvas

/// The menu bar (F10), as iPadOS 26 shows it when the pointer reaches the top of the screen: the
/// menus' titles on the top row and the open menu's items below its title, each with its key
/// equivalent. `←` `→` change menus, `↑` `↓` move, `Enter` runs the item, `Esc` closes; a click
/// on a title opens that menu, on an item runs it, anywhere else closes the bar. (Context menus
/// and pull-downs are `MenuViewController` popovers.) At the accessibility text sizes a row of
/// padding follows each item, as in a context menu.
public final class MenuBarOverlay: Overlay {
    /// The menus, left to right.
    public let menus: [Menu]
    /// The open menu.
    public private(set) var openMenu: Int
    /// The highlighted row of the open menu (a rule is never highlighted).
    public private(set) var highlighted = 0
    private var titleRects: [Rect] = []
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)
    private var firstVisible = 0
    public private(set) var isDismissed = false
    public var typingHint: String? { nil }
    /// Lines from one item to the next: two at the accessibility text sizes.
    private let rowPitch: Int

    /// The menu bar of `menus`, the first open, at the default text size.
    public convenience init(menus: [Menu], open: Int = 0) {
        self.init(menus: menus, open: open, contentSizeCategory: .large)
    }

    /// The menu bar of `menus`, the first open, at a text size (the front window's).
    public init(menus: [Menu], open: Int = 0, contentSizeCategory: ContentSizeCategory) {
        self.menus = menus
        rowPitch = contentSizeCategory.isAccessibilityCategory ? 2 : 1
        openMenu = min(max(0, open), max(0, menus.count - 1))
        highlighted = Menu.choosableRow(in: rows, from: 0, step: 1) ?? 0
    }

    private var rows: [Action?] { menus.indices.contains(openMenu) ? menus[openMenu].rows : [] }

    private func move(_ step: Int) {
        if let i = Menu.choosableRow(in: rows, from: highlighted + step, step: step) { highlighted = i }
    }

    private func open(_ menu: Int) {
        openMenu = menu
        highlighted = Menu.choosableRow(in: rows, from: 0, step: 1) ?? 0
        firstVisible = 0
    }

    private func switchMenu(_ step: Int) {
        guard !menus.isEmpty else { return }
        open((openMenu + step + menus.count) % menus.count)
    }

    /// Runs the item at `row` (when it can be chosen), closing the bar first.
    @discardableResult
    private func choose(_ row: Int) -> Bool {
        guard let a = Menu.choosable(rows, at: row) else { return false }
        highlighted = row
        isDismissed = true
        a.handler()
        return true
    }

    public var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuUp) { self.move(-1) },
            KeyCommand(.menuDown) { self.move(1) },
            KeyCommand(.previousMenu, when: menus.count > 1) { self.switchMenu(-1) },
            KeyCommand(.nextMenu, when: menus.count > 1) { self.switchMenu(1) },
            KeyCommand(.menuChoose) { self.choose(self.highlighted) },
            KeyCommand(.menuClose) { self.isDismissed = true },
        ]
    }

    /// Other keys do nothing while the menu shows.
    public func handleKey(_ key: KeyEvent) -> Bool { true }

    public func handleMouse(_ event: MouseEvent) -> OverlayResult {
        guard event.kind == .press else { return .keep }
        if let i = titleRects.firstIndex(where: { $0.contains(event.position) }) {
            if i != openMenu { open(i) }
            return .keep
        }
        guard box.contains(event.position) else { return .dismiss }
        // A padding row between two items is neither.
        let line = event.position.y - box.y - 1
        guard line >= 0, line % rowPitch == 0 else { return .keep }
        return choose(line / rowPitch + firstVisible) ? .dismiss : .keep
    }

    public func layout(in size: Size) {
        titleRects = []
        var x = 1
        for m in menus {
            let w = DisplayWidth.of(m.title) + 2
            titleRects.append(Rect(x: x, y: 0, width: w, height: 1))
            x += w
        }
        let rows = self.rows
        let w = min(size.width, max(16, Menu.rowWidth(rows) + 5))
        let h = max(3, min(size.height - 2, (rows.count - 1) * rowPitch + 3))
        let left = titleRects.indices.contains(openMenu) ? titleRects[openMenu].x - 1 : 0
        box = Rect(x: max(0, min(left, size.width - w)), y: min(1, max(0, size.height - 1 - h)), width: w, height: h)
        let visible = visibleRows
        if highlighted < firstVisible { firstVisible = highlighted }
        if highlighted >= firstVisible + visible { firstVisible = highlighted - visible + 1 }
    }

    /// The items the box shows at once.
    private var visibleRows: Int { max(1, (box.height - 2 + rowPitch - 1) / rowPitch) }

    public func draw(in canvas: inout Canvas, theme: Theme) {
        canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), style: theme.hintBar)
        for (i, r) in titleRects.enumerated() where r.x < canvas.width {
            canvas.drawField(" " + menus[i].title + " ", x: r.x, y: 0, width: r.width,
                             style: i == openMenu ? theme.hintKey.with(.bold) : theme.hintBar)
        }
        canvas.fill(box)
        canvas.drawBox(box, style: .light, lineStyle: theme.windowBorder)
        let rows = self.rows
        let inner = box.inset(by: 1)
        for row in 0..<visibleRows {
            let i = firstVisible + row
            guard rows.indices.contains(i) else { break }
            canvas.drawMenuRow(rows[i], in: Rect(x: inner.x, y: inner.y + row * rowPitch, width: inner.width, height: 1),
                               highlighted: i == highlighted, theme: theme)
        }
        if firstVisible + visibleRows < rows.count {
            canvas.put(canvas.symbol("▼", ascii: "v"), x: box.maxX - 2, y: box.maxY - 1, style: theme.secondaryText)
        }
    }
}
