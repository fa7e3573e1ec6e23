/// A remappable key action: its stable name, the keys it answers by default and its titles.
/// Declared once (a static constant); responders offer it with ``KeyCommand``, the hint bar,
/// the F1 key map, `scenery keys` and docs/keys.md all read it from there, and keys.toml
/// rebinds it by name.
public struct KeyAction: Hashable, Sendable {
    /// Stable, dotted and lower camel case (`columns.resize`): what keys.toml and `scenery keys` name.
    public let name: String
    public let defaultKeys: [KeyEvent]
    /// A word or two for the hint bar (`inspector`, `next column`).
    public let title: String
    /// A short sentence for the key map, as UIKit's `discoverabilityTitle` (`show or hide the inspector`).
    public let discoverabilityTitle: String
    /// Where the key map lists it; actions of one group never share a key (`KeyBindings` checks).
    public let group: Group

    public init(_ name: String, keys: [KeyEvent], title: String, discoverabilityTitle: String, group: Group) {
        self.name = name; self.defaultKeys = keys; self.title = title
        self.discoverabilityTitle = discoverabilityTitle; self.group = group
    }

    /// A heading of the key map and the state its actions work in.
    public struct Group: Hashable, Sendable {
        public let title: String
        /// The order of headings in the key map.
        public let order: Int
        public init(_ title: String, order: Int) { self.title = title; self.order = order }

        public static let everywhere = Group("Everywhere", order: 0)
        public static let content = Group("Lists, text and navigation", order: 10)
        public static let split = Group("Split view", order: 20)
        public static let tabs = Group("Tabs", order: 30)
        public static let tabBar = Group("Tabs, with the tab bar or sidebar focused", order: 31)
        public static let tabEditor = Group("Editing tabs", order: 32)
        public static let sheet = Group("Sheets", order: 40)
        public static let columnResize = Group("Column-resize mode", order: 50)
        public static let windowMode = Group("Window mode", order: 60)
        public static let menu = Group("Menus and prompts", order: 70)
        public static let help = Group("This key map", order: 80)
        /// The group of an app's own keys (`Mail`, `Timer`), listed after the system's.
        public static func app(_ name: String) -> Group { Group(name, order: 100) }
    }

    public static func == (a: KeyAction, b: KeyAction) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A key command a responder offers now, as `UIKeyCommand`: an action, whether it is available
/// in the current state (`validate`), and what it does. The keys come from the bindings, so a
/// remapped action answers its new keys everywhere it is offered.
public struct KeyCommand {
    public let action: KeyAction
    /// The hint bar's words when they depend on the state (`stop` while racing); else the action's.
    public var title: String
    /// False to leave it off the hint bar (it still works and the key map lists it).
    public var isHinted: Bool
    public var isAvailable: Bool
    /// Called with the position, among the action's keys, of the key that was pressed
    /// (`1`…`9` choose the first to ninth tab).
    public let perform: (Int) -> Void

    public init(_ action: KeyAction, title: String? = nil, hinted: Bool = true, when isAvailable: Bool = true,
                perform: @escaping (Int) -> Void) {
        self.action = action; self.title = title ?? action.title
        self.isHinted = hinted; self.isAvailable = isAvailable; self.perform = perform
    }

    public init(_ action: KeyAction, title: String? = nil, hinted: Bool = true, when isAvailable: Bool = true,
                perform: @escaping () -> Void) {
        self.init(action, title: title, hinted: hinted, when: isAvailable) { (_: Int) in perform() }
    }
}
