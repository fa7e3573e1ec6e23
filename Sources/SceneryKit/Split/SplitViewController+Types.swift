/// The split view's vocabulary: its styles, columns, display modes and split behaviours.
extension SplitViewController {
    /// One expanded column as laid out: where it is, where its content goes (under its bar,
    /// unless it draws its own), and how it sits among the others.
    struct ColumnRegion {
        let placed: PlacedColumn
        /// The whole column, on screen.
        let rect: Rect
        /// Where its controller draws and takes clicks.
        let content: Rect
    }

    /// `UISplitViewController.Style`: two columns (primary, secondary) or three (with a supplementary).
    public enum Style: Sendable, Hashable {
        /// Primary and secondary; three columns with a supplementary between them.
        case doubleColumn, tripleColumn
    }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable, CaseIterable, Hashable {
        /// The leading column (a sidebar, a list).
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary
        /// The content column.
        case secondary
        /// The controller shown instead of the stack when collapsed, if one is set.
        case compact
        /// The trailing inspector column (a sheet when there is no room for it).
        case inspector
    }
    /// `UISplitViewController.DisplayMode`; the actual `displayMode` is never `.automatic`.
    public enum DisplayMode: String, Sendable, CaseIterable {
        /// Let the split view choose from the width; the secondary column alone.
        case automatic, secondaryOnly
        /// One sidebar tiled beside the secondary; lying over it.
        case oneBesideSecondary, oneOverSecondary
        /// Two sidebars tiled beside the secondary; over it; pushing it aside.
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }
    /// `UISplitViewController.SplitBehavior`; the actual `splitBehavior` is never `.automatic`.
    public enum SplitBehavior: String, Sendable, CaseIterable {
        /// Chosen from the width; sidebars beside the secondary; over it; pushing it aside.
        case automatic, tile, overlay, displace
    }
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum ButtonVisibility: Sendable {
        /// Shown when sidebars can come and go; always; never.
        case automatic, always, never
    }
}
