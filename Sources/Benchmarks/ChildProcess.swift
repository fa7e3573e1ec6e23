import SceneryHost
import Foundation

/// Child processes of the benchmarks: this executable started again directly with
/// `posix_spawn` where a whole process is timed (Foundation's `Process` adds tens of
/// milliseconds of its own), and other tools run to their end where it is not.
enum ChildProcess {
    /// This executable's path.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// This program (or `executable`) with `arguments` on a new pseudo-terminal of `columns` ×
    /// `rows`, as a terminal window starts it: its process, and the terminal's master side (the
    /// caller closes it).
    static func spawnOnPseudoTerminal(_ arguments: [String], executable: String? = nil, columns: Int, rows: Int,
                                      environment: [String]) throws -> (pid: pid_t, master: Int32) {
        var master: Int32 = 0, slave: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw CLIError("bench: cannot open a pseudo-terminal") }
        let spawned = Result {
            try spawn(arguments, executable: executable, environment: environment) { actions in
                for fd in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
                posix_spawn_file_actions_addclose(&actions, master)
            }
        }
        close(slave)
        do { return (try spawned.get(), master) } catch { close(master); throw error }
    }

    /// Starts this executable (or `executable`) with `arguments`, its standard streams and
    /// files arranged by `streams`, in `environment` (`NAME=value`; nil for this process's).
    /// Returns the child's pid.
    static func spawn(_ arguments: [String], executable: String? = nil, environment: [String]? = nil,
                      streams: (inout posix_spawn_file_actions_t) -> Void) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        streams(&actions)
        let me = executable ?? Self.executable
        let argv: [UnsafeMutablePointer<CChar>?] = ([me] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let failed = envp.map { posix_spawn(&pid, me, &actions, nil, argv, $0) } ?? posix_spawn(&pid, me, &actions, nil, argv, environ)
        guard failed == 0 else { throw CLIError("bench: cannot start \(arguments.first ?? "scenery"): \(String(cString: strerror(failed)))") }
        return pid
    }

    /// Runs another program to its end (through Foundation: its time is not measured) and returns
    /// its exit status and what it printed on both streams, read from one pipe so that neither
    /// can fill while the other is waited on.
    static func output(of tool: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// Waits for `pid` to end: its exit status and what it used.
    static func wait(_ pid: pid_t) -> (status: Int32, usage: rusage) {
        var status: Int32 = 0, usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return (status, usage)
    }

    /// Waits for `pid` to end: its exit status and its own peak memory in KB. Not `ru_maxrss`:
    /// Linux counts in it the memory of the process that spawned it, as it stood at the spawn (a
    /// bench that holds a hundred megabytes of frames made every child look that big). The
    /// child's `VmHWM` is read every 2 ms until it ends, so a peak in its last 2 ms can be missed.
    static func waitMeasuringPeak(_ pid: pid_t) -> (status: Int32, peakKilobytes: Int) {
        var status: Int32 = 0, peak = 0
        while true {
            peak = max(peak, highWaterKilobytes(pid) ?? 0)
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid || (r < 0 && errno != EINTR) { break }
            usleep(2000)
        }
        return (status, peak)
    }

    /// `VmHWM` of a running process, in KB.
    static func highWaterKilobytes(_ pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}
