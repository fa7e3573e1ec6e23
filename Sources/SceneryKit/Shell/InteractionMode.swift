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

    var isWindow: Bool { if case .window = self { return true } else { return false } }
}

/// The shell's state and commands, as the simulator's API: each reads or calls the desktop
/// shell (`DesktopShell`), which owns the modes.
extension Simulator {
    /// Window mode, column-resize mode, the key map, menus: innermost last (`mode`).
    public var modes: [InteractionMode] { shell.modes.map(\.interactionMode) }

    /// The innermost mode, which gets the keys; nil on the plain desktop.
    public var mode: InteractionMode? { shell.mode?.interactionMode }

    /// Ctrl-W window mode is on (perhaps under a menu it opened).
    public var isInWindowMode: Bool { shell.isInWindowMode }

    /// The key map (F1) shows.
    public internal(set) var isShowingHelp: Bool {
        get { shell.isShowingHelp }
        set { shell.isShowingHelp = newValue }
    }

    /// The menu or prompt showing, if any.
    public internal(set) var overlay: (any Overlay)? {
        get { shell.overlay }
        set { shell.overlay = newValue }
    }

    /// Ctrl-R column-resize mode: the split view whose separators the keys move.
    public var columnResizeTarget: SplitViewController? { shell.columnResizeTarget }
    /// Whether column-resize mode (Ctrl-R) is on.
    public var isInColumnResizeMode: Bool { columnResizeTarget != nil }
    /// The split view Ctrl-R resizes: the first expanded one with a separator in the focused
    /// window (the root, or a split view inside a container).
    public var resizableSplitViewController: SplitViewController? { shell.resizableSplitViewController }

    /// The trait overlay (F12): size classes, geometry and layout guides of the focused window.
    /// Not a mode: it only shows, and keys go on reaching the window under it.
    public internal(set) var isShowingTraits: Bool {
        get { shell.traits.isShowing }
        set { shell.traits.isShowing = newValue }
    }

    /// A one-line message on the hint bar until the next key (a deep link that failed, the
    /// first screen's welcome…).
    public var statusMessage: String? {
        get { shell.statusMessage }
        set { shell.statusMessage = newValue }
    }

    /// Every action the simulator knows, for the key map and `scenery keys`: the built-in ones,
    /// then each app's.
    public var keyActions: [KeyAction] { shell.keyActions }

    /// Every action the simulator knows, by group, with the keys it answers now.
    public var keyMapEntries: [(group: KeyAction.Group, actions: [(keys: [KeyEvent], action: KeyAction)])] { shell.keyMapEntries }

    /// The lines of the trait overlay (F12) for a window's scene.
    public func traitReport(for window: Window) -> [String] { shell.traits.report(for: window) }

    /// `Ctrl-W w`: every window, most recently used first (minimized ones too), with its app,
    /// title and state; choosing one focuses it (and brings it back from the shelf).
    public func showWindowSwitcher() { shell.showWindowSwitcher() }

    /// The launcher: a new window of any app, the open windows (minimized ones too), closed
    /// sessions to reopen (or discard with x), a deep link, the external display.
    public func showLauncher() { shell.showLauncher() }

    /// A new window of `app`; an app without multiple-scene support brings its one window forward.
    public func openNewWindow(of app: Application) { shell.openNewWindow(of: app) }

    /// Shows the Open URL prompt (`o` in window mode); Enter opens the typed deep link.
    public func showOpenURLPrompt() { shell.showOpenURLPrompt() }

    /// Opens a deep link; a failure becomes the status message.
    public func openURL(_ text: String) { shell.openURL(text) }

    /// Opens the menu bar (F10, or a click on the hint bar).
    public func showMenuBar() { shell.showMenuBar() }

    /// The menu bar's menus: the system's commands, window mode's, the focused window's by
    /// group, then its app's own (which its delegate may rebuild with `buildMenu(with:)`).
    public func menuBarMenus() -> [Menu] { shell.menuBarMenus() }

    /// The hint bar's items now: the window's and modes' own, then the reserved ones.
    func keyHints() -> (own: [KeyHint], reserved: [KeyHint]) { shell.keyHints() }

    /// The command `key` runs now (what the hint bar's honesty is tested against).
    func keyCommand(for key: KeyEvent) -> KeyCommand? { shell.keyCommand(for: key) }
}
