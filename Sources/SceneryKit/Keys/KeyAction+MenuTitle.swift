/// The menu bar's titles for the built-in actions, as iPadOS 26 names its standard commands
/// (`Show Sidebar`, `Minimize`, `Close Window`); others are the hint title in title case.
extension KeyAction {
    /// `next column` → `Next Column`.
    public static func menuTitle(of title: String) -> String {
        title.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// By action name.
    static let menuTitles: [String: String] = {
        var titles = [
            "app.quit": "Quit Scenery", "app.help": "Keyboard Shortcuts", "app.traits": "Show Traits",
            "app.windowMode": "Move and Resize", "app.columnResize": "Resize Columns", "app.environment": "Environment Overrides",
            "list.open": "Open", "list.contextMenu": "Show Context Menu", "navigation.back": "Back",
            "split.nextColumn": "Next Column", "split.previousColumn": "Previous Column", "split.sidebars": "Show Sidebar",
            "split.secondaryOnly": "Full Width", "split.inspector": "Show Inspector", "split.dismiss": "Hide Sidebars",
            "tabs.focus": "Focus Tab Bar", "tabs.sidebar": "Show Sidebar", "tabs.more": "Back to More",
            "tabBar.edit": "Edit Tabs…", "tabBar.content": "Back to Content",
            "window.switcher": "Switch Window…", "window.next": "Next Window", "window.previous": "Previous Window",
            "window.arrangeMenu": "Arrange…", "window.minimize": "Minimize", "window.restore": "Bring Back Last Minimized",
            "window.close": "Close Window", "window.launcher": "New Window…", "window.openURL": "Open URL…",
            "window.rotate": "Rotate", "window.externalDisplay": "External Display",
            "window.toSecondDesktop": "Move to Desktop 2", "window.toMainDesktop": "Move to Desktop 1",
            "sheet.close": "Close", "sheet.larger": "Larger", "sheet.smaller": "Smaller",
        ]
        for preset in ArrangePreset.allCases where preset.key != nil { titles["window.arrange." + preset.rawValue] = preset.title }
        return titles
    }()
}
