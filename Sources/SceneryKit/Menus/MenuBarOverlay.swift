import TerminalCanvas

/// The menu bar (F10), as iPadOS 26 shows it when the pointer reaches the top of the screen: the
/// menus' titles on the top row and the open menu's items below its title, each with its key
/// equivalent. `←` `→` change menus, `↑` `↓` move, `Enter` runs the item, `Esc` closes; a click
/// on a title opens that menu, on an item runs it, anywhere else closes the bar. It is also
/// the list for a context menu or a pull-down: one menu, opened below a point.
public final class MenuBarOverlay: Overlay {
    /// The menus, left to right.
    public let menus: [Menu]
    /// The open menu.
    public private(set) var openMenu: Int
    /// The highlighted row of the open menu (a rule is never highlighted).
    public private(set) var highlighted = 0
    /// A context menu or pull-down: one menu at a point, no title row.
    let anchor: Point?
    private var titleRects: [Rect] = []
    private var box = Rect(x: 0, y: 0, width: 0, height: 0)
    private var firstVisible = 0
    public private(set) var isDismissed = false
    public var typingHint: String? { nil }

    /// The menu bar of `menus`, the first open.
    public init(menus: [Menu], open: Int = 0) {
        self.menus = menus
        openMenu = min(max(0, open), max(0, menus.count - 1))
        anchor = nil
        highlighted = firstChoosable(from: 0, step: 1) ?? 0
    }

    /// One menu opened below `point` (a context menu on a row, a pull-down under a button).
    public init(menu: Menu, at point: Point) {
        menus = [menu]
        openMenu = 0
        anchor = point
        highlighted = firstChoosable(from: 0, step: 1) ?? 0
    }

    private var rows: [Action?] { menus.indices.contains(openMenu) ? menus[openMenu].rows : [] }

    private func firstChoosable(from start: Int, step: Int) -> Int? {
        let rows = self.rows
        var i = start
        while rows.indices.contains(i) {
            if let a = rows[i], !a.attributes.contains(.disabled) { return i }
            i += step
        }
        return nil
    }

    private func move(_ step: Int) {
        if let i = firstChoosable(from: highlighted + step, step: step) { highlighted = i }
    }

    private func switchMenu(_ step: Int) {
        guard anchor == nil, !menus.isEmpty else { return }
        openMenu = (openMenu + step + menus.count) % menus.count
        highlighted = firstChoosable(from: 0, step: 1) ?? 0
        firstVisible = 0
    }

    private func choose() {
        guard rows.indices.contains(highlighted), let a = rows[highlighted], !a.attributes.contains(.disabled) else { return }
        isDismissed = true
        a.handler()
    }

    public var keyCommands: [KeyCommand] {
        [
            KeyCommand(.menuUp) { [unowned self] in self.move(-1) },
            KeyCommand(.menuDown) { [unowned self] in self.move(1) },
            KeyCommand(.previousMenu, when: anchor == nil && menus.count > 1) { [unowned self] in self.switchMenu(-1) },
            KeyCommand(.nextMenu, when: anchor == nil && menus.count > 1) { [unowned self] in self.switchMenu(1) },
            KeyCommand(.menuChoose) { [unowned self] in self.choose() },
            KeyCommand(.menuClose) { [unowned self] in self.isDismissed = true },
        ]
    }

    /// Other keys do nothing while the menu shows.
    public func handleKey(_ key: KeyEvent) -> Bool { true }

    public func handleMouse(_ event: MouseEvent) -> OverlayResult {
        guard event.kind == .press else { return .keep }
        if let i = titleRects.firstIndex(where: { $0.contains(event.position) }) {
            if i != openMenu { openMenu = i; highlighted = firstChoosable(from: 0, step: 1) ?? 0; firstVisible = 0 }
            return .keep
        }
        guard box.contains(event.position) else { return .dismiss }
        let row = event.position.y - box.y - 1 + firstVisible
        guard rows.indices.contains(row), let a = rows[row], !a.attributes.contains(.disabled) else { return .keep }
        highlighted = row
        isDismissed = true
        a.handler()
        return .dismiss
    }

    /// The item's text: a check mark or glyph, the title; the key equivalent goes at the end.
    private func label(_ a: Action) -> String {
        (a.state == .on ? "✓ " : "  ") + (a.image.map { $0 + " " } ?? "") + a.title
    }

    public func layout(in size: Size) {
        titleRects = []
        var x = 1
        if anchor == nil {
            for m in menus {
                let w = DisplayWidth.of(m.title) + 2
                titleRects.append(Rect(x: x, y: 0, width: w, height: 1))
                x += w
            }
        }
        let rows = self.rows
        let texts = rows.map { $0.map { DisplayWidth.of(label($0)) + ($0.keyEquivalent.map { DisplayWidth.of($0) + 3 } ?? 0) } ?? 0 }
        let w = min(size.width, max(16, (texts.max() ?? 0) + 4))
        let top = anchor.map { $0.y } ?? 1
        let h = max(3, min(size.height - 1 - top, rows.count + 2))
        let left = anchor?.x ?? (titleRects.indices.contains(openMenu) ? titleRects[openMenu].x - 1 : 0)
        box = Rect(x: max(0, min(left, size.width - w)), y: min(top, max(0, size.height - 1 - h)), width: w, height: h)
        let visible = max(1, h - 2)
        if highlighted < firstVisible { firstVisible = highlighted }
        if highlighted >= firstVisible + visible { firstVisible = highlighted - visible + 1 }
    }

    public func draw(in canvas: inout Canvas, theme: Theme) {
        layout(in: canvas.size)
        if anchor == nil {
            canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), style: theme.hintBar)
            for (i, r) in titleRects.enumerated() where r.x < canvas.width {
                canvas.drawField(" " + menus[i].title + " ", x: r.x, y: 0, width: r.width,
                                 style: i == openMenu ? theme.hintKey.with(.bold) : theme.hintBar)
            }
        }
        canvas.fill(box)
        canvas.drawBox(box, style: .light, lineStyle: theme.windowBorder)
        let rows = self.rows
        let inner = box.inset(by: 1)
        for row in 0..<max(0, box.height - 2) {
            let i = firstVisible + row
            guard rows.indices.contains(i) else { break }
            let y = inner.y + row
            guard let a = rows[i] else {
                canvas.drawText(String(repeating: canvas.glyphs(.light).horizontal, count: inner.width), x: inner.x, y: y, style: theme.separator)
                continue
            }
            var style: Style = a.attributes.contains(.disabled) ? theme.secondaryText
                : a.attributes.contains(.destructive) ? theme.destructive : .plain
            if i == highlighted { style = style.with(.reverse) }
            canvas.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: style)
            let key = a.keyEquivalent ?? ""
            let keyWidth = key.isEmpty ? 0 : DisplayWidth.of(key) + 1
            canvas.drawField(label(a), x: inner.x, y: y, width: inner.width - keyWidth, style: style)
            if !key.isEmpty {
                canvas.drawText(key, x: inner.maxX - DisplayWidth.of(key) - 1, y: y, style: i == highlighted ? style : theme.secondaryText)
            }
        }
        if firstVisible + box.height - 2 < rows.count {
            canvas.put(canvas.symbol("▼", ascii: "v"), x: box.maxX - 2, y: box.maxY - 1, style: theme.secondaryText)
        }
    }
}
