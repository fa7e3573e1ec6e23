import CNCurses
import Foundation
import SceneryEvents
import TerminalCanvas

/// The live front: ncurses on the user's terminal, feeding the engine events and drawing
/// one frame per batch of input.
public final class LiveTerminal {
    /// Why the terminal cannot be taken over, each with what to do.
    public enum Failure: Error, CustomStringConvertible {
        /// Standard input or output is not a terminal (a pipe, a file, CI).
        case notATerminal
        /// `TERM` is not set.
        case noTermVariable
        /// terminfo has no entry for `TERM`.
        case unknownTerminal(String)
        /// The terminal cannot move the cursor (`TERM=dumb`).
        case noCursorAddressing(String)
        /// ncurses refused to start, with its reason.
        case cannotStart(String)

        /// How it reads in messages and test output.
        public var description: String {
            switch self {
            case .notATerminal:
                return "run needs an interactive terminal, but \(isatty(STDIN_FILENO) == 1 ? "standard output" : "standard input") is not a tty; "
                    + "use 'scenery snapshot' for a text frame or 'scenery bench' for figures"
            case .noTermVariable:
                return "TERM is not set, so the terminal type is unknown; set it, for example TERM=xterm-256color"
            case .unknownTerminal(let t):
                return "terminfo has no entry for TERM='\(t)'; run with TERM=xterm-256color "
                    + "(or install the entry: apt-get install ncurses-term)"
            case .noCursorAddressing(let t):
                return "TERM='\(t)' cannot move the cursor, so no screen can be drawn on it; "
                    + "run in a full terminal, for example with TERM=xterm-256color"
            case .cannotStart(let why):
                return "ncurses could not start: \(why)"
            }
        }
    }

    /// How the session ended.
    public enum Ending: Equatable {
        /// Ctrl-Q: the engine finished.
        case quit
        /// A stop signal arrived (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or the terminal went away
        /// (`.signal(SIGHUP)`, whether or not the signal itself came).
        case signal(Int32)
    }

    /// The terminal's size now; it follows resizes.
    public private(set) var size = Size(width: 80, height: 24)
    /// Whether the locale is UTF-8: without it, frames are drawn in ASCII.
    public private(set) var unicode = true
    private var screen: OpaquePointer?
    /// The stream ncurses writes the screen to. Mode switches go through it too, flushed at once:
    /// `putp` writes to the C library's `stdout`, a different buffer, which reached the terminal
    /// only at exit, so drag tracking and SGR mouse were never on during a session.
    private var output: UnsafeMutablePointer<FILE>?
    private var painter: FramePainter?
    /// How frames reach this terminal (ANSI bytes, or ncurses' own updates); set by `start()`.
    public private(set) var drawing: TerminalDrawing = .ansi
    /// Told whether the terminal's background is light when it answers the background query
    /// (`TerminalBackground`); set before `start()` to ask at all.
    public var backgroundDidAnswer: ((_ isLight: Bool) -> Void)?
    private var decoder = KeyDecoder()
    /// When the last byte arrived: an unfinished paste is given as it is after a pause.
    private var lastInput = ContinuousClock.now
    /// How long an unfinished bracketed paste waits for its end marker after the last byte.
    static let pasteTimeout: Duration = .milliseconds(300)
    /// Set when the terminal hung up: nothing more is written to it.
    public private(set) var hasHungUp = false

    private let recorder: TerminalRecorder?
    private let appIdentifier: String

    /// With a recorder, each frame drawn, each resize and each batch of input is handed to it
    /// as it happens (`scenery run --record`). `appIdentifier` names the app in a crash note and
    /// its crash folder (`$XDG_STATE_HOME/APP/crashes/`).
    public init(recorder: TerminalRecorder? = nil, appIdentifier: String = "scenery") {
        self.recorder = recorder
        self.appIdentifier = appIdentifier
    }

    /// Whether standard input and output are both a terminal, which `start()` needs first.
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Checks the terminal and takes it over. Throws with a clear reason when it cannot.
    public func start() throws {
        guard Self.isInteractive else { throw Failure.notATerminal }
        guard let term = ProcessInfo.processInfo.environment["TERM"], !term.isEmpty else { throw Failure.noTermVariable }
        setlocale(LC_ALL, "")
        unicode = String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingOccurrences(of: "-", with: "") == "UTF8"
        var err: Int32 = 0
        // The terminal's real size (the window-size ioctl) wins over COLUMNS/LINES from the
        // environment, which are stale in a shell that was resized, or set by hand.
        use_env(true)
        use_tioctl(true)
        if setupterm(term, STDOUT_FILENO, &err) != OK { throw Failure.unknownTerminal(term) }
        guard scenery_has_cursor_addressing() != 0 else { throw Failure.noCursorAddressing(term) }
        TerminalGuard.begin(appIdentifier: appIdentifier)
        try withCurses {
            guard let out = fdopen(STDOUT_FILENO, "w"), let inp = fdopen(STDIN_FILENO, "r"),
                  let s = newterm(term, out, inp) else {
                TerminalGuard.end()
                throw Failure.cannotStart("newterm failed for TERM=\(term)")
            }
            screen = s
            output = out
            set_term(s)
            configureScreen()
            // Every key is read as the terminal's bytes and decoded by `KeyDecoder`, the decoder
            // tapes and attach use: one key table, whatever terminfo says (and no keypad mode,
            // so the terminal sends its normal-mode sequences, which the decoder knows).
            keypad(scenery_stdscr(), false)
            setProgramModes()
            leaveInitialState()  // one write a frame, not one per cursor move
            forgetCursesMouse()
            emit(Self.modesOn)
            size = Size(width: Int(scenery_cols()), height: Int(scenery_lines()))
            (drawing, painter) = TerminalDrawing.painter(output: out)
            if drawing == .ansi, SynchronizedOutput.shouldAsk(term: term, environment: ProcessInfo.processInfo.environment) {
                emit(SynchronizedOutput.query)  // answered as typed bytes: see feed(_:)
            }
            if backgroundDidAnswer != nil, TerminalBackground.shouldAsk(term: term, environment: ProcessInfo.processInfo.environment) {
                emit(TerminalBackground.query)  // answered as typed bytes too
            }
        }
        recorder?.begin(size: size)
    }

    /// Mouse reports are read by Scenery's own decoder, the same on every `TERM`. ncurses
    /// decodes them only where terminfo's `kmous` matches what the terminal sends: under
    /// `xterm-256color` (`kmous=\E[<`) it took SGR reports and gave only the left button,
    /// so a right click did nothing there while `screen` (`kmous=\E[M`) passed the same bytes
    /// through. No mouse mask is asked for and every `KEY_MOUSE` string is removed, so the
    /// reports reach `feed(_:)` as typed bytes; the modes are switched on by `modesOn`.
    private func forgetCursesMouse() {
        define_key(nil, KEY_MOUSE)
        for prefix in ["\u{1b}[<", "\u{1b}[M"] { define_key(prefix, 0) }
    }

    /// Button-event tracking (drags), then any-event tracking (moves with no button, for the
    /// pointer cue; a terminal without it keeps the first), in SGR encoding whatever terminfo's
    /// XM says, and bracketed paste.
    private static let modesOn = "\u{1b}[?1002h\u{1b}[?1003h\u{1b}[?1006h\u{1b}[?2004h"

    /// cbreak mode keeps XON/XOFF flow control, which would swallow Ctrl-Q (our quit key) and
    /// Ctrl-S. Switch it off and make that part of ncurses' program mode; endwin restores the
    /// shell's modes, flow control included. ISIG goes too, so a pasted 0x03 is text, not
    /// SIGINT: Ctrl-C, Ctrl-\ and Ctrl-Z typed as keys raise their signals here instead.
    /// Output processing goes as well (as tmux and vim do): ncurses has turned newline
    /// translation and tab expansion off already, so it changed no byte, but the kernel still
    /// looked at every byte of every frame for them (4% of a live step's CPU, by perf).
    private func setProgramModes() {
        var t = termios()
        guard tcgetattr(STDIN_FILENO, &t) == 0 else { return }
        t.c_iflag &= ~tcflag_t(IXON)
        t.c_lflag &= ~tcflag_t(ISIG)
        if t.c_oflag & tcflag_t(ONLCR | OCRNL | ONLRET | OLCUC) == 0, t.c_oflag & tcflag_t(TABDLY) == tcflag_t(TAB0) {
            t.c_oflag &= ~tcflag_t(OPOST)
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &t)
        def_prog_mode()
    }

    /// Writes control sequences to the terminal now, in order with what ncurses wrote before.
    private func emit(_ sequence: String) {
        guard let output else { return }
        fflush(output)
        fputs(sequence, output)
        fflush(output)
    }

    /// Gives the terminal back exactly as it was. Safe to call twice.
    public func stop() {
        guard let s = screen else { return }
        withCurses {
            set_term(s)
            if !hasHungUp { emit("\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?2004l") }
            if !hasHungUp, scenery_has_alternate_screen() == 0, let win = scenery_stdscr() {
                // No alternate screen to leave (TERM=linux, vt100): clear the last frame, so the
                // shell's prompt is not drawn over it; endwin puts the cursor on the bottom row.
                wclear(win)
                wrefresh(win)
            }
            endwin()
            delscreen(s)
        }
        screen = nil
        output = nil
        fflush(nil)
        TerminalGuard.end()
    }

    /// Runs the engine until it finishes or a stop signal arrives. `clock` gives seconds
    /// since start for `.tick` events; a companion (the display server of `scenery attach`)
    /// adds the events of other terminals and is told of each frame.
    public func run(_ engine: Engine, companion: LiveCompanion? = nil, clock: () -> Double) -> Ending {
        engine.handle(.resize(size))
        draw(engine)
        companion?.didDraw(engine)
        while true {
            // At rest (nothing on the clock, nothing settling) the loop sleeps until a byte, a
            // companion's socket or a signal wakes it, up to a second; else it ticks every 100 ms.
            // A companion that cannot name its descriptors keeps the 100 ms tick.
            let watched: [Int32]? = companion == nil ? [] : companion?.watchedDescriptors
            let wait = engine.isAtRest && watched != nil ? Self.restingWait : Self.tickInterval
            let events = readEvents(waitingUpTo: wait, watching: watched ?? []) + (companion?.pendingEvents() ?? [])
            if TerminalGuard.receivedSignal != 0 {
                if TerminalGuard.receivedSignal == SIGHUP { hasHungUp = TerminalHangUp.hasHappened() }
                return .signal(TerminalGuard.receivedSignal)
            }
            if hasHungUp { return .signal(SIGHUP) }
            if !events.isEmpty { recorder?.input(events) }
            for e in events {
                engine.handle(e)
                if engine.isFinished { return .quit }
            }
            engine.handle(.tick(clock()))
            if engine.isFinished { return .quit }  // an engine may end on its own (an attached display's simulator quit)
            // At rest most turns only move the clock: no frame to make when nothing shows it.
            if !engine.tickLeftFrameUnchanged || TerminalGuard.continuedSinceLastFrame { draw(engine) }
            companion?.didDraw(engine)
        }
    }

    private func draw(_ engine: Engine) {
        if TerminalGuard.takeContinued() {
            // Back from Ctrl-Z: ncurses left the terminal and came back, which switched the
            // mouse reporting off and showed its own idea of the screen.
            withCurses {
                emit(Self.modesOn)
                painter?.invalidate()
            }
        }
        var canvas = Canvas(size: size, unicode: unicode)
        engine.render(into: &canvas)
        // Recorded before it is shown: whatever the terminal shows is already in the file.
        recorder?.frame(canvas)
        withCurses { painter?.present(canvas) }
    }

    /// How often the loop ticks while something moves with time (a clock shown, a resize
    /// settling), in milliseconds.
    static let tickInterval: Int32 = 100
    /// The longest a session at rest sleeps between turns, in milliseconds.
    static let restingWait: Int32 = 1000

    /// Waits up to `wait` ms for input (or for one of `others` to be readable, or a signal),
    /// then drains everything pending: a storm of keys or resizes becomes one batch and one frame.
    func readEvents(waitingUpTo wait: Int32 = tickInterval, watching others: [Int32] = []) -> [Event] {
        // The wait holds no lock: ncurses is not touched until something is there to read. An
        // unfinished paste ends after a pause, so it is looked at every tick.
        var watched = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
        for fd in others + [TerminalGuard.wakeDescriptor] where fd >= 0 { watched.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&watched, nfds_t(watched.count), decoder.isInUnfinishedPaste ? min(wait, Self.tickInterval) : wait)
        if let wake = watched.last, wake.fd == TerminalGuard.wakeDescriptor, wake.revents != 0 { TerminalGuard.drainWakes() }
        // Bytes, or a terminal that is gone (a hang-up on its descriptor): the read says which.
        let typed = watched[0].revents != 0
        return withCurses {
            guard scenery_stdscr() != nil else { return [] }
            var events: [Event] = []
            var bytes: [UInt8] = []
            var readAny = false
            if typed {
                switch TypedInput.readAvailable(STDIN_FILENO, into: &bytes) {
                case .gone: hasHungUp = true
                case .read(let n): readAny = n > 0
                }
            }
            // A sequence cut between reads (a slow link) waits for its rest, up to `escapeDelay`
            // a piece, before a lone Esc is taken as the key, as ncurses' ESCDELAY did.
            events += feed(&bytes)
            while readAny, decoder.hasPending, !decoder.isInUnfinishedPaste, FileInput.isReadable(STDIN_FILENO, waiting: Self.escapeDelay),
                  case .read(let n) = TypedInput.readAvailable(STDIN_FILENO, into: &bytes), n > 0 {
                events += feed(&bytes)
            }
            events += decoder.flush()
            // A SIGWINCH: the terminal's new size, asked of the terminal itself.
            if TerminalGuard.takeResize(), let now = Self.windowSize(), now != size { events += resized(to: now) }
            // The clock is read once a batch, not once a byte (a paste is a megabyte of them); an
            // unfinished paste ends after a pause with no bytes.
            if readAny {
                lastInput = .now
            } else if decoder.isInUnfinishedPaste, ContinuousClock.now - lastInput > Self.pasteTimeout {
                events += decoder.finishPaste()
            }
            return Self.raisingTypedSignals(events)
        }
    }

    /// With ISIG off, the terminal sends Ctrl-C, Ctrl-\ and Ctrl-Z as bytes: typed as keys
    /// (not inside a paste) they do what the terminal would have done, raising SIGINT, SIGQUIT
    /// or SIGTSTP, so a session still stops, saves or suspends as before.
    static func raisingTypedSignals(_ events: [Event]) -> [Event] {
        events.filter { event in
            guard case .key(let key) = event, key.modifiers == .control, case .character(let c) = key.key else { return true }
            switch c {
            case "c": raise(SIGINT)
            case "\\": raise(SIGQUIT)
            case "z": raise(SIGTSTP)
            default: return true
            }
            return false
        }
    }

    /// Hands typed bytes to the decoder, once the terminal's answer about synchronized output
    /// (if it is among them) has been taken out and acted on.
    private func feed(_ bytes: inout [UInt8]) -> [Event] {
        defer { bytes.removeAll() }
        if let has = SynchronizedOutput.takeAnswer(from: &bytes) { (painter as? AnsiPainter)?.isSynchronized = has }
        if let light = TerminalBackground.takeAnswer(from: &bytes) { backgroundDidAnswer?(light) }
        return decoder.feed(bytes)
    }

    /// How long a sequence cut between reads may take to finish: sequences arrive faster than
    /// this, and Esc must still feel instant.
    static let escapeDelay: Int32 = 25

    /// The terminal is now `newSize`. ncurses' screens follow only where it draws through them:
    /// on the ANSI path a resize reallocates nothing.
    private func resized(to newSize: Size) -> [Event] {
        size = newSize
        CursesScreenSize.follow(newSize, exactly: drawing != .ansi)
        painter?.resized(to: size)
        recorder?.resized(to: size)
        return [.resize(size)]
    }

    /// The terminal's size from the window-size ioctl, or nil when it cannot say.
    static func windowSize() -> Size? {
        var ws = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }
}

/// Runs beside the live terminal's loop: brings in events from elsewhere (another terminal)
/// and hears of every frame drawn.
public protocol LiveCompanion: AnyObject {
    /// Events that arrived since the last call; asked once per turn of the loop (every 100 ms,
    /// or as soon as one of `watchedDescriptors` is readable).
    func pendingEvents() -> [Event]
    /// The descriptors whose input brings events (its sockets): a loop at rest sleeps until one
    /// is readable, up to a second. Nil (the default): it is asked every 100 ms.
    var watchedDescriptors: [Int32]? { get }
    /// The engine just drew a frame for this terminal.
    func didDraw(_ engine: Engine)
}

extension LiveCompanion {
    /// A companion that cannot say is asked every 100 ms.
    public var watchedDescriptors: [Int32]? { nil }
}

