import TerminalCanvas

/// The arrange menu's layouts (long-pressing the green control on iPadOS 26), as fractions of
/// the work area. Edges are computed from integer fractions of the area, so neighbouring
/// presets (left third + right two thirds, four quarters) tile the area exactly.
public enum ArrangePreset: String, CaseIterable, Sendable {
    /// The whole work area, or one of its halves.
    case fullScreen, leftHalf, rightHalf, topHalf, bottomHalf
    /// A third of the width, or two thirds.
    case leftThird, middleThird, rightThird, leftTwoThirds, rightTwoThirds
    /// A quarter of the work area.
    case topLeftQuarter, topRightQuarter, bottomLeftQuarter, bottomRightQuarter
    /// The first screen's layout: a large window on the left (4/7), two stacked on the right
    /// (2/3 and 1/3 of the height). Not in the arrange menu; no key.
    case leftLarge, rightTop, rightBottom

    /// Sets of presets that tile the work area together: a new window takes a free slot of the
    /// set the visible windows are arranged in.
    public static let tilings: [[ArrangePreset]] = [
        [.leftHalf, .rightHalf], [.topHalf, .bottomHalf], [.leftThird, .middleThird, .rightThird],
        [.leftTwoThirds, .rightThird], [.leftThird, .rightTwoThirds],
        [.topLeftQuarter, .topRightQuarter, .bottomLeftQuarter, .bottomRightQuarter], [.leftLarge, .rightTop, .rightBottom],
    ]

    /// The window-mode key for the preset (also shown in the arrange menu); nil for the
    /// first screen's presets.
    public var key: Character? {
        switch self {
        case .fullScreen: return "f"
        case .leftHalf: return "h"
        case .rightHalf: return "l"
        case .topHalf: return "k"
        case .bottomHalf: return "j"
        case .leftThird: return "1"
        case .middleThird: return "2"
        case .rightThird: return "3"
        case .leftTwoThirds: return "4"
        case .rightTwoThirds: return "5"
        case .topLeftQuarter: return "6"
        case .topRightQuarter: return "7"
        case .bottomLeftQuarter: return "8"
        case .bottomRightQuarter: return "9"
        case .leftLarge, .rightTop, .rightBottom: return nil
        }
    }

    /// The arrange menu's words for it (`Left Half`).
    public var title: String {
        switch self {
        case .fullScreen: return "Full Screen"
        case .leftHalf: return "Left Half"
        case .rightHalf: return "Right Half"
        case .topHalf: return "Top Half"
        case .bottomHalf: return "Bottom Half"
        case .leftThird: return "Left Third"
        case .middleThird: return "Middle Third"
        case .rightThird: return "Right Third"
        case .leftTwoThirds: return "Left Two Thirds"
        case .rightTwoThirds: return "Right Two Thirds"
        case .topLeftQuarter: return "Top Left Quarter"
        case .topRightQuarter: return "Top Right Quarter"
        case .bottomLeftQuarter: return "Bottom Left Quarter"
        case .bottomRightQuarter: return "Bottom Right Quarter"
        case .leftLarge: return "Left, Large"
        case .rightTop: return "Right, Top"
        case .rightBottom: return "Right, Bottom"
        }
    }

    /// The preset whose key in window mode is `c`, if any.
    public static func forKey(_ c: Character) -> ArrangePreset? { allCases.first { $0.key == c } }

    /// Columns as (from, to) in `n`ths, rows likewise.
    private var fractions: (x: (Int, Int, Int), y: (Int, Int, Int)) {
        switch self {
        case .fullScreen: return ((0, 1, 1), (0, 1, 1))
        case .leftHalf: return ((0, 1, 2), (0, 1, 1))
        case .rightHalf: return ((1, 2, 2), (0, 1, 1))
        case .topHalf: return ((0, 1, 1), (0, 1, 2))
        case .bottomHalf: return ((0, 1, 1), (1, 2, 2))
        case .leftThird: return ((0, 1, 3), (0, 1, 1))
        case .middleThird: return ((1, 2, 3), (0, 1, 1))
        case .rightThird: return ((2, 3, 3), (0, 1, 1))
        case .leftTwoThirds: return ((0, 2, 3), (0, 1, 1))
        case .rightTwoThirds: return ((1, 3, 3), (0, 1, 1))
        case .topLeftQuarter: return ((0, 1, 2), (0, 1, 2))
        case .topRightQuarter: return ((1, 2, 2), (0, 1, 2))
        case .bottomLeftQuarter: return ((0, 1, 2), (1, 2, 2))
        case .bottomRightQuarter: return ((1, 2, 2), (1, 2, 2))
        case .leftLarge: return ((0, 4, 7), (0, 1, 1))
        case .rightTop: return ((4, 7, 7), (0, 2, 3))
        case .rightBottom: return ((4, 7, 7), (2, 3, 3))
        }
    }

    /// The preset's frame in `area`.
    public func frame(in area: Rect) -> Rect {
        let f = fractions
        let x0 = area.x + area.width * f.x.0 / f.x.2, x1 = area.x + area.width * f.x.1 / f.x.2
        let y0 = area.y + area.height * f.y.0 / f.y.2, y1 = area.y + area.height * f.y.1 / f.y.2
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
