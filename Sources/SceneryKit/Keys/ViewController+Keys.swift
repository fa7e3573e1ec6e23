/// One item of the hint bar: keys as people read them (`Tab`, `↑↓`, `^R`, `1…9`) and a word or
/// two. Drawn from the available key commands of the responder chain (`Simulator.keyHints`).
public struct KeyHint: Equatable, Sendable {
    /// The keys, as people read them.
    public var keys: String
    /// A word or two of what they do.
    public var action: String
    /// The word a narrow bar shows instead of `action` (`KeyAction.abbreviation`).
    public var abbreviation: String

    /// A hint reading `keys action`, its abbreviation made from `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys; self.action = action; abbreviation = KeyAction.abbreviation(of: action)
    }

    /// A hint reading `keys action`, or `keys abbreviation` where room is short.
    public init(_ keys: String, _ action: String, abbreviation: String) {
        self.keys = keys; self.action = action; self.abbreviation = abbreviation
    }
}

extension ViewController {
    /// The responder chain under this controller, deepest focused child first, this one last.
    public var keyResponders: [ViewController] {
        var chain: [ViewController] = []
        chain.reserveCapacity(8)  // one allocation for the usual depth: the hint bar asks every frame
        chain.append(self)
        while let next = chain.last?.keyFocusedChild, !chain.contains(where: { $0 === next }) { chain.append(next) }
        chain.reverse()
        return chain
    }
}

extension ViewController {
    /// Delivers a key to this controller's responder chain (to a sheet it presents, if any),
    /// as the simulator does for the focused window; true when something used it. For
    /// controllers used without a simulator, and for tests.
    @discardableResult
    public func performKey(_ key: KeyEvent, bindings: KeyBindings = KeyBindings()) -> Bool {
        KeyResponder.deliver(key, to: keyChainLinks.lazy.map(\.responder), bindings: bindings) ?? false
    }

    /// The chain under a window's root: its focused controllers, deepest first; with a sheet up,
    /// the sheet's controllers and then the sheet's own keys, which keep the rest. Each link's
    /// commands are made when it is read (`KeyLink`): a key's walk stops at the link that takes
    /// it (↓ in a list stops at the list), where the hint bar reads them all.
    var keyChainLinks: [KeyLink] {
        guard let sheet = presentedViewController else { return keyResponders.map(KeyLink.controller) }
        return sheet.keyResponders.map(KeyLink.controller) + [.made(KeyResponder(commands: sheetKeyCommands, isModal: true))]
    }
}

/// A link of a responder chain as the chain is gathered: a controller, whose commands are made
/// when the link is read (`responder`), or a link made already (a mode's, a sheet's own keys).
enum KeyLink {
    case controller(ViewController)
    case made(KeyResponder)

    /// The link, its commands made now.
    var responder: KeyResponder {
        switch self {
        case .made(let r): return r
        case .controller(let vc):
            // A content-unavailable button's Enter comes first: the content it replaces is not there.
            // Joined only when there is something to join: `+` copies every command (and its closures).
            var commands = vc.keyCommands
            let unavailable = vc.contentUnavailableKeyCommands, menu = vc.contextMenuInteractionKeyCommands
            if !unavailable.isEmpty { commands = unavailable + commands }
            if !menu.isEmpty { commands += menu }
            return KeyResponder(commands: commands, fallback: { vc.handleKey($0) }, typingHint: vc.typingHint)
        }
    }
}

extension ViewController {
    /// `delta` (−1 before, +1 after, in reading order) as the key pressed — the `key`th of
    /// `action`'s keys now — means it along a row on screen: right to left the first item is on
    /// the right, so a horizontal key (← → h l) goes the other way in the order, as focus moves
    /// in a mirrored UIKit bar. Other keys (↑ ↓ Tab) keep the order.
    func visualStep(_ delta: Int, key: Int, of action: KeyAction) -> Int {
        guard isRightToLeft else { return delta }
        let keys = windowScene?.keyBindings.keys(for: action) ?? action.defaultKeys
        guard keys.indices.contains(key) else { return delta }
        switch keys[key].key {
        case .left, .right, .character("h"), .character("l"): return -delta
        default: return delta
        }
    }
}
