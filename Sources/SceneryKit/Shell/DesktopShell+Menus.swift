import Foundation
import TerminalCanvas

/// The shell's menus and prompts: the arrange menu, the window switcher, the launcher, Open URL,
/// and opening a new window of an app.
extension DesktopShell {
    func showArrangeMenu(for window: Window) {
        // The window's own desktop, not whichever is active when an item is chosen: a click
        // typed on the other terminal makes that one active first.
        let home = { [unowned self] in self.system.desktop(of: window) }
        var items = ArrangePreset.allCases.filter { $0.key != nil }.map { preset in
            MenuOverlay.Item(title: preset.title, key: KeyAction.arrangeActions[preset].flatMap(letter)) { [unowned self] in
                if let why = window.refusal(of: preset) { self.statusMessage = why } else { home().arrange(window, preset) }
            }
        }
        items.insert(.header("Arrange"), at: 0)
        items += [.header("Window"),
                  MenuOverlay.Item(title: "Minimize", key: letter(.minimizeWindow)) { home().setMinimized(window, true) },
                  MenuOverlay.Item(title: "Close", key: letter(.closeWindow)) { [unowned self] in
                      if let s = window.scene { self.system.close(s) }
                  }]
        overlay = MenuOverlay(title: window.title, items: items, footer: menuFooter)
    }

    /// `Ctrl-W w`: every window, most recently used first (minimized ones too), with its app,
    /// title and state; choosing one focuses it (and brings it back from the shelf).
    func showWindowSwitcher() {
        let ordered = desktop.windowsByRecentUse
        let focused = desktop.focusedWindow
        var items: [MenuOverlay.Item] = [.header("Windows, most recent first")]
        for w in ordered {
            let number = desktop.numbers[w.identifier] ?? 0
            let state = w.isMinimized ? (desktop.showsOneAppAtATime ? "background" : "minimized") : w === focused ? "focused" : {
                if case .arranged(let p) = w.placement { return p.title.lowercased() } else { return "free" }
            }()
            let app = w.scene?.session.applicationName ?? "window"
            // Its own number, not its place in the list: the same key reaches it however focus moved.
            items.append(MenuOverlay.Item(title: "\(app) · \(w.title) · \(state)", key: (1...9).contains(number) ? Character(String(number)) : nil) {
                [unowned self] in self.desktop.focus(w)
            })
        }
        overlay = MenuOverlay(title: "Switch Window", items: items, footer: menuFooter)
    }

    /// The launcher: a new window of any app, the open windows (minimized ones too), closed
    /// sessions to reopen (or discard with x), a deep link, the external display.
    func showLauncher() {
        var items: [MenuOverlay.Item] = [.header("New Window")]
        for (i, app) in system.applications.enumerated() {
            items.append(MenuOverlay.Item(title: app.name, key: i < 9 ? Character(String(i + 1)) : nil) { [unowned self] in
                self.openNewWindow(of: app)
            })
        }
        let windows = desktop.windows.reversed().filter { $0.scene != nil }
        if !windows.isEmpty {
            items.append(.header("Windows"))
            for w in windows {
                items.append(MenuOverlay.Item(title: w.title + (w.isMinimized ? (desktop.showsOneAppAtATime ? "  (background)" : "  (minimized)") : "")) { [unowned self] in
                    self.desktop.focus(w)
                })
            }
        }
        let closed = system.closedSessions
        if !closed.isEmpty {
            items.append(.header("Closed · \(keyBindings.label(for: .menuChoose)) reopens, \(keyBindings.label(for: .menuRemove)) discards"))
            for s in closed {
                items.append(MenuOverlay.Item(title: Self.describe(s), action: { [unowned self] in
                    self.system.activateSceneSession(s)
                }, remove: { [unowned self] in self.system.discard(s) }))
            }
        }
        items.append(.header("System"))
        items.append(MenuOverlay.Item(title: "Open URL…", key: letter(.openURL)) { [unowned self] in self.showOpenURLPrompt() })
        items.append(MenuOverlay.Item(title: system.externalDisplay == nil ? "Connect External Display" : "Disconnect External Display",
                                      key: letter(.externalDisplay)) { [unowned self] in self.system.toggleExternalDisplay() })
        overlay = MenuOverlay(title: "Launcher", items: items, footer: menuFooter)
    }

    /// The letter a menu item answers for `action`, as window mode binds it (keys.toml may move
    /// it): the same key in the menu as in the mode, never a letter of its own.
    private func letter(_ action: KeyAction) -> Character? {
        keyBindings.keys(for: action).lazy.compactMap { k -> Character? in
            if k.modifiers.isEmpty, case .character(let c) = k.key { return c } else { return nil }
        }.first
    }

    /// A menu's last line: its keys as they are bound.
    var menuFooter: String {
        let k = keyBindings
        return "\(k.label(for: .menuUp))\(k.label(for: .menuDown)) move · \(k.label(for: .menuChoose)) choose · \(k.label(for: .menuClose)) close"
    }

    static func describe(_ session: SceneSession) -> String {
        let title = session.stateRestorationActivity?.title ?? session.configuration.name
        return "\(session.applicationName) — \(title)"
    }

    /// A new window of `app`; an app without multiple-scene support brings its one window forward.
    func openNewWindow(of app: Application) {
        // An iPhone app has one scene: opening it again switches to it, as the home screen does.
        if desktop.showsOneAppAtATime,
           let w = system.connectedScenes.first(where: { $0.session.applicationName == app.name })?.window {
            desktop.focus(w)
            system.update()
            return
        }
        // The scene system brings an app's one scene forward; the bar says why no new window came.
        if system.onlyScene(of: app, role: .windowApplication)?.window != nil { statusMessage = "\(app.name) supports one window only" }
        system.activateSceneSession(applicationName: app.name)
    }

    /// Shows the Open URL prompt (`o` in window mode); Enter opens the typed deep link.
    func showOpenURLPrompt() {
        let prompt = PromptOverlay(label: "Open URL:") { [unowned self] text in self.openURL(text) }
        prompt.keysHint = "\(keyBindings.label(for: .menuChoose)) open · \(keyBindings.label(for: .menuClose)) cancel"
        overlay = prompt
    }

    /// Opens a deep link; a failure becomes the status message.
    func openURL(_ text: String) {
        do {
            try system.open(text.trimmingCharacters(in: .whitespaces))
        } catch {
            statusMessage = "cannot open: \(error)"
        }
    }

    /// A key nothing on screen took runs the menu-bar item an app gave it: an `Action` with that
    /// `keyEquivalent` (`^S`), or made with `Action(keyAction:)` for an action no controller
    /// offers. As `UIKeyCommand`s in `buildMenu(with:)` do, the key works with the menu closed.
    func performMenuKeyEquivalent(_ key: KeyEvent) -> Bool {
        guard mode == nil, let app = desktop.focusedWindow?.scene?.session.applicationName,
              system.application(named: app)?.delegate != nil else { return false }
        let label = KeyLabel.of(key)
        for menu in menuBarMenus() {
            for case let a? in menu.rows where !a.isSystemCommand && !a.attributes.contains(.disabled) {
                let bound = a.keyAction.map { keyBindings.keys(for: $0).contains(key) } ?? (a.keyEquivalent == label)
                if bound { a.handler(); return true }
            }
        }
        return false
    }

    /// Opens the menu bar.
    func showMenuBar() {
        // The bar is the front app's: it follows that window's text size.
        let category = desktop.focusedWindow?.scene?.traitCollection.preferredContentSizeCategory
            ?? system.environment.preferredContentSizeCategory ?? .large
        overlay = MenuBarOverlay(menus: menuBarMenus(), contentSizeCategory: category)
    }

    /// The menu bar's menus (`SystemMenuBar`).
    func menuBarMenus() -> [Menu] { SystemMenuBar.menus(for: self) }
}
