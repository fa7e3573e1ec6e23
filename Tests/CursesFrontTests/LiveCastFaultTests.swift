import Foundation
import SceneryEvents
import TerminalCanvas
import Testing
@testable import Tapes

/// `run --record`'s cast, written while the session runs, with each open, write and fsync
/// failing in turn: what was written before the failure stays a readable cast, the failure is
/// kept (the session then says the recording is incomplete, and why), nothing more is written.
@Suite("Write faults: live recordings")
struct LiveCastFaultTests {
    static let errors: [(Int32, String)] = [(EIO, "EIO"), (ENOSPC, "ENOSPC"), (EACCES, "EACCES"), (EROFS, "EROFS")]

    /// Records three frames under `plan` into a fresh file: the recorder (nil when it could not
    /// open), the file's lines, and the error of opening.
    func record(_ plan: FileFaults.Plan) -> (LiveCastRecorder?, [String], String) {
        let path = NSTemporaryDirectory() + "scenery-live-fault-\(UUID().uuidString).cast"
        defer { unlink(path) }
        var opened: LiveCastRecorder?, problem = ""
        FileFaults.$plan.withValue(plan) {
            do {
                let recorder = try LiveCastRecorder(path: path, recordInput: false)
                opened = recorder
                recorder.begin(size: Size(width: 20, height: 4))
                for word in ["one", "two", "three"] {
                    var canvas = Canvas(size: Size(width: 20, height: 4))
                    canvas.drawText(word, x: 0, y: 0)
                    recorder.frame(canvas)
                }
                recorder.finish()
            } catch {
                problem = "\(error)"
            }
        }
        let lines = ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        return (opened, lines, problem)
    }

    /// An event line without its time (`[0.000048, "o", …]` → `"o", …]`); the header as it is.
    func untimed(_ line: String) -> String {
        guard line.hasPrefix("["), let comma = line.firstIndex(of: ",") else { return line }
        return String(line[comma...])
    }

    @Test("Each write failing in turn keeps the lines before it, whole, and the reason; an open failing names the path", arguments: FileFaults.Call.allCases)
    func faults(call: FileFaults.Call) throws {
        let counting = FileFaults.Plan(call, failing: .max, error: 0)
        let (clean, all, _) = record(counting)
        #expect(clean?.failure == nil && all.count >= 5, "a clean recording: \(all.count) lines")
        guard call != .rename else { #expect(counting.seen == 0, "a live cast is written in place"); return }
        #expect(counting.seen > 0)
        for failing in 1...counting.seen {
            for (error, name) in Self.errors {
                let plan = FileFaults.Plan(call, failing: failing, error: error)
                let (recorder, lines, problem) = record(plan)
                let what = "\(call) #\(failing) \(name)", reason = String(cString: strerror(error))
                #expect(plan.fired, "\(what)")
                switch call {
                case .open:
                    #expect(recorder == nil && problem.contains("cannot write the recording") && problem.contains(reason), "\(what): \(problem)")
                case .fsync where error == EROFS:
                    // fsync's EROFS (and EINVAL) is a file that cannot be synchronized (a pipe): not a failure.
                    #expect(recorder?.failure == nil, "\(what)")
                default:
                    #expect(recorder?.failure == reason, "\(what): \(recorder?.failure ?? "no failure")")
                    #expect(lines.map(untimed) == all.prefix(lines.count).map(untimed), "\(what): the lines kept are the recording's own")
                    if call == .write { #expect(lines.count == failing - 1, "\(what): \(lines.count) lines, nothing after the failure") }
                }
            }
        }
    }
}
