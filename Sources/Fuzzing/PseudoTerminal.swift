import Foundation

/// A pseudo-terminal to run `scenery run` in, as a person's terminal would: its output is
/// collected, its modes can be compared before and after. Used by the terminal-restore tests
/// and by the signal and kill categories of `make fuzz`.
public final class PseudoTerminal: @unchecked Sendable {
    public let master: Int32
    public let slave: Int32
    private let lock = NSLock()
    private var buffer = Data()

    public init(columns: UInt16 = 100, rows: UInt16 = 30) throws {
        var m: Int32 = 0, s: Int32 = 0
        var ws = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&m, &s, nil, nil, &ws) == 0 else { throw POSIXError(.EIO) }
        master = m; slave = s
        let t = Thread { [unowned self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(self.master, &chunk, chunk.count)
                if n <= 0 { break }
                self.lock.lock(); self.buffer.append(contentsOf: chunk[0..<n]); self.lock.unlock()
            }
        }
        t.start()
    }

    public var output: String { lock.lock(); defer { lock.unlock() }; return String(decoding: buffer, as: UTF8.self) }

    public func waitFor(_ text: String, seconds: Double = 15) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            usleep(20_000)
        }
        return false
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

    /// Waits for `p` to end; a process still running then is killed, and false returned.
    public static func waitExit(_ p: Process, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning && Date() < deadline { usleep(10_000) }
        if p.isRunning {
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            return false
        }
        return true
    }

    deinit { close(master); close(slave) }
}
