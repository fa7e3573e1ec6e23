import TerminalCanvas

/// A mode of the desktop shell: while it is the innermost, its links are the responder chain
/// (`responders`); it draws over the desktop and the hint bar, may badge the hint bar, and may
/// take the mouse.
protocol ShellMode: AnyObject {
    /// What the simulator reports (`Simulator.mode`).
    var interactionMode: InteractionMode { get }
    /// The links of the responder chain while this mode is the innermost.
    var responders: [KeyResponder] { get }
    /// The hint bar's badge while this mode is on (` WINDOW `), if any.
    var badge: String? { get }
    /// Lays out for a screen of `size`, before drawing and before input.
    func layout(in size: Size)
    /// Draws over the desktop and the hint bar.
    func draw(in canvas: inout Canvas, theme: Theme)
    /// A mouse event while the mode is on; true when the mode took it (the desktop gets none).
    func handleMouse(_ event: MouseEvent) -> Bool
    /// The window the mode's keys act in, when they act in one window alone and the mode draws
    /// nothing over the desktop (column resizing); nil for a mode that draws over the desktop
    /// or may act anywhere: then every frame draws every window (damage tracking).
    var actsInWindow: Window? { get }
    /// Whether it draws over the desktop or may act anywhere: `actsInWindow == nil`, told
    /// without finding the window (the damage probe and the frame ask it several times a step).
    var coversDesktop: Bool { get }
}

extension ShellMode {
    var badge: String? { nil }
    func layout(in size: Size) {}
    func draw(in canvas: inout Canvas, theme: Theme) {}
    func handleMouse(_ event: MouseEvent) -> Bool { false }
    var actsInWindow: Window? { nil }
    var coversDesktop: Bool { actsInWindow == nil }
}

/// A menu or prompt (the launcher, the arrange menu, the menu bar, Open URL): modal, drawn on top.
final class OverlayMode: ShellMode {
    let overlay: any Overlay
    private unowned let shell: DesktopShell

    init(overlay: any Overlay, shell: DesktopShell) {
        self.overlay = overlay
        self.shell = shell
    }

    var interactionMode: InteractionMode { .overlay(overlay) }

    var responders: [KeyResponder] {
        let o = overlay
        // Its items' own keys first: `k Top Half` is chosen, not taken by menu.up's `k`.
        return [KeyResponder(commands: [], fallback: { o.chooseItem(forKey: $0) }),
                KeyResponder(commands: o.keyCommands, fallback: { o.handleKey($0) }, typingHint: o.typingHint, isModal: true)]
    }

    func layout(in size: Size) { overlay.layout(in: size) }

    func draw(in canvas: inout Canvas, theme: Theme) { overlay.draw(in: &canvas, theme: theme) }

    func handleMouse(_ event: MouseEvent) -> Bool {
        if overlay.handleMouse(event) == .dismiss, shell.overlay === overlay { shell.overlay = nil }
        return true
    }
}

/// Ctrl-R column-resize mode: `←`/`→` one cell, `Shift` or `H`/`L` eight, `Tab` the next
/// separator, `=` preferred widths, `Enter`/`Esc` done. Modal: other keys do nothing.
final class ColumnResizeMode: ShellMode {
    /// The split view whose separators the keys move.
    let split: SplitViewController
    private unowned let shell: DesktopShell

    init(split: SplitViewController, shell: DesktopShell) {
        self.split = split
        self.shell = shell
    }

    var interactionMode: InteractionMode { .columnResize(split) }
    var badge: String? { " COLUMNS " }
    /// Its keys move the separators of one split view, which draws the one being moved itself.
    var actsInWindow: Window? { split.windowScene?.window }
    /// False: it draws nothing over the desktop (the split view draws the separator being
    /// moved), and its keys act on one split view, shown in one window or in none.
    var coversDesktop: Bool { false }

    var responders: [KeyResponder] {
        let split = self.split
        // Made for every step's walk and hint bar: each closure captures one reference (this
        // mode, or the split view), which needs no allocation, and reads the separator when it
        // runs (an `[unowned shell]` capture, or `self` with the index, is boxed every time).
        guard split.activeSeparator != nil, split.hasSeparators else {
            // The split view lost its separators (the window narrowed): any key leaves the mode.
            return [KeyResponder(commands: [], fallback: { _ in self.shell.endColumnResizeMode(); return true }, isModal: true)]
        }
        return [KeyResponder(commands: [
            KeyCommand(.columnsDone) { self.shell.endColumnResizeMode() },
            KeyCommand(.separatorLeft) { self.move(by: -1) },
            KeyCommand(.separatorRight) { self.move(by: 1) },
            KeyCommand(.separatorFarLeft) { self.move(by: -8) },
            KeyCommand(.separatorFarRight) { self.move(by: 8) },
            KeyCommand(.nextSeparator) { split.selectNextSeparator(backward: false) },
            KeyCommand(.previousSeparator, hinted: false) { split.selectNextSeparator(backward: true) },
            // Offered only once a width was chosen: at the preferred widths it would do nothing.
            KeyCommand(.preferredWidths, when: !split.userColumnWidths.isEmpty) { split.resetColumnWidths() },
        ], isModal: true)]
    }

    /// Moves the separator; one that cannot move says so, rather than a key seeming dead.
    private func move(by delta: Int) {
        guard !split.moveSeparator(split.activeSeparator ?? 0, by: delta) else { return }
        shell.statusMessage = "the separator goes no further \(delta < 0 ? "left" : "right"): the columns beside it are at their limits "
            + "(\(shell.keyBindings.label(for: .traits)) shows the widths)"
    }
}
