import SceneryKit
import TerminalCanvas

/// A tape's attached display (`Attach external 80x24`) recorded as a cast of its own, on the
/// main recording's clock: its frames from the moment it attaches, its teardown when it detaches.
struct DisplayCastRecorder {
    let id: Int
    private(set) var size: Size
    private var encoder = AnsiFrameEncoder()
    private var cast: AsciicastWriter
    private var presented = Canvas(size: .zero)
    private(set) var isAttached = true

    init(id: Int, size: Size, title: String, at time: Double) {
        self.id = id
        self.size = size
        cast = AsciicastWriter(width: size.width, height: size.height, title: title)
        cast.event(time, "o", AnsiFrameEncoder.enter)
    }

    /// Records the display's frame at `time` if it changed.
    mutating func draw(_ sim: Simulator, at time: Double) {
        guard isAttached else { return }
        var canvas = Canvas(size: size)
        sim.renderDisplay(id, into: &canvas)
        guard canvas != presented else { return }
        presented = canvas
        let bytes = encoder.encode(canvas)
        if !bytes.isEmpty { cast.event(time, "o", bytes) }
    }

    /// The terminal ends: its cast closes as a terminal would be handed back.
    mutating func detach(at time: Double) {
        guard isAttached else { return }
        isAttached = false
        cast.event(time, "o", AnsiFrameEncoder.leave)
    }

    /// The cast so far.
    var text: String { cast.text }
}
