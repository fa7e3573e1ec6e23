import DemoApps
import Foundation
import Tapes
import Testing

/// `scenery record` streams its outputs into temporary files and moves them into place when the
/// run succeeded: the files are the bytes an in-memory run makes, and a failing run leaves
/// nothing behind, not even a temporary file.
@Suite("Streamed recordings", .serialized)
struct RecordStreamingTests {
    func run(_ args: [String], in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        return try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' " + args.map { "'\($0)'" }.joined(separator: " ")])
    }

    func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "scenery-stream-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("The streamed .cast, .txt and frames/*.txt are the bytes an in-memory run makes")
    func sameBytes() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = try String(contentsOfFile: TestPaths.repository + "/Resources/tapes/collapse.tape", encoding: .utf8)
        let body = source.split(separator: "\n").filter { !$0.hasPrefix("Output") }.joined(separator: "\n")
        try ("Output out.cast\nOutput out.txt\nOutput frames/*.txt\n" + body + "\n").write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try run(["record", "t.tape"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let tape = try TapeParser.parse(contentsOf: dir + "/t.tape")
        let memory = try TapeRunner(tape: tape) { size, withDefault, store in
            try DemoCatalog.makeSimulator(size: size, store: store, openDefaultWindow: withDefault)
        }.run()
        #expect(try String(contentsOfFile: dir + "/out.cast", encoding: .utf8) == memory.cast)
        let separator = String(repeating: "─", count: 80)
        #expect(try String(contentsOfFile: dir + "/out.txt", encoding: .utf8) == memory.snapshots.map { $0 + "\n" + separator + "\n" }.joined())
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(frames.count == memory.snapshots.count && frames.first == "0001.txt")
        #expect(try String(contentsOfFile: dir + "/frames/0001.txt", encoding: .utf8) == memory.snapshots[0] + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp") }.isEmpty)
    }

    @Test("A failing Expect writes nothing and leaves no temporary file; an earlier output stays as it was")
    func failureLeavesNothing() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old".write(toFile: dir + "/out.cast", atomically: true, encoding: .utf8)
        try "Output out.cast\nOutput out.txt\nSet Width 60c\nSet Height 12c\nLaunch Timer\nExpect \"no such text\"\n"
            .write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try run(["record", "t.tape"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("nothing was written"), "\(r.stderr)")
        #expect(try String(contentsOfFile: dir + "/out.cast", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["out.cast", "t.tape"])
    }
}

/// The pictures in docs/pictures are what docs/pictures/collapse.tape makes now, byte for byte.
@Suite("Doc pictures", .serialized)
struct DocPicturesTests {
    @Test("docs/pictures/collapse.tape makes the committed GIF, SVG and PNG, byte for byte")
    func committedPictures() throws {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        let dir = NSTemporaryDirectory() + "scenery-pictures-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let docs = TestPaths.repository + "/docs/pictures"
        try FileManager.default.copyItem(atPath: docs + "/collapse.tape", toPath: dir + "/collapse.tape")
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' record collapse.tape"])
        #expect(r.status == 0, "\(r.stderr)")
        for name in ["collapse.gif", "collapse.svg", "collapse.png"] {
            let made = FileManager.default.contents(atPath: dir + "/" + name)
            #expect(made != nil && made == FileManager.default.contents(atPath: docs + "/" + name),
                    "docs/pictures/\(name) is stale: cd docs/pictures && scenery record collapse.tape, then look at it")
        }
    }
}
