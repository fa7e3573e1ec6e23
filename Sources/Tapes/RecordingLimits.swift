import TerminalCanvas

/// The largest sizes a recording may ask for, checked where they enter (a tape's `Set`, a cast's
/// header and `"r"` events, `render`'s options) so that no hostile or mistyped number reaches an
/// allocation. Documented in docs/tapes.md and docs/pictures.md.
public enum RecordingLimits {
    /// A terminal of at most 2000 columns by 1000 rows, the same for tapes and casts.
    public static let largestTerminal = Size(width: 2000, height: 1000)
    /// `Set Padding`, `Margin`, `BorderRadius`, `WindowBarSize`: at most this many pixels.
    public static let largestPadding = 1000
    /// `Set FontSize` and `render --font-size`, in pixels.
    public static let fontSizes = 4...200

    /// Whether `size` is a terminal a recording may have: 1×1 up to ``largestTerminal``.
    public static func allows(_ size: Size) -> Bool {
        (1...largestTerminal.width).contains(size.width) && (1...largestTerminal.height).contains(size.height)
    }
}
