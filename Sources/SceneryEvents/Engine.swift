import TerminalCanvas

/// The contract between the simulator and its fronts.
///
/// An engine is a pure function of events: fronts (the live terminal, the headless screen,
/// the recorder, tests) feed it the same `Event` values and get the same frames. It never
/// reads the wall clock or the terminal itself; time arrives as `.tick` events.
public protocol Engine: AnyObject {
    /// Applies one event. Resizes, keys, mouse and ticks all come through here.
    func handle(_ event: Event)
    /// Draws the current frame into `canvas`, whose size is the last size passed in a `.resize`.
    func render(into canvas: inout Canvas)
    /// True once the user asked to quit (Ctrl-Q).
    var isFinished: Bool { get }
    /// Draws what the attached terminal `id` shows (`.attachDisplay`) into `canvas`, sized as
    /// that terminal.
    func renderDisplay(_ id: Int, into canvas: inout Canvas)
    /// True after a `.tick` that would leave the last frame of `render(into:)` as it is: a front
    /// may skip drawing then (a live terminal at rest, a recording through a `Sleep`).
    var tickLeftFrameUnchanged: Bool { get }
    /// True when, after the last `.tick`, nothing will change with time alone: the last frame
    /// read no clock and nothing waits for a moment to pass (a resize settling). A live front may
    /// then wait for input instead of ticking, so an idle session does not wake ten times a
    /// second.
    var isAtRest: Bool { get }
}

extension Engine {
    /// An engine without attached displays draws them blank.
    public func renderDisplay(_ id: Int, into canvas: inout Canvas) { canvas.clear() }

    /// An engine that cannot tell draws after every tick.
    public var tickLeftFrameUnchanged: Bool { false }

    /// An engine that cannot tell is ticked as often as a front ticks.
    public var isAtRest: Bool { false }

    /// Feeds events in order and returns the frame at the end, at `size`.
    public func frame(size: Size, unicode: Bool = true) -> Canvas {
        var canvas = Canvas(size: size, unicode: unicode)
        render(into: &canvas)
        return canvas
    }
}
