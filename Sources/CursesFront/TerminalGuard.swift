import CNCurses
import Foundation

// What the signal handlers may touch: plain globals, read and written without locks because
// a handler cannot take one. They are set once before the session starts.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
nonisolated(unsafe) private var continuedAfterStop: Int32 = 0
nonisolated(unsafe) private var resizePending: Int32 = 0
/// A pipe each handler writes a byte to, so that a loop waiting in `poll` wakes even when the
/// signal came just before the wait began (`wakeDescriptor`).
nonisolated(unsafe) private var wakeRead: Int32 = -1
nonisolated(unsafe) private var wakeWrite: Int32 = -1

/// Wakes a loop waiting on `TerminalGuard.wakeDescriptor`: safe in a signal handler (one
/// `write` to a non-blocking pipe; `errno` kept as the interrupted code left it).
private func wakeFromHandler() {
    guard wakeWrite >= 0 else { return }
    let saved = errno
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    errno = saved
}
nonisolated(unsafe) private var originalStderr: Int32 = -1
nonisolated(unsafe) private var stderrLog: Int32 = -1
nonisolated(unsafe) private var sessionActive: Int32 = 0
/// Where a crash writes its backtrace (a C string made before the session: a handler cannot allocate).
nonisolated(unsafe) private var crashLogPath: UnsafeMutablePointer<CChar>?
/// Names the app in the crash note and its crash folder (`scenery`, or a hosted app's identifier).
nonisolated(unsafe) private var crashAppName = "scenery"

/// Keeps the terminal safe while ncurses owns it.
///
/// - SIGINT (Ctrl-C), SIGTERM, SIGHUP and SIGQUIT (Ctrl-\) ask the event loop to stop; the loop then saves,
///   restores the terminal and exits as usual.
/// - Fatal signals (a crash, `fatalError`) restore the terminal from the handler, then die
///   with the same signal.
/// - While the session runs, standard error goes to a hidden file; after the restore its
///   content is printed, so a crash message lands on the normal screen, not the alternate one.
enum TerminalGuard {
    /// SIGQUIT (Ctrl-\\) too: left to the Swift runtime it would stop at its crash reporter's
    /// prompt with the terminal still in curses mode.
    static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// The stop signal received, or 0.
    static var receivedSignal: Int32 { pendingSignal }

    /// Whether the process was continued (SIGCONT, after Ctrl-Z and `fg`) since the last frame.
    /// ncurses redraws what it believes is on the screen when it resumes, which is not the frame
    /// shown when frames are ANSI bytes: the front then draws the next frame whole.
    static var continuedSinceLastFrame: Bool { continuedAfterStop != 0 }

    /// Reads `continuedSinceLastFrame` and clears it, for the frame that answers it.
    static func takeContinued() -> Bool {
        guard continuedAfterStop != 0 else { return false }
        continuedAfterStop = 0
        return true
    }

    static func begin(appIdentifier: String = "scenery") {
        pendingSignal = 0
        if appIdentifier != crashAppName, let old = crashLogPath { free(old); crashLogPath = nil }
        crashAppName = appIdentifier
        // A parent may have blocked signals (some process launchers do); we must see these.
        var set = sigset_t()
        sigemptyset(&set)
        for s in stopSignals + fatalSignals + [SIGWINCH] { sigaddset(&set, s) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        // Resizes are ours to read: ncurses installs its own handler only over the default, so
        // with ours in place it never resizes its screens behind our back (the ANSI path does
        // not draw through them). No SA_RESTART: a read waiting for keys returns at once.
        if wakeRead < 0 {
            var fds: [Int32] = [-1, -1]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                }
                (wakeRead, wakeWrite) = (fds[0], fds[1])
            }
        }
        resizePending = 0
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in resizePending = 1; wakeFromHandler() }
        sigemptyset(&resize.sa_mask)
        resize.sa_flags = 0
        sigaction(SIGWINCH, &resize, nil)
        for s in stopSignals { signal(s) { sig in pendingSignal = sig; wakeFromHandler() } }
        continuedAfterStop = 0
        signal(SIGCONT) { _ in continuedAfterStop = 1; wakeFromHandler() }
        for s in fatalSignals {
            signal(s) { sig in
                terminalGuardEmergencyRestore(signal: sig)
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
        var template = Array((NSTemporaryDirectory() + "/scenery-stderr-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        if fd >= 0 {
            unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
            originalStderr = dup(STDERR_FILENO)
            dup2(fd, STDERR_FILENO)
            stderrLog = fd
        }
        if crashLogPath == nil, let path = crashLogFile() { crashLogPath = strdup(path) }
        sessionActive = 1
    }

    /// `$XDG_STATE_HOME/APP/crashes/crash-PID.txt` (default `~/.local/state/…`), its folder
    /// made now; nil when it cannot be.
    private static func crashLogFile() -> String? {
        let env = ProcessInfo.processInfo.environment
        let state = env["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? ((env["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        let folder = state + "/\(crashAppName)/crashes"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                         attributes: [.posixPermissions: 0o700])) != nil else { return nil }
        return folder + "/crash-\(getpid()).txt"
    }

    /// Puts standard error back and prints what was written to it during the session.
    static func end() {
        sessionActive = 0
        releaseStderr()
        for s in stopSignals + fatalSignals + [SIGCONT, SIGWINCH] { signal(s, SIG_DFL) }
    }

    /// Readable once a stop signal, SIGWINCH or SIGCONT came since the last `drainWakes()`: a
    /// loop that waits in `poll` watches it beside its input (-1 before `begin`).
    static var wakeDescriptor: Int32 { wakeRead }

    /// Empties the wake pipe after a wait.
    static func drainWakes() {
        guard wakeRead >= 0 else { return }
        // On the stack: this runs after every wait of the live loop.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            while read(wakeRead, buffer.baseAddress, buffer.count) > 0 {}
        }
    }

    /// Whether the terminal was resized since the last call (SIGWINCH came).
    static func takeResize() -> Bool {
        guard resizePending != 0 else { return false }
        resizePending = 0
        return true
    }

    private static func releaseStderr() {
        guard originalStderr >= 0 else { return }
        dup2(originalStderr, STDERR_FILENO)
        if stderrLog >= 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            var offset: off_t = 0
            while true {
                let n = buffer.withUnsafeMutableBytes { pread(stderrLog, $0.baseAddress, 4096, offset) }
                if n <= 0 { break }
                _ = buffer.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, n) }
                offset += off_t(n)
            }
            Glibc.close(stderrLog)
            stderrLog = -1
        }
        Glibc.close(originalStderr)
        originalStderr = -1
    }

    fileprivate static func releaseStderrAfterCrash() { releaseStderr() }
}

// glibc's execinfo, which the Glibc module does not export.
@_silgen_name("backtrace")
private func glibcBacktrace(_ buffer: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ size: Int32) -> Int32
@_silgen_name("backtrace_symbols_fd")
private func glibcBacktraceSymbols(_ buffer: UnsafePointer<UnsafeMutableRawPointer?>, _ size: Int32, _ fd: Int32)

/// Called from a fatal-signal handler: leave curses mode, then show the captured errors.
private func terminalGuardEmergencyRestore(signal sig: Int32) {
    guard sessionActive == 1 else { return }
    sessionActive = 0
    endwin()
    // endwin restores the modes ncurses set; the mouse modes we switched on ourselves go too.
    let off = "\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1006l\u{1b}[?2004l\u{1b}[?25h"
    _ = off.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    TerminalGuard.releaseStderrAfterCrash()
    // The backtrace goes to the crash log: open, write and backtrace_symbols_fd allocate nothing.
    var whereTo = ""
    if let path = crashLogPath {
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        if fd >= 0 {
            let header = "\(crashAppName) crashed with signal \(sig)\n"
            _ = header.withCString { write(fd, $0, strlen($0)) }
            var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 64)
            let n = glibcBacktrace(&frames, 64)
            glibcBacktraceSymbols(&frames, n, fd)
            close(fd)
            whereTo = "; the backtrace is in " + String(cString: path)
        }
    }
    let note = "\(crashAppName): crashed (signal \(sig)); the terminal was restored\(whereTo)\n"
    _ = note.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
