/// `UISplitViewControllerDelegate` for the column styles. Every method has a default.
///
/// Order of the calls:
/// - a display-mode change while expanded: `willChangeTo` → `willHide`… → `willShow`… →
///   (the change) → `didHideColumn`… → `didShowColumn`…;
/// - collapsing: `topColumnForCollapsingToProposedTopColumn` → `willHide`… → (the stack is
///   built) → `splitViewControllerDidCollapse` → `didHideColumn`…;
/// - expanding: `displayModeForExpandingToProposedDisplayMode` → `willShow`… → (the columns
///   come back) → `splitViewControllerDidExpand` → `didShowColumn`….
/// Columns are listed leading to trailing; the inspector counts as a column (its sheet too).
public protocol SplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change while expanded.
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// A column is about to appear.
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// A column is about to disappear.
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    /// A column appeared.
    func splitViewController(_ svc: SplitViewController, didShowColumn column: SplitViewController.Column)
    /// A column disappeared.
    func splitViewController(_ svc: SplitViewController, didHideColumn column: SplitViewController.Column)
    /// Collapsing: the column to show on top of the stack (UIKit proposes the secondary).
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    /// Expanding: the display mode to expand to.
    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode
    /// The columns became one navigation stack.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The stack became columns again.
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, didShowColumn column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, didHideColumn column: SplitViewController.Column) {}
    /// Returns the proposed column.
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    /// Returns the proposed display mode.
    public func splitViewController(_ svc: SplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode { proposedDisplayMode }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
