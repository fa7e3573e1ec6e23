import TerminalCanvas

/// Receives a live session as it happens, for `scenery run --record`: what the live front
/// shows and reads, beside the ``Engine`` it drives. Here rather than in the front, so that a
/// recorder (the Tapes module's cast writer) needs no terminal library.
public protocol TerminalRecorder: AnyObject {
    /// The terminal's size once the front has started.
    func begin(size: Size)
    /// A frame, as it was just shown.
    func frame(_ canvas: Canvas)
    /// The terminal has a new size.
    func resized(to size: Size)
    /// A batch of input, decoded.
    func input(_ events: [Event])
}
