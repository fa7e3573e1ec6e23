import DemoApps
import Foundation
import Tapes
import Testing
import TerminalCanvas

/// `scenery render`'s terminal emulation: it shows what pyte shows for a cast that exercises
/// scroll regions, inserts and deletes, the alternate screen, colours and wide glyphs, and what
/// the engine drew at every marker of the shipped tapes.
@Suite("Terminal emulation", .serialized)
struct TerminalEmulatorTests {

    @Test("A cast of another program's escapes shows what pyte shows")
    func matchesPyte() throws {
        let e = "\u{1b}"
        let output = [
            "\(e)[?1049h\(e)[2J\(e)[Hline one\r\nline two\r\n\(e)[1;31mred\(e)[0m \(e)[38;5;208mamber\(e)[38;2;1;2;3m rgb\(e)[0m\r\n",
            "日本語 wide\r\n", "\(e)[2;4r\(e)[4;1Hscrolled in\n\n\(e)[r", "\(e)[6;1Habcdef\(e)[6;3H\(e)[2P\(e)[6;2H\(e)[3@",
            "\(e)[7;1Hkeep\(e)[7;3H\(e)[K", "\(e)[8;1Hx\ty\(e)[8;1H\(e)[2C!", "\(e)[10;1Hinserted above\(e)[10;1H\(e)[L",
            "\(e)[12;1H" + String(repeating: "w", count: 45) + "rap", "\(e)[?1049l", "\(e)[?1049h\(e)[3;5Halt again",
        ]
        var cast = #"{"version": 2, "width": 40, "height": 14}"# + "\n"
        for (i, chunk) in output.enumerated() { cast += "[\(Double(i) * 0.1), \"o\", \(AsciicastWriter.json(chunk))]\n" }
        let path = NSTemporaryDirectory() + "scenery-emulator-\(UUID().uuidString).cast"
        try cast.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var emulator = TerminalEmulator(size: Size(width: 40, height: 14))
        for chunk in output { emulator.feed(chunk) }
        let pyte = try runProgram("/usr/bin/env", ["python3", TestPaths.castToScreen, path])
        #expect(pyte.status == 0, "\(pyte.stderr)")
        #expect(trimmed(emulator.screen.plainText()) == trimmed(pyte.stdout))
    }

    @Test("Every shipped tape's cast, emulated, shows the engine's frame at each marker", arguments: RecordingTests.shippedTapes)
    func shippedCasts(_ name: String) throws {
        let tape = try TapeParser.parse(contentsOf: RecordingTests.tapesFolder + "/" + name)
        let result = try TapeRunner(tape: tape) { size, withDefault, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefault)
        }.run()
        let file = try CastFile(text: result.cast, name: name)
        var emulator = TerminalEmulator(size: Size(width: file.width, height: file.height))
        var events = file.events.makeIterator()
        var next = events.next()
        for marker in result.markers {
            // The marker's time as the cast writes it (whole microseconds), as a player reads it.
            let at = Double(AsciicastWriter.time(marker.time)) ?? marker.time
            while let e = next, e.time <= at {
                if e.code == "o" { emulator.feed(e.data) }
                if e.code == "r", let s = RenderSize.parse(e.data) { emulator.resize(to: s) }
                next = events.next()
            }
            let shown = trimmed(emulator.screen.plainText()).split(separator: "\n", omittingEmptySubsequences: false)
            let drawn = trimmed(marker.frame).split(separator: "\n", omittingEmptySubsequences: false)
            let row = zip(shown, drawn).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(shown == drawn, "\(name) at '\(marker.label)', row \(row ?? -1): \(row.map { "[\(shown[$0])] vs [\(drawn[$0])]" } ?? "rows differ in number")")
        }
    }
}

enum RenderSize {
    static func parse(_ text: String) -> Size? {
        let p = text.split(separator: "x").compactMap { Int($0) }
        return p.count == 2 ? Size(width: p[0], height: p[1]) : nil
    }
}

/// `scenery render` as a user runs it.
@Suite("scenery render", .serialized)
struct RenderCommandTests {
    @Test("render writes a GIF, an SVG, a PNG and text frames from a cast; its last text frame is the cast's last screen")
    func render() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-render-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tape = try TapeParser.parse("Set Width 60c\nSet Height 12c\nLaunch Timer\nSpace\nSleep 2s\nSpace\nSleep 500ms\n", file: "t.tape")
        let result = try TapeRunner(tape: tape) { size, d, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: d)
        }.run()
        try result.cast.write(toFile: dir + "/t.cast", atomically: true, encoding: .utf8)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' render t.cast -o t.gif -o t.svg -o t.png -o t.txt --theme light"])
        #expect(r.status == 0 && r.stdout.contains("→ t.gif, t.png, t.svg, t.txt"), "\(r.stdout)\(r.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/t.gif")?.starts(with: Array("GIF89a".utf8)) == true)
        let text = try String(contentsOfFile: dir + "/t.txt", encoding: .utf8)
        let frames = text.components(separatedBy: String(repeating: "─", count: 80) + "\n").filter { !$0.isEmpty }
        #expect(frames.last?.trimmingCharacters(in: .newlines) == result.snapshots.last)
        #expect(try String(contentsOfFile: dir + "/t.svg", encoding: .utf8).contains("fill=\"#ffffff\""), "the light theme")
        let themes = try runProgram(bin, ["render", "--list-themes"])
        #expect(themes.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.prefix(4) == ["default", "light", "dark-high-contrast", "3024 Day"])
        let bad = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' render t.cast -o t.mov"])
        #expect(bad.status != 0 && bad.stderr.contains("-o t.mov: render writes"), "\(bad.stderr)")
    }

    /// A folder holding `t.cast`, a one-frame recording, for `render` to make a video of.
    private static func videoFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "scenery-video-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let cast = #"{"version": 2, "width": 20, "height": 4}"# + "\n" + #"[0.5, "o", "hello"]"# + "\n"
        try cast.write(toFile: dir + "/t.cast", atomically: true, encoding: .utf8)
        return dir
    }

    @Test("Video goes through ffmpeg: without it, one line saying how to install it, and no file")
    func video() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try Self.videoFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let without = try runProgram(bin, ["render", dir + "/t.cast", "-o", dir + "/t.mp4"], environment: ["PATH": "/nonexistent"])
        #expect(without.status != 0 && without.stderr.contains("video needs ffmpeg, which is not installed; install it with: apt-get install ffmpeg"),
                "\(without.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/t.mp4"))
    }

    @Test("With ffmpeg, render writes an MP4 video",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "ffmpeg is not installed (apt-get install ffmpeg)"))
    func videoWithFFmpeg() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = try Self.videoFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let with = try runProgram(bin, ["render", dir + "/t.cast", "-o", dir + "/t.mp4"])
        #expect(with.status == 0, "\(with.stderr)")
        let head = try #require(FileManager.default.contents(atPath: dir + "/t.mp4")).prefix(12)
        #expect(head.dropFirst(4).starts(with: Array("ftyp".utf8)))
    }
}
