/// Width limits of one column, in cells.
public struct ColumnWidthBounds: Hashable, Sendable {
    public var minimum: Int
    public var preferred: Int
    public var maximum: Int
    public init(minimum: Int, preferred: Int, maximum: Int) {
        self.minimum = max(0, minimum)
        self.maximum = max(self.minimum, maximum)
        self.preferred = min(self.maximum, max(self.minimum, preferred))
    }
}

/// Shares a window's width among tiled columns.
///
/// A pure function, in the shape of Textual's `_resolve`: sidebars take their preferred widths
/// clamped to their bounds, the secondary takes the rest, and one-cell separators sit between
/// columns. When the secondary would drop under its minimum, the sidebars give back width —
/// the one nearest the secondary first — but never below their own minimum. The result always
/// sums exactly to the width available; there is no rounding to drift.
public enum ColumnAllocator {
    public struct Allocation: Equatable, Sendable {
        public var sidebars: [Int]
        public var secondary: Int
        /// Leading edge of each column, sidebars first then the secondary.
        public var origins: [Int]
    }

    public static func tile(width total: Int, sidebars: [ColumnWidthBounds], secondaryMinimum: Int) -> Allocation {
        let separators = sidebars.count
        let room = max(0, total - separators)
        var widths = sidebars.map { $0.preferred }
        var shortfall = secondaryMinimum - (room - widths.reduce(0, +))
        var i = widths.count - 1
        while shortfall > 0 && i >= 0 {
            let give = min(shortfall, widths[i] - sidebars[i].minimum)
            widths[i] -= give
            shortfall -= give
            i -= 1
        }
        // If even minimum sidebars do not fit, cut them from the trailing end so the sum holds.
        var over = widths.reduce(0, +) - room
        i = widths.count - 1
        while over > 0 && i >= 0 {
            let cut = min(over, widths[i])
            widths[i] -= cut
            over -= cut
            i -= 1
        }
        let secondary = room - widths.reduce(0, +)
        var origins: [Int] = []
        var x = 0
        for w in widths { origins.append(x); x += w + 1 }
        origins.append(x)
        return Allocation(sidebars: widths, secondary: secondary, origins: origins)
    }
}
