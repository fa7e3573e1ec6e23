import SceneryKit

/// What must hold after any event: windows on the work area and never below their minimum, a
/// focused window that is visible, every expanded split view's columns within their minimum and
/// maximum widths and adding up to its width, and a frame that shows the front window where it is.
public enum Invariants {
    /// A column's width against its bounds; nil when it is within them.
    public static func checkColumn(_ column: SplitViewController.Column, width: Int, bounds b: SplitColumnBounds) -> String? {
        let limits: (Int, Int)?
        switch column {
        case .primary: limits = (b.primary.minimum, b.primary.maximum)
        case .supplementary: limits = (b.supplementary.minimum, b.supplementary.maximum)
        case .inspector: limits = (b.inspector.minimum, b.inspector.maximum)
        case .secondary, .compact: limits = nil
        }
        guard let (low, high) = limits, width < low || width > high else { return nil }
        return "\(column) column is \(width) cells, outside its \(low)…\(high)"
    }

    /// The front window's top-left corner in the frame: a window's border starts there.
    public static func checkFrontCorner(_ frame: Canvas, window: Rect) -> String? {
        guard window.x >= 0, window.y >= 0, window.x < frame.width, window.y < frame.height, window.width >= 2, window.height >= 2 else { return nil }
        let corner = frame[window.x, window.y].grapheme
        guard ["╭", "┌", "╔", "+", "┏"].contains(String(corner)) else {
            return "the front window's corner at \(window.x),\(window.y) shows \(String(corner).debugDescription), not a border"
        }
        return nil
    }

    /// Every window fits the work area (unless it is larger than the area, which it then fills).
    public static func checkFrames(_ frames: [(id: Int, frame: Rect)], in area: Rect) -> String? {
        for (id, f) in frames where f.x < area.x || f.y < area.y || f.maxX > area.maxX || f.maxY > area.maxY {
            if f.width <= area.width && f.height <= area.height { return "window \(id) \(f) is off the work area \(area)" }
        }
        return nil
    }

    /// The first broken rule, or nil.
    public static func check(_ sim: Simulator) -> String? {
        let area = sim.desktop.workArea
        let size = sim.desktop.size
        guard size.width >= Simulator.minimumSize.width, size.height >= Simulator.minimumSize.height else { return nil }
        if let broken = checkFrames(sim.desktop.windows.filter { !$0.isMinimized }.map { ($0.identifier, $0.frame) }, in: area) {
            return broken
        }
        if let focused = sim.desktop.focusedWindow, focused.isMinimized { return "the focused window \(focused.identifier) is minimized" }
        for w in sim.desktop.windows where !w.isMinimized {
            guard let root = w.rootViewController else { continue }
            var queue = [root]
            while !queue.isEmpty {
                let vc = queue.removeFirst()
                queue += vc.children
                guard let split = vc as? SplitViewController, !split.isCollapsed, split.frame.width > 0 else { continue }
                let tiled = split.currentLayout.columns.filter { $0.placement == .tiled }
                let used = tiled.reduce(0) { $0 + $1.width } + max(0, tiled.count - 1)
                if !tiled.isEmpty, used != split.frame.width, split.currentLayout.columns.allSatisfy({ $0.placement == .tiled }) {
                    return "window \(w.identifier): tiled columns use \(used) of \(split.frame.width) cells"
                }
                for c in split.currentLayout.columns where c.width < 0 || c.x < 0 || c.x + c.width > split.frame.width {
                    return "window \(w.identifier): column \(c.column) at \(c.x) width \(c.width) leaves the split view of \(split.frame.width)"
                }
                let bounds = split.columnBounds()
                for c in split.currentLayout.columns {
                    if let broken = checkColumn(c.column, width: c.width, bounds: bounds) { return "window \(w.identifier): \(broken)" }
                }
            }
        }
        // Each terminal's frame shows its own desktop's front window where it is (with no
        // overlay, help, menu or traits box over it): the main terminal's and an attached desktop's.
        let quiet = sim.overlay == nil && !sim.isShowingHelp && !sim.isShowingTraits
        let main = sim.system.mainDesktop
        // A terminal under the minimum shows the "needs at least" notice instead of windows.
        func shows(_ size: Size) -> Bool { size.width >= Simulator.minimumSize.width && size.height >= Simulator.minimumSize.height }
        let frame = sim.frame(size: main.size)
        if frame.size != main.size { return "a frame of \(frame.size) for a terminal of \(main.size)" }
        if quiet, shows(main.size), let front = main.windows.last(where: { !$0.isMinimized }), let broken = checkFrontCorner(frame, window: front.frame) {
            return "window \(front.identifier): \(broken)"
        }
        if let (id, second) = sim.system.secondDesktop {
            var canvas = Canvas(size: second.size)
            sim.renderDisplay(id, into: &canvas)
            if quiet, shows(second.size), let front = second.windows.last(where: { !$0.isMinimized }), let broken = checkFrontCorner(canvas, window: front.frame) {
                return "window \(front.identifier) on the attached desktop \(id): \(broken)"
            }
        }
        return nil
    }
}

