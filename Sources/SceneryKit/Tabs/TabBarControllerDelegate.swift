/// What a tab bar controller asks and tells, as `UITabBarControllerDelegate` (iOS 18 tab API).
///
/// Order of calls when a tab is selected: `shouldSelectTab`, then (for a tab under a group with
/// a managing navigation controller) `displayedViewControllersFor` once per tab on the path
/// from that group down to the selected tab, then `didSelectTab`. Every method has a default.
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether `tab` may be selected now (by a key, a click or code). Default: true.
    func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool
    /// After the selection changed.
    func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?)
    /// Which view controllers `tab` puts on its managing group's navigation stack; return `[]`
    /// to leave the tab's own page out (the Library landing page while the sidebar shows).
    /// Default: `proposedViewControllers`.
    func tabBarController(_ tabBarController: TabBarController, displayedViewControllersFor tab: Tab,
                          proposedViewControllers: [ViewController]) -> [ViewController]
    /// After people hid or showed tabs while customising.
    func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab])
    /// After people reordered the children of `group` (nil: the top-level tabs).
    func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup?)
    /// Before the sidebar appears or goes (`sidebarVisibilityWillChange`): by `s`, by its
    /// button, or because the window got too narrow for it or wide enough again.
    func tabBarController(_ tabBarController: TabBarController, sidebarVisibilityWillChange isHidden: Bool)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {}
    public func tabBarController(_ tabBarController: TabBarController, displayedViewControllersFor tab: Tab,
                                 proposedViewControllers: [ViewController]) -> [ViewController] { proposedViewControllers }
    public func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab]) {}
    public func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup?) {}
    public func tabBarController(_ tabBarController: TabBarController, sidebarVisibilityWillChange isHidden: Bool) {}
}
