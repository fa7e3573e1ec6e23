import TerminalCanvas

/// Whether anything drawn in a frame read the clock.
final class ClockReads {
    var happened = false
}

/// What a view controller needs to know while it draws.
public struct DrawContext {
    /// True when keyboard focus is in this view controller.
    public var isFocused: Bool
    /// The theme of the frame.
    public var theme: Theme
    /// Seconds on the simulator's injected clock. Reading it tells the simulator this frame
    /// changes with time: a tick then draws it again (otherwise a recording may skip the tick).
    public var time: Double {
        get { clockReads?.happened = true; return clock }
        set { clock = newValue }
    }
    private var clock: Double
    /// Notes that the frame read the clock; the simulator's, nil in a context made by hand.
    var clockReads: ClockReads?
    /// The keys each action answers, for text that names a key (a footer, an empty state).
    public var keyBindings: KeyBindings
    /// The window being drawn, with damage tracking on: list and text views nothing changed in
    /// are copied from its last frame (`drawCopyingIfUnchanged`). Nil in a context made by hand.
    /// Not retained: a context lives inside the window's drawing.
    unowned(unsafe) var drawingWindow: Window?
    /// What the split view around lays over the cells after they are drawn.
    var contentMarks = ContentMarks()
    /// A context for drawing, focused or not.
    public init(isFocused: Bool, theme: Theme = .standard, time: Double = 0, keyBindings: KeyBindings = KeyBindings()) {
        self.isFocused = isFocused; self.theme = theme; self.clock = time; self.keyBindings = keyBindings
    }

    /// How the bar writes the first key of `action` now (`^S`), or `—` when it has none.
    public func key(_ action: KeyAction) -> String { keyBindings.label(for: action) }

    /// The same context with focus set (a container passing it to a child).
    public func focused(_ isFocused: Bool) -> DrawContext {
        var c = self
        c.isFocused = isFocused
        return c
    }
}
