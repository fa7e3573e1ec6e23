import TerminalCanvas

/// A lap-time chart, deliberately expensive to build: every column samples a smoothed series
/// many times over. Built for one size; the Race window rebuilds it only when a resize ends.
public struct LapChart: Sendable {
    public let size: Size
    public let rows: [String]

    /// Samples averaged per column; the cost the placeholder saves during a resize.
    public static let samplesPerColumn = 1_000

    public init(size: Size, seed: UInt64 = 7, unicode: Bool = true) {
        self.size = size
        let w = max(1, size.width), h = max(1, size.height)
        var values = [Double](repeating: 0, count: w)
        for x in 0..<w {
            var sum = 0.0
            for s in 0..<Self.samplesPerColumn {
                let t = (Double(x) + Double(s) / Double(Self.samplesPerColumn)) / Double(w) * 12.0
                sum += 0.5 + 0.3 * Self.wave(t) + 0.15 * Self.wave(t * 3.7 + Double(seed))
            }
            values[x] = sum / Double(Self.samplesPerColumn)
        }
        let lo = values.min() ?? 0, hi = values.max() ?? 1
        let bar: Character = unicode ? "█" : "#"
        var grid = [[Character]](repeating: [Character](repeating: " ", count: w), count: h)
        for x in 0..<w {
            let norm = hi > lo ? (values[x] - lo) / (hi - lo) : 0.5
            let height = Int((norm * Double(h - 1)).rounded()) + 1
            for y in (h - height)..<h { grid[y][x] = bar }
        }
        rows = grid.map { String($0) }
    }

    /// A cheap smooth periodic function (no Foundation), a parabola approximation of sine.
    static func wave(_ t: Double) -> Double {
        let p = t - (t / 2).rounded(.down) * 2  // 0..<2
        let q = p < 1 ? p : p - 1
        let v = 4 * q * (1 - q)
        return p < 1 ? v : -v
    }
}
