/// Turns a window's size in points into size classes.
///
/// One rule for the `pad` idiom, with or without a device profile: horizontally regular from
/// 678 pt, the narrowest regular width in the HIG's multitasking table (the 12.9″ half split;
/// every wider split in it is regular and every narrower one compact, down to the 13″ portrait
/// 2/3 at 647 pt) — 85 columns at the standard scale. Without a device the window is also
/// vertically compact below 400 pt (25 rows). While a resize is in progress a class only flips
/// once the width is three columns past the threshold, so dragging a window across it does not
/// flicker. Phones decide by model (`DeviceProfile.traits`); Mac and Vision Pro are regular.
public enum SizeClassRule {
    /// Widths from this many points are regular (see the type's comment for why 678 pt).
    public static let regularWidthThreshold = 678.0
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
