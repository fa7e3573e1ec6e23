import DemoApps
import Foundation
import SceneryKit
import Tapes
import Testing

/// The shipped tapes: they pass, record byte-identically, and their casts are accepted by
/// asciinema and show, in pyte at every marker, the engine's own frame at that moment.
@Suite("Recordings", .serialized)
struct RecordingTests {
    static var tapesFolder: String { TestPaths.repository + "/Resources/tapes" }
    static var shippedTapes: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: tapesFolder)) ?? []).filter { $0.hasSuffix(".tape") }.sorted()
    }

    func record(_ name: String) throws -> TapeRunner.Result {
        let tape = try TapeParser.parse(contentsOf: Self.tapesFolder + "/" + name)
        return try TapeRunner(tape: tape) { size, withDefault, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefault)
        }.run()
    }

    @Test("Resources/tapes ships the demos")
    func shipped() {
        #expect(Self.shippedTapes.count >= 3)
    }

    @Test("Each shipped tape passes, records twice byte-identically, and replays in pyte as the engine drew it",
          arguments: shippedTapes)
    func tape(_ name: String) throws {
        let first = try record(name)
        let second = try record(name)
        #expect(first.cast == second.cast, "two recordings of \(name) differ")
        #expect(first.snapshots == second.snapshots)
        #expect(!first.markers.isEmpty, "\(name) has no Marker to check against")

        let path = NSTemporaryDirectory() + "scenery-\(UUID().uuidString)-\(name).cast"
        try first.cast.write(toFile: path, atomically: true, encoding: .utf8)
        defer { if ProcessInfo.processInfo.environment["SCENERY_KEEP_CASTS"] == nil { try? FileManager.default.removeItem(atPath: path) } }

        let cat = try runProgram("/usr/bin/env", ["python3", "-m", "asciinema", "cat", path])
        #expect(cat.status == 0, "asciinema cat rejected \(name): \(cat.stderr) (pip install 'asciinema<3')")

        for marker in first.markers {
            let r = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path, "--at", AsciicastWriter.time(marker.time)])
            #expect(r.status == 0, "cast_to_screen failed: \(r.stderr)")
            #expect(trimmed(r.stdout) == trimmed(marker.frame), "\(name) at marker '\(marker.label)': pyte shows another screen")
        }
        // It ends clean: whoever plays it gets the terminal back (`seq 1 60` after it scrolls).
        let end = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path, "--modes"])
        let modes = end.stdout.split(separator: "\n").suffix(3).map(String.init)
        #expect(modes == ["alternate: off", "cursor: visible", "scroll region: none"], "\(name) ends with \(modes)")
        // The last event is the teardown, at the tape's full length: a closing Sleep is kept as time.
        let last = try #require(first.cast.split(separator: "\n").last)
        let lastTime = try #require(Double(last.dropFirst().prefix { $0 != "," }))
        #expect(last.contains(#""o", "\u001b[0m\u001b[r"#) && lastTime >= first.duration - 1e-6, "\(name): \(last.prefix(40))")
    }

    @Test("A failing Expect names the place and carries the screen")
    func failingExpect() throws {
        let tape = try TapeParser.parse("Launch Timer\nExpect \"Mailboxes\"\n", file: "fail.tape")
        #expect(throws: TapeRunner.Failure.self) {
            try TapeRunner(tape: tape) { size, d, _ in try DemoCatalog.makeSimulator(size: size, store: nil, openDefaultWindow: d) }.run()
        }
        do {
            _ = try TapeRunner(tape: tape) { size, d, _ in try DemoCatalog.makeSimulator(size: size, store: nil, openDefaultWindow: d) }.run()
        } catch let f as TapeRunner.Failure {
            #expect(f.description == "fail.tape:2:1: Expect \"Mailboxes\": \"Mailboxes\" is not on the screen")
            #expect(f.screen.contains("Timer"))
        }
    }

    @Test("Set Device and Launch … on run the tape on that device, at any terminal size")
    func tapeDevice() throws {
        let tape = try TapeParser.parse("""
            Set Width 80c
            Set Height 24c
            Set Device "iPad Pro 11"
            Launch Mail
            ExpectTraits horizontal=regular idiom=pad layout=expanded
            Launch Music on "iPhone 16"
            ExpectTraits idiom=phone horizontal=compact app=Music
            """, file: "device.tape")
        #expect(tape.device == "iPad Pro 11")
        let result = try TapeRunner(tape: tape) { size, d, _ in try DemoCatalog.makeSimulator(size: size, store: nil, openDefaultWindow: d) }.run()
        #expect(result.duration >= 0)
        #expect(throws: TapeError.self) { try TapeParser.parse("Set Device \"iPad 99\"\n", file: "bad.tape") }
        #expect(throws: TapeError.self) { try TapeParser.parse("Launch Mail on Toaster\n", file: "bad.tape") }
    }

    /// How fast that is, in real time, is `scenery bench`'s to measure (its tapes), never a
    /// test's: a wall-clock bound fails on a loaded machine.
    @Test("Sleep runs on the tape's clock: a minute of a running Timer is a 60 s recording with a frame for each second shown")
    func virtualClock() throws {
        let tape = try TapeParser.parse("Launch Timer\nSpace\nSleep 60s\nExpect \"running\"\n", file: "minute.tape")
        let runner = TapeRunner(tape: tape) { size, d, _ in try DemoCatalog.makeSimulator(size: size, store: nil, openDefaultWindow: d) }
        var times: [Double] = []
        runner.frameObserver = { t, _ in times.append(t) }
        let result = try runner.run()
        #expect(result.duration >= 60)
        // The Timer shows tenths or seconds: at least one frame a second, in order, up to the minute.
        #expect(times.count >= 60, "\(times.count) frames")
        #expect(times == times.sorted())
        #expect((times.last ?? 0) >= 59.9)
    }
}
