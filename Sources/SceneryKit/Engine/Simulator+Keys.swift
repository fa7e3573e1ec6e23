import TerminalCanvas

/// One link of the responder chain a key walks: the key commands of a controller, a mode or an
/// overlay, and what takes the keys none of them names (typing into a field).
struct KeyResponder {
    var commands: [KeyCommand]
    var fallback: ((KeyEvent) -> Bool)?
    /// Set for a text field: typing reaches `fallback` before any command on a typing key.
    var typingHint: String?
    /// Keys stop here whether or not something took them (a mode, a menu, a sheet).
    var isModal = false
}

extension KeyResponder {
    /// Runs the first available command bound to `key`; true when one ran.
    func perform(_ key: KeyEvent, bindings: KeyBindings) -> Bool {
        guard let (c, i) = command(for: key, bindings: bindings) else { return false }
        c.perform(i)
        return true
    }

    /// The first available command bound to `key`, and the key's place among its keys.
    func command(for key: KeyEvent, bindings: KeyBindings) -> (KeyCommand, Int)? {
        for c in commands where c.isAvailable {
            if let i = bindings.index(of: key, in: c.action) { return (c, i) }
        }
        return nil
    }

    /// Walks a chain: the first available command bound to the key runs; a link's fallback gets
    /// the keys its commands do not name (a text field gets typing keys before its commands); a
    /// modal link keeps the rest. Returns whether the key was used (nil when it went through).
    static func deliver(_ key: KeyEvent, to chain: [KeyResponder], bindings: KeyBindings) -> Bool? {
        for link in chain {
            // A text field gets typing keys first; its fallback is then not asked a second time.
            let typesFirst = key.isTyping && link.typingHint != nil
            if typesFirst, link.fallback?(key) == true { return true }
            if link.perform(key, bindings: bindings) || (!typesFirst && link.fallback?(key) == true) { return true }
            if link.isModal { return false }
        }
        return nil
    }
}

extension KeyEvent {
    /// A number that is equal for equal keys and cheap to hash: the key's tag or character,
    /// with the modifiers (a multi-scalar character falls back to its hash).
    var code: UInt64 {
        let key: UInt64
        switch self.key {
        case .character(let c):
            let scalars = c.unicodeScalars
            key = scalars.count == 1 ? UInt64(scalars.first!.value) : UInt64(bitPattern: Int64(c.hashValue)) | 1 << 63
        case .enter: key = 1 << 32
        case .escape: key = 2 << 32
        case .tab: key = 3 << 32
        case .backspace: key = 4 << 32
        case .delete: key = 5 << 32
        case .insert: key = 6 << 32
        case .up: key = 7 << 32
        case .down: key = 8 << 32
        case .left: key = 9 << 32
        case .right: key = 10 << 32
        case .home: key = 11 << 32
        case .end: key = 12 << 32
        case .pageUp: key = 13 << 32
        case .pageDown: key = 14 << 32
        case .function(let n): key = 15 << 32 | UInt64(n)
        }
        return key ^ UInt64(modifiers.rawValue) << 40
    }

    /// A key that types text: a character without Ctrl or Alt.
    var isTyping: Bool {
        if case .character = key { return modifiers.isSubset(of: [.shift]) }
        return false
    }
}

extension Simulator {
    /// Every action the simulator knows, for the key map and `scenery keys`: the built-in ones,
    /// then each app's.
    public var keyActions: [KeyAction] {
        var seen = Set<String>()
        return (KeyAction.builtIn + system.applications.flatMap(\.keyActions)).filter { seen.insert($0.name).inserted }
    }

    /// The hint bar always keeps room for these, after the focused window's own keys.
    static let reservedHintActions: Set<KeyAction> = [.windowMode, .help, .quit]

    /// The commands that work everywhere. Those on keys that do not type (`^Q`, `F1`) come
    /// before the focused controller; `?` comes after it, so a search field can type it.
    var systemCommands: [KeyCommand] {
        let free = overlay == nil && !isShowingHelp
        let noMode = free && !isInWindowMode && !isInColumnResizeMode
        return [
            KeyCommand(.columnResize, hinted: noMode && resizableSplitViewController != nil, when: noMode) { [unowned self] in
                self.beginColumnResizeMode()
            },
            KeyCommand(.windowMode, when: noMode) { [unowned self] in self.setWindowMode(true) },
            KeyCommand(.traits, hinted: false, when: free) { [unowned self] in self.isShowingTraits.toggle() },
            // Not on the bar (F1 lists it): the menu bar is where every other key is.
            KeyCommand(.menuBar, hinted: false, when: free) { [unowned self] in self.showMenuBar() },
            KeyCommand(.help, when: overlay == nil) { [unowned self] in self.isShowingHelp.toggle() },
            // On an attached desktop its terminal takes Ctrl-Q to detach: the bar says so.
            KeyCommand(.quit, title: system.activeDisplay == 0 ? nil : "detach") { [unowned self] in self.quit() },
        ]
    }

    /// The chain a key walks now, first responder first: a menu or prompt, the key map, a mode,
    /// or the traits box and the focused window's controllers from the deepest focused child up to its root.
    func keyResponderChain() -> [KeyResponder] {
        switch mode {
        case .overlay(let o):
            // Its items' own keys first: `k Top Half` is chosen, not taken by menu.up's `k`.
            return [KeyResponder(commands: [], fallback: { o.chooseItem(forKey: $0) }),
                    KeyResponder(commands: o.keyCommands, fallback: { o.handleKey($0) }, typingHint: o.typingHint, isModal: true)]
        case .help: return [helpResponder]
        case .columnResize: return [columnResizeResponder]
        case .window: return [windowModeResponder]
        case nil: break
        }
        // The traits box (F12) lies over the windows: its way out is the first link, keys it does
        // not take go on to the focused window.
        let traitsBox = isShowingTraits
            ? [KeyResponder(commands: [KeyCommand(.closeTraits) { [unowned self] in self.isShowingTraits = false }])] : []
        guard let w = desktop.focusedWindow, !w.isBelowMinimum, let root = w.rootViewController else { return traitsBox }
        return traitsBox + root.keyChain
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

    /// The command `key` runs now, found as `dispatchKey` walks (nil when it is typed into a
    /// field, or when nothing binds it): what the hint bar's honesty is tested against. A
    /// controller's fallback (`handleKey`) is not asked, so a key one takes without a command
    /// still shows the command after it.
    func keyCommand(for key: KeyEvent) -> KeyCommand? {
        let system = KeyResponder(commands: systemCommands)
        if !key.isTyping, let (c, _) = system.command(for: key, bindings: keyBindings) { return c }
        for link in keyResponderChain() {
            if key.isTyping && link.typingHint != nil { return nil }
            if let (c, _) = link.command(for: key, bindings: keyBindings) { return c }
            if link.isModal { return nil }
        }
        return key.isTyping ? system.command(for: key, bindings: keyBindings)?.0 : nil
    }

    /// Walks the chain, with the system's commands around it: those on keys that do not type
    /// first, those on typing keys (`?`) last unless a modal link kept the key.
    func dispatchKey(_ key: KeyEvent) {
        let system = KeyResponder(commands: systemCommands)
        if !key.isTyping, system.perform(key, bindings: keyBindings) { return }
        if KeyResponder.deliver(key, to: keyResponderChain(), bindings: keyBindings) != nil { return }
        if key.isTyping { _ = system.perform(key, bindings: keyBindings) }
    }
}
