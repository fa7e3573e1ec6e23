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
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, didShowColumn column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, didHideColumn column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column
    func splitViewController(_ svc: SplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, didShowColumn column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, didHideColumn column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
        -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: SplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode)
        -> SplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
