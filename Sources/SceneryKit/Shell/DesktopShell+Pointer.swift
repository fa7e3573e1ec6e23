import TerminalCanvas

/// What the pointer rests on with no button down, where a press would start a drag: iPadOS
/// changes the pointer's shape there ("when using the pointer, its shape will adapt"); a
/// terminal cannot, so the thing itself shows the cue — a column separator `◀┃▶` as in column
/// resizing, a window's resizing corner `◢`. Terminals report moves only with any-event
/// tracking (`CSI ?1003h`, which the live front asks for); typing hides the cue, as iPadOS
/// hides the pointer.
enum PointerCue: Equatable {
    case separator(SplitViewController, index: Int, in: Window)
    case corner(Window, Window.ResizeCorner)

    var window: Window {
        switch self {
        case .separator(_, _, let w), .corner(let w, _): return w
        }
    }

    static func == (a: PointerCue, b: PointerCue) -> Bool {
        switch (a, b) {
        case let (.separator(s1, i1, w1), .separator(s2, i2, w2)): return s1 === s2 && i1 == i2 && w1 === w2
        case let (.corner(w1, c1), .corner(w2, c2)): return w1 === w2 && c1 == c2
        default: return false
        }
    }
}

extension DesktopShell {
    /// The pointer moved to `p` with no button down: the cue follows it.
    func pointerMoved(to p: Point) {
        show(pointerCue(at: p))
    }

    /// Typing hides the cue (the pointer hides while a person types on iPadOS).
    func hidePointerCue() {
        show(nil)
    }

    /// What a press at `p` would drag, by the same rules the press follows: nothing while a menu
    /// or panel covers the desktop, a window's corner (if it may be resized), else the
    /// separator the window's region map has on top there.
    private func pointerCue(at p: Point) -> PointerCue? {
        guard !coversDesktop, let w = desktop.window(at: p), !w.isMinimized else { return nil }
        if let corner = w.resizeCorner(at: p) { return w.refusal(of: nil) == nil ? .corner(w, corner) : nil }
        guard !w.isBelowMinimum, w.rootRect.contains(p) else { return nil }
        let map = w.regionMap
        guard let i = map.index(at: p), map.regions[i].role == .separator,
              let split = map.regions[i].controller as? SplitViewController else { return nil }
        return .separator(split, index: map.regions[i].tag, in: w)
    }

    private func show(_ cue: PointerCue?) {
        guard cue != pointerCue else { return }
        for changed in [pointerCue, cue].compactMap({ $0 }) { changed.window.damage.needsDisplay = true }
        switch pointerCue {
        case .separator(let split, _, _)?: split.hoveredSeparator = nil
        case .corner(let w, _)?: w.hoveredCorner = nil
        case nil: break
        }
        pointerCue = cue
        switch cue {
        case .separator(let split, let index, _)?: split.hoveredSeparator = index
        case .corner(let w, let corner)?: w.hoveredCorner = corner
        case nil: break
        }
    }
}
