import TerminalCanvas

/// Keys and clicks. The content gets keys first (the selected tab is the next link of the
/// responder chain); then `1`–`9` pick the nth item of the bar
/// (or the nth tab of the sidebar), `Tab`/`Shift-Tab` move focus between the content and the
/// tabs, and `s` turns the tabs into a sidebar and back. With the tabs focused: arrows step
/// through them (selection follows), `Enter` opens `More` or folds a sidebar section, `e`
/// edits the tabs, `Esc` gives focus back to the content.
extension TabBarController {
    var tabKeyFocusedChild: ViewController? { isTabAreaFocused ? nil : selectedViewController }

    var tabKeyCommands: [KeyCommand] {
        if isTabAreaFocused {
            return stepCommands + [
                KeyCommand(.firstTab, hinted: false) { self.step(by: -1000) },
                KeyCommand(.lastTab, hinted: false) { self.step(by: 1000) },
                KeyCommand(.activateTab, hinted: false) { self.activateCurrent() },
                KeyCommand(.editTabs) { self.showCustomization() },
                KeyCommand(.tabContent) { self.isTabAreaFocused = false; self.sidebarCursor = nil },
                KeyCommand(.focusTabs, title: "content", hinted: false) {
                    self.isTabAreaFocused = false; self.sidebarCursor = nil
                },
            ]
        }
        return [
            KeyCommand(.selectTab) { [unowned self] (i: Int) in _ = self.selectItem(number: i + 1) },
            // In an expanded split view's column, Tab moves between the columns (the split view's
            // key); the tabs stay reachable by their numbers.
            KeyCommand(.focusTabs, when: !isInExpandedSplitColumn) { self.isTabAreaFocused = true; self.sidebarCursor = nil },
            // Only where the sidebar can show or hide: a compact window (an iPhone) has none.
            KeyCommand(.tabSidebar, when: (hasGroups || mode == .tabSidebar)
                       && (placement == .sidebar || sidebarWidth(forWidth: frame.width) != nil)) { _ = self.toggleSidebar() },
            // A tab opened from `More` goes back to the list, as its `‹ More` button does.
            KeyCommand(.backToMore, when: !isShowingMore && selectedBarItem == nil && !overflowTabs.isEmpty) {
                self.showMore()
            },
        ]
    }

    /// Whether this tab bar controller is a column of an expanded split view with other columns to go to.
    var isInExpandedSplitColumn: Bool {
        guard let split = splitViewController, !split.isCollapsed else { return false }
        return split.interactiveColumns.count > 1
    }

    /// The arrows through the tabs. Along a bar (bottom, strip, toolbar) the hint names ← →, and
    /// right to left ← goes to the next tab (`visualStep`); the sidebar and the ornament are
    /// columns, named by ↑ ↓.
    private var stepCommands: [KeyCommand] {
        var previous = KeyCommand(.previousTab) { [unowned self] (i: Int) in
            self.step(by: self.isAlongBar ? self.visualStep(-1, key: i, of: .previousTab) : -1)
        }
        var next = KeyCommand(.nextTab) { [unowned self] (i: Int) in
            self.step(by: self.isAlongBar ? self.visualStep(1, key: i, of: .nextTab) : 1)
        }
        // ← is the tab on the left in either direction (the previous one, or right to left the next).
        if isAlongBar { (previous.hintKey, next.hintKey) = (.left, .right) }
        return [previous, next]
    }

    /// Whether the tabs lie in a row.
    var isAlongBar: Bool { [.bottomBar, .topBar, .toolbar].contains(placement) }

    /// Moves through the tabs; selection follows, as in UIKit's sidebar and tab bar.
    func step(by delta: Int) {
        if placement == .sidebar {
            let rows = sidebarRows
            guard !rows.isEmpty else { return }
            let current = sidebarCursor ?? rows.firstIndex { if case .tab(let t) = $0 { return t === selectedTab }; return false } ?? 0
            let next = max(0, min(rows.count - 1, current + delta))
            switch rows[next] {
            case .section: sidebarCursor = next
            case .tab(let t): sidebarCursor = nil; selectTab(t)
            }
            return
        }
        let items = steppableItems
        guard !items.isEmpty else { return }
        let current = items.firstIndex { $0 == nil ? isShowingMore : $0 === selectedBarItem } ?? 0
        let next = max(0, min(items.count - 1, current + delta))
        if next != current { activate(items[next], keepFocus: true) }
    }

    func activateCurrent() {
        if placement == .sidebar, let c = sidebarCursor, sidebarRows.indices.contains(c), case .section(let g) = sidebarRows[c] {
            g.isExpandedInSidebar.toggle()
        } else {
            // Enter on a tab hands the keys to the page it shows.
            isTabAreaFocused = false
        }
    }

    /// Chooses a bar item: a tab (a group brings back its last child), or `More`. Choosing the
    /// tab that is already selected goes back to its first page, as tapping it does in UIKit.
    func activate(_ item: Tab?, keepFocus: Bool = false) {
        guard let tab = item else { showMore(); isTabAreaFocused = keepFocus; return }
        if tab === selectedBarItem && !isShowingMore {
            popToRoot(tab)
            return
        }
        selectTab(tab)
    }

    func popToRoot(_ tab: Tab) {
        if let g = tab as? TabGroup, g.managingNavigationController != nil, placement != .sidebar {
            // The group's first page is its landing page; what was pushed above is dropped.
            guard delegate?.tabBarController(self, shouldSelectTab: g) ?? true else { return }
            let previous = selectedTab
            previous?.savedStackTail = []
            currentTab = g
            show(g)
            if previous !== g { delegate?.tabBarController(self, didSelectTab: g, previousTab: previous) }
            return
        }
        if let nav = selectedViewController as? NavigationController, let root = nav.viewControllers.first {
            nav.popToViewController(root)
        }
    }

    /// The bar's items in order: every tab where the bar scrolls (iPad) or has no overflow
    /// (the ornament), otherwise with `More` (nil) standing in for what did not fit.
    var steppableItems: [Tab?] { placement == .topBar || placement == .ornament ? barTabs : barItems }

    /// `1`–`9`: the nth item of the bar (`More` counts), or the nth tab row of the sidebar.
    func selectItem(number n: Int) -> Bool {
        if placement == .sidebar {
            let tabs = sidebarRows.compactMap { row -> Tab? in if case .tab(let t) = row { return t }; return nil }
            guard tabs.indices.contains(n - 1) else { return false }
            selectTab(tabs[n - 1])
            return true
        }
        let items = steppableItems
        guard items.indices.contains(n - 1) else { return false }
        activate(items[n - 1])
        return true
    }

    /// A press on a tab, `More`, the sidebar's toggle, a section or `Edit`, or the strip's
    /// arrows (the controller's items in the region map): the bar or sidebar takes the keys.
    func pressItem(_ item: BarItem) {
        isTabAreaFocused = placement == .sidebar || placement == .ornament
        switch item {
        case .tab(let t): if t === selectedTab || t === selectedBarItem { activate(t) } else { selectTab(t) }
        case .more: showMore()
        case .sidebarToggle: toggleSidebar()
        case .section(let g): g.isExpandedInSidebar.toggle()
        case .edit: showCustomization()
        case .scrollBack: stripOffset = max(0, stripOffset - 1); step(by: -1)
        case .scrollForward: step(by: 1)
        }
    }

    /// A press elsewhere (in the content, or a bar's blank cells) gives the content the keys and
    /// goes on to it.
    func handleTabMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
        if event.kind == .press, selectedViewController != nil { isTabAreaFocused = false }
        return false
    }
}

extension TabBarController {
    /// What `1`…`9` choose, in order, by the titles people read (`More` where the bar has it):
    /// the menu bar lists them under View.
    var numberedItemTitles: [String] {
        if placement == .sidebar {
            return sidebarRows.compactMap { row -> String? in if case .tab(let t) = row { return t.label }; return nil }
        }
        return steppableItems.map { $0?.label ?? "More" }
    }
}
