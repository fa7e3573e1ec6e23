import TerminalCanvas

/// Insets in cells, leading and trailing as in `NSDirectionalEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Cells on each side.
    public var top: Int, leading: Int, bottom: Int, trailing: Int
    /// Insets of so many cells on each side; zero where not given.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public static let zero = EdgeInsets()
    /// How it reads in messages and test output.
    public var description: String { "top \(top), leading \(leading), bottom \(bottom), trailing \(trailing)" }
}

extension Rect {
    /// The rectangle shrunk by `e` on each side.
    public func inset(by e: EdgeInsets) -> Rect { inset(top: e.top, left: e.leading, bottom: e.bottom, right: e.trailing) }
}

/// How a guide keeps clear of the window controls in the top-leading corner
/// (`UIView.LayoutRegion.AdaptivityAxis`).
public enum CornerAdaptation: String, Sendable, CaseIterable {
    /// No adaptation; move the leading edge; move the top edge.
    case none, horizontal, vertical
}

/// The named rectangles UIKit lays content out against, for one root view:
/// safe area ⊂ bounds, margins ⊂ safe area, readable content ⊂ margins.
///
/// Numbers (UIKit's, converted with the cell scale): root-view margins 16 pt in compact width
/// and 20 pt in regular width (2 and 3 columns, rounded up so a margin is never thinner than
/// UIKit's); readable content at most 672 pt wide (84 columns), centred in the margins;
/// corner adaptation 16 pt (2 columns) or one row.
public struct LayoutGuides: Hashable, Sendable {
    /// The view's bounds.
    public let bounds: Rect
    /// The safe area's insets from the bounds (bars, sidebars beside it).
    public let safeAreaInsets: EdgeInsets
    /// The layout margins' insets from the safe area.
    public let layoutMargins: EdgeInsets
    /// Where the window controls are (any style); corner adaptation avoids them only where
    /// they overlap the content's first row (the `.unified` style).
    public let windowControls: Rect?
    /// Points per cell, to turn UIKit's point values into cells.
    public let scale: CellScale
    /// The text size: the readable width grows with it, as UIKit's follows Dynamic Type
    /// (672 pt at `.large`, times the category's `layoutScale`).
    public var contentSizeCategory: ContentSizeCategory = .large

    /// UIKit's values in points: the compact and regular margins, the readable width, the corner inset.
    public static let compactMargin = 16.0, regularMargin = 20.0, readableWidth = 672.0, cornerInset = 16.0

    /// The guides of a view with these bounds, insets and size class.
    public init(bounds: Rect, safeAreaInsets: EdgeInsets = .zero, horizontalSizeClass: UserInterfaceSizeClass,
                windowControls: Rect? = nil, scale: CellScale = .standard) {
        self.bounds = bounds
        self.safeAreaInsets = safeAreaInsets
        self.windowControls = windowControls
        self.scale = scale
        let pt = horizontalSizeClass == .regular ? Self.regularMargin : Self.compactMargin
        let cols = Int((pt / scale.pointsPerColumn).rounded(.up))
        layoutMargins = EdgeInsets(top: 0, leading: cols, bottom: 0, trailing: cols)
    }

    /// The safe area: the bounds less the safe-area insets.
    public var safeArea: Rect { bounds.inset(by: safeAreaInsets) }
    /// The layout margins: the safe area less the margins.
    public var margins: Rect { safeArea.inset(by: layoutMargins) }

    /// The readable-content guide: never wider than the margins, centred in them.
    public var readableContent: Rect {
        let m = margins
        let maxWidth = Int((Self.readableWidth * contentSizeCategory.layoutScale / scale.pointsPerColumn).rounded(.down))
        guard m.width > maxWidth else { return m }
        return Rect(x: m.x + (m.width - maxWidth) / 2, y: m.y, width: maxWidth, height: m.height)
    }

    /// The margins guide with corner adaptation: `.horizontal` moves the leading edge and
    /// `.vertical` the top edge clear of the window controls. Edges the safe area already
    /// insets (controls outside the content) do not move.
    public func margins(cornerAdaptation: CornerAdaptation) -> Rect { adapted(margins, cornerAdaptation) }

    /// The safe area with corner adaptation, as `safeArea(cornerAdaptation:)` in UIKit 26.
    public func safeArea(cornerAdaptation: CornerAdaptation) -> Rect { adapted(safeArea, cornerAdaptation) }

    /// The readable-content guide with corner adaptation.
    public func readableContent(cornerAdaptation: CornerAdaptation) -> Rect { adapted(readableContent, cornerAdaptation) }

    /// `region` moved clear of the window controls when they lie in the row it starts on: its
    /// leading edge past them and at least 16 pt in, or its top below them.
    private func adapted(_ region: Rect, _ cornerAdaptation: CornerAdaptation) -> Rect {
        guard cornerAdaptation != .none, let controls = windowControls,
              !controls.intersection(Rect(x: bounds.x, y: region.y, width: bounds.width, height: 1)).isEmpty else { return region }
        switch cornerAdaptation {
        case .none: return region
        case .horizontal:
            let clear = max(controls.maxX + 1, region.x + Int((Self.cornerInset / scale.pointsPerColumn).rounded(.up)))
            return region.inset(left: max(0, clear - region.x))
        case .vertical:
            return region.inset(top: max(0, controls.maxY - region.y))
        }
    }
}
