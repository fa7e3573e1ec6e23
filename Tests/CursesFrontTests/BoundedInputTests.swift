import DemoApps
import Foundation
import SceneryKit
import Tapes
import TerminalCanvas
import Testing

/// Every size that reaches an allocation is bounded where it enters, with a message naming
/// the file and line: a hostile cast header, a resize event, a tape's picture settings, a drag
/// far off the screen, render's options. Nothing is allocated or written before the check.
@Suite("Bounded input")
struct BoundedInputTests {
    func castError(_ text: String) -> String? {
        do { _ = try CastFile(text: text, name: "evil.cast"); return nil } catch { return "\(error)" }
    }

    @Test("Cast headers and resize events outside 1×1…2000×1000 are refused with file:line")
    func castSizes() {
        #expect(castError(#"{"version": 2, "width": -1, "height": 24}"#) == "evil.cast:1: the header's terminal size -1×24 is out of range (1×1 to 2000×1000 cells)")
        #expect(castError(#"{"version": 2, "width": 100000, "height": 100000}"#)?.hasPrefix("evil.cast:1: the header's terminal size 100000×100000") == true)
        #expect(castError(#"{"version": 3, "term": {"cols": 0, "rows": 5}}"#)?.hasPrefix("evil.cast:1: the header's terminal size 0×5") == true)
        #expect(castError("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.5, \"r\", \"100000x100000\"]")
                == "evil.cast:2: resize to '100000x100000' is out of range: expected COLSxROWS from 1x1 to 2000x1000")
        #expect(castError("{\"version\": 2, \"width\": 80, \"height\": 24}\n[0.5, \"r\", \"-3x10\"]")?.hasPrefix("evil.cast:2: resize") == true)
        #expect(castError("{\"version\": 2, \"width\": 80, \"height\": 24}\n[-1, \"o\", \"x\"]") == "evil.cast:2: the event's time -1.0 is not a time in seconds")
        #expect(castError("{\"version\": 2, \"width\": 2000, \"height\": 1000}\n[0.5, \"r\", \"1x1\"]") == nil)
    }

    func tapeError(_ text: String) -> String? {
        do {
            let tape = try TapeParser.parse(text, file: "evil.tape")
            _ = try TapeRunner(tape: tape) { size, d, store in try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d) }.run()
            return nil
        } catch { return "\(error)" }
    }

    @Test("A drag to a cell off the screen is an error naming the line, not millions of events")
    func dragOffScreen() {
        let said = tapeError("Set Width 80c\nSet Height 24c\nLaunch Mail\nMouse drag 5 5 -> 999999 999999")
        #expect(said?.hasPrefix("evil.tape:4:1: Mouse drag 5 5 -> 999999 999999: cell 999999 999999 is outside the 80×24 screen") == true, "\(said ?? "no error")")
        #expect(tapeError("Set Width 80c\nSet Height 24c\nLaunch Mail\nMouse drag 5 5 -> 79 23") == nil)
    }

    @Test("Set Padding beyond 1000 pixels is refused by the parser with file:line:column")
    func padding() {
        do { _ = try TapeParser.parse("Set Padding 1000000", file: "evil.tape"); Issue.record("accepted") } catch {
            #expect("\(error)" == "evil.tape:1:1: Set: Set Padding 1000000 is too large (at most 1000)", "\(error)")
        }
    }

    @Test("render refuses out-of-range options, inverted ranges and non-files before writing anything")
    func renderOptions() throws {
        let bin = try #require(TestPaths.scenery)
        let dir = NSTemporaryDirectory() + "render-bounds-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cast = dir + "/a.cast"
        try "{\"version\": 2, \"width\": 2000, \"height\": 1000}\n[0.1, \"o\", \"x\"]\n".write(toFile: cast, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--cols", "-5"], "--cols -5 is out of range: 1 to 2000 columns"),
            (["--from", "5", "--to", "1"], "--to 1.0 must come after --from 5.0"),
            (["--from", "-3"], "--from -3.0 is out of range"),
            (["--font-size", "1999"], "--font-size 1999 is out of range: 4 to 200 pixels"),
            ([], "a picture of 18020×19020 pixels is larger than Scenery draws"),
        ]
        for (options, said) in cases {
            let r = try runProgram(bin, ["render", cast, "-o", dir + "/out.png"] + options)
            #expect(r.status != 0 && r.stderr.contains(said), "\(options): \(r.stderr)")
        }
        let folder = try runProgram(bin, ["render", dir, "-o", dir + "/out.png"])
        #expect(folder.stderr.contains("\(dir) is a folder, not a file; give the path of a .cast recording"), "\(folder.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.cast"], "something was written")
    }
}
