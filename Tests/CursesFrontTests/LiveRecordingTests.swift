import DemoApps
import Foundation
import SceneryKit
import Tapes
import Testing

/// `scenery run --record` and `scenery play`'s reader: the frame encoder shows in pyte what the
/// engine drew, a live session under a pty writes a cast asciinema accepts, and casts (v2, v3,
/// broken) are read as documented.
@Suite("Live recording and playback", .serialized)
struct LiveRecordingTests {

    @Test("Frames encoded as changed cells replay in pyte as the engine drew them, across a resize")
    func encoderMatchesPyte() throws {
        let sizes = [Size(width: 120, height: 30), Size(width: 120, height: 30), Size(width: 60, height: 30)]
        let sim = try DemoCatalog.makeSimulator(size: sizes[0])
        var encoder = AnsiFrameEncoder()
        var cast = AsciicastWriter(width: 120, height: 30)
        cast.event(0, "o", AnsiFrameEncoder.enter)
        var t = 0.1
        var last = ""
        for (i, size) in sizes.enumerated() {
            if i > 0 && size != sizes[i - 1] { cast.event(t, "r", "\(size.width)x\(size.height)"); encoder.invalidate() }
            sim.handle(.resize(size))
            if i == 1 { for k in try KeyNotation.parse("<Down><Down><Enter>i") { sim.handle(.key(k)) } }
            let frame = sim.frame(size: size)
            cast.event(t, "o", encoder.encode(frame))
            last = frame.plainText()
            t += 0.1
        }
        let path = NSTemporaryDirectory() + "scenery-encoder-\(UUID().uuidString).cast"
        try cast.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path])
        #expect(r.status == 0, "cast_to_screen failed: \(r.stderr)")
        #expect(trimmed(r.stdout) == trimmed(last))
        #expect(last.contains("Details"), "the inspector's sheet is in the last frame")
    }

    @Test("A live session under a pty records a cast as it goes: accepted by asciinema, resizes and keys included")
    func liveSession() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let pty = try TerminalRestoreTests.PTY(columns: 100, rows: 30)
        let path = NSTemporaryDirectory() + "scenery-live-\(UUID().uuidString).cast"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = ["run", "--fresh", "--record", path, "--record-input"]
        p.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
        let handle = FileHandle(fileDescriptor: pty.slave, closeOnDealloc: false)
        p.standardInput = handle; p.standardOutput = handle; p.standardError = handle
        try p.run()
        #expect(pty.waitFor("Sophie Thompson"))
        // Written as it goes: the first frame is in the file while the session still runs.
        let during = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(during.contains("Sophie Thompson"))
        pty.write("\u{1b}[B")
        usleep(200_000)
        pty.write("\u{11}")
        let deadline = Date().addingTimeInterval(10)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL); p.waitUntilExit() }
        #expect(p.terminationStatus == 0)
        #expect(pty.waitFor("recorded"))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\": 2, \"width\": 100, \"height\": 30"))
        #expect(text.contains("[") && text.contains("\"i\", \"\\u001b[B\"]"), "the Down key as input")
        let cat = try runProgram("/usr/bin/env", ["python3", "-m", "asciinema", "cat", path])
        #expect(cat.status == 0, "asciinema cat rejected the live cast: \(cat.stderr)")
        let cast = try CastFile(contentsOf: path)
        #expect(cast.width == 100 && cast.events.last?.data == AnsiFrameEncoder.leave)
    }

    @Test("Casts: v2 and v3 are read, broken lines named, pauses capped and sped up")
    func castFile() throws {
        let v2 = try CastFile(text: "{\"version\": 2, \"width\": 90, \"height\": 20, \"idle_time_limit\": 1.5}\n"
                                + "[0.5, \"o\", \"a\"]\n[4.5, \"o\", \"b\"]\n[5.0, \"r\", \"80x24\"]\n", name: "x.cast")
        #expect(v2.width == 90 && v2.height == 20 && v2.idleTimeLimit == 1.5)
        #expect(v2.events.map(\.time) == [0.5, 4.5, 5.0])
        #expect(v2.schedule(speed: 1, idleLimit: 1) == [0.5, 1.5, 2.0])
        #expect(v2.schedule(speed: 2, idleLimit: nil) == [0.25, 2.25, 2.5])
        let v3 = try CastFile(text: "{\"version\": 3, \"term\": {\"cols\": 70, \"rows\": 22}}\n[0.5, \"o\", \"a\"]\n[1.0, \"o\", \"b\"]\n",
                              name: "y.cast")
        #expect(v3.width == 70 && v3.events.map(\.time) == [0.5, 1.5])
        #expect(throws: CastFile.ParseError.self) { try CastFile(text: "{\"version\": 2}\n[0.1, \"o\"]\n", name: "z.cast") }
        do {
            _ = try CastFile(text: "{\"version\": 2}\n[0.1, \"o\", \"x\"]\nnot json\n", name: "z.cast")
        } catch {
            #expect("\(error)".hasPrefix("z.cast:3: expected an event"))
        }
        #expect(throws: CastFile.ParseError.self) { try CastFile(text: "{\"version\": 1}\n", name: "old.cast") }
    }
}
