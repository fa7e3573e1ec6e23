import Foundation
import Testing

/// `scenery new NAME`: what it writes and what it refuses. Building and testing what it writes
/// is `scripts/template_check.sh`, a step of `make test`.
@Suite("scenery new")
struct NewCommandTests {
    @Test("Writes a package depending on this checkout, named after the app, with its test")
    func writes() throws {
        let bin = try #require(TestPaths.scenery)
        let dir = NSTemporaryDirectory() + "scenery-new-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let made = try runProgram(bin, ["new", "Notes", "--output", dir + "/Notes"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("swift run Notes"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: dir + "/Notes").filter { !$0.hasSuffix("/") }.sorted()
        #expect(files.contains("Sources/Notes/NotesApp.swift") && files.contains("Tests/NotesTests/NotesTests.swift"), "\(files)")
        let manifest = try String(contentsOfFile: dir + "/Notes/Package.swift", encoding: .utf8)
        let identity = URL(fileURLWithPath: TestPaths.repository).lastPathComponent
        #expect(manifest.contains(".package(path: \"\(URL(fileURLWithPath: TestPaths.repository).standardizedFileURL.path)\")"), "\(manifest)")
        #expect(manifest.contains(".product(name: \"SceneryHost\", package: \"\(identity)\")"))
        let app = try String(contentsOfFile: dir + "/Notes/Sources/Notes/NotesApp.swift", encoding: .utf8)
        #expect(app.contains("struct Notes: SceneryApp") && app.contains("static let identifier = \"notes\"") && !app.contains("__"))
        // A second time, the folder exists: refused, nothing overwritten.
        let again = try runProgram(bin, ["new", "Notes", "--output", dir + "/Notes"])
        #expect(again.status == 2 && again.stderr.contains("already exists"), "\(again.stderr)")
    }

    @Test("Refuses names that are not Swift type names, and --scenery that is no Scenery checkout")
    func refuses() throws {
        let bin = try #require(TestPaths.scenery)
        for bad in ["9lives", "my-app", "Notes App", "SceneryKit"] {
            let r = try runProgram(bin, ["new", bad, "--output", NSTemporaryDirectory() + "never-\(UUID().uuidString)"])
            #expect(r.status != 0, "\(bad)")
        }
        // Names that would write a package that cannot compile: keywords, and types its code uses.
        for (bad, reason) in [("class", "is a Swift keyword"), ("Self", "is a Swift keyword"), ("init", "is a Swift keyword"),
                              ("String", "is already a type or name the generated code uses"), ("Size", "is already a type or name the generated code uses")] {
            let out = NSTemporaryDirectory() + "never-\(UUID().uuidString)"
            let r = try runProgram(bin, ["new", bad, "--output", out])
            #expect(r.status != 0 && r.stderr.contains("'\(bad)' \(reason)"), "\(bad): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
        let r = try runProgram(bin, ["new", "Notes", "--output", NSTemporaryDirectory() + "never-\(UUID().uuidString)", "--scenery", "/tmp"])
        #expect(r.status == 2 && r.stderr.contains("no Scenery Package.swift there"), "\(r.stderr)")
    }
}

/// Issue 51: `scenery new` writes nothing until every check passed, and a failure part-way leaves nothing behind.
@Suite("scenery new leaves nothing behind")
struct NewCommandCleanTests {
    @Test("A 300-letter name is refused before anything is written, so a rerun with a good name works")
    func longName() throws {
        let bin = try #require(TestPaths.scenery)
        let dir = NSTemporaryDirectory() + "scenery-new-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let long = String(repeating: "A", count: 300)
        let r = try runProgram("/bin/sh", ["-c", "cd '\(dir)' && '\(bin)' new \(long) --scenery '\(TestPaths.repository)'"])
        #expect(r.status != 0 && r.stderr.contains("300 characters"), "\(r.stderr.prefix(300))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "it left files behind")
    }
}
