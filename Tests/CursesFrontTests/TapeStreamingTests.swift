import Foundation
import Tapes
import Testing
import TerminalCanvas

/// A tape read as a summary keeps none of its commands but knows what a run needs; read again
/// step by step it gives the same steps; its bounds hold either way.
@Suite("Tape summaries and streaming")
struct TapeStreamingTests {
    func file(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "scenery-stream-\(UUID().uuidString).tape"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("A summary keeps no steps but has the outputs, screenshots, launches, restart and largest size")
    func summary() throws {
        let path = try file("Output a.cast\nOutput b.gif\nLaunch Mail\nResize 100x30 -> 180x50 over 1s\nScreenshot s.png\nRestart\nDown 3\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let s = try TapeParser.summary(contentsOf: path)
        #expect(s.steps.isEmpty && s.commandCount == 7)
        #expect(s.outputs == ["a.cast", "b.gif"] && s.outputLocations[1].location.line == 2)
        #expect(s.screenshots == ["s.png"] && s.launches == ["Mail"] && s.hasRestart)
        #expect(s.largestSize == Size(width: 180, height: 50))
        var streamed: [String] = []
        try TapeParser.forEachStep(contentsOf: path) { streamed.append($0.text) }
        #expect(streamed == (try TapeParser.parse(contentsOf: path)).steps.map(\.text))
    }

    @Test("A tape longer than 24 hours of virtual time is an error at the command that crossed it, summary or not")
    func virtualTimeBound() throws {
        let text = "Sleep 3600s\n" + String(repeating: "Sleep 3600s\n", count: 23) + "Type \"x\"\nSleep 1s\n"
        let path = try file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for read in [{ try TapeParser.parse(contentsOf: path) }, { try TapeParser.summary(contentsOf: path) }] {
            do {
                _ = try read()
                Issue.record("a 24-hour tape was accepted")
            } catch let e as TapeError {
                #expect(e.location.line == 25 && e.message.contains("longer than 24 hours"), "\(e)")
            }
        }
    }
}
