import Foundation
import TerminalCanvas

extension Simulator {
    /// Ctrl-W window mode: arrows move the focused window, Shift+arrows (or H J K L) resize it,
    /// letters and digits arrange it; Enter or Esc leave. Modal: other keys do nothing.
    var windowModeResponder: KeyResponder {
        let focused = desktop.focusedWindow
        // Any key but Tab ends a Tab cycle, so the next cycle starts from the window now on top.
        func command(_ action: KeyAction, hinted: Bool = true, when available: Bool = true,
                     _ body: @escaping () -> Void) -> KeyCommand {
            KeyCommand(action, hinted: hinted, when: available) { [unowned self] in self.desktop.endFocusCycle(); body() }
        }
        // A phone shows one app at a time: window mode switches apps and rotates, nothing that
        // moves, sizes, arranges or shelves a window.
        let arranges = !desktop.showsOneAppAtATime
        var commands = [
            command(.windowDone) { [unowned self] in self.setWindowMode(false) },
            // Only with another window to go to: with one, Tab would be shown and do nothing.
            KeyCommand(.nextWindow, when: desktop.visibleWindows.count > 1) { [unowned self] in self.desktop.focusNext(backwards: false) },
            KeyCommand(.previousWindow, hinted: false, when: desktop.visibleWindows.count > 1) { [unowned self] in
                self.desktop.focusNext(backwards: true)
            },
            command(.windowSwitcher) { [unowned self] in self.showWindowSwitcher(); self.setWindowMode(false) },
            // The launcher early: it is how a new person reaches the other apps, so a narrow bar keeps it.
            command(.launcher) { [unowned self] in self.showLauncher(); self.setWindowMode(false) },
            command(.rotate, hinted: !arranges) { [unowned self] in self.statusMessage = self.system.rotate() },
            command(.moveWindowLeft, when: arranges) { [unowned self] in self.moveFocused(dx: -1, dy: 0) },
            command(.moveWindowUp, when: arranges) { [unowned self] in self.moveFocused(dx: 0, dy: -1) },
            command(.moveWindowDown, when: arranges) { [unowned self] in self.moveFocused(dx: 0, dy: 1) },
            command(.moveWindowRight, when: arranges) { [unowned self] in self.moveFocused(dx: 1, dy: 0) },
            command(.narrowerWindow, when: arranges) { [unowned self] in self.resizeFocused(dw: -1, dh: 0) },
            command(.shorterWindow, when: arranges) { [unowned self] in self.resizeFocused(dw: 0, dh: -1) },
            command(.tallerWindow, when: arranges) { [unowned self] in self.resizeFocused(dw: 0, dh: 1) },
            command(.widerWindow, when: arranges) { [unowned self] in self.resizeFocused(dw: 1, dh: 0) },
        ]
        let hintedPresets: Set<ArrangePreset> = [.fullScreen, .leftHalf, .rightHalf, .leftThird, .middleThird, .rightThird]
        for preset in ArrangePreset.allCases {
            guard let action = KeyAction.arrangeActions[preset] else { continue }
            commands.append(command(action, hinted: hintedPresets.contains(preset), when: focused != nil && arranges) { [unowned self] in
                guard let w = focused else { return }
                if let why = w.refusal(of: preset) { self.statusMessage = why; return }
                self.system.interactivelyResizingWindow = nil
                self.desktop.arrange(w, preset)
            })
        }
        commands += [
            command(.arrangeMenu, when: focused != nil && arranges) { [unowned self] in if let w = focused { self.showArrangeMenu(for: w) } },
            command(.minimizeWindow, when: focused != nil && arranges) { [unowned self] in if let w = focused { self.desktop.setMinimized(w, true) } },
            command(.restoreWindow, hinted: false, when: !desktop.minimizedWindows.isEmpty && arranges) { [unowned self] in
                if let w = self.desktop.minimizedWindows.last { self.desktop.focus(w) }
            },
            command(.closeWindow, when: focused?.scene != nil) { [unowned self] in if let s = focused?.scene { self.system.close(s) } },
            command(.openURL, hinted: false) { [unowned self] in self.showOpenURLPrompt(); self.setWindowMode(false) },
            command(.externalDisplay, hinted: false) { [unowned self] in self.system.toggleExternalDisplay() },
            command(.moveToSecondDesktop, when: focused != nil && system.secondDesktop != nil && system.activeDisplay == 0 && arranges) {
                [unowned self] in if let w = focused { self.system.moveToSecondDesktop(w) }
            },
            command(.moveToMainDesktop, when: focused != nil && system.activeDisplay != 0 && arranges) { [unowned self] in
                if let w = focused { self.system.moveToMainDesktop(w) }
            },
        ]
        return KeyResponder(commands: commands, fallback: { [unowned self] _ in self.desktop.endFocusCycle(); return true },
                            isModal: true)
    }

    private func moveFocused(dx: Int, dy: Int) {
        guard let w = desktop.focusedWindow else { return }
        if let why = w.refusal(of: nil) { statusMessage = why; return }
        desktop.move(w, dx: dx, dy: dy)
    }

    /// A keyboard resize is interactive until window mode ends or the steps stop for the
    /// quiet period (as a drag is until release).
    private func resizeFocused(dw: Int, dh: Int) {
        guard let w = desktop.focusedWindow else { return }
        if let why = w.refusal(of: nil) { statusMessage = why; return }
        system.windowDidResizeFromKeyboard(w)
        desktop.resize(w, dw: dw, dh: dh)
    }

    // MARK: Menus

    func showArrangeMenu(for window: Window) {
        // The window's own desktop, not whichever is active when an item is chosen: a click
        // typed on the other terminal makes that one active first.
        let home = { [unowned self] in self.system.desktop(of: window) }
        var items = ArrangePreset.allCases.filter { $0.key != nil }.map { preset in
            // The key the bindings give the preset's action (keys.toml may move it), as window mode has it.
            let bound = KeyAction.arrangeActions[preset].flatMap { keyBindings.keys(for: $0).first { $0.modifiers.isEmpty } }
            let key: Character? = bound.flatMap { if case .character(let c) = $0.key { return c } else { return nil } }
            return MenuOverlay.Item(title: preset.title, key: key) { [unowned self] in
                if let why = window.refusal(of: preset) { self.statusMessage = why } else { home().arrange(window, preset) }
            }
        }
        items.insert(.header("Arrange"), at: 0)
        items += [.header("Window"),
                  MenuOverlay.Item(title: "Minimize", key: "m") { home().setMinimized(window, true) },
                  MenuOverlay.Item(title: "Close", key: "x") { [unowned self] in
                      if let s = window.scene { self.system.close(s) }
                  }]
        overlay = MenuOverlay(title: window.title, items: items, footer: menuFooter)
    }

    /// `Ctrl-W w`: every window, most recently used first (minimized ones too), with its app,
    /// title and state; choosing one focuses it (and brings it back from the shelf).
    public func showWindowSwitcher() {
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
    public func showLauncher() {
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
        items.append(MenuOverlay.Item(title: "Open URL…", key: "o") { [unowned self] in self.showOpenURLPrompt() })
        items.append(MenuOverlay.Item(title: system.externalDisplay == nil ? "Connect External Display" : "Disconnect External Display",
                                      key: "e") { [unowned self] in self.system.toggleExternalDisplay() })
        overlay = MenuOverlay(title: "Launcher", items: items, footer: menuFooter)
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
    public func openNewWindow(of app: Application) {
        // An iPhone app has one scene: opening it again switches to it, as the home screen does.
        if desktop.showsOneAppAtATime,
           let w = system.connectedScenes.first(where: { $0.session.applicationName == app.name })?.window {
            desktop.focus(w)
            system.update()
            return
        }
        if !app.manifest.supportsMultipleScenes,
           let existing = system.connectedScenes.first(where: { $0.session.applicationName == app.name && $0.window != nil }),
           let w = existing.window {
            desktop.focus(w)
            statusMessage = "\(app.name) supports one window only"
            return
        }
        system.activateSceneSession(applicationName: app.name)
    }

    /// Shows the Open URL prompt (`o` in window mode); Enter opens the typed deep link.
    public func showOpenURLPrompt() {
        let prompt = PromptOverlay(label: "Open URL:") { [unowned self] text in self.openURL(text) }
        prompt.keysHint = "\(keyBindings.label(for: .menuChoose)) open · \(keyBindings.label(for: .menuClose)) cancel"
        overlay = prompt
    }

    /// Opens a deep link; a failure becomes the status message.
    public func openURL(_ text: String) {
        do {
            try system.open(text.trimmingCharacters(in: .whitespaces))
        } catch {
            statusMessage = "cannot open: \(error)"
        }
    }
}
