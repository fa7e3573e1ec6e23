/// The desktop's own arrangement of the windows it opens together (the first screen): with room
/// for three, the first large on the left and the next two stacked on the right; else the first
/// two side by side; else the first alone, full screen — the others on the shelf. The desktop
/// keeps it as the terminal changes size, so a shrink or a grow gives the screen a fresh start
/// at that size gives; a window the person moves, sizes, arranges or minimizes leaves it.
extension Desktop {
    /// The smallest work area that holds three tiled windows (the first screen's).
    public static let threeTiledWindowsArea = Size(width: 120, height: 30)

    /// Arranges `windows` (first the most important) as the desktop's tiling for this size and
    /// keeps them so through terminal resizes; the ones that do not fit go to the shelf.
    public func tile(_ windows: [Window]) {
        tiledWindows = windows.map(\.identifier)
        for w in windows where w.isMinimized { shelvedForRoom.insert(w.identifier) }  // the tiling decides
        _ = retile()
        relayout()
    }

    /// The tiled windows in order; empty when the person has taken them all over.
    var tiled: [Window] { tiledWindows.compactMap { id in windows.first { $0.identifier == id } } }

    /// The presets for `count` tiled windows.
    private func presets(for count: Int) -> [ArrangePreset] {
        switch count {
        case 0: return []
        case 1: return [.fullScreen]
        case 2: return [.leftHalf, .rightHalf]
        default: return [.leftLarge, .rightTop, .rightBottom]
        }
    }

    /// The tiling again, for the work area now: as many of the tiled windows (in order) as fit,
    /// the rest to the shelf, those that fit again back from it. Returns what went to the shelf
    /// and what came back.
    func retile() -> (shelved: [Window], returned: [Window]) {
        let all = tiled
        guard !all.isEmpty else { return ([], []) }
        // The ones the tiling may show: not minimized by the person (shelved for room counts).
        let candidates = all.filter { !$0.isMinimized || shelvedForRoom.contains($0.identifier) }
        // The work area with `n` of them shown: a shelf row takes a row whenever anything is on it.
        let othersOnShelf = windows.contains { w in w.isMinimized && !candidates.contains { $0 === w } }
        func areaShowing(_ n: Int) -> Rect {
            var a = workArea
            let shelf = !showsOneAppAtATime && (othersOnShelf || n < candidates.count)
            a.height = max(0, size.height - 1 - (shelf ? 1 : 0))
            return a
        }
        let area = areaShowing(candidates.count)
        // A phone shows one app at a time, full screen; the others are in the background.
        let room = showsOneAppAtATime ? 1 : area.width >= Self.threeTiledWindowsArea.width && area.height >= Self.threeTiledWindowsArea.height ? 3 : 2
        var count = min(candidates.count, room)
        func fits(_ w: Window, _ p: ArrangePreset, showing n: Int) -> Bool {
            let f = p.frame(in: areaShowing(n))
            return f.width >= w.minimumFrameSize.width && f.height >= w.minimumFrameSize.height
        }
        // The window in front stays: it takes the last place shown if its own is not. Alone, the
        // one shown is the front one if it fits, else the first that fits (not a size notice).
        func order(showing n: Int) -> [Window] {
            var o = candidates
            let front = focusedWindow.flatMap { f in o.firstIndex { $0 === f } }
            if n == 1 {
                let pick = front.flatMap { fits(o[$0], .fullScreen, showing: 1) ? $0 : nil }
                    ?? o.indices.first { fits(o[$0], .fullScreen, showing: 1) } ?? front
                if let pick { o.swapAt(0, pick) }
            } else if n > 1, let i = front, i >= n {
                o.swapAt(i, n - 1)
            }
            return o
        }
        func fits(_ n: Int) -> Bool {
            zip(order(showing: n).prefix(n), presets(for: n)).allSatisfy { fits($0, $1, showing: n) }
        }
        while count > 1 && !fits(count) { count -= 1 }
        var changes: (shelved: [Window], returned: [Window]) = ([], [])
        for (i, w) in order(showing: count).enumerated() {
            if i < count {
                w.placement = .arranged(presets(for: count)[i])
                if w.isMinimized {
                    w.isMinimized = false
                    shelvedForRoom.remove(w.identifier)
                    changes.returned.append(w)
                }
            } else if !w.isMinimized {
                w.isMinimized = true
                shelvedForRoom.insert(w.identifier)
                changes.shelved.append(w)
            }
        }
        return changes
    }

    /// The person took `window` over (moved, sized, arranged or minimized it): it leaves the tiling.
    func leaveTiling(_ window: Window) {
        tiledWindows.removeAll { $0 == window.identifier }
    }
}
