import TerminalCanvas

/// Customisation (hide and reorder tabs, as UIKit's tab bar editing) and what the tab bar
/// controller keeps in the scene session: the choices, the selected tab, the sidebar, and the
/// state of each tab's view controller under `tab.<identifier>.`.
extension TabBarController {
    /// Hides or shows a tab that allows hiding; a hidden selected tab hands the selection on.
    @discardableResult
    public func setHidden(_ hidden: Bool, for tab: Tab) -> Bool {
        guard tab.allowsHiding, tab.isHidden != hidden else { return false }
        tab.isHidden = hidden
        if hidden, let s = selectedTab, s.pathFromRoot.contains(where: { $0 === tab }) {
            if let next = barTabs.first(where: { $0.resolvedPlacement != .pinned }) ?? barTabs.first { show(next) }
        }
        delegate?.tabBarController(self, visibilityDidChangeFor: [tab])
        relayout()
        return true
    }

    /// Moves a tab among its siblings (`delta` places; pinned and fixed tabs stay where they
    /// are, and a group's children move only when the group allows reordering).
    @discardableResult
    public func moveTab(_ tab: Tab, by delta: Int) -> Bool {
        guard tab.isMovable, delta != 0 else { return false }
        var siblings = tab.parent?.children ?? tabs
        if let g = tab.parent, !g.allowsReordering { return false }
        guard let i = siblings.firstIndex(where: { $0 === tab }) else { return false }
        var j = i
        let step = delta > 0 ? 1 : -1
        for _ in 0..<abs(delta) {
            let k = j + step
            guard siblings.indices.contains(k), siblings[k].isMovable else { break }
            j = k
        }
        guard j != i else { return false }
        siblings.remove(at: i)
        siblings.insert(tab, at: j)
        if let g = tab.parent { g.children = siblings } else { tabs = siblings }
        delegate?.tabBarController(self, displayOrderDidChangeFor: tab.parent)
        relayout()
        return true
    }

    /// The identifiers of `group`'s children (nil: the top-level tabs) in display order
    /// (`displayOrderIdentifiers`).
    public func displayOrderIdentifiers(in group: TabGroup? = nil) -> [String] {
        (group?.children ?? tabs).map(\.identifier)
    }

    /// Opens the `Edit Tabs` sheet (`e` on the tabs, or `Edit` under the sidebar).
    public func showCustomization() {
        isTabAreaFocused = false
        present(TabCustomizationViewController(editing: self))
    }

    // MARK: Restoration

    static let stateKeyPrefixes = ["tabs.", "tab."]

    func encodeTabState(into state: inout [String: String]) {
        // What was saved before goes first: a popped page must not come back.
        for key in state.keys where Self.stateKeyPrefixes.contains(where: { key.hasPrefix($0) }) { state[key] = nil }
        if let s = selectedTab { state["tabs.selected"] = s.identifier }
        state["tabs.order"] = displayOrderIdentifiers().joined(separator: ",")
        for case let g as TabGroup in allTabs { state["tabs.order.\(g.identifier)"] = displayOrderIdentifiers(in: g).joined(separator: ",") }
        let hideable = allTabs.filter(\.allowsHiding)
        if !hideable.isEmpty {
            state["tabs.visibility"] = hideable.map { "\($0.identifier)=\($0.isHidden ? 0 : 1)" }.joined(separator: ",")
        }
        let folded = allTabs.compactMap { ($0 as? TabGroup).flatMap { $0.isExpandedInSidebar ? nil : $0.identifier } }
        if !folded.isEmpty { state["tabs.folded"] = folded.joined(separator: ",") }
        if let chosen = sidebar.chosenHidden { state["tabs.sidebar"] = chosen ? "hidden" : "shown" }
        // Where the keys went: the tabs (bar or sidebar) or the page, so a relaunch puts focus back.
        state["tabs.focus"] = isTabAreaFocused ? "tabs" : "content"
        for tab in allTabs where tab.isViewControllerLoaded {
            var own: [String: String] = [:]
            tab.viewController.encodeRestorableState(into: &own)
            for (k, v) in own { state["tab.\(tab.identifier).\(k)"] = v }
        }
    }

    func decodeTabState(from state: [String: String]) {
        if let order = state["tabs.order"] { tabs = reordered(tabs, by: order) }
        for case let g as TabGroup in allTabs {
            if let order = state["tabs.order.\(g.identifier)"] { g.children = reordered(g.children, by: order) }
        }
        for pair in (state["tabs.visibility"] ?? "").split(separator: ",") {
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let tab = tab(forIdentifier: String(parts[0])), tab.allowsHiding else { continue }
            tab.isHidden = parts[1] == "0"
        }
        let folded = Set((state["tabs.folded"] ?? "").split(separator: ",").map(String.init))
        for case let g as TabGroup in allTabs { g.isExpandedInSidebar = !folded.contains(g.identifier) }
        switch state["tabs.sidebar"] {
        case "hidden": sidebar.chosenHidden = true
        case "shown": sidebar.chosenHidden = false
        default: break
        }
        if let id = state["tabs.selected"], let tab = tab(forIdentifier: id), !tab.pathFromRoot.contains(where: \.isHidden) {
            show(tab)
        } else if let s = selectedTab, s.pathFromRoot.contains(where: \.isHidden), let first = barTabs.first {
            show(first)
        }
        if let focus = state["tabs.focus"] { isTabAreaFocused = focus == "tabs" }
        // Each tab's own state, after the selection so a managed tab's page is on its stack.
        for tab in allTabs {
            let prefix = "tab.\(tab.identifier)."
            var own: [String: String] = [:]
            for (k, v) in state where k.hasPrefix(prefix) { own[String(k.dropFirst(prefix.count))] = v }
            if !own.isEmpty { tab.viewController.decodeRestorableState(from: own) }
        }
    }

    /// `list` in the saved order; tabs the save does not know keep their place at the end,
    /// and identifiers no tab has any more are skipped.
    private func reordered(_ list: [Tab], by order: String) -> [Tab] {
        let ids = order.split(separator: ",").map(String.init)
        let known = ids.compactMap { id in list.first { $0.identifier == id } }
        return known + list.filter { t in !known.contains { $0 === t } }
    }
}

/// The `Edit Tabs` sheet: every tab with a check box. `Space` hides or shows the highlighted
/// tab (when it allows hiding), `J`/`K` or `Alt-↓`/`Alt-↑` move it among its siblings,
/// `Esc` or `Done` closes. Changes apply at once.
final class TabCustomizationViewController: ViewController {
    unowned let owner: TabBarController
    /// The highlighted row, kept within the rows as they are now (tabs can come and go while the
    /// sheet is open): read, never repaired by drawing, so a frame changes nothing input reads.
    var cursor: Int {
        get { max(0, min(storedCursor, rows.count - 1)) }
        set { storedCursor = newValue }
    }
    private var storedCursor = 0

    init(editing tabBarController: TabBarController) {
        owner = tabBarController
        super.init(title: "Edit Tabs")
        sheetPresentationController.detents = [.medium, .large]
        sheetPresentationController.prefersGrabberVisible = true
    }

    /// Top-level tabs, each group followed by its children.
    var rows: [Tab] { owner.allTabs }

    override func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {
        let rows = self.rows
        let cursor = self.cursor
        let hint = "\(context.key(.toggleTabHidden)) show/hide · \(context.key(.moveTabDown)) \(context.key(.moveTabUp)) move"
        let listHeight = max(0, rect.height - 1)
        let top = firstVisibleRow(listHeight: listHeight, rowCount: rows.count)
        for (i, tab) in rows.enumerated().dropFirst(top).prefix(listHeight) {
            let y = rect.y + i - top
            let selected = i == cursor
            let style: Style = selected ? (context.isFocused ? context.theme.selection : context.theme.inactiveSelection) : .plain
            canvas.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: style)
            let box = tab.allowsHiding ? (tab.isHidden ? "[ ]" : "[x]") : "[-]"
            let indent = tab.parent == nil ? 1 : 3
            var label = box + " " + owner.barLabel(tab, unicode: canvas.unicode)
            switch tab.resolvedPlacement {
            case .pinned: label += "  (pinned)"
            case .fixed: label += "  (fixed)"
            default: break
            }
            canvas.drawText(label, x: rect.x + indent, y: y, style: style, maxWidth: rect.width - indent - 1)
        }
        if rect.height > 1 {
            canvas.drawText(hint, x: rect.x + 1, y: rect.maxY - 1, style: context.theme.secondaryText, maxWidth: rect.width - 2)
        }
    }

    override var keyCommands: [KeyCommand] {
        let rows = self.rows
        let some = !rows.isEmpty
        let tab = some ? rows[max(0, min(cursor, rows.count - 1))] : nil
        return [
            KeyCommand(.moveUp, when: some) { self.cursor = max(0, self.cursor - 1) },
            KeyCommand(.moveDown, when: some) { self.cursor = min(rows.count - 1, self.cursor + 1) },
            KeyCommand(.toggleTabHidden, when: some) {
                if let tab { self.owner.setHidden(!tab.isHidden, for: tab) }
            },
            KeyCommand(.moveTabUp, when: some) { if let tab, self.owner.moveTab(tab, by: -1) { self.follow(tab) } },
            KeyCommand(.moveTabDown, when: some) { if let tab, self.owner.moveTab(tab, by: 1) { self.follow(tab) } },
        ]
    }

    private func follow(_ tab: Tab) { cursor = rows.firstIndex { $0 === tab } ?? cursor }

    /// The first row shown: the list scrolls to keep the cursor in view (the last row is the hint).
    private func firstVisibleRow(listHeight: Int, rowCount: Int) -> Int {
        max(0, min(cursor - listHeight + 1, rowCount - listHeight))
    }

    /// The rows shown (not the hint under them): a press highlights the tab and shows or hides it.
    override var regionItems: [RegionItem] {
        let rows = self.rows, listHeight = max(0, frame.height - 1)
        let top = firstVisibleRow(listHeight: listHeight, rowCount: rows.count)
        return rows.enumerated().dropFirst(top).prefix(listHeight).map { i, tab in
            RegionItem(Rect(x: frame.x, y: frame.y + i - top, width: frame.width, height: 1), .item(tab.title), tag: i) { [unowned self] _ in
                self.cursor = i
                self.owner.setHidden(!tab.isHidden, for: tab)
            }
        }
    }
}
