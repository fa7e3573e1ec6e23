/// Turns a window's size in points into size classes.
///
/// The generic rule (no device chosen) is the simulator's: horizontally regular from 640 pt
/// (80 columns at the standard scale), vertically compact below 400 pt (25 rows). While a
/// resize is in progress a class only flips once the width is three columns past the
/// threshold, so dragging a window across it does not flicker.
public enum SizeClassRule {
    /// Widths from this many points are regular (UIKit's 640 pt on a desktop-class window).
    public static let regularWidthThreshold = 640.0
    /// Heights under this many points are compact.
    public static let compactHeightThreshold = 400.0
    /// Hysteresis, in columns, applied while a resize is in progress.
    public static let hysteresisColumns = 3.0

    /// The horizontal size class of a window `width` points wide.
    public static func horizontal(width: Double, threshold: Double = regularWidthThreshold,
                                  previous: UserInterfaceSizeClass? = nil, isResizing: Bool = false,
                                  scale: CellScale = .standard) -> UserInterfaceSizeClass {
        guard isResizing, let previous, previous != .unspecified else {
            return width >= threshold ? .regular : .compact
        }
        let band = hysteresisColumns * scale.pointsPerColumn
        switch previous {
        case .regular: return width >= threshold - band ? .regular : .compact
        default: return width >= threshold + band ? .regular : .compact
        }
    }

    /// The vertical size class of a window `height` points tall.
    public static func vertical(height: Double) -> UserInterfaceSizeClass {
        height < compactHeightThreshold ? .compact : .regular
    }
}
