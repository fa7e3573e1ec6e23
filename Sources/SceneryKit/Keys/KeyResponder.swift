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
        guard let (c, i, _) = command(for: key, bindings: bindings) else { return false }
        c.perform(i)
        return true
    }

    /// The first available command bound to `key`, the key's place among its keys, and the
    /// command's among this link's.
    func command(for key: KeyEvent, bindings: KeyBindings) -> (KeyCommand, index: Int, position: Int)? {
        for position in commands.indices where commands[position].isAvailable {
            if let i = bindings.index(of: key, in: commands[position].action) { return (commands[position], i, position) }
        }
        return nil
    }

    /// Where a key goes along a chain.
    enum Resolution {
        /// This command, the key being the `index`th of its action's keys, found at `place`.
        case command(KeyCommand, index: Int, place: Place)
        /// A link's fallback took it (typing into a field), or would: a typing key reaching a
        /// field when fallbacks are not asked.
        case typed
        /// A modal link kept it: nothing after it is asked.
        case kept
        /// Nothing on the chain took it.
        case passed
    }

    /// Where a resolved command is: the `position`th of the `link`th link's commands (`link`
    /// -1: the system's), so that two links offering the same action tell apart.
    struct Place: Equatable {
        var link: Int, position: Int
        static func system(_ position: Int) -> Place { Place(link: -1, position: position) }
    }

    /// The one walk of a chain, for running a key and for reading what it would run: the first
    /// available command bound to the key wins; a link's fallback gets the keys its commands do
    /// not name (a text field gets typing keys before its commands); a modal link keeps the
    /// rest. With `askingFallbacks` false no fallback runs (the hint bar, the menu bar and the
    /// key map read the walk without typing anything) and a typing key that reaches a field is
    /// taken as typed.
    /// The chain may make its links as they are read (`KeyLink`): each is read once, in order.
    static func resolve<Chain: Collection<KeyResponder>>(_ key: KeyEvent, in chain: Chain, bindings: KeyBindings,
                                                         askingFallbacks: Bool) -> Resolution where Chain.Index == Int {
        for n in chain.indices {
            let link = chain[n]
            // A text field gets typing keys first; its fallback is then not asked a second time.
            let typesFirst = key.isTyping && link.typingHint != nil
            if typesFirst, !askingFallbacks || link.fallback?(key) == true { return .typed }
            if let (c, i, p) = link.command(for: key, bindings: bindings) { return .command(c, index: i, place: Place(link: n, position: p)) }
            if !typesFirst, askingFallbacks, link.fallback?(key) == true { return .typed }
            if link.isModal { return .kept }
        }
        return .passed
    }

    /// Walks a chain and runs what the key resolves to. Returns whether the key was used (false
    /// when a modal link kept it unused; nil when it went through).
    static func deliver<Chain: Collection<KeyResponder>>(_ key: KeyEvent, to chain: Chain, bindings: KeyBindings) -> Bool? where Chain.Index == Int {
        switch resolve(key, in: chain, bindings: bindings, askingFallbacks: true) {
        case .command(let c, let i, _): c.perform(i); return true
        case .typed: return true
        case .kept: return false
        case .passed: return nil
        }
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
