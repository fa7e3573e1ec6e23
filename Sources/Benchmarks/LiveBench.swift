import Foundation
import SceneryHost

/// `scenery bench --live`: the real `scenery run`, driven through a pseudo-terminal as a
/// terminal drives it — a resize sweep by `TIOCSWINSZ` and SIGWINCH (Mail, 240→40→240 columns
/// at 45 rows, one column a step) and column steps typed as bytes (Ctrl-R, then → and ← in
/// turn at 160×45) — each step given until its frame has arrived and the terminal is quiet.
/// What a person pays: the CPU the process used over the phase (from /proc: the live loop, the
/// idle time between steps and the attach socket included) per step, and the bytes it wrote.
enum LiveBench {
    /// One phase: its steps, CPU a step (µs), bytes a step.
    struct Phase { let steps: Int; let cpuMicroseconds: Double; let bytes: Int }
    struct Result {
        let sweep: Phase, separator: Phase
        /// CPU the idle session uses a second, in milliseconds (nothing typed, nothing changing).
        let idleCPUMillisecondsPerSecond: Double
    }

    static func measure(separatorSteps: Int = 200) throws -> Result {
        let state = NSTemporaryDirectory() + "scenery-bench-live-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_STATE_HOME=" + state, "HOME=" + state, "PATH=/usr/bin:/bin",
                           "XDG_RUNTIME_DIR=" + state]
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let (pid, master) = try ChildProcess.spawnOnPseudoTerminal(["run", "--fresh", "--app", "Mail"], columns: 240, rows: 45,
                                                                   environment: environment)
        defer { close(master) }
        defer { kill(pid, SIGKILL); _ = ChildProcess.wait(pid) }
        var bytes = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        /// Reads until nothing came for `quiet` ms (at most `longest` ms); the bytes read.
        @discardableResult
        func settle(quiet: Int = 15, longest: Int = 1000) -> Int {
            let start = ContinuousClock.now
            var read = 0
            while ContinuousClock.now - start < .milliseconds(longest) {
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(quiet)) > 0 else { break }
                let n = Glibc.read(master, &chunk, chunk.count)
                if n <= 0 { break }
                read += n
            }
            bytes += read
            return read
        }
        // The first frame, then the session at rest.
        guard settle(quiet: 300, longest: 10_000) > 0 else { throw CLIError("bench: scenery run showed no frame within 10 seconds") }
        func cpu() throws -> Double {
            guard let ms = StartupBench.cpuMilliseconds(pid) else { throw CLIError("bench: cannot read the CPU time of scenery run (/proc)") }
            return ms
        }
        // Two seconds at rest: /proc counts CPU in clock ticks (10 ms), so a short look reads 0.
        let idleStart = try cpu(), idleClock = ContinuousClock.now
        settle(quiet: 2000, longest: 2000)
        let idle = (try cpu() - idleStart) / (ContinuousClock.now - idleClock).inSeconds

        func phase(_ steps: Int, _ step: (Int) -> Void) throws -> Phase {
            let c0 = try cpu(), b0 = bytes
            for i in 0..<steps {
                step(i)
                settle()
            }
            return Phase(steps: steps, cpuMicroseconds: (try cpu() - c0) * 1000 / Double(steps), bytes: (bytes - b0) / steps)
        }
        func resize(_ columns: Int, _ rows: Int) {
            var ws = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &ws)
            kill(pid, SIGWINCH)
        }
        let widths = Array(stride(from: 239, through: 40, by: -1)) + Array(41...240)
        let sweep = try phase(widths.count) { resize(widths[$0], 45) }
        resize(160, 45)
        settle(quiet: 300)
        _ = write(master, [0x12], 1)  // Ctrl-R: column-resize mode
        settle(quiet: 100)
        let arrows: [[UInt8]] = [Array("\u{1b}[C".utf8), Array("\u{1b}[D".utf8)]
        let separator = try phase(separatorSteps) { i in _ = arrows[i % 2].withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
        _ = write(master, [0x1b], 1)
        settle(quiet: 100)
        _ = write(master, [0x11], 1)  // Ctrl-Q
        settle(quiet: 200, longest: 3000)
        return Result(sweep: sweep, separator: separator, idleCPUMillisecondsPerSecond: idle)
    }
}
