import TerminalCanvas

/// The menu bar (F10, or a click on the hint bar) as iPadOS 26 lays it out: the app's menu,
/// then File, Edit, Format, View, Window and Help, filled from the same key commands the keys
/// run — each item with a short title (`Show Inspector`) and the key it answers now, as bound
/// (the key map keeps the longer discoverability titles). The app's delegate chooses the
/// standard commands (`mainMenuConfiguration`) and then reshapes the bar (`buildMenu(with:)`);
/// a menu left empty is not shown.
enum SystemMenuBar {
    /// Menu titles in iPadOS's order, after the app's menu.
    static let standardTitles = ["File", "Edit", "Format", "View", "Window", "Help"]

    static func menus(for shell: DesktopShell) -> [Menu] {
        let bindings = shell.keyBindings, desktop = shell.desktop
        let app = desktop.focusedWindow?.scene?.session.applicationName
        let delegate = app.flatMap { shell.system.application(named: $0)?.delegate }
        let config = delegate?.mainMenuConfiguration ?? MainMenuConfiguration()
        var removed: Set<KeyAction> = []
        if config.newScenePreference == .removed { removed.insert(.launcher) }
        if config.inspectorPreference == .removed { removed.insert(.inspector) }
        if config.sidebarPreference == .removed { removed.formUnion([.sidebars, .tabSidebar]) }
        if config.fullScreenPreference == .removed, let full = KeyAction.arrangeActions[.fullScreen] { removed.insert(full) }

        func unique(_ commands: [KeyCommand]) -> [KeyCommand] {
            var seen = Set<String>()
            return commands.filter { seen.insert($0.action.name).inserted }
        }
        // An item shows the key that really runs it now: one an earlier link takes (Esc closing
        // the inspector before it would go back) is not shown; window mode's keys follow its prefix.
        func item(_ c: KeyCommand, prefix: String = "") -> Action? {
            let keys = bindings.keys(for: c.action)
            guard !removed.contains(c.action), !keys.isEmpty else { return nil }
            var a = Action(keyAction: c.action, title: c.title == c.action.title ? c.action.menuTitle : KeyAction.menuTitle(of: c.title),
                           attributes: c.isAvailable ? [] : .disabled) { c.perform(0) }
            // (A dimmed item shows its key as a label, as iPadOS does.)
            let reaching = prefix.isEmpty && c.isAvailable ? keys.first { shell.keyCommand(for: $0)?.action == c.action } : keys.first
            a.keyEquivalent = reaching.map { prefix + KeyLabel.of($0) } ?? ""
            a.isSystemCommand = true
            return a
        }
        let chain = unique(shell.keyResponderChain().flatMap(\.commands))
        // A standard command is listed whether or not the window offers it now: dimmed where not.
        func standard(_ action: KeyAction) -> Action? {
            if let c = chain.first(where: { $0.action == action }) { return item(c) }
            return item(KeyCommand(action, when: false) {})
        }
        func section(_ title: String, _ actions: [Action]) -> [Menu.Element] {
            actions.isEmpty ? [] : [.menu(Menu(title: title, options: .displayInline, children: actions.map { .action($0) }))]
        }
        // The chain's commands that apply now (one that does not, `Hide Inspector` with none
        // shown, is left out; the standard ones below are listed dimmed instead).
        func fromChain(_ keep: (KeyAction) -> Bool) -> [Action] { chain.filter { $0.isAvailable && keep($0.action) }.compactMap { item($0) } }
        let system = Dictionary(shell.systemCommands.map { ($0.action, $0) }, uniquingKeysWith: { a, _ in a })
        let windowPrefix = bindings.label(for: .windowMode) + " "
        let windowMode = Dictionary(unique(WindowMode(shell: shell).responder.commands).map { ($0.action, $0) }, uniquingKeysWith: { a, _ in a })
        func windowItem(_ action: KeyAction) -> Action? { windowMode[action].flatMap { item($0, prefix: windowPrefix) } }

        // The app's menu: About, the app's own commands, Quit.
        let appTitle = app ?? "Scenery"
        var appMenu: [Menu.Element] = [.action(Action(title: "About \(appTitle)") { [unowned shell] in
            shell.statusMessage = shell.aboutMessage(app: app)
        })]
        if let app { appMenu += section(app, fromChain { $0.group == .app(app) }) }
        appMenu += section("", [system[.quit].flatMap { item($0) }].compactMap { $0 })

        let file = [windowItem(.launcher), windowItem(.openURL), windowItem(.closeWindow)].compactMap { $0 }
        let edit = [standard(.textSelectAll), standard(.textDeleteWord)].compactMap { $0 }
            + (config.findingPreference == .removed ? [] : fromChain { $0.name.hasSuffix(".find") || $0.name.hasSuffix(".search") })

        // View: the columns, the tabs (by name, as 1…9 choose them), what the focused controller
        // offers, the simulator's panels.
        var view: [Menu.Element] = []
        view += section("Columns", fromChain { $0.group == .split } + [system[.columnResize].flatMap { item($0) }].compactMap { $0 })
        view += section("Tabs", fromChain { [.focusTabs, .tabSidebar, .backToMore, .editTabs, .tabContent].contains($0) } + tabItems(shell))
        view += section("Navigation", fromChain { [.open, .back, .contextMenu, .closeSheet, .largerSheet, .smallerSheet].contains($0) })
        view += section("Simulator", [system[.traits], system[.environment]].compactMap { $0.flatMap { item($0) } })

        let steps: Set<KeyAction> = [.moveWindowLeft, .moveWindowRight, .moveWindowUp, .moveWindowDown, .narrowerWindow, .widerWindow,
                                     .shorterWindow, .tallerWindow, .windowDone, .launcher, .openURL, .closeWindow]
        let windowCommands = unique(WindowMode(shell: shell).responder.commands).filter { !steps.contains($0.action) }
        let arrange = windowCommands.filter { $0.action.name.hasPrefix("window.arrange.") }.compactMap { item($0, prefix: windowPrefix) }
        var window: [Menu.Element] = section("", [system[.windowMode].flatMap { item($0) }].compactMap { $0 })
        window += section("", windowCommands.filter { !$0.action.name.hasPrefix("window.arrange.") }.compactMap { item($0, prefix: windowPrefix) })
        window += section("Arrange", arrange)

        let help = [system[.help].flatMap { item($0) }].compactMap { $0 }
        var menus = [Menu(title: appTitle, children: appMenu), Menu(title: "File", children: file.map { .action($0) }),
                     Menu(title: "Edit", children: edit.map { .action($0) }), Menu(title: "Format"),
                     Menu(title: "View", children: view), Menu(title: "Window", children: window),
                     Menu(title: "Help", children: help.map { .action($0) })]
        if let delegate {
            let builder = MenuBuilder(menus: menus)
            delegate.buildMenu(with: builder)
            menus = builder.menus
        }
        if config.textFormattingPreference == .removed { menus.removeAll { $0.title == "Format" } }
        return menus.filter { !$0.rows.isEmpty }.map { resolvingKeys($0, bindings: bindings) }
    }

    /// View › Tabs: each tab by its title, with the number key that chooses it.
    private static func tabItems(_ shell: DesktopShell) -> [Action] {
        guard let tabs = shell.focusedTabBarController else { return [] }
        let keys = shell.keyBindings.keys(for: .selectTab)
        return tabs.numberedItemTitles.prefix(keys.count).enumerated().map { i, title in
            var a = Action(keyAction: .selectTab, title: title) {
                _ = tabs.selectItem(number: i + 1)
            }
            a.keyEquivalent = KeyLabel.of(keys[i])
            a.isSystemCommand = true
            return a
        }
    }

    /// An app's actions made with `Action(keyAction:)` show that action's keys as bound now.
    private static func resolvingKeys(_ menu: Menu, bindings: KeyBindings) -> Menu {
        var menu = menu
        menu.children = menu.children.map { element in
            switch element {
            case .action(var a):
                if a.keyEquivalent == nil, let action = a.keyAction, let first = bindings.keys(for: action).first {
                    a.keyEquivalent = KeyLabel.of(first)
                }
                return .action(a)
            case .menu(let m): return .menu(resolvingKeys(m, bindings: bindings))
            }
        }
        return menu
    }
}

extension DesktopShell {
    /// The tab bar controller the focused window's keys reach, if any (`1`…`9` choose its tabs).
    var focusedTabBarController: TabBarController? {
        guard let root = desktop.focusedWindow?.rootViewController else { return nil }
        return root.keyResponders.lazy.compactMap { $0 as? TabBarController }.first
    }

    /// What the app menu's About says: the app, its windows, the simulator.
    func aboutMessage(app: String?) -> String {
        guard let app else { return "Scenery: a terminal multi-window simulator · F1 lists every key" }
        let windows = system.connectedScenes.filter { $0.session.applicationName == app && $0.window != nil }.count
        return "\(app) on Scenery · \(windows) window\(windows == 1 ? "" : "s") open · F1 lists its keys"
    }
}
