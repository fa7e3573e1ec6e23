import SceneryHost
import Foundation

/// The start-up figures behind `scenery bench`: `scenery run --fresh` in a 120×40
/// pseudo-terminal, from spawn to its first frame on the terminal, and the peak memory of the
/// whole session (the first screen, then Ctrl-Q). Besides the wall clock, the CPU time the
/// process used up to its first frame (user + system, from /proc): it does not grow when the
/// machine is busy (the wall clock read 135–269 ms under load against 10–15 ms idle).
enum StartupBench {
    struct Result {
        var firstFrameMillisecondsMedian: Double
        var firstFrameMillisecondsP95: Double
        /// CPU time (user + system) to the first frame, median; nil where /proc is not there.
        var firstFrameCPUMillisecondsMedian: Double?
        var peakKilobytes: Int
        /// The first screen's resident memory and, of it, what the process wrote itself (its
        /// private dirty pages: heap, stacks, relocated data — not the pages of its binary and
        /// libraries, which the kernel reads back from the files when it needs the room), median,
        /// in KB; nil where /proc cannot say.
        var firstScreenKilobytes: Int?
        var firstScreenPrivateKilobytes: Int?
        var runs: Int
    }

    static func measure(runs: Int = 5) throws -> Result {
        var times: [Double] = [], cpu: [Double] = [], peak = 0, resident: [Int] = [], own: [Int] = []
        for _ in 0..<max(1, runs) {
            let run = try once()
            times.append(run.milliseconds)
            if let c = run.cpuMilliseconds { cpu.append(c) }
            peak = max(peak, run.peakKilobytes)
            if let m = run.memory { resident.append(m.resident); own.append(m.private) }
        }
        times.sort()
        cpu.sort()
        func median(_ v: [Int]) -> Int? { v.isEmpty ? nil : v.sorted()[v.count / 2] }
        return Result(firstFrameMillisecondsMedian: FrameBench.percentile(times, 0.5), firstFrameMillisecondsP95: FrameBench.percentile(times, 0.95),
                      firstFrameCPUMillisecondsMedian: cpu.isEmpty ? nil : FrameBench.percentile(cpu, 0.5),
                      peakKilobytes: peak, firstScreenKilobytes: median(resident), firstScreenPrivateKilobytes: median(own), runs: times.count)
    }

    /// `pid`'s resident memory and the part it wrote itself (Rss and Private_Dirty of
    /// /proc/PID/smaps_rollup), in KB; nil where it cannot be read.
    static func memory(_ pid: pid_t) -> (resident: Int, private: Int)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            text.split(separator: "\n").first { $0.hasPrefix(name + ":") }.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
        }
        guard let rss = field("Rss"), let dirty = field("Private_Dirty") else { return nil }
        return (rss, dirty)
    }

    /// The CPU time `pid` has used, in milliseconds: its main thread's time on a CPU from
    /// /proc/PID/schedstat, in nanoseconds (the clock ticks of /proc/PID/stat are 10 ms, more
    /// than a start-up takes: they read 0), else utime and stime; nil where neither can be read.
    static func cpuMilliseconds(_ pid: pid_t) -> Double? {
        if let sched = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
           let ns = Double(sched.split(separator: " ").first ?? "") {
            return ns / 1_000_000
        }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After "pid (comm) ": state is field 3; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = Double(fields[11]), let stime = Double(fields[12]) else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ticks > 0 ? (utime + stime) / ticks * 1000 : nil
    }

    private static func once() throws -> (milliseconds: Double, cpuMilliseconds: Double?, peakKilobytes: Int,
                                           memory: (resident: Int, private: Int)?) {
        let state = NSTemporaryDirectory() + "scenery-bench-startup-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "XDG_STATE_HOME=" + state, "HOME=" + state, "PATH=/usr/bin:/bin"]
        let start = ContinuousClock.now
        let (pid, master) = try ChildProcess.spawnOnPseudoTerminal(["run", "--fresh"], columns: 120, rows: 40, environment: environment)
        defer { close(master) }
        // The first frame is one write: a cleared screen, then rows down to the hint bar's "quit".
        var seen: [UInt8] = [], firstFrame: Double?, firstFrameCPU: Double?
        var chunk = [UInt8](repeating: 0, count: 65536)
        let clear = Array("\u{1b}[2J".utf8), quit = Array("quit".utf8)
        while firstFrame == nil, ContinuousClock.now - start < .seconds(5) {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let n = read(master, &chunk, chunk.count)
            if n <= 0 { break }
            seen += chunk[0..<n]
            if let c = seen.firstRange(of: clear), seen[c.upperBound...].firstRange(of: quit) != nil {
                firstFrame = (ContinuousClock.now - start).inSeconds * 1000
                firstFrameCPU = cpuMilliseconds(pid)
            }
        }
        // Its own peak (`ChildProcess.waitMeasuringPeak` says why not `ru_maxrss`), read while it
        // runs: the first screen, then whatever quitting takes.
        // The first screen at rest: what it holds once it has drawn and settled.
        usleep(200_000)
        let atRest = memory(pid)
        var peak = ChildProcess.highWaterKilobytes(pid) ?? 0
        _ = write(master, [0x11], 1)  // Ctrl-Q
        // Drain until it has gone, so it never blocks writing its last bytes.
        var status: Int32 = 0
        var exited = false
        while !exited {
            peak = max(peak, ChildProcess.highWaterKilobytes(pid) ?? 0)
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 2) > 0, read(master, &chunk, chunk.count) <= 0 { break }
            exited = waitpid(pid, &status, WNOHANG) == pid
            if ContinuousClock.now - start > .seconds(10) { kill(pid, SIGKILL) }
        }
        if !exited { _ = ChildProcess.wait(pid) }
        guard let firstFrame else { throw CLIError("bench: scenery run showed no frame within 5 seconds") }
        return (firstFrame, firstFrameCPU, peak, atRest)
    }
}
