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
        modes.append(.columnResize(split))
    }

    /// Column-resize mode: `←`/`→` one cell, `Shift` or `H`/`L` eight, `Tab` the next separator,
    /// `=` preferred widths, `Enter`/`Esc` done. Modal: other keys do nothing.
    var columnResizeResponder: KeyResponder {
        guard let split = columnResizeTarget, split.activeSeparator != nil, split.hasSeparators else {
            // The split view lost its separators (the window narrowed): any key leaves the mode.
            return KeyResponder(commands: [], fallback: { [unowned self] _ in self.endColumnResizeMode(); return true }, isModal: true)
        }
        let index = split.activeSeparator ?? 0
        return KeyResponder(commands: [
            KeyCommand(.columnsDone) { [unowned self] in self.endColumnResizeMode() },
            KeyCommand(.separatorLeft) { split.moveSeparator(index, by: -1) },
            KeyCommand(.separatorRight) { split.moveSeparator(index, by: 1) },
            KeyCommand(.separatorFarLeft) { split.moveSeparator(index, by: -8) },
            KeyCommand(.separatorFarRight) { split.moveSeparator(index, by: 8) },
            KeyCommand(.nextSeparator) { split.selectNextSeparator(backward: false) },
            KeyCommand(.previousSeparator, hinted: false) { split.selectNextSeparator(backward: true) },
            KeyCommand(.preferredWidths) { split.resetColumnWidths() },
        ], isModal: true)
    }

    func endColumnResizeMode() {
        columnResizeTarget?.endColumnResizing()
        modes.removeAll { if case .columnResize = $0 { return true } else { return false } }
    }
}
