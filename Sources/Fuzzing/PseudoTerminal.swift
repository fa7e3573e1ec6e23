import Foundation

/// A pseudo-terminal to run `scenery run` in, as a person's terminal would: its output is
/// collected, its modes can be compared before and after. Used by the terminal-restore tests
/// and by the signal and kill categories of `make fuzz`.
public final class PseudoTerminal: @unchecked Sendable {
    public private(set) var master: Int32
    public let slave: Int32
    /// What the reader thread collects; shared with it, so it never touches `self`.
    private final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var bytes = Data()
        var stopping = false
        let finished = DispatchSemaphore(value: 0)
    }
    private let collected = Collected()

    public init(columns: UInt16 = 100, rows: UInt16 = 30) throws {
        var m: Int32 = 0, s: Int32 = 0
        var ws = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&m, &s, nil, nil, &ws) == 0 else { throw POSIXError(.EIO) }
        master = m; slave = s
        let box = collected, fd = m
        // Polls rather than blocking in read: a read in progress would keep the master open
        // after close(2), and the program on the terminal would never see its hang-up.
        let t = Thread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                box.lock.lock(); let stop = box.stopping; box.lock.unlock()
                if stop { break }
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&p, 1, 20) <= 0 { continue }
                let n = read(fd, &chunk, chunk.count)
                if n <= 0 { break }
                box.lock.lock(); box.bytes.append(contentsOf: chunk[0..<n]); box.lock.unlock()
            }
            box.finished.signal()
        }
        t.start()
    }

    public var output: String { collected.lock.lock(); defer { collected.lock.unlock() }; return String(decoding: collected.bytes, as: UTF8.self) }

    public func waitFor(_ text: String, seconds: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// The output once the program's last bytes are in: a program that exited may have written
    /// more than the reading thread has taken yet. Waits until nothing new came for 100 ms (at
    /// most `seconds`).
    public func settledOutput(seconds: Double = 2) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var count = -1
        while Date() < deadline {
            collected.lock.lock(); let now = collected.bytes.count; collected.lock.unlock()
            if now == count { break }
            count = now
            usleep(100_000)
        }
        return output
    }

    public func modes() -> termios { var t = termios(); tcgetattr(slave, &t); return t }
    public func write(_ s: String) { _ = s.withCString { Glibc.write(master, $0, strlen($0)) } }

    /// Gives the terminal a new size and tells `process` (SIGWINCH), as a terminal window does.
    public func resize(columns: UInt16, rows: UInt16, telling process: Process) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(process.processIdentifier, SIGWINCH)
    }

    public static func sameModes(_ a: termios, _ b: termios) -> Bool {
        a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
    }

    /// Starts `binary` with `arguments` on this terminal.
    public func launch(_ binary: String, _ arguments: [String], term: String = "xterm-256color",
                       environment: [String: String] = [:]) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments
        p.environment = ["TERM": term, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
            .merging(environment) { $1 }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        p.standardInput = handle; p.standardOutput = handle; p.standardError = handle
        try p.run()
        return p
    }

    /// Waits for `p` to end; a process still running then is killed, and false returned. A
    /// process that has exited counts at once, even before Foundation has reaped it (its
    /// monitoring can lag behind a busy fuzz process by seconds): it is a zombie in /proc.
    public static func waitExit(_ p: Process, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline {
            if hasExited(p.processIdentifier) { p.waitUntilExit(); return true }
            usleep(10_000)
        }
        if p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            return false
        }
        return true
    }

    /// Whether `pid` has exited and waits to be reaped (state `Z` in /proc/PID/stat).
    static func hasExited(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// Closes the terminal as closing its window does: the master side goes away, and the
    /// program on it sees a hang-up (EOF, EIO, and SIGHUP when it is its controlling terminal).
    public func hangUp() {
        guard master >= 0 else { return }
        stopReading()
        close(master)
        master = -1
    }

    private func stopReading() {
        collected.lock.lock(); collected.stopping = true; collected.lock.unlock()
        collected.finished.wait()
    }

    deinit {
        if master >= 0 { stopReading(); close(master) }
        close(slave)
    }
}
