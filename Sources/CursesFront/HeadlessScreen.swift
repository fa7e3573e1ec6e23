import CNCurses
import Foundation
import TerminalCanvas

/// ncurses driven through `newterm` on a file instead of a terminal, at a size we choose.
///
/// Each `present` returns the exact bytes ncurses wrote for that frame, so a recording can
/// hold what a real terminal would have received. The output goes to an unlinked temporary
/// file (ncurses writes to a file descriptor, and a pipe could fill up on a large frame).
public final class HeadlessScreen {
    /// Why the headless screen could not start.
    public enum Failure: Error, CustomStringConvertible {
        /// The temporary file ncurses writes to could not be made.
        case cannotCreateOutput(String)
        /// terminfo has no entry for the terminal type asked for.
        case unknownTerminal(String)
        /// How it reads in messages and test output.
        public var description: String {
            switch self {
            case .cannotCreateOutput(let why): return "cannot create the headless screen's output file: \(why)"
            case .unknownTerminal(let t): return "terminfo has no entry for TERM '\(t)'; install ncurses-base or use xterm-256color"
            }
        }
    }

    /// The screen's size.
    public private(set) var size: Size
    /// The `TERM` it emulates (`xterm-256color` by default).
    public let terminalType: String
    private let screen: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let fd: Int32
    /// /dev/null, where `presentCountingBytes` writes an ANSI frame.
    private let discard: Int32
    private var offset: off_t = 0
    private let painter: FramePainter
    /// How its frames are written: what the live front would choose for `terminalType`, unless asked.
    public let drawing: TerminalDrawing
    private var closed = false

    /// Opens a headless screen of `size` for terminal type `term` (xterm-256color by default,
    /// so the bytes are the same on every machine), drawing as the live front would on that
    /// terminal, or as `drawing` says. It measures what the live front costs and writes
    /// (`scenery bench`, the round-trip tests); recordings use `AnsiFrameEncoder` directly.
    public init(size: Size, term: String = "xterm-256color", drawing preferred: TerminalDrawing? = nil) throws {
        HeadlessScreen.gate.acquire()
        var opened = false
        defer { if !opened { HeadlessScreen.gate.release() } }  // every failure below gives the gate back
        var template = Array((NSTemporaryDirectory() + "/scenery-headless-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw Failure.cannotCreateOutput(String(cString: strerror(errno))) }
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard discard >= 0, let out = fdopen(fd, "w+"), let inp = fopen("/dev/null", "r") else {
            Glibc.close(fd)
            if discard >= 0 { Glibc.close(discard) }
            throw Failure.cannotCreateOutput(String(cString: strerror(errno)))
        }
        self.fd = fd
        self.discard = discard
        self.output = out
        self.input = inp
        self.size = size
        self.terminalType = term
        var made: OpaquePointer? = nil
        var chosen: (TerminalDrawing, FramePainter)?
        withHeadlessCurses {
            made = newterm(term, out, inp)
            guard let made else { return }
            set_term(made)
            typeahead(-1)          // never stop an update to look for input: bytes must not depend on timing
            _ = resizeterm(Int32(size.height), Int32(size.width))
            configureScreen()
            leaveInitialState()
            chosen = TerminalDrawing.painter(output: out, preferring: preferred, environment: [:])
        }
        guard let made, let chosen else {
            fclose(out); fclose(inp); Glibc.close(discard)
            throw Failure.unknownTerminal(term)
        }
        opened = true
        self.screen = made
        (self.drawing, self.painter) = chosen
    }

    deinit { close() }

    /// Ends the screen (as a program exiting would) and returns the bytes that wrote.
    @discardableResult
    public func close() -> [UInt8] {
        guard !closed else { return [] }
        closed = true
        let bytes: [UInt8] = withHeadlessCurses {
            set_term(screen)
            endwin()
            let b = takeOutput()
            delscreen(screen)
            return b
        }
        fclose(output)
        fclose(input)
        Glibc.close(discard)
        HeadlessScreen.gate.release()
        return bytes
    }

    /// ncurses (the non-threaded build distributions ship) keeps per-terminal state in globals
    /// that `set_term` does not fully switch: two screens alive at once corrupt each other's
    /// output. So one headless screen exists at a time per process; a second waits for the first
    /// to close.
    static let gate = ScreenGate()

    /// Draws a frame and returns the bytes ncurses wrote for it.
    public func present(_ canvas: Canvas) -> [UInt8] {
        withHeadlessCurses {
            paintLocked(canvas)
            return takeOutput()
        }
    }

    /// Draws a frame and returns how many bytes were written for it, without reading them back:
    /// what a bench times, as a terminal is written to and never read from (`present(_:)`
    /// reads the bytes back from the screen's file, two more system calls and a copy). Drawn
    /// with `AnsiFrameEncoder`, the frame is one `write` to /dev/null, as the C floor's are: a
    /// file in /tmp cost a resize step 15% of its time in the file system's page cache.
    public func presentCountingBytes(_ canvas: Canvas) -> Int {
        withHeadlessCurses {
            if let ansi = painter as? AnsiPainter {
                selectLocked(sizedFor: canvas)
                return ansi.present(canvas, to: discard)
            }
            paintLocked(canvas)
            fflush(output)
            let end = lseek(fd, 0, SEEK_END)
            defer { offset = max(offset, end) }
            return end > offset ? Int(end - offset) : 0
        }
    }

    /// Changes the screen size, as a terminal resize would; the next frame repaints.
    public func resize(to newSize: Size) {
        withHeadlessCurses {
            set_term(screen)
            resizeLocked(newSize)
        }
    }

    /// The frame through the painter, at its size (inside `withHeadlessCurses`).
    private func paintLocked(_ canvas: Canvas) {
        selectLocked(sizedFor: canvas)
        painter.present(canvas)
    }

    /// This screen current, at `canvas`'s size.
    private func selectLocked(sizedFor canvas: Canvas) {
        set_term(screen)
        if canvas.size != size { resizeLocked(canvas.size) }
    }

    private func resizeLocked(_ newSize: Size) {
        size = newSize
        CursesScreenSize.follow(newSize, exactly: drawing != .ansi)
        painter.resized(to: newSize)
    }

    private func takeOutput() -> [UInt8] {
        fflush(output)
        let end = lseek(fd, 0, SEEK_END)
        guard end > offset else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(end - offset))
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, Int(end - offset), offset) }
        offset = end
        return n > 0 ? Array(bytes.prefix(n)) : []
    }
}

/// A binary semaphore that lets one headless screen live at a time.
final class ScreenGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var busy = false
    func acquire() {
        condition.lock()
        while busy { condition.wait() }
        busy = true
        condition.unlock()
    }
    func release() {
        condition.lock()
        busy = false
        condition.signal()
        condition.unlock()
    }
}

/// The headless screen always writes UTF-8, whatever the process locale, so recordings are the
/// same on every machine. The locale is switched for this thread only, for the ncurses call.
nonisolated(unsafe) private let utf8Locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)

private func withHeadlessCurses<T>(_ body: () throws -> T) rethrows -> T {
    try withCurses {
        guard let utf8Locale else { return try body() }
        let previous = uselocale(utf8Locale)
        defer { uselocale(previous) }
        return try body()
    }
}

/// ncurses flushes its output after every cursor move until the screen has been through
/// `endwin` once (it takes a screen that never was "running" for a low-level terminfo caller):
/// about 40 `write` calls a frame instead of one. A round trip through `endwin` and a refresh,
/// before anything is drawn, ends that.
func leaveInitialState() {
    endwin()
    doupdate()
}

/// The terminal modes both fronts use.
func configureScreen() {
    cbreak()
    noecho()
    nonl()
    intrflush(scenery_stdscr(), false)
    curs_set(0)
    if has_colors() {
        start_color()
        use_default_colors()
    }
    leaveok(scenery_stdscr(), true)
}
