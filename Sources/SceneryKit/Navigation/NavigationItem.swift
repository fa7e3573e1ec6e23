/// A button in a navigation bar, as `UIBarButtonItem`: a short title (a glyph or a word) and
/// what it does when clicked. A key that does the same is a key command of its controller.
public struct BarButtonItem {
    public var title: String
    public var action: () -> Void

    public init(title: String, action: @escaping () -> Void) {
        self.title = title; self.action = action
    }
}

/// What a view controller shows in the navigation bar above it, as `UINavigationItem`.
public struct NavigationItem {
    /// Replaces the back button when set.
    public var leftBarButtonItems: [BarButtonItem] = []
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The title the *next* controller's back button shows for this one (UIKit's
    /// `backButtonTitle`); the controller's title when nil.
    public var backButtonTitle: String?
    public init() {}
}
