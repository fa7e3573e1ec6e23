import TerminalCanvas

/// A size in points, as UIKit measures it.
public struct PointSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }

    /// Taller than wide: the one definition of portrait, for a window or a screen in points
    /// (split views drop the side-by-side stage, tab bars hide their sidebar by default).
    public var isPortrait: Bool { height > width }
    /// No size.
    public static let zero = PointSize(width: 0, height: 0)
    /// How it reads in messages and test output.
    public var description: String { "\(Self.format(width))×\(Self.format(height)) pt" }
    /// `678`, or `507.5` when not whole.
    public static func formatted(_ v: Double) -> String { format(v) }
    static func format(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format1: v) }
}

/// A rectangle in points, as `CGRect`.
public struct PointRect: Hashable, Sendable, CustomStringConvertible {
    /// The origin, in points.
    public var x: Double, y: Double
    /// The size, in points.
    public var size: PointSize
    /// A rectangle at (`x`, `y`) of `size`.
    public init(x: Double = 0, y: Double = 0, size: PointSize) { self.x = x; self.y = y; self.size = size }
    /// A rectangle at (`x`, `y`), `width` × `height` points.
    public init(x: Double, y: Double, width: Double, height: Double) { self.init(x: x, y: y, size: PointSize(width: width, height: height)) }
    /// How it reads in messages and test output.
    public var description: String { "(\(PointSize.format(x)), \(PointSize.format(y))) \(size)" }
}

/// Insets in points, leading and trailing as in `NSDirectionalEdgeInsets` (a device's safe area).
public struct PointInsets: Hashable, Sendable, CustomStringConvertible {
    /// The insets on each side, in points.
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    /// Insets in points; zero where not given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// How it reads in messages and test output.
    public var description: String {
        "top \(PointSize.format(top)) · leading \(PointSize.format(leading)) · bottom \(PointSize.format(bottom)) · trailing \(PointSize.format(trailing)) pt"
    }
}

extension String {
    /// One decimal, without Foundation.
    init(format1 v: Double) {
        let tenths = Int((v * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}

/// How many points one terminal cell stands for. UIKit numbers (320 pt columns, 640 pt size-class
/// threshold, 16 pt margins) become cells through this, so every part of the engine agrees.
public struct CellScale: Hashable, Sendable, CustomStringConvertible {
    /// Points one column stands for.
    public var pointsPerColumn: Double
    /// Points one row stands for.
    public var pointsPerRow: Double

    /// 8 pt per column and 16 pt per row: an 80×24 terminal is about 640×384 pt.
    public static let standard = CellScale(pointsPerColumn: 8, pointsPerRow: 16)

    /// A scale of `pointsPerColumn` × `pointsPerRow` points per cell.
    public init(pointsPerColumn: Double, pointsPerRow: Double) {
        self.pointsPerColumn = pointsPerColumn; self.pointsPerRow = pointsPerRow
    }

    /// Parses `8x16`.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let c = Double(parts[0]), let r = Double(parts[1]),
              c >= 1, r >= 1, c <= 100, r <= 100 else { return nil }
        self.init(pointsPerColumn: c, pointsPerRow: r)
    }

    /// A size in cells as points.
    public func points(_ size: Size) -> PointSize {
        PointSize(width: Double(size.width) * pointsPerColumn, height: Double(size.height) * pointsPerRow)
    }

    /// The smallest cell size that holds `points` (rounded up, so a minimum is never undercut).
    public func cells(atLeast points: PointSize) -> Size {
        Size(width: Int((points.width / pointsPerColumn).rounded(.up)),
             height: Int((points.height / pointsPerRow).rounded(.up)))
    }

    /// The largest cell size that fits in `points` (rounded down, so a maximum is never passed).
    public func cells(atMost points: PointSize) -> Size {
        Size(width: Int((points.width / pointsPerColumn).rounded(.down)),
             height: Int((points.height / pointsPerRow).rounded(.down)))
    }

    /// How many whole columns `pt` points fill.
    public func columns(forPoints pt: Double) -> Int { Int((pt / pointsPerColumn).rounded(.down)) }

    /// Safe-area insets in cells: to the nearest cell, and never to none — a status bar, a
    /// sensor housing or a home indicator keeps at least one row or column however many points
    /// a cell stands for (59 pt is 4 rows at 16 pt a row, and still 1 row at 60 pt a row).
    public func insets(_ p: PointInsets) -> EdgeInsets {
        func cells(_ v: Double, _ per: Double) -> Int { v > 0 ? max(1, Int((v / per).rounded(.toNearestOrAwayFromZero))) : 0 }
        return EdgeInsets(top: cells(p.top, pointsPerRow), leading: cells(p.leading, pointsPerColumn),
                          bottom: cells(p.bottom, pointsPerRow), trailing: cells(p.trailing, pointsPerColumn))
    }
    /// How many whole rows `pt` points fill.
    public func rows(forPoints pt: Double) -> Int { Int((pt / pointsPerRow).rounded(.down)) }

    /// How it reads in messages and test output.
    public var description: String { "\(PointSize.format(pointsPerColumn))x\(PointSize.format(pointsPerRow))" }
}
