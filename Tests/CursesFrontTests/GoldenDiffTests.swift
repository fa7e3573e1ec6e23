import Foundation
import Testing

/// `scenery test` on a tape with a `.txt` golden: failures name the frame, the tape line and
/// show a unified diff; `--update` rewrites on purpose; line endings are named as such.
@Suite("Tape goldens", .serialized)
struct GoldenDiffTests {
    func run(_ args: [String], in dir: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let bin = try #require(TestPaths.scenery, "build scenery first (swift build)")
        return try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' " + args.map { "'\($0)'" }.joined(separator: " ")])
    }

    @Test("--update writes the golden; a changed frame fails with its number, its tape line and a unified diff")
    func goldenDiff() throws {
        let dir = NSTemporaryDirectory() + "scenery-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output demo.txt\nSet Width 60c\nSet Height 12c\nLaunch Timer\nSpace\nSleep 2s\n".write(toFile: dir + "/demo.tape", atomically: true, encoding: .utf8)
        let first = try run(["test", "--update", "demo.tape"], in: dir)
        #expect(first.status == 0 && first.stdout.contains("rewrote demo.txt"), "\(first.stdout)\(first.stderr)")
        #expect(try run(["test", "demo.tape"], in: dir).status == 0, "the golden it wrote passes")
        // Edit the golden's second frame, as a stale golden would be.
        let golden = try String(contentsOfFile: dir + "/demo.txt", encoding: .utf8)
        let stale = golden.replacingOccurrences(of: "running", with: "stopped")
        #expect(stale != golden)
        try stale.write(toFile: dir + "/demo.txt", atomically: true, encoding: .utf8)
        let failed = try run(["test", "demo.tape"], in: dir)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("differs, after demo.tape:5:1: Space"), "\(failed.stdout)")
        #expect(failed.stdout.contains("--- demo.txt (frame") && failed.stdout.contains("+++ this run"))
        #expect(failed.stdout.contains("\n-") && failed.stdout.contains("\n+") && failed.stdout.contains("@@ -"))
        // Windows line endings are named as such.
        try golden.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: dir + "/demo.txt", atomically: true, encoding: .utf8)
        let crlf = try run(["test", "demo.tape"], in: dir)
        #expect(crlf.status == 1 && crlf.stdout.contains("differs only in its line endings"), "\(crlf.stdout)")
        // A frame too many.
        try (golden + "extra\n" + String(repeating: "─", count: 80) + "\n").write(toFile: dir + "/demo.txt", atomically: true, encoding: .utf8)
        let count = try run(["test", "demo.tape"], in: dir)
        #expect(count.stdout.contains("frames, the run made"), "\(count.stdout)")
    }

    @Test("A VHS tape adapted only by its Launch line records: its GIF output is made, at its font size")
    func vhsTapeRecords() throws {
        let dir = NSTemporaryDirectory() + "scenery-vhs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tape = "Output demo.gif\r\n\r\nSet FontSize 32\r\nSet Width 1200\r\nSet Height 600\r\n\r\nLaunch Mail\r\n"
            + "Type \"echo 'Welcome to VHS!'\" Sleep 500ms Enter\r\nSleep 1s\r\n"
        try ("\u{FEFF}" + tape).write(toFile: dir + "/shell.tape", atomically: true, encoding: .utf8)
        let r = try run(["record", "shell.tape"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("→ demo.gif"))
        let gif = try #require(FileManager.default.contents(atPath: dir + "/demo.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        // Exactly the 1200×600 pixels asked, as VHS makes it (the cells of the 32 px font fit inside).
        #expect(Int(gif[6]) | Int(gif[7]) << 8 == 1200 && Int(gif[8]) | Int(gif[9]) << 8 == 600)
    }

    @Test("A Screenshot into a folder that does not exist fails before the run, and nothing is written")
    func screenshotCheckedFirst() throws {
        let dir = NSTemporaryDirectory() + "scenery-shot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Output demo.cast\nLaunch Timer\nScreenshot missing/shot.png\n".write(toFile: dir + "/t.tape", atomically: true, encoding: .utf8)
        let r = try run(["record", "t.tape"], in: dir)
        #expect(r.status != 0 && r.stderr.contains("missing/shot.png") && r.stderr.contains("does not exist"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/demo.cast"), "nothing was written")
    }
}
