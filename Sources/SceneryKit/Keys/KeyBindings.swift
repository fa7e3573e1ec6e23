/// Which keys each action answers: its default keys, or those a keys.toml gave it.
public struct KeyBindings: Sendable, Equatable {
    /// Keys by action name, for the actions that were rebound (an empty list unbinds).
    public private(set) var overrides: [String: [KeyEvent]]

    /// Bindings with these actions rebound; every other action keeps its default keys.
    public init(overrides: [String: [KeyEvent]] = [:]) { self.overrides = overrides }

    /// The keys `action` answers now.
    public func keys(for action: KeyAction) -> [KeyEvent] {
        // The hint bar asks this for every command of the chain each frame: no hashing of the
        // action's name when nothing was rebound.
        overrides.isEmpty ? action.defaultKeys : overrides[action.name] ?? action.defaultKeys
    }

    /// How the hint bar writes the action's first key now (`^S`), or `—` when it has none: for
    /// text that names a key (a footer, the welcome).
    public func label(for action: KeyAction) -> String { keys(for: action).first.map(KeyLabel.of) ?? "—" }

    /// These bindings with `key` first among `action`'s keys (the one hints and messages name),
    /// when the action answers it; unchanged otherwise.
    public func preferring(_ key: KeyEvent, for action: KeyAction) -> KeyBindings {
        var keys = keys(for: action)
        guard let i = keys.firstIndex(of: key), i > 0 else { return self }
        keys.insert(keys.remove(at: i), at: 0)
        var copy = self
        copy.overrides[action.name] = keys
        return copy
    }

    /// The bindings for a live terminal described by `environment`: VTE terminals (GNOME
    /// Terminal, Tilix, xfce4-terminal, Terminator: `VTE_VERSION` is set) open their own help on
    /// F1, so there the hint bar and the welcome name `?` for the key map.
    public func forTerminal(environment: [String: String]) -> KeyBindings {
        environment["VTE_VERSION"] != nil ? preferring(KeyEvent(.character("?")), for: .help) : self
    }

    /// The position of `key` among the action's keys, if it is one of them.
    public func index(of key: KeyEvent, in action: KeyAction) -> Int? { keys(for: action).firstIndex(of: key) }

    /// Two actions of one group answering the same key: only one of them could ever run.
    public struct Conflict: Equatable, Sendable, CustomStringConvertible {
        /// The key both actions answer.
        public let key: KeyEvent
        /// The actions' names.
        public let actions: [String]
        /// The group they share.
        public let group: String
        /// How it reads in messages and test output.
        public var description: String {
            "\(KeyNotation.describe(key)) is bound to both \(actions.joined(separator: " and ")) (\(group))"
        }
    }

    /// Every key two actions of the same group share, in the order of `actions`.
    public func conflicts(among actions: [KeyAction]) -> [Conflict] {
        var out: [Conflict] = []
        var seen: [String: [KeyEvent: String]] = [:]
        for action in actions {
            for key in Set(keys(for: action)).sorted(by: { KeyNotation.describe($0) < KeyNotation.describe($1) }) {
                if let other = seen[action.group.title]?[key], other != action.name {
                    out.append(Conflict(key: key, actions: [other, action.name], group: action.group.title))
                } else {
                    seen[action.group.title, default: [:]][key] = action.name
                }
            }
        }
        return out
    }
}

/// How keys are written on the hint bar and in the key map: short, as people read them
/// (`^R`, `S-Tab`, `↑`, `F12`, `Space`).
public enum KeyLabel {
    /// A key as the hint bar writes it.
    public static func of(_ k: KeyEvent) -> String {
        var name: String
        switch k.key {
        case .character(" "): name = "Space"
        case .character(let c): name = k.modifiers.contains(.control) ? c.uppercased() : String(c)
        case .enter: name = "Enter"
        case .escape: name = "Esc"
        case .tab: name = "Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Del"
        case .insert: name = "Ins"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .function(let n): name = "F\(n)"
        }
        if k.modifiers.contains(.shift) { name = "S-" + name }
        if k.modifiers.contains(.alt) { name = "A-" + name }
        if k.modifiers.contains(.control) { name = "^" + name }
        return name
    }

    /// All of an action's keys, for the key map: `↑ k`, `1…9`, `—` when unbound.
    public static func list(_ keys: [KeyEvent]) -> String {
        if keys.isEmpty { return "—" }
        if let run = digitRun(keys) { return run }
        return keys.map(of).joined(separator: " ")
    }

    /// One hint for several commands that share a title: the first key of each, arrows run
    /// together (`↑↓`, `S-←→`), others spaced (`h l`).
    public static func hint(_ keyLists: [[KeyEvent]]) -> String {
        if keyLists.count == 1 {
            if keyLists[0].count < 3, let first = keyLists[0].first { return of(first) }
            if let run = digitRun(keyLists[0]) { return run }
        }
        let firsts = keyLists.compactMap(\.first)
        func isArrow(_ k: Key) -> Bool { k == .up || k == .down || k == .left || k == .right }
        if firsts.count > 1, firsts.allSatisfy({ isArrow($0.key) && $0.modifiers == firsts[0].modifiers }) {
            let labels = firsts.map(of)
            let prefix = String(labels[0].dropLast())
            return prefix + labels.map { String($0.last!) }.joined()
        }
        return firsts.map(of).joined(separator: " ")
    }

    /// `1…9` for three or more consecutive digits.
    private static func digitRun(_ keys: [KeyEvent]) -> String? {
        let digits = keys.compactMap { k -> Int? in
            if case .character(let c) = k.key, k.modifiers.isEmpty { return c.wholeNumberValue } else { return nil }
        }
        guard digits.count == keys.count, digits.count >= 3, zip(digits, digits.dropFirst()).allSatisfy({ $1 == $0 + 1 })
        else { return nil }
        return "\(digits.first!)…\(digits.last!)"
    }
}
