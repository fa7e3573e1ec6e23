/// What the simulator is doing besides showing the desktop. Modes stack: a menu opened from
/// window mode lies over it, and closing the menu goes back to window mode. Keys go to the
/// innermost mode (`Simulator.mode`); with none, to the focused window.
public enum InteractionMode {
    /// Ctrl-W: keys move, size and arrange the focused window.
    case window
    /// Ctrl-R: keys move this split view's separators.
    case columnResize(SplitViewController)
    /// F1: the key map.
    case help
    /// A menu or prompt (the launcher, the arrange menu, Open URL).
    case overlay(any Overlay)

    var isOverlay: Bool { if case .overlay = self { return true } else { return false } }
    var isHelp: Bool { if case .help = self { return true } else { return false } }
    var isWindow: Bool { if case .window = self { return true } else { return false } }
}

extension Simulator {
    /// The innermost mode, which gets the keys; nil on the plain desktop.
    public var mode: InteractionMode? { modes.last }

    /// Ctrl-W window mode is on (perhaps under a menu it opened).
    public var isInWindowMode: Bool { modes.contains { $0.isWindow } }

    /// The key map (F1) shows.
    public internal(set) var isShowingHelp: Bool {
        get { modes.contains { $0.isHelp } }
        set {
            guard newValue != isShowingHelp else { return }
            helpScroll = 0
            if newValue { modes.append(.help) } else { modes.removeAll { $0.isHelp } }
        }
    }

    /// The menu or prompt showing, if any.
    public internal(set) var overlay: (any Overlay)? {
        get {
            for case .overlay(let o) in modes.reversed() { return o }
            return nil
        }
        set {
            modes.removeAll { $0.isOverlay }
            if let o = newValue { modes.append(.overlay(o)) }
        }
    }

    /// Ctrl-R column-resize mode: the split view whose separators the keys move.
    public var columnResizeTarget: SplitViewController? {
        for case .columnResize(let split) in modes.reversed() { return split }
        return nil
    }
    /// Whether column-resize mode (Ctrl-R) is on.
    public var isInColumnResizeMode: Bool { columnResizeTarget != nil }

    func setWindowMode(_ on: Bool) {
        if on && !isInWindowMode { modes.append(.window) }
        if !on { modes.removeAll { $0.isWindow } }
        if !on { desktop.endFocusCycle() }
        if !on, system.interactivelyResizingWindow != nil { system.interactivelyResizingWindow = nil }
    }
}
