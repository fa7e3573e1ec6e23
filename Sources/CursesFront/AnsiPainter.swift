import CNCurses
import Foundation
import SceneryEvents
import TerminalCanvas

/// Writes each frame as the bytes `AnsiFrameEncoder` makes for the cells that changed, in one
/// `write`. ncurses still sets the terminal up, reads keys and mouse, and gives the terminal back;
/// its `doupdate` is not asked to compare screens, which cost two thirds of a column step
/// (most of it working out the cheapest cursor motion, through terminfo's string parser, for
/// every changed stretch) and wrote no fewer bytes.
final class AnsiPainter: FramePainter {
    private var encoder: AnsiFrameEncoder
    private let output: UnsafeMutablePointer<FILE>
    /// Reused from frame to frame.
    private var bytes: [UInt8] = []

    init(terminal: AnsiFrameEncoder.Terminal, output: UnsafeMutablePointer<FILE>) {
        self.encoder = AnsiFrameEncoder(terminal: terminal)
        self.output = output
        bytes.reserveCapacity(16 * 1024)
    }

    /// Whether frames are wrapped in synchronized-output marks (the terminal said it has them).
    var isSynchronized = false

    func present(_ canvas: Canvas) { present(canvas, to: fileno(output)) }

    /// Encodes the frame and writes it to `fd` in one `write(2)` (the output stream's buffer
    /// would split a frame larger than it into three); returns the bytes written. A headless
    /// screen counting bytes passes /dev/null, as the C floor writes.
    @discardableResult
    func present(_ canvas: Canvas, to fd: Int32) -> Int {
        settleCurses()
        bytes.removeAll(keepingCapacity: true)
        if isSynchronized { bytes += SynchronizedOutput.begin }
        let start = bytes.count
        encoder.encode(canvas, into: &bytes)
        guard bytes.count > start else { return 0 }
        if isSynchronized { bytes += SynchronizedOutput.end }
        fflush(output)  // whatever ncurses wrote before goes first
        return bytes.withUnsafeBytes { FileOutput.write(fd, bytes: $0) == nil ? $0.count : 0 }
    }

    /// After a resize the terminal's content is unknown (ncurses says so too): the next frame is
    /// drawn whole over a cleared screen, in the same write.
    func resized(to size: Size) {
        encoder.invalidate()
        settleCurses()
    }

    /// ncurses' own screens stay blank, and it must not think they need showing: `wgetch`
    /// refreshes a touched window first, and after start-up or a resize that refresh clears the
    /// terminal — over the frame just drawn, or as a blank flash between two frames.
    private func settleCurses() {
        guard let win = scenery_stdscr() else { return }
        for screen in [win, scenery_curscr(), scenery_newscr()] { if let screen { clearok(screen, false) } }
        untouchwin(win)
    }

    func invalidate() { encoder.invalidate() }
}

extension AnsiFrameEncoder.Terminal {
    /// What the current terminfo entry can show, when it speaks ANSI: cursor addressing,
    /// forward moves and erase-to-end-of-line as ECMA-48 spells them, and no scroll when the
    /// last cell of the screen is written (auto margins come with the newline glitch). nil for
    /// any other terminal, which ncurses then drives. `colors` is ncurses' `COLORS`.
    static func current(colors: Int) -> Self? {
        func string(_ name: String) -> String? { scenery_terminfo_string(name).map { String(cString: $0) } }
        func flag(_ name: String) -> Bool { scenery_terminfo_flag(name) != 0 }
        guard string("cup") == "\u{1b}[%i%p1%d;%p2%dH", string("el") == "\u{1b}[K", string("cuf1") == "\u{1b}[C",
              !flag("am") || flag("xenl") else { return nil }
        var attributes: Attributes = []
        for (cap, attribute) in [("bold", Attributes.bold), ("dim", .dim), ("rev", .reverse), ("smul", .underline), ("sitm", .italic)]
            where string(cap) != nil {
            attributes.insert(attribute)
        }
        let depth = string("setaf") == nil ? ColorDepth.monochrome : ColorDepth(colors: colors)
        return Self(colorDepth: depth, attributes: attributes, erasesWithBackground: flag("bce"), sharesWidths: false)
    }
}
