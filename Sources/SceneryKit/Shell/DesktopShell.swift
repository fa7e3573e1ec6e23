import TerminalCanvas

/// The shell around the desktop, as a window server's is around the apps: the modes (window
/// mode, column resizing, the key map, menus and prompts), the traits panel, the hint bar and
/// its status line, and where keys and clicks go among them and the windows. Each mode is a type
/// with its own keys, drawing and state (`ShellMode`); the `Simulator` composes the shell with
/// the scene system and the frame.
final class DesktopShell {
    unowned let system: SceneSystem
    /// The modes on, innermost last: a menu opened from window mode lies over it.
    private(set) var modes: [any ShellMode] = []
    /// F12: the focused window's traits, geometry and layout guides.
    let traits = TraitsPanel()
    /// A one-line message on the hint bar until the next key or click; shortened to fit the bar
    /// (`HintBarFit.message`), it is kept whole in `recentMessages`, which F1 lists.
    var statusMessage: String? {
        didSet {
            guard let m = statusMessage, m != oldValue, recentMessages.last != m else { return }
            recentMessages.append(m)
            if recentMessages.count > Self.recentMessageCount { recentMessages.removeFirst() }
        }
    }
    /// The last messages the bar showed, oldest first, whole.
    private(set) var recentMessages: [String] = []
    static let recentMessageCount = 5
    /// A window being moved or resized by the mouse.
    var drag: WindowDrag?
    /// The controller that took the last mouse press, in its window: drags and the release go
    /// to it even when the pointer leaves it (a separator drag).
    var mouseCapture: (window: Window, controller: ViewController)?
    /// A press that only focused its window: it and its drags and release reach no content
    /// (a focusing click must not also start the Timer).
    var isSwallowingFocusClick = false
    /// What the pointer rests on, showing the cue a pointer shape gives (`DesktopShell+Pointer`).
    var pointerCue: PointerCue?
    /// What Ctrl-Q runs (the simulator saves and finishes).
    private let quit: () -> Void

    init(system: SceneSystem, quit: @escaping () -> Void) {
        self.system = system
        self.quit = quit
    }

    var desktop: Desktop { system.desktop }
    var keyBindings: KeyBindings { system.keyBindings }

    // MARK: Modes

    /// The innermost mode, which gets the keys; nil on the plain desktop.
    var mode: (any ShellMode)? { modes.last }
    /// Whether a mode or the traits panel draws over the desktop, or a mode may act in any
    /// window: damage tracking then draws every window.
    var coversDesktop: Bool { traits.isShowing || modes.contains { $0.coversDesktop } }

    private func innermost<M: ShellMode>(_ type: M.Type) -> M? {
        for case let m as M in modes.reversed() { return m }
        return nil
    }

    var isInWindowMode: Bool { innermost(WindowMode.self) != nil }

    func setWindowMode(_ on: Bool) {
        if on && !isInWindowMode { modes.append(WindowMode(shell: self)) }
        guard !on else { return }
        modes.removeAll { $0 is WindowMode }
        desktop.endFocusCycle()
        if system.interactivelyResizingWindow != nil { system.interactivelyResizingWindow = nil }
    }

    var keyMap: KeyMapMode? { innermost(KeyMapMode.self) }

    var isShowingHelp: Bool {
        get { keyMap != nil }
        set {
            guard newValue != isShowingHelp else { return }
            if newValue { modes.append(KeyMapMode(shell: self)) } else { modes.removeAll { $0 is KeyMapMode } }
        }
    }

    /// The menu or prompt showing, if any.
    var overlay: (any Overlay)? {
        get { innermost(OverlayMode.self)?.overlay }
        set {
            modes.removeAll { $0 is OverlayMode }
            if let o = newValue { modes.append(OverlayMode(overlay: o, shell: self)) }
        }
    }

    var columnResizeTarget: SplitViewController? { innermost(ColumnResizeMode.self)?.split }

    /// Ctrl-R: column-resize mode on the focused window's split view.
    func beginColumnResizeMode() {
        guard let split = resizableSplitViewController else {
            statusMessage = "No columns to resize in this window"
            return
        }
        split.beginColumnResizing()
        modes.append(ColumnResizeMode(split: split, shell: self))
    }

    func endColumnResizeMode() {
        columnResizeTarget?.endColumnResizing()
        modes.removeAll { $0 is ColumnResizeMode }
    }

    /// The split view Ctrl-R resizes: the first expanded one with a separator in the focused
    /// window (the root, or a split view inside a container).
    var resizableSplitViewController: SplitViewController? {
        // A window showing its size notice shows no columns to resize.
        guard let window = desktop.focusedWindow, !window.isBelowMinimum, let root = window.rootViewController else { return nil }
        // The outermost split view first, the leading one among equals: what breadth first meets
        // first, found by a walk in order that keeps the shallowest (asked for every frame's
        // hint bar, so no queue is made).
        var found: (split: SplitViewController, depth: Int)?
        func visit(_ vc: ViewController, depth: Int) {
            if let found, depth >= found.depth { return }
            if let split = vc as? SplitViewController, split.hasSeparators {
                found = (split, depth)
                return
            }
            for child in vc.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return found?.split
    }

    /// Lays out the menus and prompts over a screen of `size`.
    func layoutModes(in size: Size) {
        for m in modes { m.layout(in: size) }
    }

    /// The traits panel, then each mode, over the desktop and the hint bar.
    func drawModes(in canvas: inout Canvas, theme: Theme) {
        if traits.isShowing, let window = desktop.focusedWindow {
            traits.draw(for: window, in: &canvas, theme: theme, keyBindings: keyBindings)
        }
        for m in modes { m.draw(in: &canvas, theme: theme) }
    }

    // MARK: Keys

    /// Every action the simulator knows, for the key map and `scenery keys`: the built-in ones,
    /// then each app's.
    var keyActions: [KeyAction] {
        var seen = Set<String>()
        return (KeyAction.builtIn + system.applications.flatMap(\.keyActions)).filter { seen.insert($0.name).inserted }
    }

    /// Every action the simulator knows, by group, with the keys it answers now.
    var keyMapEntries: [(group: KeyAction.Group, actions: [(keys: [KeyEvent], action: KeyAction)])] {
        let actions = keyActions
        var groups: [KeyAction.Group] = []
        for a in actions where !groups.contains(a.group) { groups.append(a.group) }
        return groups.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map { _, g in
            (g, actions.filter { $0.group == g }.map { (keyBindings.keys(for: $0), $0) })
        }
    }


    /// The hint bar always keeps room for these, after the focused window's own keys.
    static let reservedHintActions: Set<KeyAction> = [.windowMode, .help, .quit]

    /// The commands that work everywhere. Those on keys that do not type (`^Q`, `F1`) come
    /// before the focused controller; `?` comes after it, so a search field can type it.
    var systemCommands: [KeyCommand] { systemCommands(hinting: true) }

    /// The same, `hinting` false for a key's walk, which reads availability alone: whether the
    /// bar shows `^R` takes a walk of the focused window's controllers, asked on every key.
    func systemCommands(hinting: Bool) -> [KeyCommand] {
        // The environment panel leaves the system's keys working: F12 shows the traits it
        // changes, F10 and F1 replace it with the menu bar or the key map.
        let panel = overlay is EnvironmentPanel
        let free = (overlay == nil || panel) && !isShowingHelp
        let noMode = overlay == nil && !isShowingHelp && !isInWindowMode && columnResizeTarget == nil
        return [
            KeyCommand(.columnResize, hinted: hinting && noMode && resizableSplitViewController != nil, when: noMode) {
                self.beginColumnResizeMode()
            },
            KeyCommand(.windowMode, when: noMode) { self.setWindowMode(true) },
            KeyCommand(.traits, hinted: false, when: free) { self.traits.isShowing.toggle() },
            // On the menu bar's Scenery menu and in the key map, like F12.
            KeyCommand(.environment, hinted: false, when: free) { self.overlay = EnvironmentPanel(system: self.system) },
            // Not on the bar (F1 lists it): the menu bar is where every other key is.
            KeyCommand(.menuBar, hinted: false, when: free) { self.showMenuBar() },
            KeyCommand(.help, when: overlay == nil || panel) {
                if panel { self.overlay = nil }
                self.isShowingHelp.toggle()
            },
            // On an attached desktop its terminal takes Ctrl-Q to detach: the bar says so.
            KeyCommand(.quit, title: system.activeDisplay == 0 ? nil : "detach") { self.quit() },
        ]
    }

    /// The chain a key walks now, first responder first: the innermost mode's links, or the
    /// traits panel and the focused window's controllers from the deepest focused child up to its root.
    func keyResponderChain() -> [KeyResponder] { keyResponderLinks().map(\.responder) }

    /// The same chain, each controller's commands not made yet (`KeyLink`).
    func keyResponderLinks() -> [KeyLink] {
        if let mode { return mode.responders.map(KeyLink.made) }
        // The traits panel lies over the windows: its way out is the first link, keys it does
        // not take go on to the focused window.
        let panel = traits.isShowing ? [KeyLink.made(traits.responder)] : []
        guard let w = desktop.focusedWindow, !w.isBelowMinimum, let root = w.rootViewController else { return panel }
        return panel.isEmpty ? root.keyChainLinks : panel + root.keyChainLinks
    }

    /// Where `key` goes now, found by the one walk: the system's commands on keys that do not
    /// type first, then the chain, then the system's commands on typing keys (`?`) unless a
    /// link took or kept the key. `handleKey` runs it; the hint bar's honesty is tested against
    /// it read without asking fallbacks (`keyCommand(for:)`). Each controller's commands are
    /// made when the walk reaches it: a key one link takes makes no other link's.
    func resolveKey(_ key: KeyEvent, askingFallbacks: Bool) -> KeyResponder.Resolution {
        resolveKey(key, system: KeyResponder(commands: systemCommands(hinting: false)), chain: keyResponderLinks().lazy.map(\.responder),
                   askingFallbacks: askingFallbacks)
    }

    /// The walk over a system link and a chain made already (the hint bar asks it for every
    /// key it might show, over the chain it compares).
    func resolveKey<Chain: Collection<KeyResponder>>(_ key: KeyEvent, system: KeyResponder, chain: Chain,
                                                   askingFallbacks: Bool) -> KeyResponder.Resolution where Chain.Index == Int {
        if !key.isTyping, let (c, i, p) = system.command(for: key, bindings: keyBindings) { return .command(c, index: i, place: .system(p)) }
        let resolution = KeyResponder.resolve(key, in: chain, bindings: keyBindings, askingFallbacks: askingFallbacks)
        if case .passed = resolution, key.isTyping, let (c, i, p) = system.command(for: key, bindings: keyBindings) {
            return .command(c, index: i, place: .system(p))
        }
        return resolution
    }

    /// A key through the one walk (`resolveKey`); a key nothing took may be a menu item's key
    /// equivalent. A menu the key dismissed goes.
    /// With `frameChain` (the last frame's, taken by the simulator) the walk goes over it, when
    /// it is still what the chain would be (`FrameChain`); `checking` compares the two.
    func handleKey(_ key: KeyEvent, frameChain: FrameChain? = nil, checking: Bool = false) {
        statusMessage = nil
        hidePointerCue()
        defer { modes.removeAll { ($0 as? OverlayMode)?.overlay.isDismissed == true } }
        let resolution: KeyResponder.Resolution
        if let f = usable(frameChain) {
            if checking { checkFrameChain(f) }
            resolution = resolveKey(key, system: KeyResponder(commands: f.system), chain: f.chain, askingFallbacks: true)
        } else {
            resolution = resolveKey(key, askingFallbacks: true)
        }
        switch resolution {
        case .command(let c, let i, _): c.perform(i)
        case .typed, .kept: break
        case .passed: _ = performMenuKeyEquivalent(key)
        }
    }

    /// The command `key` runs now, as `handleKey` walks (nil when it is typed into a field, or
    /// when nothing binds it): what the hint bar's honesty is tested against. A controller's
    /// fallback (`handleKey`) is not asked, so a key one takes without a command still shows the
    /// command after it.
    func keyCommand(for key: KeyEvent) -> KeyCommand? {
        if case .command(let c, _, _) = resolveKey(key, askingFallbacks: false) { return c }
        return nil
    }

    /// Pasted text goes to the deepest focused controller that takes it (a text field). Else,
    /// when something focused takes typing (a menu's filter, an app's own field), it is typed
    /// key by key, line breaks as Enter; else it is dropped with a note, so pasting over a list
    /// never runs its single-letter commands.
    func handlePaste(_ text: String) {
        statusMessage = nil
        if mode == nil, let w = desktop.focusedWindow, !w.isBelowMinimum, let root = w.rootViewController {
            let chain = root.presentedViewController?.keyResponders ?? root.keyResponders
            if chain.contains(where: { $0.handlePaste(text) }) { return }
        }
        guard keyResponderChain().contains(where: { $0.typingHint != nil }) else {
            statusMessage = "Nothing here takes pasted text; focus a text field first"
            return
        }
        for c in text { handleKey(c.isNewline ? KeyEvent(.enter) : c == "\t" ? KeyEvent(.tab) : KeyEvent(.character(c))) }
    }
}
