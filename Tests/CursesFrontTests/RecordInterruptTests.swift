import Foundation
import Testing

/// All or nothing: a signal during `record` removes every temporary file and ends the encoder;
/// the same output twice is refused before the run; Framerate and PlaybackSpeed shape the GIF.
@Suite("Record, interrupted", .serialized)
struct RecordInterruptTests {
    func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "scenery-interrupt-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A tape long enough to be mid-GIF when the signal comes: 200×50, resizing all the way.
    static let long = "Output long.gif\nOutput long.cast\nOutput long.png\nOutput frames/*.txt\nSet Width 200c\nSet Height 50c\n"
        + String(repeating: "Resize 200x50 -> 60x50 over 3s\nResize 60x50 -> 200x50 over 3s\n", count: 20)

    @Test("SIGTERM mid-GIF: exit 143, a message, and no file left beside the tape", arguments: [SIGTERM, SIGINT])
    func signalLeavesNothing(signal: Int32) throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.long.write(toFile: dir + "/long.tape", atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: bin)
        p.arguments = ["record", "long.tape"]
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // Wait until the temporary outputs exist: the run is under way.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, (try FileManager.default.contentsOfDirectory(atPath: dir)).count < 3 { usleep(20_000) }
        usleep(200_000)
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 128 + signal, "\(message)")
        #expect(message.contains("temporary files removed, nothing was written"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["long.tape"], "left behind")
    }

    @Test("The same Output twice is refused before the run, naming both lines")
    func sameOutputTwice() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output a.gif\nOutput ./a.gif\nSleep 1s\n".write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record t.tape"])
        #expect(r.status != 0 && r.stderr.contains("t.tape:2:1: Output ./a.gif: the same file as the Output at line 1"), "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["t.tape"])
    }

    /// The GIF's frames and their delays (hundredths), read from its graphic control extensions.
    static func gifDelays(_ data: Data) -> [Int] {
        let b = [UInt8](data)
        var delays: [Int] = []
        var i = 0
        while i + 5 < b.count {
            if b[i] == 0x21, b[i + 1] == 0xF9, b[i + 2] == 4 { delays.append(Int(b[i + 4]) | Int(b[i + 5]) << 8); i += 8 } else { i += 1 }
        }
        return delays
    }

    @Test("Set PlaybackSpeed 2 halves the GIF's time; Set Framerate 2 merges frames closer than half a second")
    func speedAndFramerate() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let body = "Set Width 40c\nSet Height 12c\nLaunch Timer\nSpace\nSleep 4s\n"
        try ("Output plain.gif\n" + body).write(toFile: dir + "/plain.tape", atomically: true, encoding: .utf8)
        try ("Output fast.gif\nSet PlaybackSpeed 2\n" + body).write(toFile: dir + "/fast.tape", atomically: true, encoding: .utf8)
        try ("Output slow.gif\nSet Framerate 2\n" + body).write(toFile: dir + "/slow.tape", atomically: true, encoding: .utf8)
        for t in ["plain", "fast", "slow"] {
            let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record \(t).tape"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let plain = Self.gifDelays(try Data(contentsOf: URL(fileURLWithPath: dir + "/plain.gif")))
        let fast = Self.gifDelays(try Data(contentsOf: URL(fileURLWithPath: dir + "/fast.gif")))
        let slow = Self.gifDelays(try Data(contentsOf: URL(fileURLWithPath: dir + "/slow.gif")))
        let total = plain.reduce(0, +)
        #expect(total >= 390, "about 4 s of tape: \(total)")
        #expect(abs(fast.reduce(0, +) * 2 - total) <= plain.count + 2, "twice as fast (each delay rounded to 10 ms): \(fast.reduce(0, +)) of \(total)")
        #expect(slow.count < plain.count && slow.count <= 4 * 2 + 2, "at most 2 frames a second: \(slow.count) of \(plain.count)")
    }

    @Test("render --from opens on the screen as it stood then, held until the next change; test DIR finds tapes in subfolders")
    func renderFromAndTestRecursion() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"version\": 2, \"width\": 20, \"height\": 3}\n[0.5, \"o\", \"first\"]\n[3.0, \"o\", \"\\r\\nsecond\"]\n[6.0, \"o\", \"\\r\\nthird\"]\n"
            .write(toFile: dir + "/a.cast", atomically: true, encoding: .utf8)
        let r = try runProgram(bin, ["render", dir + "/a.cast", "--from", "2", "-o", dir + "/a.gif", "-o", dir + "/frames/*.txt"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: dir + "/frames/0001.txt", encoding: .utf8).hasPrefix("first"))
        let delays = Self.gifDelays(try Data(contentsOf: URL(fileURLWithPath: dir + "/a.gif")))
        #expect(delays.first == 100, "the screen at 2 s holds until the change at 3 s: \(delays)")
        try FileManager.default.createDirectory(atPath: dir + "/tapes/deeper", withIntermediateDirectories: true)
        for name in ["tapes/one.tape", "tapes/deeper/two.tape"] {
            try "Set Width 80c\nSet Height 24c\nExpect \"Inbox\"\n".write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
        }
        let t = try runProgram(bin, ["test", dir + "/tapes"])
        #expect(t.status == 0 && t.stdout.contains("2 of 2 tapes passed") && t.stdout.contains("deeper/two.tape"), "\(t.stdout)")
    }
}
