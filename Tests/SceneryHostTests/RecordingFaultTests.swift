import Foundation
import SceneryEvents
import TerminalCanvas
import Testing
@testable import SceneryHost

/// A tape's outputs with each open, write, fsync and rename failing in turn, with every error a
/// disk gives: the outputs a run replaces stay as they were, nothing temporary is left, and the
/// message names the output and the reason.
@Suite("Write faults: recordings")
struct RecordingFaultTests {
    static let errors: [(Int32, String)] = [(EIO, "EIO"), (ENOSPC, "ENOSPC"), (EACCES, "EACCES"), (EROFS, "EROFS")]

    @Test("A tape's .txt, .cast and .svg: each call failing in turn leaves the old outputs whole and no temporary file, and names the output and why",
          arguments: FileFaults.Call.allCases)
    func tapeOutputs(call: FileFaults.Call) throws {
        // How many such calls a recording makes: each fails in turn.
        let counting = FileFaults.Plan(call, failing: .max, error: 0)
        try? FileManager.default.removeItem(atPath: try record(counting).dir)
        #expect(counting.seen > 0, "\(call): a recording makes none")
        for failing in 1...max(1, counting.seen) {
            for (error, name) in Self.errors {
                let plan = FileFaults.Plan(call, failing: failing, error: error)
                let (outputs, message, dir) = try record(plan)
                defer { try? FileManager.default.removeItem(atPath: dir) }
                let what = "\(call) #\(failing) \(name)"
                #expect(plan.fired, "\(what): no such call was made")
                #expect(outputs.contains { message.contains($0) } && message.contains(String(cString: strerror(error))), "\(what): \(message)")
                for o in outputs {
                    #expect((try? String(contentsOfFile: o, encoding: .utf8)) == "old", "\(what): \(o) was changed")
                }
                let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".scenery-") }
                #expect(left.isEmpty, "\(what): temporary files left: \(left)")
            }
        }
    }

    /// Records a frame into `.txt`, `.cast` and `.svg` outputs (each holding "old") in a fresh
    /// folder under `plan`, discarding on failure as `record` does; the error's words, if any.
    func record(_ plan: FileFaults.Plan) throws -> (outputs: [String], message: String, dir: String) {
        let dir = NSTemporaryDirectory() + "scenery-rec-fault-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let outputs = ["demo.txt", "demo.cast", "demo.svg"].map { dir + $0 }
        for o in outputs { try "old".write(toFile: o, atomically: true, encoding: .utf8) }
        var message = ""
        do {
            try FileFaults.$plan.withValue(plan) {
                let files = try RecordingFiles(outputs: outputs, largestSize: Size(width: 40, height: 12))
                do {
                    var canvas = Canvas(size: Size(width: 40, height: 12))
                    canvas.drawText("new", x: 0, y: 0)
                    try files.cast("[0.0, \"o\", \"new\"]\n")
                    try files.frame { "new" }
                    try files.frameShown(at: 0, canvas)
                    _ = try files.commit(duration: 1)
                } catch {
                    files.discard()
                    throw error
                }
            }
        } catch {
            message = "\(error)"
        }
        return (outputs, message, dir)
    }
}
