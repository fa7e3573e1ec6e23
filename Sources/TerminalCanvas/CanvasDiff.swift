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
        out.reserveCapacity(height)  // one allocation, not one for each doubling (a separator step changes every row)
        // A frame that tracked its damage against `previous` (Canvas+Damage) is compared in the
        // damaged chunks of each row alone: its other cells are `previous`'s.
        let tracked = tracksDamage(against: previous), shift = damageShift
        cells.withUnsafeBufferPointer { now in
            previous.cells.withUnsafeBufferPointer { old in
                for y in 0..<height {
                    let row = y * width
                    var first = -1, last = -1
                    if tracked {
                        // The runs of damaged chunks from the left until one holds a change, then
                        // from the right down to it.
                        var left = damage[y]
                        while left != 0, first < 0 {
                            let k = left.trailingZeroBitCount, n = (~(left &>> k)).trailingZeroBitCount
                            first = Self.firstChange(now, old, row: row, from: k &<< shift, to: min((k &+ n) &<< shift, width))
                            left &= ~Self.chunks(k, min(63, k + n - 1))
                        }
                        guard first >= 0 else { continue }
                        var right = damage[y]
                        while right != 0, last < 0 {
                            let k = 63 &- right.leadingZeroBitCount, n = (~(right &<< (63 &- k))).leadingZeroBitCount
                            let from = max(first, (k &- n &+ 1) &<< shift)
                            last = Self.lastChange(now, old, row: row, from: from, to: min((k &+ 1) &<< shift, width))
                            right &= ~Self.chunks(k - n + 1, k)
                        }
                    } else {
                        // Most rows of a frame are as they were: cells are equal when their bytes
                        // are (a cell has no padding), and memcmp tells that several times faster
                        // than comparing cell by cell.
                        if Self.sameBytes(now, old, from: row, count: width) { continue }
                        first = Self.firstChange(now, old, row: row, from: 0, to: width)
                        guard first >= 0 else { continue }
                        last = Self.lastChange(now, old, row: row, from: first, to: width)
                    }
                    if first > 0, now[row + first].width == 0 || old[row + first].width == 0 { first -= 1 }
                    if last + 1 < width, now[row + last].width == 2 || old[row + last].width == 2 { last += 1 }
                    out.append(RowChange(y: y, x: first, length: last - first + 1))
                }
            }
        }
        return out
    }

    /// The first column of `from..<to` in the row starting at `row` where the two differ, or -1:
    /// eight cells at a time by memcmp while they are equal, then cell by cell.
    @inline(__always)
    private static func firstChange(_ now: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>, row: Int, from: Int, to: Int) -> Int {
        var x = from
        while x + 8 <= to, sameBytes(now, old, from: row + x, count: 8) { x += 8 }
        while x < to, now[row + x] == old[row + x] { x += 1 }
        return x < to ? x : -1
    }

    /// The last column of `from..<to` where the two differ, or -1; the cells between the first
    /// change and the last are not compared (a moved separator changes a row from there on).
    @inline(__always)
    private static func lastChange(_ now: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>, row: Int, from: Int, to: Int) -> Int {
        var x = to - 1
        while x - 8 >= from, sameBytes(now, old, from: row + x - 7, count: 8) { x -= 8 }
        while x >= from, now[row + x] == old[row + x] { x -= 1 }
        return x >= from ? x : -1
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
