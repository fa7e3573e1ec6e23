import TerminalCanvas

extension Simulator {
    /// The split view Ctrl-R resizes: the first expanded one with a separator in the focused
    /// window (the root, or a split view inside a container).
    public var resizableSplitViewController: SplitViewController? {
        guard let root = desktop.focusedWindow?.rootViewController else { return nil }
        var queue = [root]
        while !queue.isEmpty {
            let vc = queue.removeFirst()
            if let split = vc as? SplitViewController, split.hasSeparators { return split }
            queue += vc.children
        }
        return nil
    }

    /// Ctrl-R: enters column-resize mode on the focused window's split view.
    func beginColumnResizeMode() {
        guard let split = resizableSplitViewController else {
            statusMessage = "No columns to resize in this window"
            return
        }
        split.beginColumnResizing()
        columnResizeTarget = split
    }

    /// Column-resize mode: `←`/`→` one cell, `Shift` or `H`/`L` eight, `Tab` the next separator,
    /// `=` preferred widths, `Enter`/`Esc` done.
    func handleColumnResizeKey(_ key: KeyEvent) {
        guard let split = columnResizeTarget, split.activeSeparator != nil, split.hasSeparators else {
            endColumnResizeMode()
            return
        }
        let index = split.activeSeparator ?? 0
        let shift = key.modifiers.contains(.shift)
        switch key.key {
        case .left: split.moveSeparator(index, by: shift ? -8 : -1)
        case .right: split.moveSeparator(index, by: shift ? 8 : 1)
        case .character("h"): split.moveSeparator(index, by: -1)
        case .character("l"): split.moveSeparator(index, by: 1)
        case .character("H"): split.moveSeparator(index, by: -8)
        case .character("L"): split.moveSeparator(index, by: 8)
        case .tab: split.selectNextSeparator(backward: shift)
        case .character("="): split.resetColumnWidths()
        case .enter, .escape: endColumnResizeMode()
        default: break
        }
    }

    func endColumnResizeMode() {
        columnResizeTarget?.endColumnResizing()
        columnResizeTarget = nil
    }
}
