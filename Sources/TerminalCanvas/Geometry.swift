/// A position on the terminal grid, in cells (x = column, y = row), origin top-left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int
    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    /// The top-left corner, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// How it reads in messages and test output.
    public var description: String { "(\(x),\(y))" }
}

/// A size in cells: columns × rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int
    /// A size of `width` columns by `height` rows.
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    /// No columns, no rows.
    public static let zero = Size(width: 0, height: 0)
    /// How it reads in messages and test output.
    public var description: String { "\(width)x\(height)" }

    /// Parses `COLSxROWS` (for example `120x40`); nil when malformed or not positive.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        self.init(width: w, height: h)
    }
}

/// A rectangle of cells. Empty when either side is zero or negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// A rectangle from its top-left cell and its size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    /// A rectangle of `size` at (0, 0).
    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// The top-left cell.
    public var origin: Point { Point(x: x, y: y) }
    /// The width and height.
    public var size: Size { Size(width: width, height: height) }
    /// The first column past the right edge.
    public var maxX: Int { x + width }
    /// The first row past the bottom edge.
    public var maxY: Int { y + height }
    /// Whether it holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// How it reads in messages and test output.
    public var description: String { "\(x),\(y) \(width)x\(height)" }

    /// Whether the cell `p` lies inside.
    public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
    }

    /// The overlap of two rectangles; an empty rectangle at the origin of `self` when none.
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        let mx = min(maxX, other.maxX), my = min(maxY, other.maxY)
        if mx <= nx || my <= ny { return Rect(x: nx, y: ny, width: 0, height: 0) }
        return Rect(x: nx, y: ny, width: mx - nx, height: my - ny)
    }

    /// Shrinks each side by the given number of cells (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top,
             width: max(0, width - left - right), height: max(0, height - top - bottom))
    }
    /// The rectangle shrunk by `n` cells on every side.
    public func inset(by n: Int) -> Rect { inset(top: n, left: n, bottom: n, right: n) }
}
