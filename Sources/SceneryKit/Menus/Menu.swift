/// A command in a menu, as `UIAction`: a title, a glyph, its key equivalent, attributes and state.
public struct Action {
    /// How an action reads and whether it can be chosen.
    public struct Attributes: OptionSet, Sendable {
        /// The attributes' bits.
        public let rawValue: Int
        /// Attributes of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Drawn in the destructive colour.
        public static let destructive = Attributes(rawValue: 1)
        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 2)
    }
    /// A check mark before the title, as `UIMenuElement.State`.
    public enum State: Sendable {
        /// No mark; `✓`.
        case off, on
    }
    /// What the item says.
    public var title: String
    /// A glyph before the title (`✉`), or nil.
    public var image: String?
    /// The key that does the same, as the hint bar writes it (`^W h`), shown at the item's end.
    /// In the menu bar (F10), a single key written here (`^S`, `c`, `F5`) is bound: pressing it
    /// runs the action when nothing on screen takes the key.
    public var keyEquivalent: String?
    /// The key action it runs, when it mirrors one: the menu bar shows that action's keys as
    /// they are bound now (a keys.toml rebinding shows), never a stale letter.
    public var keyAction: KeyAction?
    /// Made by the system's menu bar from a key command (whose key runs it already), not by an app.
    var isSystemCommand = false
    /// Destructive, disabled.
    public var attributes: Attributes
    /// On or off.
    public var state: State
    /// What choosing it does.
    public var handler: () -> Void

    /// An action titled `title`.
    public init(title: String, image: String? = nil, keyEquivalent: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping () -> Void) {
        self.title = title; self.image = image; self.keyEquivalent = keyEquivalent
        self.attributes = attributes; self.state = state; self.handler = handler
    }

    /// An action that does what `keyAction`'s key does, titled with its menu title unless
    /// `title` is given; the menu bar shows the action's keys as bound.
    public init(keyAction: KeyAction, title: String? = nil, image: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping () -> Void) {
        self.title = title ?? keyAction.menuTitle; self.image = image; self.keyAction = keyAction
        self.attributes = attributes; self.state = state; self.handler = handler
    }
}

/// A menu, as `UIMenu`: a titled list of actions and menus; an inline menu's children show in
/// its parent, set apart by a rule.
public struct Menu {
    /// How a menu shows inside another.
    public struct Options: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: Int
        /// Options of these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Its children are shown in the parent, between rules, not as a submenu.
        public static let displayInline = Options(rawValue: 1)
    }
    /// One entry: an action or a menu.
    public enum Element {
        /// A command.
        case action(Action)
        /// A menu inside this one (inline, or a submenu shown as its title and `›`).
        case menu(Menu)
    }
    /// The menu's title (in the menu bar, or over a section).
    public var title: String
    /// A glyph before the title.
    public var image: String?
    /// Inline or not.
    public var options: Options
    /// The entries.
    public var children: [Element]

    /// A menu titled `title` with these entries.
    public init(title: String = "", image: String? = nil, options: Options = [], children: [Element] = []) {
        self.title = title; self.image = image; self.options = options; self.children = children
    }

    /// The rows a list of it shows: inline sections flattened between rules (`nil` rows).
    var rows: [Action?] {
        var out: [Action?] = []
        for child in children {
            switch child {
            case .action(let a): out.append(a)
            case .menu(let m) where m.options.contains(.displayInline):
                if case .some(.some) = out.last { out.append(nil) }
                out += m.rows
                out.append(nil)
            case .menu(let m):
                // A submenu in a terminal list: its actions follow its title, indented.
                out += m.rows.map { $0.map { a in var a = a; a.title = m.title + " › " + a.title; return a } }
            }
        }
        while case .some(.none) = out.last { out.removeLast() }
        return out
    }
}

/// Builds the menu bar, as `UIMenuBuilder`: the system's menus are in it already; an app's
/// delegate adds, replaces and removes in `buildMenu(with:)`.
public final class MenuBuilder {
    /// The menus, left to right.
    public private(set) var menus: [Menu]

    /// A builder starting from these menus.
    public init(menus: [Menu]) { self.menus = menus }

    /// The menu titled `title`, if there is one.
    public func menu(titled title: String) -> Menu? { menus.first { $0.title == title } }

    /// Adds `menu` at the end of the bar (or replaces the one with its title).
    public func insertMenu(_ menu: Menu) {
        if let i = menus.firstIndex(where: { $0.title == menu.title }) { menus[i] = menu } else { menus.append(menu) }
    }

    /// Adds `element` at the start of the menu titled `title` (as `UIMenuBuilder`'s
    /// `insertElements(_:atStartOfMenu:)`); nothing when there is none.
    public func insertChild(_ element: Menu.Element, atStartOfMenu title: String) {
        guard let i = menus.firstIndex(where: { $0.title == title }) else { return }
        menus[i].children.insert(element, at: 0)
    }

    /// Takes out the item that runs `keyAction` (wherever the system put it, inline sections
    /// included) and returns it, to be inserted elsewhere; nil when the bar has none.
    public func removeAction(for keyAction: KeyAction) -> Action? {
        func take(from children: inout [Menu.Element]) -> Action? {
            for (i, child) in children.enumerated() {
                switch child {
                case .action(let a) where a.keyAction == keyAction:
                    children.remove(at: i)
                    return a
                case .menu(var m):
                    if let a = take(from: &m.children) {
                        children[i] = .menu(m)
                        return a
                    }
                default: break
                }
            }
            return nil
        }
        for i in menus.indices { if let a = take(from: &menus[i].children) { return a } }
        return nil
    }

    /// Adds `element` at the end of the menu titled `title`; nothing when there is none.
    public func insertChild(_ element: Menu.Element, atEndOfMenu title: String) {
        guard let i = menus.firstIndex(where: { $0.title == title }) else { return }
        menus[i].children.append(element)
    }

    /// Removes the menu titled `title`.
    public func removeMenu(titled title: String) { menus.removeAll { $0.title == title } }
}
