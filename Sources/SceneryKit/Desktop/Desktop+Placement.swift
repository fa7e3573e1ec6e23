import TerminalCanvas

/// Where new windows go: full screen when the desktop is empty; into the free slot of a tiling
/// the visible windows are arranged in; otherwise cascaded to free space, so that every
/// window's title bar stays in view — a window opened by a deep link or Compose never covers
/// its opener completely.
extension Desktop {
    /// How many cells of a window's title row must stay uncovered for it to count as visible:
    /// its controls and the start of its title.
    public static let visibleTitleCells = 8

    /// The placement and frame for a window about to open.
    public func placementForNewWindow() -> (placement: Window.Placement, frame: Rect) {
        let visible = visibleWindows
        if visible.isEmpty { return (.arranged(.fullScreen), workArea) }
        let presets = visible.compactMap { w -> ArrangePreset? in
            if case .arranged(let p) = w.placement { return p } else { return nil }
        }
        if presets.count == visible.count, Set(presets).count == presets.count,
           let tiling = ArrangePreset.tilings.first(where: { t in presets.allSatisfy(t.contains) }),
           let free = tiling.first(where: { !presets.contains($0) }) {
            return (.arranged(free), free.frame(in: workArea))
        }
        return (.free, cascadeFrame())
    }

    /// A frame for a new free window (2/3 of the work area, smaller if it must be): among the
    /// places where every visible window keeps its title bar in view, the one that hides the
    /// fewest title cells, earliest in cascade order; where there is no such place, the one
    /// that leaves the fewest title bars short.
    public func cascadeFrame() -> Rect {
        let area = workArea
        let visible = visibleWindows
        var best: (rect: Rect, short: Int, hidden: Int)?
        for divisor in [3, 2] {
            let w = min(area.width, max(20, area.width * (divisor - 1) / divisor))
            let h = min(area.height, max(8, area.height * (divisor - 1) / divisor))
            for origin in cascadeOrigins(size: Size(width: w, height: h), after: visible.count) {
                let r = Rect(x: origin.x, y: origin.y, width: w, height: h)
                let (short, hidden) = titleCells(coveredBy: r)
                if short == 0 && hidden == 0 { return r }
                if best == nil || (short, hidden) < (best!.short, best!.hidden) { best = (r, short, hidden) }
            }
            if let b = best, b.short == 0 { return b.rect }
        }
        return best?.rect ?? area
    }

    /// Candidate top-left corners: the cascade steps (3 columns, 1 row) from the window count
    /// on, then every fourth column of every row.
    private func cascadeOrigins(size: Size, after count: Int) -> [Point] {
        let area = workArea
        let maxX = max(area.x, area.maxX - size.width), maxY = max(area.y, area.maxY - size.height)
        func clamp(_ p: Point) -> Point { Point(x: min(max(area.x, p.x), maxX), y: min(max(area.y, p.y), maxY)) }
        var points = (0..<12).map { k in clamp(Point(x: area.x + 2 + ((count + k) % 12) * 3, y: area.y + 1 + (count + k) % 12)) }
        for y in stride(from: area.y + 1, through: maxY, by: 1) {
            for x in stride(from: area.x, through: maxX, by: 4) { points.append(Point(x: x, y: y)) }
        }
        return points
    }

    /// How many title cells the visible windows would be short of `visibleTitleCells` with a
    /// new window at `frame` in front of them all (0: every title bar stays in view).
    func titleCellsShort(coveredBy frame: Rect?) -> Int { titleCells(coveredBy: frame).short }

    /// With a new window at `frame` in front: how many title cells the visible windows are short
    /// of `visibleTitleCells`, and how many title cells are hidden in all.
    func titleCells(coveredBy frame: Rect?) -> (short: Int, hidden: Int) {
        let visible = visibleWindows
        var short = 0, hidden = 0
        for (i, w) in visible.enumerated() {
            let front = visible[(i + 1)...].map(\.frame) + (frame.map { [$0] } ?? [])
            let need = min(Self.visibleTitleCells, w.frame.width)
            let shown = Self.uncoveredCells(ofRow: w.frame.y, from: w.frame.x, to: w.frame.maxX, by: front)
            short += max(0, need - shown)
            hidden += w.frame.width - shown
        }
        return (short, hidden)
    }

    /// Cells of one row, `from..<to`, that no rectangle in `covers` hides.
    static func uncoveredCells(ofRow y: Int, from: Int, to: Int, by covers: [Rect]) -> Int {
        let spans = covers.filter { $0.y <= y && y < $0.maxY }.map { (max(from, $0.x), min(to, $0.maxX)) }.filter { $0.0 < $0.1 }
            .sorted { $0.0 < $1.0 }
        var covered = 0, reach = from
        for (a, b) in spans where b > reach {
            covered += b - max(a, reach)
            reach = b
        }
        return (to - from) - covered
    }
}
