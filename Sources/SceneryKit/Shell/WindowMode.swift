import TerminalCanvas

/// Ctrl-W window mode: arrows move the focused window, Shift+arrows (or H J K L) resize it,
/// letters and digits arrange it; Enter or Esc leave. Modal: other keys do nothing. A phone
/// shows one app at a time: there the mode switches apps and rotates, nothing that moves,
/// sizes, arranges or shelves a window.
final class WindowMode: ShellMode {
    private unowned let shell: DesktopShell

    init(shell: DesktopShell) { self.shell = shell }

    var interactionMode: InteractionMode { .window }
    var badge: String? { " WINDOW " }

    var responders: [KeyResponder] { [responder] }

    /// Its one link (the menu bar lists its commands as the Window menu).
    var responder: KeyResponder {
        let shell = self.shell, desktop = shell.desktop, system = shell.system
        let focused = desktop.focusedWindow
        // Any key but Tab ends a Tab cycle, so the next cycle starts from the window now on top.
        func command(_ action: KeyAction, hinted: Bool = true, when available: Bool = true,
                     _ body: @escaping () -> Void) -> KeyCommand {
            KeyCommand(action, hinted: hinted, when: available) { desktop.endFocusCycle(); body() }
        }
        // A phone shows one app at a time: window mode switches apps and rotates, nothing that
        // moves, sizes, arranges or shelves a window.
        let arranges = !desktop.showsOneAppAtATime
        var commands = [
            command(.windowDone) { [unowned shell] in shell.setWindowMode(false) },
            // Only with another window to go to: with one, Tab would be shown and do nothing.
            KeyCommand(.nextWindow, when: desktop.visibleWindows.count > 1) { [unowned shell] in shell.desktop.focusNext(backwards: false) },
            KeyCommand(.previousWindow, hinted: false, when: desktop.visibleWindows.count > 1) { [unowned shell] in
                shell.desktop.focusNext(backwards: true)
            },
            command(.windowSwitcher) { [unowned shell] in shell.showWindowSwitcher(); shell.setWindowMode(false) },
            // The launcher early: it is how a new person reaches the other apps, so a narrow bar keeps it.
            command(.launcher) { [unowned shell] in shell.showLauncher(); shell.setWindowMode(false) },
            command(.rotate, hinted: !arranges) { [unowned shell] in shell.statusMessage = shell.system.rotate() },
            command(.moveWindowLeft, when: arranges) { self.moveFocused(dx: -1, dy: 0) },
            command(.moveWindowUp, when: arranges) { self.moveFocused(dx: 0, dy: -1) },
            command(.moveWindowDown, when: arranges) { self.moveFocused(dx: 0, dy: 1) },
            command(.moveWindowRight, when: arranges) { self.moveFocused(dx: 1, dy: 0) },
            command(.narrowerWindow, when: arranges) { self.resizeFocused(dw: -1, dh: 0) },
            command(.shorterWindow, when: arranges) { self.resizeFocused(dw: 0, dh: -1) },
            command(.tallerWindow, when: arranges) { self.resizeFocused(dw: 0, dh: 1) },
            command(.widerWindow, when: arranges) { self.resizeFocused(dw: 1, dh: 0) },
        ]
        let hintedPresets: Set<ArrangePreset> = [.fullScreen, .leftHalf, .rightHalf, .leftThird, .middleThird, .rightThird]
        for preset in ArrangePreset.allCases {
            guard let action = KeyAction.arrangeActions[preset] else { continue }
            commands.append(command(action, hinted: hintedPresets.contains(preset), when: focused != nil && arranges) { [unowned shell] in
                guard let w = focused else { return }
                if let why = w.refusal(of: preset) { shell.statusMessage = why; return }
                shell.system.interactivelyResizingWindow = nil
                shell.desktop.arrange(w, preset)
            })
        }
        commands += [
            command(.arrangeMenu, when: focused != nil && arranges) { [unowned shell] in if let w = focused { shell.showArrangeMenu(for: w) } },
            command(.minimizeWindow, when: focused != nil && arranges) { [unowned shell] in if let w = focused { shell.desktop.setMinimized(w, true) } },
            command(.restoreWindow, hinted: false, when: !desktop.minimizedWindows.isEmpty && arranges) { [unowned shell] in
                if let w = shell.desktop.minimizedWindows.last { shell.desktop.focus(w) }
            },
            command(.closeWindow, when: focused?.scene != nil) { [unowned shell] in if let s = focused?.scene { shell.system.close(s) } },
            command(.openURL, hinted: false) { [unowned shell] in shell.showOpenURLPrompt(); shell.setWindowMode(false) },
            command(.externalDisplay, hinted: false) { [unowned shell] in shell.system.toggleExternalDisplay() },
            command(.moveToSecondDesktop, when: focused != nil && system.secondDesktop != nil && system.activeDisplay == 0 && arranges) {
                [unowned shell] in if let w = focused { shell.system.moveToSecondDesktop(w) }
            },
            command(.moveToMainDesktop, when: focused != nil && system.activeDisplay != 0 && arranges) { [unowned shell] in
                if let w = focused { shell.system.moveToMainDesktop(w) }
            },
        ]
        return KeyResponder(commands: commands, fallback: { [unowned shell] _ in shell.desktop.endFocusCycle(); return true },
                            isModal: true)
    }

    private func moveFocused(dx: Int, dy: Int) {
        guard let w = shell.desktop.focusedWindow else { return }
        if let why = w.refusal(of: nil) { shell.statusMessage = why; return }
        shell.desktop.move(w, dx: dx, dy: dy)
    }

    /// A keyboard resize is interactive until window mode ends or the steps stop for the
    /// quiet period (as a drag is until release).
    private func resizeFocused(dw: Int, dh: Int) {
        guard let w = shell.desktop.focusedWindow else { return }
        if let why = w.refusal(of: nil) { shell.statusMessage = why; return }
        shell.system.windowDidResizeFromKeyboard(w)
        shell.desktop.resize(w, dw: dw, dh: dh)
    }
}
