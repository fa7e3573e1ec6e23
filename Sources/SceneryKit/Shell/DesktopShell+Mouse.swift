import TerminalCanvas

/// A mouse drag of a window: moving it by its title bar or border, or resizing it by a
/// bottom corner.
struct WindowDrag {
    enum Kind { case move, resizeFromBottomRight, resizeFromBottomLeft }
    let window: Window
    let kind: Kind
    let start: Point
    let startFrame: Rect
}

/// Clicks: a mode that takes the mouse (a menu, the key map) gets them first; then a window
/// drag under way, the shelf, the hint bar (it opens the menu bar), a window's controls and
/// borders, and the window's content through its region map.
extension DesktopShell {
    func handleMouse(_ m: MouseEvent) {
        // A move with no button down only points: it shows what a press there would do.
        if m.kind == .move, drag == nil, mouseCapture == nil { pointerMoved(to: m.position); return }
        // A press ends the message of the moment, as a key does (the welcome named keys a
        // mouse user is not pressing); a message the press itself causes replaces it.
        if m.kind == .press { statusMessage = nil }
        for mode in modes.reversed() where mode.handleMouse(m) { return }
        if let drag { continueDrag(drag, m); return }
        // The drags and release of a press that only focused its window go nowhere.
        if isSwallowingFocusClick && (m.kind == .drag || m.kind == .release) {
            if m.kind == .release { isSwallowingFocusClick = false }
            return
        }
        isSwallowingFocusClick = false
        if let (w, c) = mouseCapture, m.kind != .press, desktop.windows.contains(where: { $0 === w }) {
            if m.kind == .release { mouseCapture = nil }
            _ = c.handleMouse(m, in: c.frame)
            return
        }
        if m.kind == .press, let (w, _) = desktop.shelfItems().first(where: { $0.1.contains(m.position) }) {
            desktop.focus(w)
            return
        }
        // A click on the hint bar opens the menu bar: the keys of the moment, and all the others.
        if m.kind == .press, m.button == 1, m.position.y == desktop.size.height - 1 {
            showMenuBar()
            return
        }
        guard let target = desktop.window(at: m.position) else { return }
        if m.kind == .press {
            let focusing = target !== desktop.focusedWindow
            if focusing { desktop.focus(target) }
            if pressWindowChrome(target, m) { return }
            // The click brought the window forward; it does not also press what lies under it.
            if focusing { isSwallowingFocusClick = true; return }
        }
        guard !target.isBelowMinimum, target.rootRect.contains(m.position) else { return }
        // The window's region map: the controllers under the pointer, outermost first.
        let taker = target.regionMap.dispatch(m)
        if m.kind == .press { mouseCapture = taker.map { (target, $0) } }
    }

    /// Controls, corners and borders; true when the press was theirs.
    private func pressWindowChrome(_ w: Window, _ m: MouseEvent) -> Bool {
        let p = m.position, f = w.frame
        if let control = w.control(at: p) {
            switch control {
            case .close: if let s = w.scene { system.close(s) }
            case .minimize: desktop.setMinimized(w, true)
            case .arrange, .menu: showArrangeMenu(for: w)
            }
            return true
        }
        if let corner = w.resizeCorner(at: p) {
            begin(WindowDrag(window: w, kind: corner == .bottomRight ? .resizeFromBottomRight : .resizeFromBottomLeft, start: p, startFrame: f))
            return true
        }
        let bottom = p.y == f.maxY - 1
        let onTitleBar = p.y == f.y && w.controlStyle != .unified
        let onBorder = p.x == f.x || p.x == f.maxX - 1 || bottom
        if onTitleBar || onBorder {
            begin(WindowDrag(window: w, kind: .move, start: p, startFrame: f))
            return true
        }
        return false
    }

    private func begin(_ d: WindowDrag) {
        if let why = d.window.refusal(of: nil) { statusMessage = why; return }
        drag = d
        if d.kind != .move { system.interactivelyResizingWindow = d.window }
    }

    private func continueDrag(_ d: WindowDrag, _ m: MouseEvent) {
        let dx = m.position.x - d.start.x, dy = m.position.y - d.start.y
        switch m.kind {
        case .drag, .move, .release:
            var f = d.startFrame
            switch d.kind {
            case .move:
                desktop.move(d.window, dx: f.x + dx - d.window.frame.x, dy: f.y + dy - d.window.frame.y)
            case .resizeFromBottomRight:
                f.width += dx; f.height += dy
                desktop.setFrame(d.window, f)
            case .resizeFromBottomLeft:
                f.x += dx; f.width -= dx; f.height += dy
                desktop.setFrame(d.window, f, anchorTrailing: true)
            }
            if m.kind == .release {
                drag = nil
                system.interactivelyResizingWindow = nil
            }
        default:
            break
        }
    }
}
