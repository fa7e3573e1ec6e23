import TerminalCanvas

/// The menu bar (F10, or a click on the hint bar) as menus: every command of the moment and
/// the others, built from the same key commands the keys run.
enum SystemMenuBar {
    /// The menus: Scenery (the system's), Window (window mode's, as `^W` keys), View (the focused
    /// window's keys, by key-map group), then the focused app's own, then what its delegate's
    /// `buildMenu(with:)` makes of them.
    static func menus(for shell: DesktopShell) -> [Menu] {
        let keyBindings = shell.keyBindings, desktop = shell.desktop
        func item(_ c: KeyCommand, prefix: String = "") -> Action? {
            let keys = keyBindings.keys(for: c.action)
            // Number rows (`1…9` choose a tab) are keys, not one command.
            guard keys.count < 9, let first = keys.first else { return nil }
            let title = c.action.discoverabilityTitle.prefix(1).uppercased() + c.action.discoverabilityTitle.dropFirst()
            return Action(title: title, keyEquivalent: prefix + KeyLabel.of(first), attributes: c.isAvailable ? [] : .disabled) {
                c.perform(0)
            }
        }
        func unique(_ commands: [KeyCommand]) -> [KeyCommand] {
            var seen = Set<String>()
            return commands.filter { seen.insert($0.action.name).inserted }
        }
        let system = shell.systemCommands.filter { $0.action != .menuBar }
        var menus = [Menu(title: "Scenery", children: system.compactMap { item($0) }.map { .action($0) })]
        // Window mode's commands, but the one-cell moves and resizes (keys, not menu items).
        let steps: Set<KeyAction> = [.moveWindowLeft, .moveWindowRight, .moveWindowUp, .moveWindowDown,
                                     .narrowerWindow, .widerWindow, .shorterWindow, .tallerWindow, .windowDone]
        let prefix = keyBindings.label(for: .windowMode) + " "
        let windowCommands = unique(WindowMode(shell: shell).responder.commands).filter { !steps.contains($0.action) }
        menus.append(Menu(title: "Window", children: windowCommands.compactMap { item($0, prefix: prefix) }.map { .action($0) }))
        let app = desktop.focusedWindow?.scene?.session.applicationName
        let chain = unique(shell.keyResponderChain().flatMap(\.commands))
        var view: [Menu.Element] = []
        var groups: [KeyAction.Group] = []
        for c in chain where !groups.contains(c.action.group) && c.action.group != .app(app ?? "") { groups.append(c.action.group) }
        for g in groups.sorted(by: { $0.order < $1.order }) {
            let items = chain.filter { $0.action.group == g }.compactMap { item($0) }.map { Menu.Element.action($0) }
            if !items.isEmpty { view.append(.menu(Menu(title: g.title, options: .displayInline, children: items))) }
        }
        if !view.isEmpty { menus.append(Menu(title: "View", children: view)) }
        if let app {
            let own = chain.filter { $0.action.group == .app(app) }.compactMap { item($0) }.map { Menu.Element.action($0) }
            if !own.isEmpty { menus.append(Menu(title: app, children: own)) }
        }
        guard let app, let delegate = shell.system.application(named: app)?.delegate else { return menus }
        let builder = MenuBuilder(menus: menus)
        delegate.buildMenu(with: builder)
        return builder.menus
    }
}
