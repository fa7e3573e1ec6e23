import DemoApps
import Foundation
import SceneryKit
import Tapes
import Testing

/// Tapes that attach a second terminal (`Attach external 80x24`, `Detach`): one cast per
/// display on one clock, replayed in pyte as the engine drew each display.
@Suite("Tapes with an attached display", .serialized)
struct DisplayTapeTests {
    func run(_ text: String) throws -> TapeRunner.Result {
        try TapeRunner(tape: try TapeParser.parse(text, file: "display.tape")) { size, d, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d)
        }.run()
    }

    @Test("external-display.tape writes a cast per attached terminal, the same twice, ending clean, showing the Timer Scene")
    func shippedTape() throws {
        let text = try String(contentsOfFile: TestPaths.repository + "/Resources/tapes/external-display.tape", encoding: .utf8)
        let first = try run(text), second = try run(text)
        try #require(first.displayCasts.count == 2)
        #expect(first.displayCasts == second.displayCasts, "two recordings differ")
        let path = NSTemporaryDirectory() + "scenery-display-\(UUID().uuidString).cast"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try first.displayCasts[0].write(toFile: path, atomically: true, encoding: .utf8)
        #expect(first.displayCasts[0].hasPrefix(#"{"version": 2, "width": 60, "height": 16"#))
        // At the "attached" marker, the display's own cast shows the Timer Scene at 60×16.
        let attached = try #require(first.markers.first { $0.label == "attached" })
        let screen = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path, "--at", AsciicastWriter.time(attached.time)])
        #expect(screen.stdout.contains("External display · Timer · 60×16") && screen.stdout.contains("running"), "\(screen)")
        let end = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path, "--modes"])
        #expect(end.stdout.split(separator: "\n").suffix(3).map(String.init) == ["alternate: off", "cursor: visible", "scroll region: none"])
        // The main screen never shows a strip while a terminal is the display.
        #expect(!attached.frame.contains("External Display"))
    }

    @Test("Attach interactive, a Detach with nothing attached and an ExpectDisplay that fails are errors at their line")
    func errors() throws {
        #expect(throws: TapeError.self) { try TapeParser.parse("Attach interactive 80x24\n", file: "x.tape") }
        #expect(throws: TapeError.self) { try TapeParser.parse("Attach external\n", file: "x.tape") }
        #expect(throws: TapeRunner.Failure.self) { try run("Launch Timer\nDetach\n") }
        do {
            _ = try run("Launch Timer\nAttach external 50x10\nExpectDisplay \"Mail\"\n")
            Issue.record("ExpectDisplay should have failed")
        } catch let f as TapeRunner.Failure {
            #expect(f.description.hasPrefix("display.tape:3:1: ExpectDisplay \"Mail\": \"Mail\" is not on the attached display"), "\(f)")
            #expect(f.screen.contains("External display · Timer · 50×10"))
        }
    }
}
