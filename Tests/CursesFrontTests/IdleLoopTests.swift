import Foundation
import Fuzzing
import Testing

/// A session at rest sleeps until a byte, a socket or a signal wakes it (the engine says it is
/// at rest: no clock shown, nothing settling), instead of ticking ten times a second; a resize
/// or a key during the sleep is answered at once.
@Suite("The live loop at rest", .serialized)
struct IdleLoopTests {
    /// Voluntary context switches of every thread of `pid`: each is a wait that ended.
    static func wakeUps(_ pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last ?? "") } ?? 0)
        }
    }

    @Test("At rest the session wakes about once a second, not ten times; a resize and a key in the sleep are answered at once")
    func sleepsAtRest() throws {
        let pty = try PseudoTerminal()
        let p = try pty.launch(try #require(TestPaths.scenery), ["run", "--fresh", "--app", "Timer"], environment: ["XDG_STATE_HOME": NSTemporaryDirectory() + "scenery-idle-\(UUID().uuidString)"])
        defer { if p.isRunning { p.terminate() } }
        #expect(pty.waitFor("Timer"))
        usleep(1_500_000)  // the first frame's settling is over
        let before = Self.wakeUps(p.processIdentifier)
        usleep(3_000_000)
        let woke = Self.wakeUps(p.processIdentifier) - before
        // Ten a second before the loop slept at rest: 30 here. A second's sleep gives 3 or 4.
        #expect(woke <= 8, "the resting session woke \(woke) times in 3 s")
        // A resize, then a key, each in the middle of a sleep: a frame comes well within the second.
        func answered(within seconds: Double, _ act: () -> Void) -> Bool {
            let before = pty.output.utf8.count
            act()
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if pty.output.utf8.count > before { return true }
                usleep(10_000)
            }
            return false
        }
        usleep(500_000)
        #expect(answered(within: 0.3) { pty.resize(columns: 90, rows: 26, telling: p) }, "a resize while at rest waited for the sleep to end")
        usleep(1_500_000)
        #expect(answered(within: 0.3) { pty.write(" ") }, "a key while at rest waited for the sleep to end")
        pty.write("\u{11}")
        #expect(PseudoTerminal.waitExit(p))
    }
}
