import SceneryHost
import Foundation

/// This executable started again as a child, directly with `posix_spawn`: the benchmarks time
/// whole processes, and Foundation's `Process` adds tens of milliseconds of its own.
enum ChildProcess {
    /// This executable's path.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Starts this executable with `arguments`, its standard streams and files arranged by
    /// `streams`, in `environment` (`NAME=value`; nil for this process's). Returns the child's pid.
    static func spawn(_ arguments: [String], environment: [String]? = nil,
                      streams: (inout posix_spawn_file_actions_t) -> Void) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        streams(&actions)
        let me = executable
        let argv: [UnsafeMutablePointer<CChar>?] = ([me] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let failed = envp.map { posix_spawn(&pid, me, &actions, nil, argv, $0) } ?? posix_spawn(&pid, me, &actions, nil, argv, environ)
        guard failed == 0 else { throw CLIError("bench: cannot start \(arguments.first ?? "scenery"): \(String(cString: strerror(failed)))") }
        return pid
    }

    /// Waits for `pid` to end: its exit status and what it used (`ru_maxrss` is its peak memory).
    static func wait(_ pid: pid_t) -> (status: Int32, usage: rusage) {
        var status: Int32 = 0, usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return (status, usage)
    }
}
