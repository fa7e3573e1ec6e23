import SceneryHost
import Foundation
import Tapes

/// The recording figures behind `scenery bench`: how much faster than real time each tape
/// records in this process, and how fast a whole `scenery record` process is, start included.
enum RecordBench {
    struct TapeResult {
        var name: String
        /// The tape's length, on its virtual clock.
        var seconds: Double
        /// The first run in this process: set-up not yet warm (conformance caches, pages of code).
        var coldMilliseconds: Double
        /// The median and p95 of the runs after it.
        var millisecondsMedian: Double
        var millisecondsP95: Double
        var timesRealTime: Double { millisecondsMedian > 0 ? seconds * 1000 / millisecondsMedian : 0 }
    }

    struct ProcessResult {
        var name: String
        var seconds: Double
        var wallSeconds: Double
        var peakKilobytes: Int
        var timesRealTime: Double { wallSeconds > 0 ? seconds / wallSeconds : 0 }
    }

    /// Takes what a run writes and drops it: the figure is the run's own work, the cast's
    /// encoding included, without the disk.
    private final class Discard: TapeOutputStream {
        func cast(_ chunk: String) {}
        func frame(_ text: () -> String) {}
    }

    /// The `.tape` files in `folders`, by name; folders that do not exist are skipped.
    static func tapes(in folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasSuffix(".tape") }.sorted().map { (folder as NSString).appendingPathComponent($0) }
        }
    }

    /// Records `path` `runs` times in this process, as `scenery record` does but writing nothing.
    static func measure<App: SceneryApp>(_ path: String, runs: Int, app: App.Type) throws -> TapeResult {
        var times: [Double] = []
        var seconds = 0.0
        let clock = ContinuousClock()
        for _ in 0..<max(2, runs) {
            let tape = try TapeSupport.parse(path, keepingSteps: false)
            var result: TapeRunner.Result?
            let t = try clock.measure {
                let runner = App.tapeRunner(tape)
                runner.stream = Discard()
                result = try runner.runStreaming()
            }
            seconds = result?.duration ?? 0
            times.append(t.inSeconds * 1000)
        }
        let warm = times.dropFirst().sorted()
        return TapeResult(name: (path as NSString).lastPathComponent, seconds: seconds, coldMilliseconds: times[0],
                          millisecondsMedian: FrameBench.percentile(Array(warm), 0.5), millisecondsP95: FrameBench.percentile(Array(warm), 0.95))
    }

    /// Runs `scenery record` on a copy of `path` in a scratch folder (its outputs land there) and
    /// times the whole process, from spawn to exit; the peak memory is that child's.
    /// The median (by wall time) of `runs` whole processes: a single run of a picture tape
    /// moved by a fifth with the machine's load.
    static func wholeProcess(_ path: String, runs: Int) throws -> ProcessResult {
        let results = try (0..<max(1, runs)).map { _ in try wholeProcess(path) }.sorted { $0.wallSeconds < $1.wallSeconds }
        var median = results[results.count / 2]
        median.peakKilobytes = results.map(\.peakKilobytes).max() ?? median.peakKilobytes
        return median
    }

    static func wholeProcess(_ path: String) throws -> ProcessResult {
        let folder = NSTemporaryDirectory() + "scenery-bench-record-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = (path as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: path, toPath: folder + "/" + name)
        let log = folder + "/record.log"
        // The child starts in the scratch folder (the tape's outputs are relative to it).
        let here = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(here) }
        let start = ContinuousClock.now
        let pid = try ChildProcess.spawn(["record", name]) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let (status, peak) = ChildProcess.waitMeasuringPeak(pid)
        let wall = (ContinuousClock.now - start).inSeconds
        let printed = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else { throw CLIError("bench: scenery record \(name) failed: \(printed.suffix(300))") }
        // "recorded NAME: 20.0 s of tape in 0.071 s (282×)": the tape's length, from its own run.
        let line = printed.split(separator: "\n").first { $0.hasPrefix("recorded ") } ?? ""
        let seconds = line.range(of: ": ").flatMap { Double(line[$0.upperBound...].prefix { $0 != " " }) } ?? 0
        return ProcessResult(name: name, seconds: seconds, wallSeconds: wall, peakKilobytes: peak)
    }

    /// A tape of `commands` key presses (the list selection going down and up), for the memory
    /// a long recording needs: it must not grow with the tape's length.
    static func longTape(commands: Int) throws -> String {
        let path = NSTemporaryDirectory() + "scenery-bench-long-\(getpid()).tape"
        var text = "Output long.cast\nSet Width 120c\nSet Height 40c\n"
        text.reserveCapacity(commands * 6)
        for i in 0..<commands { text += i % 40 < 20 ? "Down\n" : "Up\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
