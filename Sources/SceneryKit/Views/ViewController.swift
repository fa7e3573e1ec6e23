import TerminalCanvas

/// What a view controller needs to know while it draws.
public struct DrawContext {
    /// True when keyboard focus is in this view controller.
    public var isFocused: Bool
    public var theme: Theme
    public init(isFocused: Bool, theme: Theme = .standard) {
        self.isFocused = isFocused; self.theme = theme
    }
}

/// The base of every screen of content, as `UIViewController` is in UIKit.
///
/// A view controller draws itself into a rectangle of a canvas and handles the keys and
/// mouse events that reach it while it has focus. Containers (split view, navigation,
/// tabs) forward to their children.
open class ViewController {
    /// The title shown in navigation bars and window title bars.
    open var title: String
    /// The container this view controller is a child of, if any.
    public internal(set) weak var parent: ViewController?

    public init(title: String = "") { self.title = title }

    /// Draws the content into `rect`. The canvas clip is already set to `rect`.
    open func draw(in canvas: inout Canvas, rect: Rect, context: DrawContext) {}

    /// Handles a key; returns true when it was used.
    open func handleKey(_ key: KeyEvent) -> Bool { false }

    /// Handles a mouse event inside `rect` (the rectangle it was last drawn in).
    open func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { false }
}
