/// A button in a navigation bar, as `UIBarButtonItem`: a short title (a glyph or a word) and
/// what it does when clicked. A key that does the same is a key command of its controller.
public struct BarButtonItem {
    /// A glyph or a short word.
    public var title: String
    /// What a click does.
    public var action: () -> Void
    /// A pull-down menu a click shows under the button instead of running `action` (`UIBarButtonItem.menu`).
    public var menu: Menu?
    /// The key action that does what a click does: a button is one of three ways to a command
    /// (its key, and its item in the menu bar, are the others). The controller that shows the
    /// button offers the action as a key command; set it so that tests and the docs can find it.
    public var keyAction: KeyAction?
    /// Which button this is: copies of one item share it, so a popover's `sourceItem` finds
    /// the very button it was given (two buttons may share a title).
    public let identifier = BarButtonItem.nextIdentifier()

    /// Numbers in order of making; the engine runs on one thread.
    private nonisolated(unsafe) static var made = 0
    private static func nextIdentifier() -> Int {
        made &+= 1
        return made
    }

    /// A button titled `title` that runs `action`.
    public init(title: String, action: @escaping () -> Void) {
        self.title = title; self.action = action
    }

    /// A button titled `title` whose click pulls down `menu`.
    public init(title: String, menu: Menu) {
        self.title = title; self.action = {}; self.menu = menu
    }

    /// A button titled `title` that does what `keyAction`'s key does.
    public init(title: String, keyAction: KeyAction, action: @escaping () -> Void) {
        self.title = title; self.action = action; self.keyAction = keyAction
    }

    /// A button titled `title` whose click pulls down `menu`, as `keyAction`'s key does.
    public init(title: String, keyAction: KeyAction, menu: Menu) {
        self.title = title; self.action = {}; self.menu = menu; self.keyAction = keyAction
    }
}

extension BarButtonItem: CustomStringConvertible {
    /// How it reads in messages and test output: what it shows and does, not which copy it is.
    public var description: String {
        "BarButtonItem(\"\(title)\"" + (keyAction.map { ", \($0.name)" } ?? "") + (menu.map { ", menu \"\($0.title)\"" } ?? "") + ")"
    }
}

/// What a view controller shows in the navigation bar above it, as `UINavigationItem`.
public struct NavigationItem {
    /// Replaces the back button when set.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Buttons on the trailing side of the bar.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The title the *next* controller's back button shows for this one (UIKit's
    /// `backButtonTitle`); the controller's title when nil.
    public var backButtonTitle: String?
    /// An item with no buttons and the default back title.
    public init() {}
}
