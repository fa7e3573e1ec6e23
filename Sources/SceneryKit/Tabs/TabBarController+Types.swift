/// How a tab bar controller shows its tabs: its modes and the places tabs are drawn.
extension TabBarController {
    /// `UITabBarController.Mode`.
    public enum Mode: String, Sendable, CaseIterable {
        /// The idiom and the window decide; always a tab bar; a sidebar where it fits.
        case automatic, tabBar, tabSidebar
    }
    /// Where the tabs are drawn now.
    public enum Placement: String, Sendable, CaseIterable {
        /// iPhone's bar at the bottom; iPad's at the top; Mac's toolbar; visionOS's ornament; the sidebar.
        case bottomBar, topBar, toolbar, ornament, sidebar
    }
}
