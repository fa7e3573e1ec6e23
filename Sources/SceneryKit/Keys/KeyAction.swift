/// A remappable key action: its stable name, the keys it answers by default and its titles.
/// Declared once (a static constant); responders offer it with ``KeyCommand``, the hint bar,
/// the F1 key map, `scenery keys` and docs/keys.md all read it from there, and keys.toml
/// rebinds it by name.
public struct KeyAction: Hashable, Sendable {
    /// The action's parts, shared by every copy: the responder chain is built every frame, each
    /// command copying its action, and one reference to count is cheaper than five strings and
    /// an array.
    private final class Parts: Sendable {
        let name: String, defaultKeys: [KeyEvent], title: String, menuTitle: String, abbreviation: String, discoverabilityTitle: String
        let group: Group
        init(name: String, defaultKeys: [KeyEvent], title: String, menuTitle: String?, abbreviation: String?, discoverabilityTitle: String,
             group: Group) {
            self.name = name; self.defaultKeys = defaultKeys; self.title = title
            self.menuTitle = menuTitle ?? KeyAction.menuTitles[name] ?? KeyAction.menuTitle(of: title)
            self.abbreviation = abbreviation ?? KeyAction.abbreviation(of: title)
            self.discoverabilityTitle = discoverabilityTitle; self.group = group
        }
    }
    private let parts: Parts

    /// Stable, dotted and lower camel case (`columns.resize`): what keys.toml and `scenery keys` name.
    public var name: String { parts.name }
    /// The keys it answers unless a keys.toml rebinds it.
    public var defaultKeys: [KeyEvent] { parts.defaultKeys }
    /// A word or two for the hint bar (`inspector`, `next column`).
    public var title: String { parts.title }
    /// What the menu bar (F10) calls it, as a `UIKeyCommand`'s `title` (`Show Inspector`):
    /// declared with the action, else made from `title` in title case. The key map and the
    /// shortcut overlay use `discoverabilityTitle`.
    public var menuTitle: String { parts.menuTitle }
    /// The hint bar's shortest word for it, when even the title's first word does not fit
    /// (`insp`, `cols`): declared with the action, else made from the title (`abbreviation(of:)`).
    public var abbreviation: String { parts.abbreviation }
    /// A short sentence for the key map, as UIKit's `discoverabilityTitle` (`show or hide the inspector`).
    public var discoverabilityTitle: String { parts.discoverabilityTitle }
    /// Where the key map lists it; actions of one group never share a key (`KeyBindings` checks).
    public var group: Group { parts.group }

    /// An action named `name` (dotted, lower camel case) answering `keys`, listed under `group`.
    public init(_ name: String, keys: [KeyEvent], title: String, discoverabilityTitle: String, group: Group) {
        parts = Parts(name: name, defaultKeys: keys, title: title, menuTitle: nil, abbreviation: nil,
                      discoverabilityTitle: discoverabilityTitle, group: group)
    }

    /// An action with its own menu-bar title (`Show Library Menu`) and its own `abbreviation`
    /// for a narrow hint bar (four or five letters: `vol` for `volume`); nil for either makes it
    /// from `title`.
    public init(_ name: String, keys: [KeyEvent], title: String, menuTitle: String?, abbreviation: String?,
                discoverabilityTitle: String, group: Group) {
        parts = Parts(name: name, defaultKeys: keys, title: title, menuTitle: menuTitle, abbreviation: abbreviation,
                      discoverabilityTitle: discoverabilityTitle, group: group)
    }

    /// A heading of the key map and the state its actions work in.
    public struct Group: Hashable, Sendable {
        /// The heading in the key map.
        public let title: String
        /// The order of headings in the key map.
        public let order: Int
        /// A heading listed at `order` (lower first).
        public init(_ title: String, order: Int) { self.title = title; self.order = order }

        /// Keys that work in every state: quit, help, window mode.
        public static let everywhere = Group("Everywhere", order: 0)
        /// Lists, text views and navigation stacks.
        public static let content = Group("Lists, text and navigation", order: 10)
        /// A split view's columns.
        public static let split = Group("Split view", order: 20)
        /// Tab bar controllers.
        public static let tabs = Group("Tabs", order: 30)
        /// The tab bar or sidebar itself, once it has the keys.
        public static let tabBar = Group("Tabs, with the tab bar or sidebar focused", order: 31)
        /// Editing which tabs show (the customization sheet).
        public static let tabEditor = Group("Editing tabs", order: 32)
        /// A sheet presented over a window.
        public static let sheet = Group("Sheets", order: 40)
        /// An alert or action sheet (`AlertController`).
        public static let alert = Group("Alerts and action sheets", order: 41)
        /// Column-resize mode (Ctrl-R).
        public static let columnResize = Group("Column-resize mode", order: 50)
        /// Window mode (Ctrl-W).
        public static let windowMode = Group("Window mode", order: 60)
        /// Menus and prompts (arrange, the launcher, Open URL).
        public static let menu = Group("Menus and prompts", order: 70)
        /// The key map (F1) itself.
        public static let help = Group("This key map", order: 80)
        /// While the traits box (F12) shows.
        public static let traitsBox = Group("The traits box (F12)", order: 85)
        /// The group of an app's own keys (`Mail`, `Timer`), listed after the system's.
        public static func app(_ name: String) -> Group { Group(name, order: 100) }
    }

    /// Whether the two are the same, as `hash(into:)` sees them.
    public static func == (a: KeyAction, b: KeyAction) -> Bool { a.parts === b.parts || a.name == b.name }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A key command a responder offers now, as `UIKeyCommand`: an action, whether it is available
/// in the current state (`validate`), and what it does. The keys come from the bindings, so a
/// remapped action answers its new keys everywhere it is offered.
///
/// Commands are made for each key's walk and each frame's hint bar and thrown away after, so
/// `perform` may capture its controller plainly (`{ self.togglePlayback() }`): a closure that
/// captures only `self` needs no allocation, where `[unowned self]` boxes the reference, and
/// nothing keeps a command to make a cycle.
public struct KeyCommand {
    /// The action it runs.
    public let action: KeyAction
    /// The hint bar's words when they depend on the state (`stop` while racing); else the action's.
    public var title: String
    /// False to leave it off the hint bar (it still works and the key map lists it).
    public var isHinted: Bool
    /// False while the action does not apply (it is then skipped, and not hinted).
    public var isAvailable: Bool
    /// The key the hint bar names, when the action answers it: `→` for a row of buttons, where
    /// the action's first key (`↓`) works too but is not the one a person looks for.
    var hintKey: Key?
    /// Called with the position, among the action's keys, of the key that was pressed
    /// (`1`…`9` choose the first to ninth tab).
    public var perform: (Int) -> Void {
        switch effect {
        case .told(let f): return f
        case .plain(let f): return { _ in f() }
        }
    }
    /// The closure as given: commands are made for every frame's responder chain and rarely
    /// run, so one that ignores the key is not wrapped in another until it does.
    private let effect: Effect
    private enum Effect { case told((Int) -> Void), plain(() -> Void) }

    /// A command whose effect is told which of the action's keys was pressed (`1`…`9` choose a tab).
    public init(_ action: KeyAction, title: String? = nil, hinted: Bool = true, when isAvailable: Bool = true,
                perform: @escaping (Int) -> Void) {
        self.action = action; self.title = title ?? action.title
        self.isHinted = hinted; self.isAvailable = isAvailable; effect = .told(perform)
    }

    /// A command for `action` that runs `perform`.
    public init(_ action: KeyAction, title: String? = nil, hinted: Bool = true, when isAvailable: Bool = true,
                perform: @escaping () -> Void) {
        self.action = action; self.title = title ?? action.title
        self.isHinted = hinted; self.isAvailable = isAvailable; effect = .plain(perform)
    }

    /// The hint bar's shortest word for it: the action's, unless the command has a title of its own.
    public var abbreviation: String { title == action.title ? action.abbreviation : KeyAction.abbreviation(of: title) }
}
