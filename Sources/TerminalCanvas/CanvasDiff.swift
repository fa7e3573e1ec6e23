/// The columns that changed on one row between two frames of the same size.
public struct RowChange: Equatable, Sendable {
    /// The row.
    public var y: Int
    /// The first column that changed.
    public var x: Int
    /// How many columns changed from `x` on.
    public var length: Int
}

extension Canvas {
    /// For each row that differs from `previous`, the span from its first to its last changed
    /// cell, widened so a wide glyph is never split. All rows when the sizes differ.
    public func changes(from previous: Canvas?) -> [RowChange] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).map { RowChange(y: $0, x: 0, length: width) }
        }
        var out: [RowChange] = []
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where cells[row + x] != previous.cells[row + x] {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            if first > 0, cells[row + first].width == 0 || previous.cells[row + first].width == 0 { first -= 1 }
            if last + 1 < width, cells[row + last].width == 2 || previous.cells[row + last].width == 2 { last += 1 }
            out.append(RowChange(y: y, x: first, length: last - first + 1))
        }
        return out
    }
}
