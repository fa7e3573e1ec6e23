/// The columns that changed on one row between two frames of the same size.
public struct RowChange: Equatable, Sendable {
    /// The row.
    public var y: Int
    /// The first column that changed.
    public var x: Int
    /// How many columns changed from `x` on.
    public var length: Int
}

import Foundation

extension Canvas {
    /// For each row that differs from `previous`, the span from its first to its last changed
    /// cell, widened so a wide glyph is never split. All rows when the sizes differ.
    public func changes(from previous: Canvas?) -> [RowChange] {
        guard let previous, previous.width == width, previous.height == height else {
            return (0..<height).map { RowChange(y: $0, x: 0, length: width) }
        }
        var out: [RowChange] = []
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<height {
                    let row = y * width
                    // Most rows of a frame are as they were: cells are equal when their bytes are
                    // (a cell has no padding), and memcmp tells that several times faster than
                    // comparing cell by cell.
                    if Self.sameBytes(now, old, from: row, count: width) { continue }
                    // The first change from the left, the last from the right: the cells between
                    // them are not compared (a moved separator changes a row from there to its end).
                    // Eight cells at a time by memcmp while they are equal, then cell by cell.
                    var first = 0
                    while first + 8 <= width, Self.sameBytes(now, old, from: row + first, count: 8) { first += 8 }
                    while first < width, now[row + first] == old[row + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while last - 8 > first, Self.sameBytes(now, old, from: row + last - 7, count: 8) { last -= 8 }
                    while last > first, now[row + last] == old[row + last] { last -= 1 }
                    if first > 0, now[row + first].width == 0 || old[row + first].width == 0 { first -= 1 }
                    if last + 1 < width, now[row + last].width == 2 || old[row + last].width == 2 { last += 1 }
                    out.append(RowChange(y: y, x: first, length: last - first + 1))
                }
            }
        }
        return out
    }

    /// Whether the two hold the same cells (their clip and locale aside): what a front compares
    /// before sending a frame.
    public func hasSameCells(as other: Canvas) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in Self.sameBytes(a, b, from: 0, count: a.count) }
        }
    }

    /// Whether the cells are equal: a cell's bytes are all value, no padding (see `Cell`).
    @inline(__always)
    private static func sameBytes(_ a: UnsafeBufferPointer<Cell>, _ b: UnsafeBufferPointer<Cell>, from start: Int, count: Int) -> Bool {
        guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
        return memcmp(pa + start, pb + start, count * MemoryLayout<Cell>.stride) == 0
    }
}
