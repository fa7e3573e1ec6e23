/// Each column's navigation controller, and `showDetailViewController(_:sender:)`.
extension SplitViewController {
    /// What lays out and draws a column: its navigation controller, or the controller itself
    /// (the inspector, the compact column, a tab bar controller).
    func container(for column: Column) -> ViewController? { columnNavigations[column] ?? viewControllers[column] }

    /// `showDetailViewController(_:sender:)`: expanded, `vc` becomes the secondary column's
    /// controller and the secondary is shown; collapsed, it is pushed on the one stack (as the
    /// secondary's, so expanding puts it back in that column).
    func showDetail(_ vc: ViewController) {
        if viewControllers[.secondary] !== vc {
            setViewController(vc, for: .secondary)
            if !isCollapsed { relayout() }
        }
        show(.secondary)
    }
}
