import Foundation
import TerminalCanvas

extension Simulator {
    /// Ctrl-W window mode: arrows move the focused window, Shift+arrows (or H J K L) resize it,
    /// letters and digits arrange it; Enter or Esc leave.
    func handleWindowModeKey(_ key: KeyEvent) {
        let shift = key.modifiers.contains(.shift)
        if key.key != .tab { desktop.endFocusCycle() }
        switch key.key {
        case .escape, .enter: setWindowMode(false); return
        case .tab: desktop.focusNext(backwards: shift); return
        case .left: shift ? resizeFocused(dw: -1, dh: 0) : moveFocused(dx: -1, dy: 0); return
        case .right: shift ? resizeFocused(dw: 1, dh: 0) : moveFocused(dx: 1, dy: 0); return
        case .up: shift ? resizeFocused(dw: 0, dh: -1) : moveFocused(dx: 0, dy: -1); return
        case .down: shift ? resizeFocused(dw: 0, dh: 1) : moveFocused(dx: 0, dy: 1); return
        case .character(let c) where key.modifiers.subtracting(.shift).isEmpty:
            handleWindowModeCharacter(c)
        default: return
        }
    }

    private func handleWindowModeCharacter(_ c: Character) {
        let focused = desktop.focusedWindow
        switch c {
        case "H": resizeFocused(dw: -1, dh: 0)
        case "L": resizeFocused(dw: 1, dh: 0)
        case "K": resizeFocused(dw: 0, dh: -1)
        case "J": resizeFocused(dw: 0, dh: 1)
        case "m": if let w = focused { desktop.setMinimized(w, true) }
        case "u": if let w = desktop.minimizedWindows.last { desktop.focus(w) }
        case "x": if let scene = focused?.scene { system.close(scene) }
        case "a": if let w = focused { showArrangeMenu(for: w) }
        case "w": showWindowSwitcher(); setWindowMode(false)
        case "n": showLauncher(); setWindowMode(false)
        case "o": showOpenURLPrompt(); setWindowMode(false)
        case "r": statusMessage = system.rotate()
        case "e": system.toggleExternalDisplay()
        default:
            if let preset = ArrangePreset.forKey(c), let w = focused {
                if let why = w.refusal(of: preset) { statusMessage = why; return }
                system.interactivelyResizingWindow = nil
                desktop.arrange(w, preset)
            }
        }
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
        var items = ArrangePreset.allCases.filter { $0.key != nil }.map { preset in
            MenuOverlay.Item(title: preset.title, key: preset.key) { [unowned self] in
                if let why = window.refusal(of: preset) { self.statusMessage = why } else { self.desktop.arrange(window, preset) }
            }
        }
        items.insert(.header("Arrange"), at: 0)
        items += [.header("Window"),
                  MenuOverlay.Item(title: "Minimize", key: "m") { [unowned self] in self.desktop.setMinimized(window, true) },
                  MenuOverlay.Item(title: "Close", key: "x") { [unowned self] in
                      if let s = window.scene { self.system.close(s) }
                  }]
        overlay = MenuOverlay(title: window.title, items: items)
    }

    /// `Ctrl-W w`: every window, most recently used first (minimized ones too), with its app,
    /// title and state; choosing one focuses it (and brings it back from the shelf).
    public func showWindowSwitcher() {
        let ordered = desktop.windowsByRecentUse
        let focused = desktop.focusedWindow
        var items: [MenuOverlay.Item] = [.header("Windows, most recent first")]
        for (i, w) in ordered.enumerated() {
            let state = w.isMinimized ? "minimized" : w === focused ? "focused" : {
                if case .arranged(let p) = w.placement { return p.title.lowercased() } else { return "free" }
            }()
            let app = w.scene?.session.applicationName ?? "window"
            items.append(MenuOverlay.Item(title: "\(app) · \(w.title) · \(state)", key: i < 9 ? Character(String(i + 1)) : nil) {
                [unowned self] in self.desktop.focus(w)
            })
        }
        overlay = MenuOverlay(title: "Switch Window", items: items)
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
                items.append(MenuOverlay.Item(title: w.title + (w.isMinimized ? "  (minimized)" : "")) { [unowned self] in
                    self.desktop.focus(w)
                })
            }
        }
        let closed = system.closedSessions
        if !closed.isEmpty {
            items.append(.header("Closed · Enter reopens, x discards"))
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
        overlay = MenuOverlay(title: "Launcher", items: items)
    }

    static func describe(_ session: SceneSession) -> String {
        let title = session.stateRestorationActivity?.title ?? session.configuration.name
        return "\(session.applicationName) — \(title)"
    }

    /// A new window of `app`; an app without multiple-scene support brings its one window forward.
    public func openNewWindow(of app: Application) {
        if !app.manifest.supportsMultipleScenes,
           let existing = system.connectedScenes.first(where: { $0.session.applicationName == app.name && $0.window != nil }),
           let w = existing.window {
            desktop.focus(w)
            statusMessage = "\(app.name) supports one window only"
            return
        }
        system.activateSceneSession(applicationName: app.name)
    }

    public func showOpenURLPrompt() {
        overlay = PromptOverlay(label: "Open URL:") { [unowned self] text in self.openURL(text) }
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
