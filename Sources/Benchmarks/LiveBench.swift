import Foundation
import SceneryHost

/// `scenery bench --live`: a real program driven through a pseudo-terminal as a terminal drives
/// it — a resize sweep by `TIOCSWINSZ` and SIGWINCH (240→40→240 columns at 45 rows, one column a
/// step) and key steps typed as bytes (Scenery: Ctrl-R, then → and ← in turn, moving a column
/// separator at 160×45; the peers: `[` and `]`, moving their first column's edge) — each step
/// given until its frame has arrived and the terminal is quiet. What a person pays: the CPU the
/// whole process used over the phase (every thread, from /proc; the live loop, the idle time
/// between steps and the attach socket included) per step, and the bytes it wrote. The same for
/// `scenery run` and for the peers' live programs (``LivePeers``).
enum LiveBench {
    /// How long the terminal stays quiet before the next step is sent, in milliseconds: the
    /// pause after each step, which the bench's paced steps repeat in process.
    static let quietMilliseconds = 15
    /// A program to drive: how to start it, how to start its key steps, the bytes of each step
    /// (taken in turn), and how to quit it.
    struct Program {
        var name: String
        /// Nil: this executable (`scenery`).
        var executable: String?
        var arguments: [String]
        var environment: [String] = []
        var keySetup: [UInt8] = []
        var keySteps: [[UInt8]]
        /// Typed in turn, the terminal let settle after each.
        var quit: [[UInt8]]

        /// `scenery run` on Mail alone, fresh: Ctrl-R then → ← moves a column separator; Esc
        /// leaves the mode, Ctrl-Q quits.
        static let scenery = Program(name: "Scenery", arguments: ["run", "--fresh", "--app", "Mail"], keySetup: [0x12],
                                     keySteps: [Array("\u{1b}[C".utf8), Array("\u{1b}[D".utf8)], quit: [[0x1b], [0x11]])
    }

    /// One phase: its steps, CPU a step (µs), bytes a step.
    struct Phase { let steps: Int; let cpuMicroseconds: Double; let bytes: Int }
    struct Result {
        let sweep: Phase, keys: Phase
        /// CPU the idle session uses a second, in milliseconds (nothing typed, nothing changing).
        let idleCPUMillisecondsPerSecond: Double
    }

    /// The CPU time of every thread of `pid` in milliseconds (the sum of /proc/PID/task/*/schedstat,
    /// in nanoseconds), or, where that cannot be read, the process's utime and stime.
    static func processCPUMilliseconds(_ pid: pid_t) -> Double? {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0.0, read = false
        for t in tasks {
            guard let sched = try? String(contentsOfFile: "/proc/\(pid)/task/\(t)/schedstat", encoding: .utf8),
                  let ns = Double(sched.split(separator: " ").first ?? "") else { continue }
            total += ns / 1_000_000
            read = true
        }
        return read ? total : StartupBench.cpuMilliseconds(pid)
    }

    static func measure(_ program: Program, keySteps: Int = 200) throws -> Result {
        let state = NSTemporaryDirectory() + "scenery-bench-live-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_STATE_HOME=" + state, "HOME=" + state, "PATH=/usr/bin:/bin",
                           "XDG_RUNTIME_DIR=" + state] + program.environment
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let (pid, master) = try ChildProcess.spawnOnPseudoTerminal(program.arguments, executable: program.executable, columns: 240, rows: 45,
                                                                   environment: environment)
        defer { close(master) }
        defer { kill(pid, SIGKILL); _ = ChildProcess.wait(pid) }
        var bytes = 0
        var chunk = [UInt8](repeating: 0, count: 65536)
        /// Reads until nothing came for `quiet` ms (at most `longest` ms); the bytes read.
        @discardableResult
        func settle(quiet: Int = LiveBench.quietMilliseconds, longest: Int = 1000) -> Int {
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
        func send(_ b: [UInt8]) { _ = b.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }
        // The first frame, then the session at rest.
        guard settle(quiet: 500, longest: 20_000) > 0 else { throw CLIError("bench: \(program.name) showed no frame within 20 seconds") }
        func cpu() throws -> Double {
            guard let ms = processCPUMilliseconds(pid) else { throw CLIError("bench: cannot read the CPU time of \(program.name) (/proc)") }
            return ms
        }
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
        if !program.keySetup.isEmpty { send(program.keySetup); settle(quiet: 100) }
        let keys = try phase(keySteps) { i in send(program.keySteps[i % program.keySteps.count]) }
        for q in program.quit { send(q); settle(quiet: 100) }
        settle(quiet: 200, longest: 3000)
        return Result(sweep: sweep, keys: keys, idleCPUMillisecondsPerSecond: idle)
    }
}
