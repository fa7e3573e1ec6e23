import TerminalCanvas

/// Focus and stack order: bringing a window forward, the most-recently-used order the window
/// switcher and `Ctrl-W Tab` walk, and one app at a time on a phone.
extension Desktop {
    /// Brings a window to the front and gives it focus (restoring it from the shelf). Only
    /// that window moves in the stack.
    public func focus(_ window: Window) {
        endFocusCycle()
        bringToFront(window)
        noteFocus(window)
    }

    /// One app at a time: every other visible window goes to the background.
    func sendOthersToBackground(_ window: Window) {
        for w in windows where w !== window && !w.isMinimized { w.isMinimized = true }
    }

    func noteFocus(_ window: Window) {
        recentlyFocused.removeAll { $0 == window.identifier }
        recentlyFocused.insert(window.identifier, at: 0)
    }

    /// The visible windows, most recently focused first (never-focused ones after, front to back).
    public var visibleWindowsByRecentUse: [Window] { byRecentUse(visibleWindows) }

    /// Every window, minimized ones too, most recently focused first (the window switcher).
    public var windowsByRecentUse: [Window] { byRecentUse(windows) }

    func byRecentUse(_ list: [Window]) -> [Window] {
        let rank = Dictionary(recentlyFocused.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        return list.enumerated().sorted { a, b in
            let (ra, rb) = (rank[a.element.identifier] ?? Int.max, rank[b.element.identifier] ?? Int.max)
            return ra != rb ? ra < rb : a.offset > b.offset
        }.map(\.element)
    }

    /// `Ctrl-W Tab`: focuses the next window in most-recently-used order (`Shift-Tab` the
    /// previous), bringing only that window forward: the rest of the stack keeps its order.
    public func focusNext(backwards: Bool = false) {
        if focusCycle == nil {
            let order = visibleWindowsByRecentUse
            guard order.count > 1 else { return }
            focusCycle = (order, 0)
        }
        guard var cycle = focusCycle else { return }
        let n = cycle.order.count
        cycle.index = (cycle.index + (backwards ? n - 1 : 1)) % n
        focusCycle = cycle
        bringToFront(cycle.order[cycle.index])
    }

    /// Ends a `Ctrl-W Tab` walk: the window it landed on becomes the most recently used.
    public func endFocusCycle() {
        guard focusCycle != nil else { return }
        focusCycle = nil
        if let w = focusedWindow { noteFocus(w) }
    }
}
