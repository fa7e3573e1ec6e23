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
        for c in commands where c.isAvailable {
            if let i = bindings.index(of: key, in: c.action) {
                c.perform(i)
                return true
            }
        }
        return false
    }

    /// Walks a chain: the first available command bound to the key runs; a link's fallback gets
    /// the keys its commands do not name (a text field gets typing keys before its commands); a
    /// modal link keeps the rest. Returns whether the key was used (nil when it went through).
    static func deliver(_ key: KeyEvent, to chain: [KeyResponder], bindings: KeyBindings) -> Bool? {
        for link in chain {
            if key.isTyping, link.typingHint != nil, link.fallback?(key) == true { return true }
            if link.perform(key, bindings: bindings) || link.fallback?(key) == true { return true }
            if link.isModal { return false }
        }
        return nil
    }
}

extension KeyEvent {
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
            KeyCommand(.help, when: overlay == nil) { [unowned self] in self.isShowingHelp.toggle() },
            KeyCommand(.quit) { [unowned self] in self.quit() },
        ]
    }

    /// The chain a key walks now, first responder first: a menu or prompt, the key map, a mode,
    /// or the focused window's controllers from the deepest focused child up to its root.
    func keyResponderChain() -> [KeyResponder] {
        if let o = overlay {
            return [KeyResponder(commands: o.keyCommands, fallback: { o.handleKey($0) }, typingHint: o.typingHint, isModal: true)]
        }
        if isShowingHelp { return [helpResponder] }
        if isInColumnResizeMode { return [columnResizeResponder] }
        if isInWindowMode { return [windowModeResponder] }
        guard let w = desktop.focusedWindow, !w.isBelowMinimum, let root = w.rootViewController else { return [] }
        return root.keyChain
    }

    /// Walks the chain, with the system's commands around it: those on keys that do not type
    /// first, those on typing keys (`?`) last unless a modal link kept the key.
    func dispatchKey(_ key: KeyEvent) {
        let system = KeyResponder(commands: systemCommands)
        if !key.isTyping, system.perform(key, bindings: keyBindings) { return }
        if KeyResponder.deliver(key, to: keyResponderChain(), bindings: keyBindings) != nil { return }
        if key.isTyping { _ = system.perform(key, bindings: keyBindings) }
    }

    /// The hint bar's items: the chain's available commands (one hint for neighbours with the
    /// same title; none for a command whose key something earlier takes), then the system's,
    /// with `reserved` the ones the bar always keeps room for.
    func keyHints() -> (own: [KeyHint], reserved: [KeyHint]) {
        var hints = HintCollector(bindings: keyBindings)
        let system = systemCommands
        // The system's keys that do not type are matched first: they shadow the chain's.
        hints.claim(system.filter { !(keyBindings.keys(for: $0.action).first?.isTyping ?? true) })
        var chain = keyResponderChain()
        if chain.count > 1, let last = chain.last, last.isModal {
            // A sheet's way out comes first, so that a narrow bar keeps it when it drops the rest.
            chain.insert(chain.removeLast(), at: 0)
        }
        for (i, link) in chain.enumerated() {
            if let typing = link.typingHint { hints.typing(typing) }
            hints.add(link.commands)
            if link.isModal && i > 0 { break }
        }
        // The system's own hints: matched first, nothing shadows them.
        hints.add(system.filter { !Self.reservedHintActions.contains($0.action) }, shadowable: false)
        let own = hints.items
        hints.items = []
        hints.add(system.filter { Self.reservedHintActions.contains($0.action) }, shadowable: false)
        // In a mode the mode's keys come first; help and quit show where room is left.
        if isInWindowMode || isInColumnResizeMode { return (own + hints.items, []) }
        return (own, hints.items)
    }
}

/// Builds hints in chain order, keeping track of the keys already taken.
private struct HintCollector {
    let bindings: KeyBindings
    var items: [KeyHint] = []
    private var claimed = Set<KeyEvent>()
    private var typingClaimed = false
    /// The keys of the last hint, while the next command may share its title.
    private var lastKeys: [[KeyEvent]] = []

    init(bindings: KeyBindings) { self.bindings = bindings }

    mutating func claim(_ commands: [KeyCommand]) {
        for c in commands where c.isAvailable { claimed.formUnion(bindings.keys(for: c.action)) }
    }

    mutating func typing(_ what: String) {
        items.append(KeyHint("type", what))
        lastKeys = []
        typingClaimed = true
    }

    mutating func add(_ commands: [KeyCommand], shadowable: Bool = true) {
        for c in commands where c.isAvailable {
            let keys = bindings.keys(for: c.action)
            guard let first = keys.first else { continue }
            let shadowed = shadowable && (claimed.contains(first) || (typingClaimed && first.isTyping))
            claimed.formUnion(keys)
            guard c.isHinted && !shadowed else { continue }
            if let last = items.last, last.action == c.title, !lastKeys.isEmpty {
                lastKeys.append(keys)
                items[items.count - 1].keys = KeyLabel.hint(lastKeys)
            } else {
                lastKeys = [keys]
                items.append(KeyHint(KeyLabel.hint(lastKeys), c.title))
            }
        }
    }
}
